// The server: the built rulebook (apps/docs/dist) as static files, and the games' API: a new
// game (POST /api/games), a game's facts and log (GET), and its WebSocket, where clients say
// hello, send their actions and receive every line as it is stored.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { clockSpecOf } from './clock.ts';
import { readClientMessage, readNewGame } from './messages.ts';
import { createGame, linksOf } from './new-game.ts';
import { MAX_MESSAGE_BYTES, type GameInfo, type NewGameResponse, type ServerMessage, type Side } from './protocol.ts';
import type { Client, Room, RoomHost } from './room.ts';
import { Rooms } from './rooms.ts';
import { isGameId } from './seats.ts';
import type { EventStore } from './store/store.ts';

export interface ServerOptions {
  readonly store: EventStore;
  /** The built rulebook to serve at `/` (absent: the API only). */
  readonly site?: string;
  /** The computer's moves for games with a computer seat. */
  readonly computerMove?: RoomHost['computerMove'];
  /** Log the server's warnings and errors (JSON lines on stdout); off by default (tests). */
  readonly logger?: boolean;
  readonly now?: () => number;
  /** How long a room stays loaded after its last client left (ms; 30 s by default). */
  readonly idleMs?: number;
}

/** The origin a request came to (`http://localhost:3000`), for the links a new game returns. */
const originOf = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;

export async function buildServer(options: ServerOptions): Promise<{ app: FastifyInstance; rooms: Rooms }> {
  // The log, when on, says what went wrong (warnings and errors), not every request.
  const app = Fastify({ logger: options.logger === true ? { level: 'warn' } : false, bodyLimit: 16 * 1024 });
  const rooms = new Rooms(options.store, {
    ...(options.now !== undefined ? { now: options.now } : {}),
    ...(options.computerMove !== undefined ? { computerMove: options.computerMove } : {}),
    ...(options.idleMs !== undefined ? { idleMs: options.idleMs } : {}),
  });
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });
  app.addHook('onClose', async () => rooms.close());

  // Errors as one JSON object with a message, never a stack trace.
  app.setErrorHandler((error: { statusCode?: number; message: string }, _request, reply) => {
    const status = error.statusCode !== undefined && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) app.log.error(error);
    return reply.code(status).send({ error: status >= 500 ? 'the server failed; nothing was stored' : error.message });
  });

  app.post('/api/games', async (request, reply) => {
    const read = readNewGame(request.body);
    if (!read.ok) return reply.code(400).send({ error: read.error });
    const wanted = read.value.side ?? 'random';
    const side: Side = wanted === 'random' ? (Math.random() < 0.5 ? 'white' : 'black') : wanted;
    const created = await createGame(options.store, read.value, side, Date.now());
    if (!created.ok) return reply.code(400).send({ error: created.error });
    const { meta, tokens } = created;
    const body: NewGameResponse = { id: meta.id, game: meta.game, side, token: tokens[side], links: linksOf(originOf(request), meta, side, tokens) };
    return reply.code(201).send(body);
  });

  app.get<{ Params: { id: string } }>('/api/games/:id', async (request, reply) => {
    const room = isGameId(request.params.id) ? await rooms.get(request.params.id) : undefined;
    if (room === undefined) return reply.code(404).send({ error: `no game ${request.params.id}` });
    const { meta, game } = room;
    const end = game.end();
    const info: GameInfo = {
      id: meta.id,
      game: meta.game,
      version: game.version(),
      ...(meta.clock !== undefined ? { clock: clockSpecOf(meta.clock) } : {}),
      ...(meta.computer !== undefined ? { computer: meta.computer } : {}),
      ...(end !== undefined ? { over: end } : {}),
    };
    return info;
  });

  // The log, byte for byte what the CLI writes: `rulebook replay` reads it.
  app.get<{ Params: { id: string } }>('/api/games/:id/log', async (request, reply) => {
    const room = isGameId(request.params.id) ? await rooms.get(request.params.id) : undefined;
    if (room === undefined) return reply.code(404).send({ error: `no game ${request.params.id}` });
    const text = room.game.lines.map((line) => `${line}\n`).join('');
    return reply
      .type('application/x-ndjson; charset=utf-8')
      .header('content-disposition', `attachment; filename="${room.meta.game}-${room.meta.id}.jsonl"`)
      .send(text);
  });

  app.register(async (scope) => {
    scope.get<{ Params: { id: string } }>('/api/games/:id/socket', { websocket: true }, (socket, request) => {
      const send = (message: ServerMessage) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
      };
      const id = request.params.id;
      const client: Client = { send, seat: null, joined: false };
      /** The room this connection joined (set by its hello). */
      let joined: Room | undefined;
      /** The game's room now (a room released while idle is gone from the map at once: loaded again). */
      const current = async (): Promise<Room | undefined> => {
        if (!isGameId(id)) return undefined;
        return rooms.get(id).catch(() => undefined);
      };
      let queue = Promise.resolve();
      socket.on('message', (data, isBinary) => {
        // One message at a time per connection, in the order sent.
        queue = queue.then(async () => {
          const room = joined ?? (await current());
          if (room === undefined) {
            send({ t: 'refused', id: null, error: `no game ${id}` });
            return socket.close(4404, 'no such game');
          }
          if (isBinary) return send({ t: 'refused', id: null, error: 'a message is JSON text, not binary' });
          const read = readClientMessage(data.toString());
          if (!read.ok) return send({ t: 'refused', id: null, error: read.error });
          const message = read.value;
          if (message.t === 'hello') {
            room.join(client, message);
            if (client.joined && joined === undefined) {
              joined = room;
              // A connection that closed while its hello was on its way leaves at once.
              if (socket.readyState !== socket.OPEN) room.leave(client);
            }
            return;
          }
          if (!client.joined) return send({ t: 'refused', id: message.id, error: 'say hello first: {"t":"hello","token":"…","after":-1}' });
          await room.handle(client, message);
        });
        queue = queue.catch((e) => {
          app.log.error(e);
          send({ t: 'refused', id: null, error: 'the server failed; nothing was stored' });
        });
      });
      socket.on('close', () => joined?.leave(client));
    });
  });

  if (options.site !== undefined && existsSync(options.site)) {
    const site = options.site;
    await app.register(fastifyStatic, { root: site, wildcard: true, redirect: true });
    // The site's own page for a path it does not have; the API answers in JSON.
    app.setNotFoundHandler((request, reply) =>
      request.url.startsWith('/api/') || !existsSync(join(site, '404.html'))
        ? reply.code(404).send({ error: `no such path: ${request.method} ${request.url.split('?')[0]}` })
        : reply.code(404).sendFile('404.html'),
    );
  } else {
    app.setNotFoundHandler((request, reply) => reply.code(404).send({ error: `no such path: ${request.method} ${request.url.split('?')[0]}` }));
  }
  return { app, rooms };
}
