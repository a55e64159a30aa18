// The fuzz properties of every reader in this package, for the four games: position strings,
// move text (Chakart: decisions and outcomes), logs (read, and replayed) and records, and logs
// and records as bytes (bytes.ts). Each reader is fed random text, valid text with mutations
// and valid text as it is:
//   - it never throws, and each call ends within a time budget (FUZZ_BUDGET_MS, 1 s);
//   - it gives a value or an error located in the text: a line within it, a column (when
//     given) within that line, a message in words;
//   - what it reads it writes stably: format(parse(format(parse(x)))) === format(parse(x));
//   - valid text as the writers write it reads and writes back as itself.
// No vitest here: test/fuzz/*.test.ts run these with a bounded number of cases, and
// scripts/fuzz.mjs (`npm run fuzz`) runs them for as long as asked.

import fc from 'fast-check';
import type { ChakartPosition, ChakraPosition, MedeaPosition, Ruleset, ShaktiPosition, WarriorJump } from '../../src/rules.ts';
import { games } from '@rulebook/rules';
import { chakra as chakraText, shakti as shaktiText, medea as medeaText, chakart as chakartText, GAME_NAMES, type GameName, LINE_TOO_LONG, logGame, MAX_LINE_LENGTH, MAX_TAGS, recordGame, tagValueProblem, withTextGame, type Result, type TextError } from '../../src/index.ts';
import { byGame } from '../support/rules.ts';
import { mutationArb, randomLogArb, randomRecordArb, randomTextArb, applyMutations, type Mutation, type MutationKinds } from './arbitraries.ts';
import { chakartOutcomeCorpus, corpus, type MoveContext } from './corpus.ts';
import { namesAKeyTwice, tagProblem } from '../tamper/oracle.ts';
import { byteProperties } from './bytes.ts';
import { fastPathProperties } from './fast-paths.ts';

/** The formats, one test file each; `bytes`: logs and records read as bytes (bytes.ts). */
export type Family = 'positions' | 'moves' | 'logs' | 'records' | 'bytes';

export interface FuzzProperty {
  /** Unique: `Chakra position string: mutated valid text`. */
  readonly name: string;
  readonly family: Family;
  /** Cases per run relative to FUZZ_RUNS: an expensive property (a whole game replayed) runs fewer. */
  readonly weight: number;
  readonly property: fc.IProperty<any>;
  /** At most this many cases (a property over a small fixed corpus gains nothing from more). */
  readonly maxRuns?: number;
  /** Inputs run before the generated ones: the bugs fuzzing found, kept found. */
  readonly examples?: readonly unknown[][];
}

export { fc };

/** Called as each case starts: the fuzz script's watchdog counts cases to name one that hangs. */
export const fuzzHooks = { onCase: (): void => {} };

/** Longest a single call to a reader may take. */
export const BUDGET_MS = Number(process.env['FUZZ_BUDGET_MS'] ?? 1000);

// ---------------------------------------------------------------------------------------------
// Checks.

const excerpt = (text: string, max = 200): string => {
  const shown = JSON.stringify(text.length > max ? `${text.slice(0, max)}…` : text);
  return text.length > max ? `${shown} (${text.length} characters)` : shown;
};

/** Runs one reader call: it must not throw and must end within the budget. */
function timed<T>(what: string, text: string, run: () => T): T {
  const start = performance.now();
  let value: T;
  try {
    value = run();
  } catch (e) {
    const detail = e instanceof Error ? (e.stack ?? e.message) : String(e);
    throw new Error(`${what} threw on ${excerpt(text)}:\n${detail}`);
  }
  const ms = performance.now() - start;
  if (ms > BUDGET_MS) throw new Error(`${what} took ${Math.round(ms)} ms on ${excerpt(text)} (the budget is ${BUDGET_MS} ms)`);
  return value;
}

/**
 * What is wrong with an error's place and words, if anything. `shape`: `line` for a one-line
 * text (a position, a move: line 1, columns over the whole text), `lines` for a log or record.
 */
