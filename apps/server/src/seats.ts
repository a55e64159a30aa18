// Seats are secret tokens, no accounts: 256 random bits each, URL-safe base64. The server keeps
// only their SHA-256 and compares in constant time. A rematch's seats are derived from the old
// ones (one way), so a player who comes back to a finished game is handed their new seat.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const newToken = (): string => randomBytes(32).toString('base64url');

/** 128 random bits: a game's id in links. */
export const newGameId = (): string => randomBytes(16).toString('base64url');

export const tokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** Whether `token` is the seat whose hash is `hash` (constant time in the token's content). */
export function isSeat(token: string, hash: string): boolean {
  const given = Buffer.from(tokenHash(token), 'hex');
  const stored = Buffer.from(hash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** The seat a player's token gives them in the rematch of its game. */
export const rematchToken = (token: string): string => createHash('sha256').update(`rulebook rematch\n${token}`, 'utf8').digest('base64url');

/** A game's id must look like one before the store is asked. */
export const isGameId = (id: string): boolean => /^[A-Za-z0-9_-]{22}$/.test(id);
