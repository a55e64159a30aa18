// What the server accepts from clients, checked before anything else looks at it (zod): a message
// that is not one of these is refused with the first problem in words, and the game is untouched.
import type { Result } from '@rulebook/notation';
import * as z from 'zod';
import type { ClientMessage, NewGameRequest } from './protocol.ts';

const id = z.int().min(0).max(2 ** 31);
const version = z.int().min(0).max(2 ** 31);

const clientMessage = z.discriminatedUnion('t', [
  z.strictObject({ t: z.literal('hello'), token: z.optional(z.string().max(100)), after: z.int().min(-1).max(2 ** 31) }),
  z.strictObject({ t: z.literal('move'), id, version, move: z.string().min(1).max(200) }),
  z.strictObject({ t: z.literal('resign'), id, version }),
  z.strictObject({ t: z.literal('draw'), id, version }),
  z.strictObject({ t: z.literal('decline'), id }),
  z.strictObject({ t: z.literal('rematch'), id }),
]);

const name = z.string().min(1).max(60);

const newGame = z.strictObject({
  game: z.string(),
  options: z.optional(z.record(z.string(), z.unknown())),
  side: z.optional(z.enum(['white', 'black', 'random'])),
  clock: z.optional(z.strictObject({ minutes: z.number().min(0.5).max(180), increment: z.number().min(0).max(180) })),
  computer: z.optional(z.int().min(1).max(8)),
  white: z.optional(name),
  black: z.optional(name),
});

/** The first problem of a zod error, with the field it is at. */
function problem(error: z.ZodError): string {
  const first = error.issues[0];
  if (first === undefined) return 'invalid';
  const path = first.path.join('.');
  return path === '' ? first.message : `${path}: ${first.message}`;
}

/** A client's frame: JSON, then one of the messages; or why not. */
export function readClientMessage(text: string): Result<ClientMessage, string> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: 'not JSON: a message is one JSON object, e.g. {"t":"move","id":1,"version":4,"move":"Pe2-e4"}' };
  }
  const checked = clientMessage.safeParse(json);
  return checked.success ? { ok: true, value: checked.data } : { ok: false, error: problem(checked.error) };
}

/** A new game's request body, or why not. */
export function readNewGame(body: unknown): Result<NewGameRequest, string> {
  const checked = newGame.safeParse(body);
  return checked.success ? { ok: true, value: checked.data } : { ok: false, error: problem(checked.error) };
}
