// Trust under bad input through the command (issue 17): one set of limits for every reader and
// writer, inputs read as streams in bounded memory, perft bounded and interruptible, and text
// from files escaped wherever it is printed. The notation's own tests meet each limit and
// decision in the readers (packages/notation/test/trust.test.ts); these meet them as a user
// does: real processes, real files, stdin, a signal.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_COUNTER, MAX_LINE_LENGTH, MAX_PERFT_DEPTH, MAX_TAG_VALUE_LENGTH, chakra as chakraText } from '@rulebook/notation';
import { games } from '@rulebook/rules';
import { cliGames, registryOf } from '../src/games/registry.ts';
import { readLog, sourceOf } from '../src/logs.ts';
import { printable, printableJson } from '../src/printable.ts';
import { CLI, EXAMPLES, PACKAGE, lines, run } from './run.ts';

const temp = mkdtempSync(join(tmpdir(), 'rulebook-cli-trust-'));
const SLOW = { timeout: 120_000 };
const example = (name: string): string => readFileSync(join(EXAMPLES, name), 'utf8');
const START = example('chakra-short.jsonl').split('\n')[0]!;
const tooLong = `the line is longer than ${MAX_LINE_LENGTH} characters, the most a line of a log or a record may have`;

/**
 * Loaded before the CLI by `runWith`'s `peak`: as the process exits, its peak resident memory
 * (process.resourceUsage().maxRSS, in KiB) is written to the file RULEBOOK_TEST_PEAK names.
 */
const PEAK_PRELOAD = `data:text/javascript,${encodeURIComponent(
  "import { writeFileSync } from 'node:fs'; process.on('exit', () => writeFileSync(process.env.RULEBOOK_TEST_PEAK, String(process.resourceUsage().maxRSS)));",
)}`;
let peaks = 0;

/**
 * The CLI with stdin read from a file (a device too) or given, the JS heap held to `heapMb`,
 * output of any size. With `peak`, its peak resident memory in MiB too, which counts what the
 * heap's bound does not hold (Node keeps a file read whole, and a long string made of it,
 * outside the JS heap); the young generation is then held to 1 MiB, so that the peak shows
 * what is kept rather than how fast garbage is made.
 */
function runWith(args: readonly string[], options: { stdinFile?: string; input?: string; heapMb?: number; peak?: boolean } = {}) {
  const stdin = options.stdinFile === undefined ? 'pipe' : openSync(options.stdinFile, 'r');
  const peakFile = options.peak === true ? join(temp, `peak-${(peaks += 1)}`) : undefined;
  try {
    const node = [
      ...(options.heapMb ? [`--max-old-space-size=${options.heapMb}`] : []),
      ...(peakFile === undefined ? [] : ['--max-semi-space-size=1', '--import', PEAK_PRELOAD]),
    ];
    const result = spawnSync(process.execPath, [...node, CLI, ...args], {
      cwd: PACKAGE,
      stdio: [stdin, 'pipe', 'pipe'],
      input: options.input ?? '',
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', ...(peakFile === undefined ? {} : { RULEBOOK_TEST_PEAK: peakFile }) },
      timeout: 60_000,
      maxBuffer: 64 << 20,
    });
    const peakMb = peakFile !== undefined && existsSync(peakFile) ? Number(readFileSync(peakFile, 'utf8')) / 1024 : undefined;
    return { code: result.status ?? -1, signal: result.signal, stdout: result.stdout, stderr: result.stderr, peakMb };
  } finally {
    if (typeof stdin === 'number') closeSync(stdin);
  }
}

const file = (name: string, text: string | Buffer): string => {
  const path = join(temp, name);
  writeFileSync(path, text);
  return path;
};