export function locationProblem(error: TextError, text: string, shape: 'line' | 'lines'): string | undefined {
  if (typeof error !== 'object' || error === null) return `the error is ${String(error)}, not {line, column?, message}`;
  const lines = shape === 'line' ? [text] : text.split('\n');
  if (!Number.isSafeInteger(error.line) || error.line < 1) return `the error's line is ${String(error.line)}`;
  if (shape === 'line' && error.line !== 1) return `the error is on line ${error.line} of a one-line text`;
  if (error.line > lines.length) return `the error is on line ${error.line}, but the text has ${lines.length}`;
  if (error.column !== undefined) {
    const length = (lines[error.line - 1] as string).length;
    if (!Number.isSafeInteger(error.column) || error.column < 1 || error.column > length + 1) {
      return `the error's column is ${String(error.column)}, but line ${error.line} has ${length} characters`;
    }
  }
  if (typeof error.message !== 'string' || error.message.trim() === '') return 'the error has no message';
  for (const slip of ['[object Object]', 'undefined', 'NaN']) {
    if (error.message.includes(slip) && !text.includes(slip)) return `the message says ${slip}: ${excerpt(error.message)}`;
  }
  return undefined;
}

function expectResult<T>(what: string, text: string, result: Result<T, TextError>, shape: 'line' | 'lines'): result is { ok: true; value: T } {
  if (typeof result !== 'object' || result === null || typeof result.ok !== 'boolean') {
    throw new Error(`${what} gave ${String(result)} on ${excerpt(text)}, not a result`);
  }
  if (result.ok) return true;
  const problem = locationProblem(result.error, text, shape);
  if (problem !== undefined) throw new Error(`${what} on ${excerpt(text)}: ${problem} (${JSON.stringify(result.error).slice(0, 300)})`);
  return false;
}

// ---------------------------------------------------------------------------------------------
// Readers as codecs.

/**
 * One reader and its writer. `C` is what the reader needs besides the text (the position a
 * move is read in); `undefined` for the others.
 */
interface Codec<C, V> {
  readonly name: string;
  readonly family: Family;
  readonly shape: 'line' | 'lines';
  readonly contexts: readonly C[];
  /** Valid texts as the writer writes them, in a context. */
  canonical(context: C): readonly string[];
  parse(context: C, text: string): Result<V, TextError>;
  /** The writer; absent for a reader of form only (move syntax), or one with no writer (replay, game detection). */
  format?(context: C, value: V): string;
  /** A further check of a value read from valid text. */
  checkCanonical?(context: C, text: string, value: V, index: number): void;
  /** A further check of every value read. */
  checkValue?(context: C, text: string, value: V): void;
  readonly random: fc.Arbitrary<string>;
  readonly mutations: MutationKinds;
  readonly weight: number;
  /** Texts that once broke the reader: run first by the random property. */
  readonly regressions?: readonly string[];
}

