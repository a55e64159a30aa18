// The fuzz properties of reading bytes (text-lines.ts): logs and records as a file or a pipe
// brings them, UTF-8 or not, cut into chunks anywhere. Valid texts are encoded, mutated as
// bytes (bytes that are never UTF-8, overlong forms, surrogates, code points past U+10FFFF,
// characters cut short, a byte order mark at the start or inside, line breaks) and read by the
// line splitter in random chunks:
//   - it never throws, and each chunk is taken within the time budget;
//   - bytes that are UTF-8 give exactly the lines the text readers split the decoded text into;
//   - bytes that are not are refused at the first bad byte, which the decoder agrees is bad,
//     at the line and column of the text before it, and nothing after it is handed on as text;
//   - a log read as lines replays as the same text read whole: the stream readers (the CLI's
//     `replay`, `convert`) and the text readers accept and refuse the same logs, in the same words.

import fc from 'fast-check';
import { GAME_NAMES, LineSplitter, MAX_LINE_LENGTH, firstInvalidUtf8, withTextGame, type GameName, type TextError, type TextLine } from '../../src/index.ts';
import { hugeRunArb } from './arbitraries.ts';
import { corpus } from './corpus.ts';
import { fuzzHooks, locationProblem, type FuzzProperty } from './properties.ts';

/** Byte runs that are not UTF-8, and some that are (at their edges). */
const BYTE_RUNS: readonly (readonly number[])[] = [
  [0xff],
  [0xfe],
  [0x80],
  [0xbf],
  [0xc0, 0xaf],
  [0xc1, 0xbf],
  [0xe0, 0x80, 0xaf],
  [0xed, 0xa0, 0x80],
  [0xed, 0xbf, 0xbf],
  [0xf4, 0x90, 0x80, 0x80],
  [0xf5, 0x80, 0x80, 0x80],
  [0xe2, 0x98],
  [0xf0, 0x9f, 0x98],
  [0xef, 0xbb, 0xbf],
  [0xc2, 0x80],
  [0xed, 0x9f, 0xbf],
  [0xf4, 0x8f, 0xbf, 0xbf],
  [0x0d, 0x0a],
  [0x0a],
  [0x00],
];

type ByteMutation =
  | { readonly op: 'insert'; readonly at: number; readonly bytes: readonly number[] }
  | { readonly op: 'replace'; readonly at: number; readonly byte: number }
  | { readonly op: 'delete'; readonly at: number }
  | { readonly op: 'bom' };

const byteMutationArb: fc.Arbitrary<ByteMutation> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ op: fc.constant('insert' as const), at: fc.nat(), bytes: fc.constantFrom(...BYTE_RUNS) }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('replace' as const), at: fc.nat(), byte: fc.integer({ min: 0, max: 255 }) }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('delete' as const), at: fc.nat() }) },
  { weight: 1, arbitrary: fc.constant({ op: 'bom' as const }) },
);

function mutateBytes(base: Uint8Array, mutations: readonly ByteMutation[]): Uint8Array {
  let bytes = [...base];
  for (const m of mutations) {
    if (m.op === 'bom') bytes = [0xef, 0xbb, 0xbf, ...bytes];
    else if (bytes.length === 0 && m.op !== 'insert') continue;
    else if (m.op === 'insert') bytes.splice(m.at % (bytes.length + 1), 0, ...m.bytes);
    else if (m.op === 'replace') bytes[m.at % bytes.length] = m.byte;
    else bytes.splice(m.at % bytes.length, 1);
  }
  return Uint8Array.from(bytes);
}