describe('endless and huge inputs are read as streams, in bounded memory', () => {
  it.runIf(existsSync('/dev/zero'))('convert of /dev/zero, as a file and as stdin, ends at the first line past the limit, located (exit 1)', () => {
    // A JS heap of 32 MB: reading the input whole could not fit, and /dev/zero never ends.
    for (const to of ['record', 'log']) {
      const asFile = runWith(['convert', '/dev/zero', '--to', to], { heapMb: 32 });
      expect(asFile.stderr).toBe(`rulebook: /dev/zero:1:${MAX_LINE_LENGTH + 1}: ${tooLong}\n`);
      expect(asFile.code).toBe(1);
      const asStdin = runWith(['convert', '-', '--to', to], { stdinFile: '/dev/zero', heapMb: 32 });
      expect(asStdin.stderr).toBe(`rulebook: stdin:1:${MAX_LINE_LENGTH + 1}: ${tooLong}\n`);
      expect(asStdin.code).toBe(1);
    }
  });

  it('convert reads a 60 MB log (its start line, then blank lines) in a 32 MB heap', SLOW, () => {
    const path = join(temp, 'blank.jsonl');
    writeFileSync(path, `${START}\n${'\n'.repeat(60_000_000)}`);
    const result = runWith(['convert', path, '--to', 'record'], { heapMb: 32 });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('[Result "*"]');
  });

  it('a line past the limit is refused by replay and convert alike, at the same place', () => {
    const path = file('long-tag.jsonl', `${START.replace('"White":"Ann"', `"White":"${'x'.repeat(MAX_LINE_LENGTH)}"`)}\n`);
    const where = `${path}:1:${MAX_LINE_LENGTH + 1}: ${tooLong}`;
    expect(run(['replay', path, '--quiet']).stderr).toBe(`rulebook: ${where}\n`);
    expect(run(['convert', path, '--to', 'record']).stderr).toBe(`rulebook: ${where}\n`);
  });

  it('play can resume a log with readLog: a line at a time, the events handed on, a last line cut short kept for --repair', async () => {
    const registry = registryOf(cliGames);
    const text = example('chakra-mate.jsonl');
    const seen: number[] = [];
    const read = await readLog(registry, sourceOf(file('resume.jsonl', text)), { event: (entry) => void seen.push(entry.ply) });
    expect(read.game.name).toBe('chakra');
    expect(seen).toEqual(Array.from({ length: text.trimEnd().split('\n').length - 1 }, (_, i) => i + 1));
    expect(read.replay.result()).toMatchObject({ reason: 'checkmate' });
    const cut = `${text.split('\n').slice(0, 3).join('\n')}\n{"event":"mo`;
    const kept = await readLog(registry, sourceOf(file('resume-cut.jsonl', cut)), {}, { keepCutShort: true });
    expect(kept.replay.events()).toBe(2);
    expect(kept.cutShort).toEqual({ line: 4, offset: Buffer.byteLength(cut) - '{"event":"mo'.length, text: '{"event":"mo' });
    await expect(readLog(registry, sourceOf(join(temp, 'resume-cut.jsonl')))).rejects.toThrow(/resume-cut\.jsonl:4: the last line is cut short/);
  });

  it('readLog hands every line to `line` (blank ones too), keeps a cut last line after blank lines, and throws what a handler throws as it is', async () => {
    const registry = registryOf(cliGames);
    const text = example('chakra-short.jsonl').split('\n').slice(0, 3).join('\n');
    const path = file('resume-blank-cut.jsonl', `${text}\n\n{"event":"mo`);
    const seen: [number, number, boolean][] = [];
    const read = await readLog(registry, sourceOf(path), { line: (line) => void seen.push([line.number, line.offset, line.ended]) }, { keepCutShort: true });
    expect(seen.map(([number]) => number)).toEqual([1, 2, 3, 4, 5]);
    expect(seen[3]).toEqual([4, Buffer.byteLength(text) + 1, true]);
    expect(read.cutShort).toMatchObject({ line: 5, offset: Buffer.byteLength(text) + 2 });
    expect(read.replay.events()).toBe(2);
    // Without keepCutShort, the blank line comes first.
    await expect(readLog(registry, sourceOf(path))).rejects.toThrow(/resume-blank-cut\.jsonl:4: a blank line; expected an event/);
    const refusal = new Error('refused by the handler');
    const refuse = (): never => {
      throw refusal;
    };
    await expect(readLog(registry, sourceOf(path), { event: refuse })).rejects.toBe(refusal);
  });

  it('the game readLog ends with is the one loadLog gives, to go on with: the machine and the outcomes drawn (Chakart)', async () => {
    const registry = registryOf(cliGames);
    for (const name of ['chakart-short.jsonl', 'chakra-short.jsonl']) {
      const path = join(EXAMPLES, name);
      const read = await readLog(registry, sourceOf(path));
      const loaded = read.game.loadLog({ name: path, text: readFileSync(path, 'utf8') });
      const state = read.replay.state();
      expect(state.drawn).toBe(loaded.states.at(-1)!.drawn);
      expect(read.game.formatPosition(read.game.positionOf(state))).toBe(read.game.formatPosition(read.game.positionOf(loaded.states.at(-1)!)));
      const move = read.game.legalMoves(read.game.positionOf(state), read.replay.variant)[0]!;
      expect(read.game.act(state, { type: 'move', text: move.text }, read.replay.variant).ok).toBe(true);
    }
  });
});