function codecProperties<C, V>(codec: Codec<C, V>): FuzzProperty[] {
  const { name, family, shape, contexts } = codec;
  const read = (context: C, text: string): Result<V, TextError> => timed(`${name}: reading`, text, () => codec.parse(context, text));

  /** Reads a text; what it reads must be written stably. */
  const check = (context: C, text: string): void => {
    const first = read(context, text);
    if (!expectResult(`${name}: reading`, text, first, shape)) return;
    codec.checkValue?.(context, text, first.value);
    if (codec.format === undefined) return;
    const written = timed(`${name}: writing`, text, () => codec.format!(context, first.value));
    const again = read(context, written);
    if (!again.ok) {
      throw new Error(`${name}: ${excerpt(text)} reads, but its written form ${excerpt(written)} does not: line ${again.error.line}: ${again.error.message}`);
    }
    const rewritten = timed(`${name}: writing`, written, () => codec.format!(context, again.value));
    if (rewritten !== written) throw new Error(`${name}: writing is not stable: ${excerpt(text)} is written ${excerpt(written)}, then ${excerpt(rewritten)}`);
  };

  const contextOf = (i: number): C => contexts[i % contexts.length] as C;
  const baseOf = (context: C, j: number): string | undefined => {
    const texts = codec.canonical(context);
    return texts.length === 0 ? undefined : texts[j % texts.length];
  };

  const random = fc.property(fc.nat(), codec.random, (i, text) => {
    fuzzHooks.onCase();
    check(contextOf(i), text);
  });
  const mutated = fc.property(fc.nat(), fc.nat(), fc.array(mutationArb(codec.mutations), { minLength: 1, maxLength: codec.mutations.maxMutations ?? 4 }), (i, j, mutations: Mutation[]) => {
    fuzzHooks.onCase();
    const context = contextOf(i);
    const base = baseOf(context, j);
    if (base === undefined) return;
    check(context, applyMutations(base, mutations));
  });
  const canonical = fc.property(fc.nat(), fc.nat(), (i, j) => {
    fuzzHooks.onCase();
    const context = contextOf(i);
    const texts = codec.canonical(context);
    if (texts.length === 0) return;
    const index = j % texts.length;
    const text = texts[index] as string;
    const value = read(context, text);
    if (!value.ok) throw new Error(`${name}: valid text ${excerpt(text)} does not read: line ${value.error.line}${value.error.column ? `, column ${value.error.column}` : ''}: ${value.error.message}`);
    codec.checkCanonical?.(context, text, value.value, index);
    if (codec.format === undefined) return;
    const written = codec.format(context, value.value);
    if (written !== text) throw new Error(`${name}: valid text ${excerpt(text)} is written back as ${excerpt(written)}`);
  });
  // A byte order mark before a text of lines (a log, a record) is skipped: it reads as without.
  const bom = fc.property(fc.nat(), fc.nat(), (i, j) => {
    fuzzHooks.onCase();
    const context = contextOf(i);
    const base = baseOf(context, j);
    if (base === undefined) return;
    const plain = read(context, base);
    const marked = read(context, `\uFEFF${base}`);
    if (JSON.stringify(marked) !== JSON.stringify(plain)) {
      throw new Error(`${name}: ${excerpt(base)} reads otherwise after a byte order mark: ${JSON.stringify(marked).slice(0, 300)}`);
    }
  });
  return [
    ...(shape === 'lines'
      ? [{ name: `${name}: a byte order mark before valid text reads as without`, family, weight: codec.weight * 0.25, maxRuns: 100, property: bom }]
      : []),
    { name: `${name}: random text`, family, weight: codec.weight, property: random, examples: (codec.regressions ?? []).map((text) => [0, text]) },
    { name: `${name}: mutated valid text`, family, weight: codec.weight * 1.5, property: mutated },
    {
      name: `${name}: valid text reads and writes back as itself`,
      family,
      weight: codec.weight * 0.5,
      maxRuns: 2 * contexts.reduce((n, context) => n + codec.canonical(context).length, 0),
      property: canonical,
    },
  ];
}

const NONE = [undefined] as const;

// ---------------------------------------------------------------------------------------------
// The four games' readers.

type PositionText<P> = { parse: (text: string) => Result<P, TextError>; format: (position: P) => string };

const POSITIONS: { readonly [G in GameName]: PositionText<any> } = byGame((name) =>
  withTextGame(name, (game) => ({ parse: (text: string) => game.parsePosition(text), format: (p) => game.formatPosition(p) })),
);

/** Each game's name as players write it: its title in the rules' registry (`Chakra`). */
const GAME_WORD: Readonly<Record<GameName, string>> = byGame((name) => games[name].title);

const DEEP = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
const CHAKART_START = 'rkrbbnqn/pppppppp/8/8/8/8/PPPPPPPP/KQNNRRBB w 0';
const startLine = (game: GameName, tags: string): string =>
  `{"event":"start","format":"rulebook-log/1","game":"${game}","setup":"x","tags":${tags}${game === 'chakra' ? ',"ruleset":"current"' : ''}}\n`;

