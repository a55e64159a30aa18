// Trust under bad input (issue 17): the limits every reader and writer keeps (limits.ts), and
// the decisions on input a hostile file brings: a key named twice, a byte order mark, a lone
// surrogate, bytes that are not UTF-8, control characters in tags, a move counter at its end.
// Each limit is met from both sides: the reader refuses what passes it where it passes, and
// the writers never write it, so what is written at the limit reads back.
import { describe, expect, it } from 'vitest';
import {
  GAME_NAMES,
  LineSplitter,
  MAX_COUNTER,
  MAX_DERIVED_TAGS,
  MAX_LINE_LENGTH,
  MAX_TAG_NAME_LENGTH,
  MAX_TAG_VALUE_LENGTH,
  MAX_TAGS,
  chakart,
  chakra,
  duplicateKey,
  firstInvalidUtf8,
  logGame,
  readTextBytes,
  recordGame,
  textGames,
  withTextGame,
  type TextLine,
} from '../src/index.ts';
import fc from 'fast-check';

const START = chakra.logFromMoves({ tags: { White: 'Ann' } }, []);
if (!START.ok) throw new Error(START.error.message);
const START_LINE = START.value.trimEnd();
const GAME = chakra.logFromMoves({ tags: { White: 'Ann' } }, ['e2e3', 'e7e6']);
if (!GAME.ok) throw new Error(GAME.error.message);
const [, MOVE_1, MOVE_2] = GAME.value.trimEnd().split('\n') as [string, string, string];
const withTags = (tags: unknown): string => START_LINE.replace('{"White":"Ann"}', JSON.stringify(tags));
const tooLong = `the line is longer than ${MAX_LINE_LENGTH} characters, the most a line of a log or a record may have`;

describe('the longest line', () => {
  const long = `{"event":"draw","ply":1,"x":"${'x'.repeat(MAX_LINE_LENGTH)}"}`;

  it('is refused where it passes the limit, by every log reader alike', () => {
    const error = { line: 2, column: MAX_LINE_LENGTH + 1, message: tooLong };
    expect(chakra.readEventLine(long, 2)).toEqual({ ok: false, error });
    expect(chakra.readLog(`${START_LINE}\n${long}\n`)).toEqual({ ok: false, error });
    expect(chakra.replayLog(`${START_LINE}\n${long}\n`).error).toEqual(error);
    expect(chakra.readStartLine(`${START_LINE.slice(0, -1)},"x":"${'x'.repeat(MAX_LINE_LENGTH)}"}`)).toEqual({ ok: false, error: { ...error, line: 1 } });
    // A blank line that long is too long before it is blank.
    expect(chakra.readEventLine(' '.repeat(MAX_LINE_LENGTH + 1), 3)).toEqual({ ok: false, error: { ...error, line: 3 } });
  });

  it('is refused in a record, in its tags or in its move text', () => {
    const tag = `[Game "Chakra"]\n[Event "${'x'.repeat(MAX_LINE_LENGTH)}"]\n\n*\n`;
    expect(chakra.readRecord(tag)).toEqual({ ok: false, error: { line: 2, column: MAX_LINE_LENGTH + 1, message: tooLong } });
    const moves = `[Game "Chakra"]\n\n${'e2e3 '.repeat(MAX_LINE_LENGTH / 4)}*\n`;
    expect(chakra.readRecord(moves)).toEqual({ ok: false, error: { line: 3, column: MAX_LINE_LENGTH + 1, message: tooLong } });
  });

  it('is never written: a start line with every tag at its longest, of the worst characters, is far within it and reads back', () => {
    // `"` and `\` take two characters each in JSON and in a record.
    const value = '"\\'.repeat(MAX_TAG_VALUE_LENGTH / 2);
    const tags = Object.fromEntries(Array.from({ length: MAX_TAGS }, (_, i) => [`${'T'.repeat(MAX_TAG_NAME_LENGTH - 2)}${String(i).padStart(2, '0')}`, value]));
    for (const name of GAME_NAMES) {
      withTextGame(name, (game) => {
        const start = game.startEvent({ tags, ...(name === 'chakart' ? { seed: 7 } : {}) } as never);
        expect(start.ok).toBe(true);
        if (!start.ok) return;
        const line = game.writeStartLine(start.value);
        expect(line.length).toBeLessThan(MAX_LINE_LENGTH / 1.5);
        expect(game.readStartLine(line)).toEqual(start);
        // Its record too, and the record back to the same log.
        const log = { start: start.value, events: [] };
        const record = game.writeRecord(log as never);
        expect(Math.max(...record.split('\n').map((l) => l.length))).toBeLessThan(MAX_LINE_LENGTH);
        expect(game.recordToLog(record)).toEqual({ ok: true, value: `${line}\n` });
      });
    }
  });

  it("MAX_DERIVED_TAGS holds every game's own tags", () => {
    for (const name of GAME_NAMES) expect(textGames[name].RESERVED_TAGS.length).toBeLessThanOrEqual(MAX_DERIVED_TAGS);
  });
});