/** A legal Chakra game of `events` moves (the G3 draw off, a move that would end the game passed over), as a log. */
function longGame(events: number): string {
  const rules = games.chakra.create({ ruleset: 'current', repetition: false } as never);
  const start = chakraText.startEvent({ repetition: false, tags: { White: 'Ann' } });
  if (!start.ok) throw new Error(start.error.message);
  const started = chakraText.startFromEvent(start.value);
  if (!started.ok) throw new Error(started.error.message);
  let snapshot = started.value.snapshot;
  let seed = 7;
  const random = (): number => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
  const out = [chakraText.writeStartLine(start.value)];
  while (out.length <= events) {
    const moves = rules.legalMoves(snapshot.context.position);
    const order = moves.map((_, i) => [random(), i] as const).sort((a, b) => a[0] - b[0]);
    const next = order.map(([, i]) => chakraText.playAction(snapshot, { type: 'move', move: moves[i]! })).find((played) => played.ok && played.value.result === undefined);
    if (next === undefined || !next.ok) throw new Error(`no move goes on after ${out.length - 1} events`);
    out.push(chakraText.writeEventLine(next.value.logEvent(out.length)));
    snapshot = next.value.snapshot;
  }
  return `${out.join('\n')}\n`;
}

describe('a long game converted as it is read', () => {
  it('a record whose log passes the output held back is written as it is made: the same log; an error late in it leaves the lines before it (exit 1)', SLOW, () => {
    const log = longGame(10_000);
    expect(log.length).toBeGreaterThan(1 << 20);
    const path = file('long.jsonl', log);
    const record = run(['convert', path, '--to', 'record']);
    expect(record.code).toBe(0);
    const back = runWith(['convert', '-', '--to', 'log'], { input: record.stdout });
    expect(back.stderr).toBe('');
    expect(back.code).toBe(0);
    expect(back.stdout === log).toBe(true);
    // The last move made illegal: found at its line, after most of the log was written.
    const moves = record.stdout.trimEnd().split('\n');
    const last = moves.length - 1;
    moves[last] = moves[last]!.replace(/ \*$/, ' Zz9 *');
    const broken = runWith(['convert', '-', '--to', 'log'], { input: `${moves.join('\n')}\n` });
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(new RegExp(`^rulebook: stdin:${last + 1}:\\d+: `));
    expect(broken.stdout.length).toBeGreaterThan(1 << 20);
    expect(log.startsWith(broken.stdout)).toBe(true);
    // A short record that fails writes nothing.
    const short = run(['convert', '-', '--to', 'log'], '[Game "Chakra"]\n\n1. e2e3 Zz9 *\n');
    expect(short.code).toBe(1);
    expect(short.stdout).toBe('');
  });
});