/** Texts that broke a reader once (issue 7's fuzzing), by reader. */
const REGRESSIONS: Readonly<Record<string, readonly string[]>> = {
  // A long s, a dotless i: a Unicode case mapping read them as S and I.
  'Chakra position string': [
    'ncmqk\u017fcn/1pppppp1/8/8/8/8/1PPPPPP1/NCMQKSCN w a2N,h2N,a7n,h7n - 1',
    'ncmqk1cn/1pppppp1/8/8/8/8/1PPPPPP1/NCMQKSCN w a2N,h2N,a7n,h7n \u017f 1',
  ],
  // The same; and JSON nested too deeply to quote in a message threw a RangeError.
  'Chakart position string': [
    'rkrbbnqn/ppppppp1/7\u017f/8/8/8/PPPPPPPP/KQNNRRBB w 0 {"flags":"1111"}',
    'rkrbbnqn/ppppppp1/7\u0131/8/8/8/PPPPPPPP/KQNNRRBB b 1 {"flags":"1110"}',
    `${CHAKART_START} {"flags":${DEEP}}`,
    `${CHAKART_START} {"flags":"1111","bowsered":[${DEEP}]}`,
    `${CHAKART_START} {"flags":"1111","phase":${DEEP}}`,
    `${CHAKART_START} {"flags":"1111","phase":"promote","resume":{"square":${DEEP}}}`,
  ],
  // A tag named __proto__ was dropped without a word.
  ...Object.fromEntries(GAME_NAMES.map((g) => [`${GAME_WORD[g]} log`, [startLine(g, '{"__proto__":"x","White":"Ann"}')]])),
  ...Object.fromEntries(GAME_NAMES.map((g) => [`${GAME_WORD[g]} record`, [`[Game "${GAME_WORD[g]}"]\n[__proto__ "x"]\n[Result "*"]\n\n*\n`]])),
  // A Game tag "constructor" named Object's constructor, and was taken for a game.
  'the game of a record': ['[Game "constructor"]\n\n*\n', '[Game "toString"]\n[Result "*"]\n\n*\n', '[Game "__proto__"]\n\n*\n'],
  'the game of a log': ['{"event":"start","game":"constructor"}\n', '{"event":"start","game":"__proto__"}\n'],
};

/** Every game's position strings: the valid texts of all games, spliced into each other. */
function positionCodecs(): Codec<undefined, unknown>[] {
  const all = GAME_NAMES.flatMap((g) => corpus()[g].positions);
  // The fields of every game's position strings: a field of one in place of another's.
  const fields = [...new Set(all.flatMap((p) => p.split(' ')))];
  const nonAscii = /[^\x00-\x7f]/;
  return GAME_NAMES.map((game) => ({
    name: `${GAME_WORD[game]} position string`,
    family: 'positions',
    shape: 'line',
    contexts: NONE,
    canonical: () => corpus()[game].positions,
    parse: (_, text) => POSITIONS[game].parse(text),
    format: (_, value) => POSITIONS[game].format(value),
    // A position string is ASCII: a reader taking other characters for letters (a long s
    // for an s, a dotless i for an i) reads what no writer writes.
    checkValue: (_, text) => {
      if (nonAscii.test(text)) throw new Error(`${GAME_WORD[game]} position string: ${excerpt(text)} reads, but it holds a character outside ASCII`);
    },
    random: fc.oneof(randomTextArb, fc.constantFrom(...all)),
    mutations: { words: fields },
    weight: 2,
  }));
}

interface InPosition<P> {
  readonly position: P;
  readonly variant?: string;
  readonly texts: readonly string[];
}