describe('tags', () => {
  const refusals: [string, unknown, string][] = [
    ['an escape sequence', { White: 'Ann\u001b[2J' }, 'tags.White: a tag value may not contain a control character, found U+001B'],
    ['a C1 control (CSI)', { White: 'Ann\u009b2J' }, 'tags.White: a tag value may not contain a control character, found U+009B'],
    ['DEL', { White: 'Ann\u007f' }, 'tags.White: a tag value may not contain a control character, found U+007F'],
    ['a tab', { White: 'A\tB' }, 'tags.White: a tag value may not contain a control character, found U+0009'],
    ['a line separator', { White: 'Ann\u2028Bob' }, 'tags.White: a tag value may not contain a line break'],
    ['NEL', { White: 'Ann\u0085Bob' }, 'tags.White: a tag value may not contain a line break'],
    ['a lone high surrogate', { White: 'Ann\ud800' }, 'tags.White: a tag value may not contain a lone surrogate, found U+D800 (UTF-8 has no form for it)'],
    ['a lone low surrogate', { White: '\udc00Ann' }, 'tags.White: a tag value may not contain a lone surrogate, found U+DC00 (UTF-8 has no form for it)'],
    ['a value past its longest', { White: 'x'.repeat(MAX_TAG_VALUE_LENGTH + 1) }, `tags.White: a tag value has at most ${MAX_TAG_VALUE_LENGTH} characters, found ${MAX_TAG_VALUE_LENGTH + 1}`],
    ['a name past its longest', { ['N'.repeat(MAX_TAG_NAME_LENGTH + 1)]: 'x' }, `tags: a tag name has at most ${MAX_TAG_NAME_LENGTH} characters, found ${MAX_TAG_NAME_LENGTH + 1}`],
    ['one tag too many', Object.fromEntries(Array.from({ length: MAX_TAGS + 1 }, (_, i) => [`T${i}`, 'x'])), `tags: at most ${MAX_TAGS} tags, found ${MAX_TAGS + 1}`],
  ];

  it.each(refusals)('with %s: refused by the log reader and by the log writer, in the same words', (_, tags, message) => {
    expect(chakra.readStartLine(withTags(tags))).toEqual({ ok: false, error: { line: 1, message } });
    expect(chakra.startEvent({ tags: tags as Record<string, string> })).toEqual({ ok: false, error: { line: 1, message } });
  });

  it('a pair of surrogates (an emoji), the longest value and name, and the most tags are kept', () => {
    const tags = { White: 'Ann \ud83d\ude00', ['N'.repeat(MAX_TAG_NAME_LENGTH)]: 'x'.repeat(MAX_TAG_VALUE_LENGTH) };
    const start = chakra.readStartLine(withTags(tags));
    expect(start.ok && start.value.tags).toEqual(tags);
    const most = Object.fromEntries(Array.from({ length: MAX_TAGS }, (_, i) => [`T${i}`, 'x']));
    expect(chakra.readStartLine(withTags(most)).ok).toBe(true);
  });

  it('in a record: the same rules, each refused at its line and column', () => {
    const record = (tag: string): string => `[Game "Chakra"]\n${tag}\n[Result "*"]\n\n*\n`;
    expect(chakra.readRecord(record('[White "Ann\u001b[2J"]'))).toEqual({
      ok: false,
      error: { line: 2, column: 12, message: 'a tag value may not contain a control character, found U+001B' },
    });
    // An escaped quote takes two columns before the character at fault.
    expect(chakra.readRecord(record('[White "A\\"n\ud800"]'))).toMatchObject({ ok: false, error: { line: 2, column: 13 } });
    expect(chakra.readRecord(record(`[White "${'x'.repeat(MAX_TAG_VALUE_LENGTH + 1)}"]`))).toEqual({
      ok: false,
      error: { line: 2, column: 9 + MAX_TAG_VALUE_LENGTH, message: `a tag value has at most ${MAX_TAG_VALUE_LENGTH} characters, found ${MAX_TAG_VALUE_LENGTH + 1}` },
    });
    expect(chakra.readRecord(record(`[${'N'.repeat(MAX_TAG_NAME_LENGTH + 1)} "x"]`))).toEqual({
      ok: false,
      error: { line: 2, column: 2 + MAX_TAG_NAME_LENGTH, message: `a tag name has at most ${MAX_TAG_NAME_LENGTH} characters, found ${MAX_TAG_NAME_LENGTH + 1}` },
    });
    const many = Array.from({ length: MAX_TAGS + 1 }, (_, i) => `[T${i} "x"]`).join('\n');
    expect(chakra.readRecord(record(many))).toEqual({ ok: false, error: { line: 2 + MAX_TAGS, column: 1, message: `a record holds at most ${MAX_TAGS} tags besides those it derives` } });
    // The tags it derives do not count: MAX_TAGS others and all of its own read.
    const most = Array.from({ length: MAX_TAGS }, (_, i) => `[T${i} "x"]`).join('\n');
    expect(chakra.readRecord(`[Game "Chakra"]\n[Ruleset "current"]\n${most}\n[Repetition "on"]\n[Result "*"]\n\n*\n`).ok).toBe(true);
  });
});

