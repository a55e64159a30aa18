// Which game a text is of: a log names it on its start line, a record in its Game tag. The
// CLI and the site use these to pick the game's readers.

import type { GameName } from './log-common.ts';
import { listOr } from './jsonl.ts';
import { recordGameTag } from './record-text.ts';
import { fail, ok, type Result, type TextError } from './result.ts';

export { logGame, GAME_NAMES, type GameName } from './log-common.ts';

const RECORD_GAMES: Readonly<Record<string, GameName>> = { Chakra: 'chakra', Shakti: 'shakti', Medea: 'medea', Chakart: 'chakart' };

/** Which game a record is of, from its Game tag (`[Game "Shakti"]`). */
export function recordGame(text: string): Result<GameName, TextError> {
  const tag = recordGameTag(text);
  if (!tag.ok) return tag;
  // Own keys only: a Game tag "constructor" names no game.
  if (Object.hasOwn(RECORD_GAMES, tag.value.value)) return ok(RECORD_GAMES[tag.value.value] as GameName);
  const names = listOr(Object.keys(RECORD_GAMES).map((g) => `"${g}"`));
  return fail(tag.value.line, tag.value.column, `expected the game ${names}, found "${tag.value.value}"`);
}