const inPositions = <P>(contexts: readonly MoveContext[], parse: (text: string) => Result<P, TextError>): InPosition<P>[] =>
  contexts.map((c) => {
    const position = parse(c.position);
    if (!position.ok) throw new Error(`corpus: ${c.position}: ${position.error.message}`);
    return { position: position.value, texts: c.texts, ...(c.variant !== undefined ? { variant: c.variant } : {}) };
  });

/** Move text: its form alone, and read in the positions of the corpus games. */
function moveCodecs(): Codec<any, any>[] {
  const c = corpus();
  const allTexts = (game: GameName): string[] => [...new Set(c[game].moves.flatMap((m) => m.texts))];
  const random = (game: GameName) => fc.oneof(randomTextArb, fc.constantFrom(...allTexts(game)));
  const mutations: MutationKinds = { maxMutations: 3 };
  const syntax = (game: GameName, what: string, parse: (text: string) => Result<unknown, TextError>): Codec<undefined, unknown> => ({
    name: `${GAME_WORD[game]} ${what} (form only)`,
    family: 'moves',
    shape: 'line',
    contexts: NONE,
    canonical: () => allTexts(game),
    parse: (_, text) => parse(text),
    random: random(game),
    mutations,
    weight: 2,
  });
  const inPosition = <P, M>(
    game: GameName,
    what: string,
    parsePosition: (text: string) => Result<P, TextError>,
    parse: (context: InPosition<P>, text: string) => Result<M, TextError>,
    format: (position: P, move: M) => string,
  ): Codec<InPosition<P>, M> => ({
    name: `${GAME_WORD[game]} ${what} in a position`,
    family: 'moves',
    shape: 'line',
    contexts: inPositions(c[game].moves, parsePosition),
    canonical: (context) => context.texts,
    parse,
    format: (context, move) => format(context.position, move),
    random: random(game),
    mutations,
    weight: 1,
  });
  return [
    syntax('chakra', 'move text', chakraText.parseMoveSyntax),
    syntax('shakti', 'move text', shaktiText.parseMoveSyntax),
    syntax('medea', 'move text', medeaText.parseMoveSyntax),
    syntax('chakart', 'decision text', chakartText.parseMoveSyntax),
    inPosition('chakra', 'move text', chakraText.parsePosition, (x, text) => chakraText.parseMove(x.position, text, x.variant as Ruleset), chakraText.formatMove),
    inPosition('shakti', 'move text', shaktiText.parsePosition, (x, text) => shaktiText.parseMove(x.position, text, { warriorJump: x.variant as WarriorJump }), shaktiText.formatMove),
    inPosition('medea', 'move text', medeaText.parsePosition, (x, text) => medeaText.parseMove(x.position, text), medeaText.formatMove),
    inPosition('chakart', 'decision text', chakartText.parsePosition, (x, text) => chakartText.parseMove(x.position, text), chakartText.formatMove),
    {
      name: 'Chakart outcome text',
      family: 'moves',
      shape: 'line',
      contexts: NONE,
      canonical: () => chakartOutcomeCorpus(),
      parse: (_, text) => chakartText.parseOutcome(text),
      format: (_, outcome) => chakartText.formatOutcome(outcome),
      random: fc.oneof(randomTextArb, fc.constantFrom(...chakartOutcomeCorpus())),
      mutations,
      weight: 2,
    },
  ];
}

interface LogText<L> {
  read(text: string): Result<L, TextError>;
  write(log: L): string;
  replay(text: string): { readonly ok: boolean; readonly error?: TextError; readonly steps: readonly unknown[] };
  recordToLog(text: string): Result<L, TextError>;
  logToRecord(log: L): string;
}

const LOGS: { readonly [G in GameName]: LogText<any> } = byGame((name) =>
  withTextGame(name, (game) => ({
    read: (text: string) => game.readLog(text),
    write: (log) => game.writeLog(log),
    replay: (text: string) => game.replayLog(text),
    recordToLog: (text: string) => game.readRecord(text),
    logToRecord: (log) => game.writeRecord(log),
  })),
);