describe('a key named twice', () => {
  it('is refused at the second one, whatever the value, in a start line or an event line', () => {
    const twice = MOVE_1.replace('"move":', '"move":"BOGUS","move":');
    expect(chakra.readEventLine(twice, 2)).toEqual({
      ok: false,
      error: { line: 2, column: twice.lastIndexOf('"move"') + 1, message: 'the key "move" appears twice in one object; a line names each field once' },
    });
    expect(chakra.replayLog(`${START_LINE}\n${twice}\n`).error?.line).toBe(2);
    const start = START_LINE.replace('"game":', '"game":"chakra","game":');
    expect(chakra.readStartLine(start)).toMatchObject({ ok: false, error: { line: 1, message: 'the key "game" appears twice in one object; a line names each field once' } });
    expect(logGame(start)).toMatchObject({ ok: false, error: { line: 1 } });
  });

  it('is found written with an escape, deep in the facts, and not mistaken for a string that looks like a key', () => {
    expect(duplicateKey('{"move":1,"mo\\u0076e":2}')).toEqual({ key: 'move', column: 11 });
    expect(duplicateKey('{"facts":{"a":[{"b":1,"b":2}]}}')).toEqual({ key: 'b', column: 23 });
    expect(duplicateKey('{"a":"\\"a\\":","b":{"a":1},"c":[{"a":1},{"a":2}]}')).toBeUndefined();
    expect(duplicateKey('{"a\\\\":1,"a\\\\":2}')).toEqual({ key: 'a\\', column: 10 });
    expect(duplicateKey(`${'['.repeat(100_000)}{"a":1,"a":2}${']'.repeat(100_000)}`)).toEqual({ key: 'a', column: 100_008 });
  });

  it('agrees with a reader that keeps every key, on random JSON with keys added', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), fc.nat(), (value, pick) => {
        const text = JSON.stringify(value);
        // JSON.stringify writes each key once.
        expect(duplicateKey(text)).toBeUndefined();
        const keys = [...text.matchAll(/"((?:[^"\\]|\\.)*)":/g)];
        if (keys.length === 0) return;
        const key = keys[pick % keys.length]!;
        const doubled = `${text.slice(0, key.index)}${key[0]}null,${text.slice(key.index)}`;
        if (JSON.parse(doubled) === undefined) return;
        expect(duplicateKey(doubled)?.key).toBe(JSON.parse(`"${key[1]}"`));
      }),
      { numRuns: 300, seed: 17 },
    );
  });
});