describe('play resumes a long log as a stream, in bounded memory', () => {
  // A legal game whose event lines are each padded, inside the JSON object, to just under the
  // longest line a log may have (JSON allows the whitespace): 60 MiB of log. Each session runs
  // in a 32 MB heap, and its peak memory is set against that of the same session on the game
  // unpadded (7 KB): read whole, the log would add its size at least (its bytes, then its
  // text), about 175 MiB as play once read it; read a line at a time, what a line takes
  // (10 to 15 MiB here, whatever the log's length). The bound: half the log's size.
  const EVENTS = 60;
  const game = longGame(EVENTS).trimEnd().split('\n');
  const pad = ' '.repeat(MAX_LINE_LENGTH - 400);
  const padded = [game[0]!, ...game.slice(1).map((line) => `{${pad}${line.slice(1)}`)];
  const text = `${padded.join('\n')}\n`;
  const sizeMb = Buffer.byteLength(text) / 2 ** 20;
  const lastMove = (JSON.parse(game[EVENTS]!) as { move: string }).move;
  // An undo of an event the session did not play: the log is cut back, then replayed.
  const session = `undo\n${lastMove}\nquit\n`;
  let baselineMb: number | undefined;
  /** The same session on the game unpadded: its peak memory, measured once. */
  const baseline = (): number => {
    if (baselineMb === undefined) {
      const short = file('short-lines.jsonl', `${game.join('\n')}\n`);
      const result = runWith(['play', short], { input: session, heapMb: 32, peak: true });
      expect(result.code).toBe(0);
      expect(readFileSync(short, 'utf8')).toBe(`${game.join('\n')}\n`);
      baselineMb = result.peakMb!;
    }
    return baselineMb;
  };
  /** What a session took beyond the baseline: under half the log's size. */
  const expectBounded = (peakMb: number | undefined): void => {
    expect(peakMb).toBeDefined();
    expect(peakMb! - baseline()).toBeLessThan(sizeMb / 2);
  };

  it('resumes it, undoes its last event, plays it again and quits: in a 32 MB heap, its memory bounded', SLOW, () => {
    expect(sizeMb).toBeGreaterThan(EVENTS - 1);
    const long = file('long-lines.jsonl', text);
    const resumed = runWith(['play', long], { input: session, heapMb: 32, peak: true });
    expect(resumed.stderr).toBe('');
    expect(resumed.code).toBe(0);
    expect(resumed.stdout).toContain(`Resuming ${long} after ${EVENTS} event(s).`);
    expect(resumed.stdout).toContain(`Log: ${long} (${EVENTS} event(s))`);
    // The lines kept are as they were, byte for byte; the move played again is as play writes it.
    expect(readFileSync(long, 'utf8') === `${padded.slice(0, EVENTS).join('\n')}\n${game[EVENTS]}\n`).toBe(true);
    expectBounded(resumed.peakMb);
    rmSync(long);
  });

  it('--repair cuts its last line, cut short, back to the last whole line: in a 32 MB heap, its memory bounded', SLOW, () => {
    const path = file('long-lines-cut.jsonl', `${text}{${pad.slice(0, 500_000)}"event":"mo`);
    const refused = runWith(['play', path], { input: 'quit\n', heapMb: 32 });
    expect(refused.stderr).toContain(`${path}:${EVENTS + 2}: the last line is cut short`);
    expect(refused.code).toBe(1);
    const repaired = runWith(['play', path, '--repair'], { input: 'quit\n', heapMb: 32, peak: true });
    expect(repaired.stderr).toBe('');
    expect(repaired.code).toBe(0);
    expect(repaired.stdout).toContain(`Repaired ${path}: its last line ${EVENTS + 2} was cut short`);
    expect(readFileSync(path, 'utf8') === text).toBe(true);
    expectBounded(repaired.peakMb);
    rmSync(path);
  });

  it('resumes a log of a start line and 60 MB of blank lines, removing them: in a 32 MB heap, its memory bounded', SLOW, () => {
    const path = join(temp, 'play-blank.jsonl');
    writeFileSync(path, `${START}\n${'\n'.repeat(60_000_000)}`);
    const result = runWith(['play', path], { input: 'quit\n', heapMb: 32, peak: true });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`${path} ended in 60000000 blank line(s): removed`);
    expect(readFileSync(path, 'utf8')).toBe(`${START}\n`);
    expectBounded(result.peakMb);
    rmSync(path);
  });
});