/** The replay as a result, for the checks: its error, or the number of events it checked. */
const replayResult = (replay: ReturnType<LogText<unknown>['replay']>): Result<number, TextError> =>
  replay.ok ? { ok: true, value: replay.steps.length } : { ok: false, error: replay.error as TextError };

/** The values in JSON lines (small objects and arrays among them), each once. */
function jsonLeaves(lines: readonly string[]): unknown[] {
  const seen = new Map<string, unknown>();
  const walk = (value: unknown): void => {
    const key = JSON.stringify(value);
    if (key.length <= 200) seen.set(key, value);
    if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(walk);
  };
  for (const line of lines) walk(JSON.parse(line));
  return [...seen.values()];
}

/**
 * Checks what a reader took against the rules of the format (README, Trust under bad input), in
 * the tamper oracle's words: no object names a key twice, the tags are within their limits and
 * hold no control character nor a lone surrogate, no line is longer than MAX_LINE_LENGTH.
 */
function withinRules(what: string, text: string, tags: Readonly<Record<string, string>>, lines: readonly string[]): void {
  const count = Object.keys(tags).length;
  if (count > MAX_TAGS) throw new Error(`${what}: ${excerpt(text)} reads with ${count} tags`);
  for (const [name, value] of Object.entries(tags)) {
    const problem = tagProblem(name, value);
    if (problem !== undefined) throw new Error(`${what}: ${excerpt(text)} reads with the tag ${JSON.stringify(name)}: ${problem}`);
  }
  for (const [i, line] of lines.entries()) {
    if (line.length > MAX_LINE_LENGTH) throw new Error(`${what}: ${excerpt(text)} reads with line ${i + 1} of ${line.length} characters`);
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      continue;
    }
    if (typeof json === 'object' && json !== null && namesAKeyTwice(line)) throw new Error(`${what}: ${excerpt(text)} reads, but line ${i + 1} names a key twice`);
  }
}

/** Logs: read and written, replayed, and which game a log is of. Lines of every game are spliced in. */
function logCodecs(): Codec<undefined, any>[] {
  const c = corpus();
  const allLogs = GAME_NAMES.flatMap((g) => c[g].logs);
  const allLines = [...new Set(allLogs.flatMap((log) => log.split('\n').filter((l) => l !== '')))];
  const mutations: MutationKinds = { lines: allLines, json: jsonLeaves(allLines) };
  const random = fc.oneof(randomLogArb(allLines), fc.constantFrom(...allLogs));
  const codecs: Codec<undefined, any>[] = [];
  for (const game of GAME_NAMES) {
    const text = LOGS[game];
    codecs.push({
      name: `${GAME_WORD[game]} log`,
      family: 'logs',
      shape: 'lines',
      contexts: NONE,
      canonical: () => c[game].logs,
      parse: (_, t) => text.read(t),
      format: (_, log) => text.write(log),
      // What reads keeps the format's rules, judged in the tamper oracle's own words.
      checkValue: (_, t, log) => withinRules(`${GAME_WORD[game]} log`, t, log.start.tags, t.split('\n')),
      random,
      mutations,
      weight: 1,
    });
    codecs.push({
      name: `${GAME_WORD[game]} log replayed`,
      family: 'logs',
      shape: 'lines',
      contexts: NONE,
      canonical: () => c[game].logs,
      parse: (_, t) => replayResult(text.replay(t)),
      // A log that replays is a log that reads.
      checkValue: (_, t) => {
        const read = text.read(t);
        if (!read.ok) throw new Error(`${GAME_WORD[game]} log: ${excerpt(t)} replays, but does not read: line ${read.error.line}: ${read.error.message}`);
      },
      random,
      mutations,
      weight: 0.5,
    });
  }
  codecs.push({
    name: 'the game of a log',
    family: 'logs',
    shape: 'lines',
    contexts: NONE,
    canonical: () => allLogs,
    parse: (_, t) => logGame(t),
    checkValue: (_, t, game) => {
      if (!(GAME_NAMES as readonly unknown[]).includes(game)) throw new Error(`logGame(${excerpt(t)}) gave ${String(game)}, not a game`);
    },
    random,
    mutations,
    weight: 1,
  });
  return codecs;
}