describe('the byte order mark', () => {
  it('is skipped at the very start of a log or a record: it reads as without', () => {
    const log = `\ufeff${GAME.value}`;
    expect(chakra.readLog(log)).toEqual(chakra.readLog(GAME.value));
    expect(chakra.replayLog(log).ok).toBe(true);
    expect(logGame(log)).toEqual({ ok: true, value: 'chakra' });
    const record = chakra.writeRecord(chakra.replayLog(GAME.value));
    expect(recordGame(`\ufeff${record}`)).toEqual({ ok: true, value: 'chakra' });
    expect(chakra.recordToLog(`\ufeff${record}`)).toEqual({ ok: true, value: GAME.value });
  });

  it('is refused anywhere else, with words that say so', () => {
    const joined = `${START_LINE}\n\ufeff${MOVE_1}\n`;
    expect(chakra.readLog(joined)).toEqual({
      ok: false,
      error: { line: 2, column: 1, message: 'a byte order mark (U+FEFF) starts the line; only the very start of a log may have one (were two files joined?)' },
    });
  });
});

describe('the move counter', () => {
  const LAST = `ncmqkscn/1pppppp1/8/8/8/8/1PPPPPP1/NCMQKSCN b a2N,h2N,a7n,h7n - ${MAX_COUNTER}`;

  it('is read up to MAX_COUNTER and no further', () => {
    expect(chakra.parsePosition(LAST).ok).toBe(true);
    expect(chakra.parsePosition(LAST.replace(/\d+$/, '9007199254740992'))).toMatchObject({ ok: false, error: { message: 'the move number 9007199254740992 is too large' } });
  });

  it('refuses the move that would push it past, so that no position past it is written', () => {
    const start = chakra.startEvent({ position: LAST });
    expect(start.ok).toBe(true);
    if (!start.ok) return;
    const log = chakra.logFromMoves({ position: LAST }, ['e7e6']);
    expect(log).toEqual({ ok: false, error: { line: 2, message: `decision 1: e7e6 is refused: the move counter would pass ${MAX_COUNTER}, the largest a position string holds` } });
    // A resignation moves no counter.
    expect(chakra.logFromMoves({ position: LAST }, [{ type: 'resign', player: 'black' }]).ok).toBe(true);
    // White's move before it does not pass it.
    expect(chakra.logFromMoves({ position: LAST.replace(' b ', ' w ') }, ['e2e3']).ok).toBe(true);
    // A record that plays it is refused at the move.
    const record = `[Game "Chakra"]\n[SetUp "${LAST}"]\n[Result "*"]\n\n${MAX_COUNTER}... e7e6 *\n`;
    expect(chakra.readRecord(record)).toMatchObject({ ok: false, error: { line: 5, message: `e7e6 is refused: the move counter would pass ${MAX_COUNTER}, the largest a position string holds` } });
  });

  it("Chakart's turns played, the same", () => {
    const position = `rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w ${MAX_COUNTER} {"flags":"1111"}`;
    expect(chakart.parsePosition(position).ok).toBe(true);
    const log = chakart.logFromMoves({ position }, ['Pe2-e3']);
    expect(log).toMatchObject({ ok: false, error: { message: expect.stringContaining(`the move counter would pass ${MAX_COUNTER}`) } });
  });
});

