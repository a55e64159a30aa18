// A new game by invitation: its start line (checked by the game's own start builder), two seats,
// the links to pass on, stored before anyone is told of it.
import { GAME_NAMES, type GameName } from '@rulebook/notation';
import { timeControlOf } from './clock.ts';
import { startLine } from './live-game.ts';
import type { NewGameRequest, NewGameResponse, Side } from './protocol.ts';
import { other } from './sides.ts';
import { newGameId, newToken, rematchToken, tokenHash } from './seats.ts';
import type { EventStore, GameMeta } from './store/store.ts';

export type Created = { readonly ok: true; readonly meta: GameMeta; readonly tokens: Record<Side, string> } | { readonly ok: false; readonly error: string };

/** The links of a new game for its creator at `side`, on `origin` (`http://localhost:3000`); no invitation to a computer's seat. */
export function linksOf(origin: string, meta: GameMeta, side: Side, tokens: Record<Side, string>): NewGameResponse['links'] {
  const play = `${origin}/${meta.game}/play/?online=${meta.id}`;
  return {
    you: `${play}#seat=${tokens[side]}`,
    ...(meta.computer === undefined ? { invite: `${play}#seat=${tokens[other(side)]}` } : {}),
    watch: play,
    replay: `${origin}/${meta.game}/replay/?online=${meta.id}`,
    log: `${origin}/api/games/${meta.id}/log`,
  };
}

/**
 * Creates and stores a game. `seats`: the tokens to use (a rematch's, derived from the old game's);
 * fresh ones otherwise.
 */
export async function createGame(
  store: EventStore,
  request: NewGameRequest,
  creator: Side,
  now: number,
  extra: { readonly seats?: Record<Side, string>; readonly rematchOf?: string } = {},
): Promise<Created> {
  if (!(GAME_NAMES as readonly string[]).includes(request.game)) return { ok: false, error: `game: expected ${GAME_NAMES.join(', ')}; found ${JSON.stringify(request.game)}` };
  const game = request.game as GameName;
  const tags: Record<string, string> = {};
  if (request.white !== undefined) tags['White'] = request.white;
  if (request.black !== undefined) tags['Black'] = request.black;
  const start = startLine({ game, options: request.options ?? {}, tags });
  if (!start.ok) return start;
  const tokens = extra.seats ?? { white: newToken(), black: newToken() };
  const meta: GameMeta = {
    id: newGameId(),
    game,
    created: now,
    whiteHash: tokenHash(tokens.white),
    blackHash: tokenHash(tokens.black),
    ...(request.computer !== undefined ? { computer: { side: other(creator), level: request.computer } } : {}),
    ...(start.value.secret !== undefined ? { secret: start.value.secret } : {}),
    ...(request.clock !== undefined ? { clock: timeControlOf(request.clock) } : {}),
    ...(extra.rematchOf !== undefined ? { rematchOf: extra.rematchOf } : {}),
    request: {
      game,
      ...(request.options !== undefined ? { options: request.options } : {}),
      ...(request.white !== undefined ? { white: request.white } : {}),
      ...(request.black !== undefined ? { black: request.black } : {}),
    },
  };
  await store.createGame(meta, start.value.line, now);
  return { ok: true, meta, tokens };
}

/** The seats of a rematch: each player's old token gives their new one; colours are swapped. */
export const rematchSeats = (old: Record<Side, string>): Record<Side, string> => ({ white: rematchToken(old.black), black: rematchToken(old.white) });
