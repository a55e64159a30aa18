// Which game a text is of: a log names it on its start line, a record in its Game tag. The
// CLI and the site use these to pick the game's readers. The games and their titles are the
// rules' registry's (`games`, `GAME_NAMES`): a page that imports these loads every game's rules.

import { GAME_NAMES, games, type GameName } from '@rulebook/rules';
import { describeValue, listOr, withoutBom } from './jsonl.ts';
import { readStartObject } from './log-common.ts';
import { gameTagOf, recordGameTag, type Tag } from './record-text.ts';
import { fail, ok, type Result, type TextError } from './result.ts';

export { GAME_NAMES, type GameName };

/** Each game by the word of its record's Game tag: its title in the rules' registry (`Chakra`). */
const RECORD_GAMES: Readonly<Record<string, GameName>> = Object.freeze(Object.fromEntries(GAME_NAMES.map((name) => [games[name].title, name])));

/** Which game a log is of, from its start line. */
export function logGame(text: string): Result<GameName, TextError> {
  const body = withoutBom(text);
  const end = body.indexOf('\n');
  const first = (end < 0 ? body : body.slice(0, end)).replace(/\r$/, '');
  if (/^\s*$/.test(body)) return fail(1, undefined, 'the log is empty; expected the start line {"event":"start",…}');
  const record = readStartObject(first, 1);
  if (!record.ok) return record;
  const game = record.value['game'];
  if (typeof game === 'string' && (GAME_NAMES as readonly string[]).includes(game)) return ok(game as GameName);
  const names = listOr(GAME_NAMES.map((g) => `"${g}"`));
  if (game === undefined) return fail(1, undefined, `game: missing (expected ${names})`);
  const column = typeof game === 'string' ? first.indexOf(`"game":${JSON.stringify(game)}`) : -1;
  return fail(1, column < 0 ? undefined : column + 8, `game: expected ${names}, found ${describeValue(game)}`);
}


/** Which game a record is of, from its Game tag (`[Game "Shakti"]`). */
export function recordGame(text: string): Result<GameName, TextError> {
  return gameOfTag(recordGameTag(text));
}

/** Which game a record is of, from its tags as `recordTagReader` reads them a line at a time. */
export function recordGameOfTags(tags: ReadonlyMap<string, Tag>): Result<GameName, TextError> {
  return gameOfTag(gameTagOf(tags));
}

function gameOfTag(tag: Result<Tag, TextError>): Result<GameName, TextError> {
  if (!tag.ok) return tag;
  // Own keys only: a Game tag "constructor" names no game.
  if (Object.hasOwn(RECORD_GAMES, tag.value.value)) return ok(RECORD_GAMES[tag.value.value] as GameName);
  const names = listOr(Object.keys(RECORD_GAMES).map((g) => `"${g}"`));
  return fail(tag.value.line, tag.value.column, `expected the game ${names}, found "${tag.value.value}"`);
}