describe('bytes', () => {
  const lines = (chunks: readonly (string | number[])[]): { lines: TextLine[]; bom: boolean; count: number } => {
    const got: TextLine[] = [];
    const splitter = new LineSplitter((line) => void got.push(line));
    for (const chunk of chunks) splitter.write(typeof chunk === 'string' ? new TextEncoder().encode(chunk) : Uint8Array.from(chunk));
    splitter.end();
    return { lines: got, bom: splitter.bom, count: splitter.lineCount };
  };
  const problem = (chunks: readonly (string | number[])[]) => lines(chunks).lines.find((line) => line.problem !== undefined)?.problem;

  it.each([
    ['a byte never in UTF-8', [0xff], 'the byte 0xff is never part of UTF-8'],
    ['a continuation byte alone', [0x80], 'the byte 0x80 continues no character'],
    ['an overlong form of /', [0xc0, 0xaf], 'the byte 0xc0 is never part of UTF-8'],
    ['an overlong three-byte form', [0xe0, 0x80, 0xaf], 'the bytes 0xe0 0x80 are no character'],
    ['a surrogate', [0xed, 0xa0, 0x80], 'the bytes 0xed 0xa0 are no character'],
    ['a code point past U+10FFFF', [0xf4, 0x90, 0x80, 0x80], 'the bytes 0xf4 0x90 are no character'],
    ['a character cut by a line break', [0xe2, 0x0a], 'the bytes 0xe2 0x0a are no character'],
  ])('%s is refused at its line, column and byte', (_, bytes, why) => {
    expect(problem(['{"a":1}\n"x', bytes as number[], '"\n'])).toEqual({
      line: 2,
      column: 3,
      message: `not UTF-8: ${why} (byte 11 of the input); a log or a record is UTF-8 text`,
    });
  });

  it('a character cut at the end of the input is refused', () => {
    expect(problem(['ab', [0xf0, 0x9f, 0x98]])).toEqual({ line: 1, column: 3, message: 'not UTF-8: the input ends inside a character (0xf0 0x9f 0x98) (byte 3 of the input); a log or a record is UTF-8 text' });
  });

  it('a character split between any two chunks is read whole', () => {
    const text = 'é☃😀\nx';
    const bytes = [...new TextEncoder().encode(text)];
    for (let cut = 0; cut <= bytes.length; cut++) {
      expect(lines([bytes.slice(0, cut), bytes.slice(cut)]).lines.map((line) => line.text)).toEqual(['é☃😀', 'x']);
    }
  });

  it('a byte order mark is skipped at the start only; the lines and their offsets are counted after it', () => {
    const read = lines([[0xef, 0xbb, 0xbf], '{}\n\ufeff{}\n']);
    expect(read.bom).toBe(true);
    expect(read.lines.map((line) => [line.text, line.offset])).toEqual([
      ['{}', 3],
      ['\ufeff{}', 6],
    ]);
    expect(lines(['{}']).bom).toBe(false);
    expect(lines([[0xef, 0xbb]]).lines[0]?.problem?.message).toContain('the input ends inside a character (0xef 0xbb)');
  });

  it('an endless line costs one line: refused at the limit, the rest skipped to the next line break', () => {
    const chunk = 'x'.repeat(1 << 16);
    const got: TextLine[] = [];
    const splitter = new LineSplitter((line) => void got.push(line));
    for (let i = 0; i < 40; i++) splitter.write(new TextEncoder().encode(chunk));
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ number: 1, problem: { line: 1, column: MAX_LINE_LENGTH + 1 } });
    expect(got[0]!.text).toHaveLength(60);
    splitter.write(new TextEncoder().encode('x\nnext\n'));
    splitter.end();
    expect(got.map((line) => line.text.length)).toEqual([60, 4]);
  });

  it('counts its lines as split counts them', () => {
    for (const text of ['', 'a', 'a\n', '\n', 'a\nb', 'a\r\nb\r\n\r\n']) expect(lines([text]).count).toBe(text.split('\n').length);
  });

  it('finds the same first bad byte as the decoder, on random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), (bytes) => {
        let valid = true;
        try {
          new TextDecoder('utf-8', { fatal: true }).decode(bytes);
        } catch {
          valid = false;
        }
        const invalid = firstInvalidUtf8(bytes);
        expect(invalid === undefined).toBe(valid);
        if (invalid !== undefined) new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, invalid.offset));
      }),
      { numRuns: 2000, seed: 17 },
    );
  });

  it('readTextBytes: a whole input checked the same way', () => {
    expect(readTextBytes(Uint8Array.from([0xef, 0xbb, 0xbf, 0x61]))).toEqual({ ok: true, value: 'a', bom: true });
    expect(readTextBytes(Uint8Array.from([0x61, 0x0a, 0x62, 0x63, 0xff]))).toEqual({
      ok: false,
      error: { line: 2, column: 3, message: 'not UTF-8: the byte 0xff is never part of UTF-8 (byte 5 of the input); a log or a record is UTF-8 text' },
    });
  });
});

describe('the record a line at a time', () => {
  it('reads and writes as the whole-text reader and writer do', () => {
    const replayed = chakra.replayLog(`${GAME.value}${JSON.stringify({ event: 'resign', ply: 3, player: 'white' })}\n`);
    expect(replayed.ok).toBe(true);
    const record = chakra.writeRecord(replayed);
    const writer = chakra.recordWriter(replayed.start!.event);
    for (const step of replayed.steps) {
      const event = step.event;
      writer.add(event.event === 'move' ? { kind: 'move', player: event.player, text: step.text } : { kind: event.event, ...(event.event === 'resign' ? { player: event.player } : {}), text: step.text });
    }
    expect(writer.finish()).toBe(record);
    expect(MOVE_2).toContain('"ply":2');
  });
});