describe('one set of limits: a writer never writes what its reader refuses', () => {
  it('convert --to log refuses a record tag past its longest, at the tag, instead of writing a log replay refuses', () => {
    const record = `[Game "Chakra"]\n[White "${'x'.repeat(2 << 20)}"]\n[Result "*"]\n\n*\n`;
    const path = file('long-tag.pgn', record);
    const result = run(['convert', path, '--to', 'log']);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(`rulebook: ${path}:2:${MAX_LINE_LENGTH + 1}: ${tooLong}\n`);
    const shorter = file('longer-tag.pgn', record.replace(/x+/, 'x'.repeat(MAX_TAG_VALUE_LENGTH + 1)));
    expect(run(['convert', shorter, '--to', 'log']).stderr).toBe(
      `rulebook: ${shorter}:2:${9 + MAX_TAG_VALUE_LENGTH}: a tag value has at most ${MAX_TAG_VALUE_LENGTH} characters, found ${MAX_TAG_VALUE_LENGTH + 1}\n`,
    );
  });

  it('a tag at its longest goes log -> record -> log and replays', () => {
    const longest = 'é'.repeat(MAX_TAG_VALUE_LENGTH);
    const log = file('longest-tag.jsonl', `${START.replace('"White":"Ann"', `"White":"${longest}"`)}\n`);
    const record = run(['convert', log, '--to', 'record']);
    expect(record.code).toBe(0);
    const back = run(['convert', '-', '--to', 'log'], record.stdout);
    expect(back.stdout).toBe(readFileSync(log, 'utf8'));
    expect(run(['replay', '-', '--quiet'], back.stdout).code).toBe(0);
  });

  it('a move counter at its largest: the move that would pass it is refused, never printed', () => {
    const position = `ncmqkscn/1pppppp1/8/8/8/8/1PPPPPP1/NCMQKSCN b a2N,h2N,a7n,h7n - ${MAX_COUNTER}`;
    const created = run(['new', 'chakra', '--position', position]);
    expect(created.code).toBe(0);
    const move = '{"event":"move","ply":1,"player":"black","move":"e7e6","facts":{"from":"e7","to":"e6","check":false}}';
    const result = run(['replay', '-', '--json'], `${created.stdout}${move}\n`);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`rulebook: stdin:2: move: e7e6 is refused: the move counter would pass ${MAX_COUNTER}, the largest a position string holds\n`);
    expect(result.stdout).not.toContain(String(MAX_COUNTER + 1));
  });
});

