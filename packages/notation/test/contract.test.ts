// The text contract (src/contract.ts) at run time: code that knows no game picks a game's text
// module by the name a log or a record gives (textGames), and every module's members agree
// with one another in the same way. The compiler checks that each module has the members
// (src/text-games.ts); this checks that they work together, on the example logs the CLI wrote.

import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { GAME_NAMES, logGame, recordGame, textGames, withTextGame, type TextGame, type TextTypes } from '../src/index.ts';

const dir = new URL('../../../examples/', import.meta.url);
const examples = readdirSync(dir)
  .filter((name) => name.endsWith('.jsonl'))
  .map((name) => ({ name, text: readFileSync(new URL(name, dir), 'utf8') }));

/** What one game's module makes of one of its logs, written without knowing the game. */
function throughTheContract<T extends TextTypes>(game: TextGame<T>, text: string) {
  const read = game.readLog(text);
  if (!read.ok) throw new Error(`readLog: line ${read.error.line}: ${read.error.message}`);
  const replayed = game.replayLog(text);
  const record = game.writeRecord(replayed);
  const setup = game.parsePosition(read.value.start.setup);
  const replayer = game.startReplay(text.split('\n')[0] ?? '');
  const lines = text.trimEnd().split('\n');
  const stepped = replayer.ok ? lines.slice(1).map((line, i) => replayer.value.step(line, i + 2).ok) : [];
  return {
    rewritten: game.writeLog(read.value),
    replayed: replayed.ok,
    steps: replayed.steps.length,
    record,
    fromRecord: game.recordToLog(record),
    setup: setup.ok ? game.formatPosition(setup.value) : setup.error.message,
    stepped,
  };
}

describe('textGames: each game picked by the name its text gives', () => {
  test('one module for every game name', () => {
    expect(Object.keys(textGames).sort()).toEqual([...GAME_NAMES].sort());
  });

  test('a member that takes only text is called on the module a name picks', () => {
    for (const { text } of examples) {
      const name = logGame(text);
      expect(name.ok && textGames[name.value].replayLog(text).ok).toBe(true);
    }
  });

  test('there is an example log of every game', () => {
    expect(new Set(examples.map(({ text }) => logGame(text)).map((r) => (r.ok ? r.value : r.error.message)))).toEqual(new Set(GAME_NAMES));
  });

  test.each(examples)('$name: read, written back, replayed whole and a line at a time, and through its record', ({ text }) => {
    const name = logGame(text);
    if (!name.ok) throw new Error(name.error.message);
    const game = name.value;
    const seen = withTextGame(game, (module) => throughTheContract(module, text));
    expect(seen.rewritten).toBe(text);
    expect(seen.replayed).toBe(true);
    expect(seen.steps).toBe(text.trimEnd().split('\n').length - 1);
    expect(seen.stepped.every((ok) => ok)).toBe(true);
    expect(seen.stepped).toHaveLength(seen.steps);
    expect(recordGame(seen.record)).toEqual({ ok: true, value: game });
    expect(seen.fromRecord).toEqual({ ok: true, value: text });
    expect(seen.setup).toBe(JSON.parse(text.split('\n')[0] ?? '{}').setup);
  });
});