/** Records: read (replayed through the rules) and written; which game a record is of. */
function recordCodecs(): Codec<undefined, any>[] {
  const c = corpus();
  const allRecords = GAME_NAMES.flatMap((g) => c[g].records);
  const allLines = [...new Set(allRecords.flatMap((r) => r.split('\n').filter((l) => l !== '')))];
  const words = [...new Set(allRecords.flatMap((r) => r.split(/\s+/).filter((w) => w !== '' && !w.startsWith('['))))];
  const mutations: MutationKinds = { lines: allLines, words };
  const random = fc.oneof(randomRecordArb(words), fc.constantFrom(...allRecords));
  const codecs: Codec<undefined, any>[] = GAME_NAMES.map((game) => {
    const text = LOGS[game];
    return {
      name: `${GAME_WORD[game]} record`,
      family: 'records',
      shape: 'lines',
      contexts: NONE,
      canonical: () => c[game].records,
      parse: (_, t) => text.recordToLog(t),
      format: (_, log) => text.logToRecord(log),
      // The log a record reads as is one its reader takes: tags and lines within the rules.
      checkValue: (_, t, log) => withinRules(`${GAME_WORD[game]} record`, t, log.start.tags, text.write(log).split('\n')),
      // A valid record reads as the log it was written from.
      checkCanonical: (_, record, log, index) => {
        const expected = c[game].logs[index] as string;
        const written = text.write(log);
        if (written !== expected) throw new Error(`${GAME_WORD[game]} record: ${excerpt(record)} reads as the log ${excerpt(written)}, not ${excerpt(expected)}`);
      },
      random,
      mutations,
      weight: 0.5,
    };
  });
  codecs.push({
    name: 'the game of a record',
    family: 'records',
    shape: 'lines',
    contexts: NONE,
    canonical: () => allRecords,
    parse: (_, t) => recordGame(t),
    checkValue: (_, t, game) => {
      if (!(GAME_NAMES as readonly unknown[]).includes(game)) throw new Error(`recordGame(${excerpt(t)}) gave ${String(game)}, not a game`);
    },
    random,
    mutations,
    weight: 1,
  });
  return codecs;
}

/** A tag value as a record writes it. */
const escapeTag = (value: string): string => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"');

/**
 * A record whose SetUp tag holds a mutated position string: the record's error is the
 * position reader's own, placed on the same character of the tag line (an escaped quote or
 * backslash takes two columns there).
 */