describe('decided input rules', () => {
  const twice = `${START}\n{"event":"move","ply":1,"player":"white","move":"BOGUS","move":"Th2g4","facts":{"from":"h2","to":"g4","face":"knight","check":false}}\n`;

  it('a key named twice is refused at the second, with the line and the key (replay and convert)', () => {
    const path = file('twice.jsonl', twice);
    const message = `${path}:2:57: the key "move" appears twice in one object; a line names each field once`;
    expect(run(['replay', path]).stderr).toBe(`rulebook: ${message}\n`);
    expect(run(['convert', path, '--to', 'record']).stderr).toBe(`rulebook: ${message}\n`);
  });

  it('a UTF-8 byte order mark at the start is skipped, with a note; anywhere else it is refused where it is', () => {
    const text = example('chakra-short.jsonl');
    const marked = file('bom.jsonl', `\ufeff${text}`);
    const replayed = run(['replay', marked, '--quiet']);
    expect(replayed.code).toBe(0);
    expect(replayed.stderr).toBe(`note: ${marked} starts with a UTF-8 byte order mark (U+FEFF); it was skipped\n`);
    const converted = run(['convert', marked, '--to', 'record']);
    expect(converted.stdout).toBe(run(['convert', join(EXAMPLES, 'chakra-short.jsonl'), '--to', 'record']).stdout);
    expect(converted.stderr).toContain('byte order mark');
    const record = file('bom.pgn', `\ufeff${converted.stdout}`);
    expect(run(['convert', record, '--to', 'log']).stdout).toBe(text);
    // Two files joined: the second one's mark starts a line.
    const joined = file('joined.jsonl', `${text}\ufeff${text}`);
    const result = run(['replay', joined, '--summary']);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(`${joined}:8:1: a byte order mark (U+FEFF) starts the line; only the very start of a log may have one (were two files joined?)`);
  });

  it('a lone surrogate in a tag is refused on read; a pair (an emoji) goes log -> record -> log unchanged', () => {
    const lone = file('lone.jsonl', `${START.replace('"White":"Ann"', '"White":"Ann \\ud83d"')}\n`);
    for (const args of [['replay', lone], ['convert', lone, '--to', 'record']]) {
      expect(run(args).stderr).toBe(`rulebook: ${lone}:1: tags.White: a tag value may not contain a lone surrogate, found U+D83D (UTF-8 has no form for it)\n`);
    }
    const pair = file('pair.jsonl', `${START.replace('"White":"Ann"', '"White":"Ann \\ud83d\\ude00"')}\n`);
    const record = run(['convert', pair, '--to', 'record']).stdout;
    expect(record).toContain('[White "Ann 😀"]');
    expect(JSON.parse(run(['convert', '-', '--to', 'log'], record).stdout.split('\n')[0]!).tags.White).toBe('Ann 😀');
  });

  it('bytes that are not UTF-8 are refused at their line, column and byte, never replaced', () => {
    const before = START.indexOf('"Ann"') + 2;
    const path = file('latin1.jsonl', Buffer.concat([Buffer.from(START.slice(0, before)), Buffer.from([0xff]), Buffer.from(`${START.slice(before)}\n`)]));
    const at = before + 1;
    const message = `${path}:1:${at}: not UTF-8: the byte 0xff is never part of UTF-8 (byte ${at} of the input); a log or a record is UTF-8 text`;
    expect(run(['replay', path]).stderr).toBe(`rulebook: ${message}\n`);
    expect(run(['convert', path, '--to', 'record']).stderr).toBe(`rulebook: ${message}\n`);
    const record = file('latin1.pgn', Buffer.concat([Buffer.from('[Game "Chakra"]\n[White "Jos'), Buffer.from([0xe9]), Buffer.from('"]\n\n*\n')]));
    expect(run(['convert', record, '--to', 'log']).stderr).toBe(
      `rulebook: ${record}:2:12: not UTF-8: the bytes 0xe9 0x22 are no character (byte 28 of the input); a log or a record is UTF-8 text\n`,
    );
  });

  it('a tag with an escape sequence is refused on read and on write, and never reaches the terminal', () => {
    const path = file('escape.jsonl', `${START.replace('"White":"Ann"', '"White":"Ann\\u001b[2J\\u001b]0;pwned\\u0007"')}\n`);
    const result = run(['convert', path, '--to', 'record']);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`rulebook: ${path}:1: tags.White: a tag value may not contain a control character, found U+001B\n`);
    const written = run(['new', 'chakra', '--white', 'Ann\u001b[2J']);
    expect(written.code).toBe(2);
    expect(written.stderr).toBe('rulebook: tags.White: a tag value may not contain a control character, found U+001B\n');
  });
});