/** The lines of `bytes` as the splitter hands them on, read in chunks cut at `cuts`. */
function splitLines(what: string, bytes: Uint8Array, cuts: readonly number[]): { lines: TextLine[]; lineCount: number; bom: boolean } {
  const lines: TextLine[] = [];
  const splitter = new LineSplitter((line) => void lines.push(line));
  const at = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  let from = 0;
  const started = performance.now();
  try {
    for (const to of [...at, bytes.length]) {
      splitter.write(bytes.subarray(from, to));
      from = to;
    }
    splitter.end();
  } catch (e) {
    throw new Error(`${what}: the line splitter threw: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
  }
  const ms = performance.now() - started;
  if (ms > 5000) throw new Error(`${what}: the line splitter took ${Math.round(ms)} ms on ${bytes.length} bytes`);
  return { lines, lineCount: splitter.lineCount, bom: splitter.bom };
}

const decode = (bytes: Uint8Array): string | undefined => {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return undefined;
  }
};

/** The inputs: every valid log and record of every game, as UTF-8, mutated as bytes, with the cuts of their chunks. */
function inputArb(texts: readonly string[]) {
  return fc.tuple(
    fc.constantFrom(...texts),
    fc.array(byteMutationArb, { maxLength: 4 }),
    fc.array(fc.nat(), { maxLength: 6 }),
    fc.oneof({ weight: 20, arbitrary: fc.constant('') }, { weight: 1, arbitrary: hugeRunArb }),
  );
}

/** The splitter against the decoder and the text readers' split, on any bytes. */
function splitterProperty(texts: readonly string[]): fc.IProperty<any> {
  return fc.property(inputArb(texts), ([text, mutations, cuts, huge]) => {
    fuzzHooks.onCase();
    const what = 'bytes: the line splitter';
    const source = huge === '' ? text : `${text}${huge}\n${text}`;
    const bytes = mutateBytes(new TextEncoder().encode(source), mutations);
    const { lines, lineCount, bom } = splitLines(what, bytes, cuts);
    const hasBom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
    if (bom !== hasBom) throw new Error(`${what}: bom is ${bom} on bytes that ${hasBom ? 'start' : 'do not start'} with one`);
    const body = hasBom ? bytes.subarray(3) : bytes;
    const decoded = decode(body);
    const refused = lines.findIndex((line) => line.problem !== undefined);
    // The text readers' lines: split at \n, a \r before it dropped.
    const expected = (decoded ?? '').split('\n').map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l));
    if (refused < 0) {
      if (decoded === undefined) throw new Error(`${what}: bytes that are not UTF-8 were read without a word: ${JSON.stringify(Array.from(bytes.slice(0, 80)))}`);
      // The text after the last line break is a line of the text readers, and of the splitter when not empty.
      const split = expected[expected.length - 1] === '' ? expected.slice(0, -1) : expected;
      if (lines.length !== split.length || lines.some((line, i) => line.text !== split[i] || line.number !== i + 1)) {
        throw new Error(`${what}: the lines differ from the decoded text's: ${JSON.stringify(lines.map((l) => l.text.slice(0, 40)).slice(0, 8))} vs ${JSON.stringify(split.map((l) => l.slice(0, 40)).slice(0, 8))}`);
      }
      if (lineCount !== expected.length) throw new Error(`${what}: lineCount ${lineCount}, but split counts ${expected.length}`);
      return;
    }
    const line = lines[refused] as TextLine;
    const problem = line.problem as TextError;
    // The lines before it are the text's.
    const before = lines.slice(0, refused);
    if (before.some((l, i) => l.problem !== undefined || l.number !== i + 1)) throw new Error(`${what}: lines before the refused one are out of order`);
    if (problem.line !== line.number) throw new Error(`${what}: the refused line ${line.number} says line ${problem.line}`);
    if (problem.message.startsWith('the line is longer')) {
      if (problem.column !== MAX_LINE_LENGTH + 1) throw new Error(`${what}: a long line refused at column ${String(problem.column)}`);
      return;
    }
    const byte = /\(byte (\d+) of the input\)/.exec(problem.message);
    if (byte === null || !problem.message.startsWith('not UTF-8: ')) throw new Error(`${what}: a line refused in words not its own: ${problem.message}`);
    const offset = Number(byte[1]) - 1 - (hasBom ? 3 : 0);
    // The decoder agrees: the bytes before it are UTF-8, and the first bad byte is there.
    const prefix = decode(body.subarray(0, offset));
    if (prefix === undefined || firstInvalidUtf8(body)?.offset !== offset) {
      throw new Error(`${what}: refused at byte ${byte[1]}, where the decoder does not see the first bad byte: ${JSON.stringify(Array.from(body.slice(Math.max(0, offset - 8), offset + 8)))}`);
    }
    const prefixLines = prefix.split('\n');
    const inLine = (prefixLines[prefixLines.length - 1] as string).length;
    if (problem.line !== prefixLines.length || problem.column !== inLine + 1) {
      throw new Error(`${what}: the bad byte is at line ${prefixLines.length}, column ${inLine + 1}; refused at line ${problem.line}, column ${String(problem.column)}`);
    }
  });
}