function setupTagProperties(): FuzzProperty[] {
  return GAME_NAMES.map((game) => {
    const name = `${GAME_WORD[game]} record: an error in the SetUp tag is placed where the position reader places it`;
    const positions = corpus()[game].positions;
    const property = fc.property(fc.nat(), fc.array(mutationArb({ words: [] }), { minLength: 1, maxLength: 3 }), (j, mutations: Mutation[]) => {
      fuzzHooks.onCase();
      const setup = applyMutations(positions[j % positions.length] as string, mutations);
      if (/[\r\n]/.test(setup)) return;
      const position = POSITIONS[game].parse(setup);
      if (position.ok) return;
      const record = `[Game "${GAME_WORD[game]}"]\n[SetUp "${escapeTag(setup)}"]\n[Result "*"]\n\n*\n`;
      const read = timed(`${name}: reading`, record, () => LOGS[game].recordToLog(record));
      if (read.ok) throw new Error(`${name}: ${excerpt(record)} reads, but its SetUp ${excerpt(setup)} does not: ${position.error.message}`);
      // A line too long for a record is refused first, where it passes the limit; then a value
      // no tag may hold (a control character, a lone surrogate, too long), where it is.
      const long = `[SetUp "${escapeTag(setup)}"]`.length > MAX_LINE_LENGTH;
      const asTag = tagValueProblem(setup);
      const column = asTag !== undefined ? asTag.index + 1 : position.error.column;
      const expected = long ? MAX_LINE_LENGTH + 1 : column === undefined ? 9 : 9 + (column - 1) + (setup.slice(0, column - 1).match(/["\\]/g)?.length ?? 0);
      const message = long ? LINE_TOO_LONG : asTag !== undefined ? asTag.message : `SetUp: ${position.error.message}`;
      const error = read.error;
      if (error.line !== 2 || error.column !== expected || error.message !== message) {
        throw new Error(`${name}: for SetUp ${excerpt(setup)} the position reader says column ${String(column)}: ${position.error.message}; the record reader says line ${error.line}, column ${String(error.column)}: ${error.message} (expected line 2, column ${expected})`);
      }
    });
    return { name, family: 'records' as const, weight: 1, property };
  });
}

const FAMILY_PROPERTIES: Readonly<Record<Family, () => FuzzProperty[]>> = {
  positions: () => codecsProperties(positionCodecs()),
  moves: () => codecsProperties(moveCodecs()),
  logs: () => [...codecsProperties(logCodecs()), ...fastPathProperties()],
  records: () => [...codecsProperties(recordCodecs()), ...setupTagProperties()],
  bytes: () => byteProperties(),
};

function codecsProperties(codecs: readonly Codec<any, any>[]): FuzzProperty[] {
  return codecs.flatMap((codec) => codecProperties({ ...codec, regressions: REGRESSIONS[codec.name] ?? [] } as Codec<unknown, unknown>));
}

const built = new Map<Family, FuzzProperty[]>();

/** The fuzz properties of one format family, or of all, in a fixed order (the corpus is built as needed). */
export function fuzzProperties(family?: Family): FuzzProperty[] {
  const families = family === undefined ? (['positions', 'moves', 'logs', 'records', 'bytes'] as const) : [family];
  return families.flatMap((f) => {
    if (!built.has(f)) built.set(f, FAMILY_PROPERTIES[f]());
    return built.get(f) as FuzzProperty[];
  });
}

/** A property's seed for a run: FUZZ_SEED (default 2026) mixed with its name, so each has its own. */
export function propertySeed(name: string, base: number = Number(process.env['FUZZ_SEED'] ?? 2026)): number {
  let hash = base | 0;
  for (let i = 0; i < name.length; i++) hash = Math.imul(hash ^ name.charCodeAt(i), 0x01000193);
  return hash | 0;
}

/** Cases of a property for FUZZ_RUNS. */
export const runsFor = (property: FuzzProperty, runs: number): number =>
  Math.max(1, Math.min(property.maxRuns ?? Number.POSITIVE_INFINITY, Math.round(runs * property.weight)));

/** A short excerpt of a counterexample: deep JSON and long runs would fill a screen. */
function shortValue(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > 600 ? `${text.slice(0, 600)}… (${text.length} characters)` : text;
}

/**
 * A failed run said for a person: the property, its seed and the path that replays the
 * counterexample, the counterexample (cut short) and what went wrong.
 */
export function failureReport(property: FuzzProperty, details: fc.RunDetails<unknown>): string {
  const error = details.errorInstance;
  const message = error instanceof Error ? error.message : String(error);
  const path = details.counterexamplePath ?? '';
  return [
    `fuzz property failed: ${property.name}`,
    `  after ${details.numRuns} case(s), shrunk ${details.numShrinks} time(s)`,
    `  seed ${details.seed}, path "${path}"`,
    `  replay: npm run fuzz -- --property ${JSON.stringify(property.name)} --seed ${details.seed} --path "${path}"`,
    `  counterexample: ${shortValue(details.counterexample)}`,
    `  ${message.length > 4000 ? `${message.slice(0, 4000)}…` : message}`,
  ].join('\n');
}