describe('text from files is escaped wherever it is printed', () => {
  it('a file name with a line break and an escape cannot fake a line of the summary', () => {
    const dir = join(temp, 'names');
    mkdirSync(dir);
    const fake = `a\nfake.jsonl: valid chakra log, ruleset current, 1 event(s); Black to move\u001b[0m`;
    writeFileSync(join(dir, `${fake}.jsonl`), twiceAsInvalid());
    writeFileSync(join(dir, 'b.jsonl'), example('medea-short.jsonl'));
    const result = run(['replay', dir]);
    expect(result.code).toBe(1);
    const out = lines(result.stdout);
    expect(out).toHaveLength(3);
    expect(out[0]).toContain(`${join(dir, 'a')}\\nfake.jsonl: valid chakra log`);
    expect(out[0]).toContain('\\x1b[0m.jsonl game 1 (line 1): invalid chakra log');
    expect(result.stdout).not.toContain('\u001b');
    expect(result.stderr).not.toMatch(/[\u0000-\u0009\u000b-\u001f]/);
    expect(lines(result.stderr)).toHaveLength(1);
    const json = run(['replay', dir, '--json']);
    const objects = lines(json.stdout).map((line) => JSON.parse(line) as { file?: string });
    expect(objects[0]!.file).toBe(join(dir, `${fake}.jsonl`));
  });

  it('an error quoting the input escapes what it quotes: C0, C1, bidi overrides', () => {
    const path = file('quoted.pgn', '[Game "Chakra"]\n\n1. e2e3\u001b[31m\u009b2J\u202e *\n');
    const result = run(['convert', path, '--to', 'log']);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`rulebook: ${path}:3:8: expected the end of the move, found '\\x1b'\n`);
    const named = join(temp, 'bidi\u202e\u009b.pgn');
    writeFileSync(named, '[Game "Chakra"]\n\n1. e2e3 e7\u202e *\n');
    const other = run(['convert', named, '--to', 'log']);
    expect(other.code).toBe(1);
    expect(other.stderr).not.toMatch(/[\u001b\u009b\u202e]/);
    expect(other.stderr).toContain('bidi\\u202e\\x9b.pgn:3:');
  });

  it('printable and printableJson: every unsafe character escaped, JSON still the same value', () => {
    const unsafe = 'a\nb\r\tc\u0000\u001b[0m\u007f\u0085\u009b\u2028\u2029\u202a\u202e\u2066\u2069\ud800é😀\\';
    expect(printable(unsafe)).toBe('a\\nb\\r\\tc\\x00\\x1b[0m\\x7f\\x85\\x9b\\u2028\\u2029\\u202a\\u202e\\u2066\\u2069\\ud800é😀\\');
    const json = printableJson(JSON.stringify({ unsafe }));
    expect(json).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/);
    expect(JSON.parse(json)).toEqual({ unsafe });
  });
});

/** A chakra log invalid at its second line. */
function twiceAsInvalid(): string {
  return `${START}\n{"event":"move","ply":1,"player":"white","move":"BOGUS","facts":{}}\n`;
}

describe('perft: bounded and interruptible', () => {
  it.each(Object.entries(MAX_PERFT_DEPTH))('%s: DEPTH past %i is a usage error that says why (exit 2)', (game, deepest) => {
    for (const depth of [deepest + 1, 100_000, Number.MAX_SAFE_INTEGER]) {
      const result = run(['perft', game, String(depth)]);
      expect(result.code).toBe(2);
      expect(result.stderr).toBe(
        `rulebook: DEPTH ${depth} is more than ${game}'s perft goes (${deepest}): past it the count from the start position passes 2^53 - 1, where a count is no longer exact (and it would take years)\n`,
      );
    }
    expect(run(['perft', game, '99999999999999999999']).stderr).toBe("rulebook: DEPTH is too large: 99999999999999999999\n");
  });

  it('counts in its worker as it did (the counts of the rules)', () => {
    expect(run(['perft', 'chakra', '3']).stdout).toBe('9570\n');
    expect(lines(run(['perft', 'shakti', '2', '--divide']).stdout).at(-1)).toBe('660');
  });

  it.runIf(process.platform !== 'win32')('SIGINT (Ctrl-C) ends a long count at once: a message, no count, exit 130', SLOW, async () => {
    const child = spawn(process.execPath, [CLI, 'perft', 'chakra', String(MAX_PERFT_DEPTH.chakra)], { cwd: PACKAGE, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
    await listensForSigint(child.pid!);
    child.kill('SIGINT');
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    const { code, signal } = await exited;
    clearTimeout(timer);
    expect(signal).toBeNull();
    expect(code).toBe(130);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^rulebook: perft interrupted \(SIGINT\)(?: after \d+ of 20 root moves)?; no count was printed\n$/);
  });
});

/**
 * Until perft's worker thread runs (Linux: a thread named WorkerThread in /proc; elsewhere a
 * pause). perft listens for SIGINT before it starts the worker; a signal sent before that
 * would end the process the default way, with no message.
 */
async function listensForSigint(pid: number): Promise<void> {
  const tasks = `/proc/${pid}/task`;
  const started = Date.now();
  if (!existsSync(tasks)) {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    return;
  }
  while (Date.now() - started < 30_000) {
    const names = readdirSync(tasks).map((task) => {
      try {
        return readFileSync(join(tasks, task, 'comm'), 'utf8').trim();
      } catch {
        return '';
      }
    });
    if (names.includes('WorkerThread')) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('perft never started its worker');
}
