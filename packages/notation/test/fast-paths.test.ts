// The readers' fast paths are taken where they should be: every move line the games' writers
// write passes the fast check (else the schema would read it, slowly, and no test would tell),
// and the duplicate-key scan without allocation answers as the scan that reads every key. That
// they read exactly as the slow paths do is fuzzed (test/fuzz/fast-paths.ts).
import { describe, expect, it } from 'vitest';
import { GAME_NAMES, LineSplitter, type TextLine } from '../src/index.ts';
import { compileFactsCheck } from '../src/facts-check.ts';
import { duplicateKey, duplicateKeyBySets } from '../src/jsonl.ts';
import { moveLinePassesFastCheck, readEventLineWith } from '../src/log-common-read.ts';
import * as chakraRead from '../src/chakra/log-read.ts';
import * as shaktiRead from '../src/shakti/log-read.ts';
import * as medeaRead from '../src/medea/log-read.ts';
import * as chakartRead from '../src/chakart/log-read.ts';
import { FACTS as CHAKRA_FACTS, canonicalFactsJson as chakraCanonical } from '../src/chakra/facts.ts';
import { FACTS as SHAKTI_FACTS } from '../src/shakti/facts.ts';
import { FACTS as MEDEA_FACTS } from '../src/medea/facts.ts';
import { FACTS as CHAKART_FACTS } from '../src/chakart/facts.ts';
import { moveLines } from './fuzz/fast-paths.ts';

const SCHEMAS = { chakra: chakraRead.moveEventSchema, shakti: shaktiRead.moveEventSchema, medea: medeaRead.moveEventSchema, chakart: chakartRead.moveEventSchema };

describe('fast paths of the log readers', () => {
  it('every game declaration compiles to a fast check', () => {
    for (const spec of [CHAKRA_FACTS, SHAKTI_FACTS, MEDEA_FACTS, CHAKART_FACTS]) expect(compileFactsCheck(spec)).toBeTypeOf('function');
  });

  it.each(GAME_NAMES)('every %s move line of the corpus passes the fast check', (game) => {
    const lines = moveLines(game);
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) expect(moveLinePassesFastCheck(SCHEMAS[game], JSON.parse(line)), line).toBe(true);
  });

  it('a line the check does not pass goes to the schema, in its words', () => {
    const line = '{"event":"move","ply":1,"player":"white","move":"e2e4","facts":{"piece":"pawn","from":"e2","to":"e4","check":false}}';
    const read = (text: string) => readEventLineWith(text, 2, chakraRead.moveEventSchema as any, chakraCanonical);
    expect(read(line).ok).toBe(true);
    // Fields out of canonical order: read, and put in order.
    const reordered = '{"event":"move","ply":1,"player":"white","move":"e2e4","facts":{"to":"e4","from":"e2","piece":"pawn","check":false}}';
    expect(moveLinePassesFastCheck(chakraRead.moveEventSchema, JSON.parse(reordered))).toBe(false);
    expect(JSON.stringify(read(reordered))).toBe(JSON.stringify(read(line)));
    // Problems: the schema's messages.
    expect(read(line.replace('"e4"', '"e9"'))).toEqual({ ok: false, error: { line: 2, message: 'facts.to: expected a square a1-h8, found "e9"' } });
    expect(read(line.replace('"ply":1', '"ply":0'))).toMatchObject({ ok: false });
    expect(read(line.replace('"check":false', '"check":false,"x":1'))).toEqual({ ok: false, error: { line: 2, message: 'facts: unknown field "x"' } });
  });

  it('duplicateKey answers as the scan that reads every key, the escaped, large and deep cases included', () => {
    const texts = [
      '{"a":1,"b":2}',
      '{"a":1,"a":2}',
      '{"a":{"b":1},"b":{"b":2},"a":3}',
      '{"mo\\u0076e":1,"move":2}',
      '{"a\\\\":1,"a\\\\":2}',
      '{"a\\"":1,"a\\"":2}',
      `{${Array.from({ length: 40 }, (_, i) => `"k${i}":${i}`).join(',')},"k3":0}`,
      `${'['.repeat(50)}{"a":1,"a":2}${']'.repeat(50)}`,
      `${'{"x":'.repeat(40)}{"a":1,"a":2}${'}'.repeat(40)}`,
      '[{"a":1},{"a":1}]',
      '{"a":[{"a":1}],"b":[{"a":1,"b":2}],"a":0}',
    ];
    for (const text of texts) expect(duplicateKey(text), text).toEqual(duplicateKeyBySets(text));
    expect(duplicateKey('{"a":1,"a":2}')).toEqual({ key: 'a', column: 8 });
  });

  it('the line splitter keeps no byte of a chunk: one buffer read into again and again (a Node Buffer too) reads as fresh chunks', () => {
    const input = new TextEncoder().encode(`\ufeff${Array.from({ length: 60 }, (_, i) => `${i} ${'☃😀é'.repeat(i * 5)}`).join('\n')}\n`);
    const readIn = (size: number, reuse: boolean, node: boolean): TextLine[] => {
      const lines: TextLine[] = [];
      const splitter = new LineSplitter((line) => void lines.push(line));
      const buffer = node ? Buffer.alloc(size) : new Uint8Array(size);
      for (let at = 0; at < input.length; at += size) {
        const piece = input.subarray(at, Math.min(at + size, input.length));
        if (!reuse) splitter.write(piece.slice());
        else {
          buffer.set(piece);
          splitter.write(buffer.subarray(0, piece.length));
        }
      }
      splitter.end();
      return lines;
    };
    const expected = readIn(input.length, false, false);
    expect(expected).toHaveLength(60);
    for (const size of [1, 2, 3, 5, 97, 4096]) {
      expect(readIn(size, true, true)).toEqual(expected);
      expect(readIn(size, true, false)).toEqual(expected);
    }
  });
});