/** A log read as bytes, a line at a time, against the same text read whole. */
function replayProperty(game: GameName, texts: readonly string[]): fc.IProperty<any> {
  return fc.property(inputArb(texts), ([text, mutations, cuts]) => {
    fuzzHooks.onCase();
    const what = `bytes: a ${game} log read a line at a time`;
    const bytes = mutateBytes(new TextEncoder().encode(text), mutations);
    const { lines } = splitLines(what, bytes, cuts);
    // The text as a reader of text gets it: a byte order mark still in it, for the reader to skip.
    const decoded = decode(bytes);
    withTextGame(game, (g) => {
      // The stream: the lines as they come, blank lines at the end passed over, the first problem ends it.
      const stream = ((): { ok: boolean; error?: TextError } => {
        const held: TextLine[] = [];
        let replayer: ReturnType<typeof g.startReplay> | undefined;
        const take = (line: TextLine): TextError | undefined => {
          if (line.problem !== undefined) return line.problem;
          if (replayer === undefined) {
            replayer = g.startReplay(line.text, line.number);
            return replayer.ok ? undefined : replayer.error;
          }
          if (!replayer.ok) return replayer.error;
          const step = replayer.value.step(line.text, line.number);
          return step.ok ? undefined : step.error;
        };
        for (const line of lines) {
          if (line.problem === undefined && line.text.trim() === '') {
            held.push(line);
            continue;
          }
          for (const blank of held.splice(0)) {
            const error = take(blank);
            if (error !== undefined) return { ok: false, error };
          }
          const error = take(line);
          if (error !== undefined) return { ok: false, error };
        }
        if (replayer === undefined) return { ok: false, error: { line: 1, message: 'the log is empty; expected the start line {"event":"start",…}' } };
        return replayer.ok ? { ok: true } : { ok: false, error: replayer.error };
      })();
      if (decoded === undefined) {
        if (stream.ok) throw new Error(`${what}: bytes that are not UTF-8 replay: ${JSON.stringify(Array.from(bytes.slice(0, 80)))}`);
        return;
      }
      const problem = stream.error === undefined ? undefined : locationProblem(stream.error, decoded, 'lines');
      if (problem !== undefined) throw new Error(`${what}: ${problem}`);
      const whole = g.replayLog(decoded);
      const sameError = JSON.stringify(whole.error) === JSON.stringify(stream.error);
      if (whole.ok !== stream.ok || (!whole.ok && !sameError)) {
        throw new Error(`${what}: read whole it ${whole.ok ? 'replays' : `fails: ${JSON.stringify(whole.error)}`}; read a line at a time it ${stream.ok ? 'replays' : `fails: ${JSON.stringify(stream.error)}`} (${JSON.stringify(decoded.slice(0, 300))})`);
      }
    });
  });
}

/** The byte family: the splitter over every valid log and record, and each game's log replayed as a stream. */
export function byteProperties(): FuzzProperty[] {
  const c = corpus();
  const logs = GAME_NAMES.flatMap((g) => c[g].logs);
  const records = GAME_NAMES.flatMap((g) => c[g].records);
  return [
    { name: 'bytes: the line splitter on logs and records', family: 'bytes', weight: 2, property: splitterProperty([...logs, ...records]) },
    ...GAME_NAMES.map((game): FuzzProperty => ({ name: `bytes: a ${game} log read a line at a time replays as the text read whole`, family: 'bytes', weight: 0.5, property: replayProperty(game, c[game].logs) })),
  ];
}
