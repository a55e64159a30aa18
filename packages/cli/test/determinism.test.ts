// Determinism (issue #7): the same inputs give byte-identical outputs across runs and machines.
//
// Every command of every game runs twice, in separate processes whose environments differ in
// everything a machine may differ in: time zone, locale (Turkish, with its dotless i and its
// `1.234,5` numbers), working directory (with spaces and non-ASCII letters), home and temp
// directories, NODE_OPTIONS, terminal width and colour variables. Stdout, stderr, the exit
// code and every written file must be the same bytes. The outputs must also hold nothing a
// machine or a moment puts there: absolute paths, timestamps, locale-formatted numbers.
//
// Spawning the CLI is slow (~0.3 s a process), so the runs are batched: every command of both
// environments goes through one pool of concurrent processes, in two rounds (the second needs
// the first's output: a record converted back to a log, the final positions rendered).

import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI, EXAMPLES, PACKAGE } from './run.ts';

const GAMES = ['chakra', 'shakti', 'medea', 'chakart'] as const;
type Game = (typeof GAMES)[number];

/** The example logs, by game (sorted: the order of a directory listing is the file system's). */
const EXAMPLE_FILES = readdirSync(EXAMPLES)
  .filter((name) => name.endsWith('.jsonl'))
  .sort();
const examplesOf = (game: Game): string[] => EXAMPLE_FILES.filter((name) => name.startsWith(`${game}-`));

/** Names with letters that locale-sensitive case mapping changes (Turkish İ ı, German ß). */
const NAMES = ['--white', 'İlkay Iğdır', '--black', 'Straße ıi'];

/**
 * A position beside the start, per game: the end of each short example (a flipped chakra and a
 * pool; holes; a transmission), and for Chakart the home site's diagram full of objects.
 */
const POSITIONS: Record<Game, string> = {
  chakra: 'ncmqkscn/1ppp2p1/5p2/8/8/8/1PPPPPP1/N1MQKSCN w a2N,f6N,b5k,h7n C 4',
  shakti: 'x5x/1w1k3/7/1K1W1x1/2x2w1/5W1/x5x w 3',
  medea: 'mmmmmmmm/1mmmmmm1/3mmm2/8/1M6/4MM2/M1MMMMM1/MMMMMM1M b a2,h2/a7,h7 3',
  chakart: 'rn1b2qk/pbpp1ppp/1w2wp2/1p1Rm3/3PdnPr/4PPd1/PPP1m2P/NNB1KRQB w 1 {"flags":"1111"}',
};

/** Perft depths that stay well under a second each. */
const PERFT: Record<Game, string> = { chakra: '3', shakti: '3', medea: '3', chakart: '2' };

/** The flags `new` is given: tags for the games without chance, a seed for Chakart. */
const NEW_FLAGS: Record<Game, string[]> = {
  chakra: ['--ruleset', '1995', ...NAMES],
  shakti: ['--warrior-jump', 'adjacent', ...NAMES],
  medea: [...NAMES],
  chakart: ['--seed', '7', ...NAMES],
};

interface Environment {
  readonly name: string;
  readonly cwd: string;
  readonly env: NodeJS.ProcessEnv;
  /** The Node that runs the CLI (default: the one running the tests). */
  readonly node?: string;
}

const root = mkdtempSync(join(tmpdir(), 'rulebook-determinism-'));

/**
 * A working directory with its own copy of the examples, so that every path given is relative.
 * The copies are made in the given order: on file systems that list a directory in creation
 * order, the two environments list `examples/` differently.
 */
function workspace(dir: string, order: 'sorted' | 'reversed'): string {
  for (const sub of ['examples', 'bad', 'home', 'tmp']) mkdirSync(join(dir, sub), { recursive: true });
  const names = order === 'sorted' ? EXAMPLE_FILES : [...EXAMPLE_FILES].reverse();
  for (const name of names) copyFileSync(join(EXAMPLES, name), join(dir, 'examples', name));
  const mate = readFileSync(join(EXAMPLES, 'chakra-mate.jsonl'), 'utf8').split('\n');
  // Invalid inputs: their error messages must be as stable as the outputs.
  writeFileSync(join(dir, 'bad', 'broken-json.jsonl'), [mate[0], mate[1], '{"event":"move","ply":2,', ''].join('\n'));
  writeFileSync(join(dir, 'bad', 'tampered.jsonl'), [mate[0], mate[1], (mate[2] as string).replace('"check":false', '"check":true'), ''].join('\n'));
  return realpathSync(dir);
}

/** Node's compile cache (each environment its own): a third less time a process, nothing else. */
const COMPILE_CACHE = (cwd: string): NodeJS.ProcessEnv => ({ NODE_COMPILE_CACHE: join(cwd, 'tmp', 'node-compile-cache') });

/** A clean environment: only what is set here reaches the CLI. */
const ENVIRONMENTS: readonly Environment[] = [
  (() => {
    const cwd = workspace(join(root, 'a'), 'sorted');
    return {
      name: 'UTC, C locale, plain',
      cwd,
      env: { TZ: 'UTC', LANG: 'C', LC_ALL: 'C', HOME: join(cwd, 'home'), TMPDIR: join(cwd, 'tmp'), TERM: 'dumb', COLUMNS: '80', LINES: '24', ...COMPILE_CACHE(cwd) },
    };
  })(),
  (() => {
    const cwd = workspace(join(root, 'b', 'a deeper dir', 'Çalışma ünï'), 'reversed');
    return {
      name: 'Chatham time, Turkish locale, small heap, narrow terminal, colour forced',
      cwd,
      env: {
        TZ: 'Pacific/Chatham',
        LANG: 'de_DE.UTF-8',
        LC_ALL: 'tr_TR.UTF-8',
        LANGUAGE: 'tr:de',
        HOME: join(cwd, 'home'),
        TMPDIR: join(cwd, 'tmp'),
        NODE_OPTIONS: '--max-old-space-size=512',
        TERM: 'xterm-256color',
        COLUMNS: '37',
        LINES: '9',
        FORCE_COLOR: '3',
        CLICOLOR_FORCE: '1',
        COLORTERM: 'truecolor',
        ...COMPILE_CACHE(cwd),
      },
    };
  })(),
];

/**
 * Another machine's Node: RULEBOOK_OTHER_NODE, or a system Node of another version, 20 or newer
 * (the README's promise). With one, a part of the commands also runs on it (in the first
 * environment's settings) and must print the same bytes.
 */
function otherNode(): { path: string; version: string } | undefined {
  const candidates = [process.env['RULEBOOK_OTHER_NODE'], '/usr/bin/node', '/usr/local/bin/node', '/opt/homebrew/bin/node'];
  for (const path of candidates) {
    if (path === undefined || path === '' || !existsSync(path) || realpathSync(path) === realpathSync(process.execPath)) continue;
    const version = spawnSync(path, ['--version'], { encoding: 'utf8', timeout: 10_000 }).stdout?.trim() ?? '';
    const major = Number(/^v(\d+)\./.exec(version)?.[1] ?? 0);
    if (major >= 20 && version !== process.version) return { path, version };
  }
  return undefined;
}

const OTHER_NODE = otherNode();
const OTHER: Environment | undefined = (() => {
  if (OTHER_NODE === undefined) return undefined;
  const cwd = workspace(join(root, 'c'), 'sorted');
  const env = { ...ENVIRONMENTS[0]!.env, HOME: join(cwd, 'home'), TMPDIR: join(cwd, 'tmp'), ...COMPILE_CACHE(cwd) };
  return { name: `Node ${OTHER_NODE.version}`, node: OTHER_NODE.path, cwd, env };
})();
/** The commands the other Node runs too: every kind of output once per game, and the errors. */
const ON_OTHER_NODE = /(?:mate|win)\.jsonl --json$|perft|--position … --format svg|^error: a (?:log line|tampered)|directory/;

interface Command {
  /** Unique, names the command in test titles. */
  readonly id: string;
  readonly game: Game | 'any';
  readonly args: readonly string[];
  readonly input?: (outputs: Outputs) => string;
  /** Files the command writes, relative to its working directory. */
  readonly writes?: readonly string[];
  /** 0 unless the command is an error case. */
  readonly exit?: number;
}

interface Output {
  readonly code: number | null;
  readonly stdout: Buffer;
  readonly stderr: Buffer;
  readonly files: Record<string, Buffer>;
}

type Outputs = ReadonlyMap<string, Output>;

/** The last position of a replay's JSON Lines. */
function lastPosition(output: Output | undefined): string {
  const lines = (output?.stdout.toString('utf8') ?? '').split('\n').filter((l) => l !== '');
  return (JSON.parse(lines[lines.length - 1] ?? '{}') as { position?: string }).position ?? '';
}

function firstRound(): Command[] {
  const commands: Command[] = [];
  for (const game of GAMES) {
    const file = `new-${game}.jsonl`;
    commands.push({ id: `${game}: new ${NEW_FLAGS[game].join(' ')} -o ${file}`, game, args: ['new', game, ...NEW_FLAGS[game], '-o', file], writes: [file] });
    for (const example of examplesOf(game)) {
      const path = `examples/${example}`;
      commands.push({ id: `${game}: replay ${path}`, game, args: ['replay', path] });
      commands.push({ id: `${game}: replay ${path} --json`, game, args: ['replay', path, '--json'] });
      commands.push({ id: `${game}: convert ${path} --to record`, game, args: ['convert', path, '--to', 'record'] });
    }
    commands.push({ id: `${game}: render`, game, args: ['render', game] });
    commands.push({ id: `${game}: render --position … --format svg`, game, args: ['render', game, '--position', POSITIONS[game], '--format', 'svg'] });
    commands.push({ id: `${game}: moves --position … --json`, game, args: ['moves', game, '--position', POSITIONS[game], '--json'] });
    commands.push({ id: `${game}: perft ${PERFT[game]} --divide`, game, args: ['perft', game, PERFT[game], '--divide'] });
  }
  commands.push({ id: 'chakra: moves --ruleset 1995 --json', game: 'chakra', args: ['moves', 'chakra', '--ruleset', '1995', '--json'] });
  commands.push({ id: 'shakti: moves --warrior-jump adjacent --json', game: 'shakti', args: ['moves', 'shakti', '--warrior-jump', 'adjacent', '--json'] });
  commands.push({ id: 'chakart: new --seed 113 --randomness 1', game: 'chakart', args: ['new', 'chakart', '--seed', '113', '--randomness', '1'] });
  // A directory: its files in an order of their names, whatever order the file system lists them in.
  commands.push({ id: 'replay examples (a directory)', game: 'any', args: ['replay', 'examples'] });
  commands.push({ id: 'replay examples --json --quiet (a directory)', game: 'any', args: ['replay', 'examples', '--json', '--quiet'] });
  // Help, and errors: their texts must not depend on the machine either.
  commands.push({ id: 'help', game: 'any', args: ['--help'] });
  commands.push({ id: 'error: a log line cut off', game: 'chakra', args: ['replay', 'bad/broken-json.jsonl'], exit: 1 });
  commands.push({ id: 'error: a tampered fact', game: 'chakra', args: ['replay', 'bad/tampered.jsonl', '--json'], exit: 1 });
  commands.push({ id: 'error: a missing file', game: 'any', args: ['replay', 'examples/missing.jsonl'], exit: 2 });
  commands.push({ id: 'error: an unknown command', game: 'any', args: ['replya', 'examples/chakra-mate.jsonl'], exit: 2 });
  commands.push({ id: 'error: an unknown option', game: 'any', args: ['moves', 'chakra', '--rulset', '1995'], exit: 2 });
  return commands;
}

/** Commands that need the first round's output of the same environment. */
function secondRound(): Command[] {
  const commands: Command[] = [];
  for (const game of GAMES) {
    for (const example of examplesOf(game)) {
      const path = `examples/${example}`;
      commands.push({
        id: `${game}: convert ${path} --to record, then - --to log`,
        game,
        args: ['convert', '-', '--to', 'log'],
        input: (outputs) => outputs.get(`${game}: convert ${path} --to record`)?.stdout.toString('utf8') ?? '',
      });
    }
    const last = examplesOf(game).find((name) => /-(mate|win)\.jsonl$/.test(name)) ?? examplesOf(game)[0];
    const replayed = `${game}: replay examples/${last} --json`;
    for (const format of ['text', 'svg']) {
      commands.push({
        id: `${game}: render the last position of ${last} --format ${format}`,
        game,
        args: ['render', game, '--format', format, '--position-from-stdin'],
        input: (outputs) => lastPosition(outputs.get(replayed)),
      });
    }
  }
  return commands;
}

/** Runs one command in one environment; `--position-from-stdin` stands for `--position <stdin>`. */
function runIn(environment: Environment, command: Command, outputs: Outputs): Promise<Output> {
  const input = command.input?.(outputs) ?? '';
  const fromStdin = command.args.includes('--position-from-stdin');
  const args = fromStdin ? command.args.flatMap((a) => (a === '--position-from-stdin' ? ['--position', input] : [a])) : command.args;
  for (const file of command.writes ?? []) rmSync(join(environment.cwd, file), { force: true });
  return new Promise((resolve, reject) => {
    const child = spawn(environment.node ?? process.execPath, [CLI, ...args], { cwd: environment.cwd, env: environment.env, stdio: ['pipe', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      const files: Record<string, Buffer> = {};
      for (const file of command.writes ?? []) {
        try {
          files[file] = readFileSync(join(environment.cwd, file));
        } catch {
          files[file] = Buffer.from('<not written>');
        }
      }
      resolve({ code, stdout: Buffer.concat(stdout), stderr: Buffer.concat(stderr), files });
    });
    child.stdin.on('error', () => {}); // a command that reads nothing may close stdin first
    child.stdin.end(fromStdin ? '' : input);
  });
}

/** Every command in every environment, a few processes at a time. */
async function runAll(jobs: readonly { command: Command; environment: Environment; results: Map<string, Output> }[]): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      job.results.set(job.command.id, await runIn(job.environment, job.command, job.results));
    }
  };
  await Promise.all(Array.from({ length: Math.max(2, availableParallelism() + 1) }, worker));
}

const FIRST = firstRound();
const SECOND = secondRound();
const COMMANDS = [...FIRST, ...SECOND];
const results: Map<string, Output>[] = ENVIRONMENTS.map(() => new Map());
const otherResults = new Map<string, Output>();

const everywhere = (commands: readonly Command[]) =>
  commands.flatMap((command) => ENVIRONMENTS.map((environment, e) => ({ command, environment, results: results[e]! })));

beforeAll(async () => {
  const other = OTHER === undefined ? [] : FIRST.filter((c) => ON_OTHER_NODE.test(c.id)).map((command) => ({ command, environment: OTHER, results: otherResults }));
  await runAll([...everywhere(FIRST), ...other]);
  await runAll(everywhere(SECOND));
}, 120_000);

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

/** Everything a command put out, named: stdout, stderr and each written file. */
function streams(output: Output): [string, Buffer][] {
  return [['stdout', output.stdout], ['stderr', output.stderr], ...Object.entries(output.files).map(([name, bytes]): [string, Buffer] => [name, bytes])];
}

/** Paths of this machine that must never show in an output. */
const MACHINE_PATHS = [root, realpathSync(root), PACKAGE, realpathSync(PACKAGE), EXAMPLES, homedir(), ...[...ENVIRONMENTS, ...(OTHER ? [OTHER] : [])].map((e) => e.cwd)]
  .map((p) => p.replace(/\/+$/, ''))
  .filter((p) => p.length > 1);
/** An absolute path in general: a slash-rooted directory after a space, quote, bracket or line start. */
const ABSOLUTE_PATH = /(?:^|[\s"'(=\[])\/(?:tmp|home|root|Users|usr|var|private|work|opt|mnt|srv|etc)\//m;
const FILE_URL = /file:\/\//;
/** A date or a time of day as clocks print them. */
const TIMESTAMP = /\b\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}|\b\d{1,2}:\d{2}:\d{2}\b|GMT[+-]\d{4}|\b(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d/;
/** A number grouped by thousands (`9,570`, `9.570`, `9 570`), as toLocaleString writes it. */
const GROUPED_NUMBER = /\b\d{1,3}(?:[,.\u00a0\u202f' ]\d{3})+\b/;

describe('determinism: byte-identical outputs in different environments', () => {
  it('runs every command of every game in both environments', () => {
    expect(ENVIRONMENTS).toHaveLength(2);
    for (const game of GAMES) {
      expect(examplesOf(game).length, game).toBeGreaterThan(0);
      expect(COMMANDS.filter((c) => c.game === game).length, game).toBeGreaterThan(10);
    }
    for (const environment of results) expect(environment.size).toBe(COMMANDS.length);
  });

  describe.each(['any', ...GAMES] as const)('%s', (game) => {
    it.each(COMMANDS.filter((command) => command.game === game).map((command) => [command.id, command] as const))(
      '%s',
      (_id, command) => {
        const [a, b] = results.map((environment) => environment.get(command.id));
        expect(a, 'first environment ran').toBeDefined();
        expect(b, 'second environment ran').toBeDefined();
        const first = a!;
        const second = b!;
        const context = `${command.id}\n${first.stderr.toString('utf8')}`;
        expect(first.code, context).toBe(command.exit ?? 0);
        expect(second.code, context).toBe(first.code);
        if ((command.exit ?? 0) === 0) expect(first.stdout.length + Object.values(first.files).reduce((n, f) => n + f.length, 0), context).toBeGreaterThan(0);
        const secondStreams = new Map(streams(second));
        for (const [name, bytes] of streams(first)) {
          const other = secondStreams.get(name);
          expect(other, `${command.id}: ${name}`).toBeDefined();
          // The text first, for a readable diff; then the bytes themselves.
          expect(other!.toString('utf8'), `${command.id}: ${name} (${ENVIRONMENTS[1]!.name})`).toBe(bytes.toString('utf8'));
          expect(other!.equals(bytes), `${command.id}: ${name} bytes`).toBe(true);
        }
        for (const output of [first, second]) {
          for (const [name, bytes] of streams(output)) {
            const text = bytes.toString('utf8');
            const where = `${command.id}: ${name}`;
            for (const path of MACHINE_PATHS) expect(text.includes(path), `${where} names the machine path ${path}`).toBe(false);
            expect(text, `${where}: an absolute path`).not.toMatch(ABSOLUTE_PATH);
            expect(text, `${where}: a file URL`).not.toMatch(FILE_URL);
            expect(text, `${where}: a timestamp`).not.toMatch(TIMESTAMP);
            expect(text, `${where}: escape codes (colour) in piped output`).not.toMatch(/\u001b\[/);
          }
        }
      },
    );
  });

  it('the two environments do differ where a careless program would show it (control)', async () => {
    // Node's own formatting under each environment: numbers, dates and case mapping change, so
    // equal outputs above mean the CLI never let them through.
    const probe = "process.stdout.write([(1234567.5).toLocaleString(), new Date(0).toString(), 'i'.toLocaleUpperCase(), process.cwd()].join('|'))";
    const seen = await Promise.all(
      ENVIRONMENTS.map(
        (environment) =>
          new Promise<string>((resolve, reject) => {
            const child = spawn(process.execPath, ['-e', probe], { cwd: environment.cwd, env: environment.env });
            const chunks: Buffer[] = [];
            child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
            child.on('error', reject);
            child.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
          }),
      ),
    );
    const [a, b] = seen.map((text) => text.split('|'));
    expect(a![0]).toBe('1,234,567.5');
    expect(b![0]).toBe('1.234.567,5');
    expect(a![1]).not.toBe(b![1]);
    expect(a![3]).not.toBe(b![3]);
  });

  it.runIf(OTHER !== undefined)(`prints the same bytes on another Node (${OTHER?.name ?? 'none found'})`, () => {
    const ids = FIRST.filter((c) => ON_OTHER_NODE.test(c.id)).map((c) => c.id);
    expect(ids.length).toBeGreaterThan(12);
    for (const id of ids) {
      const here = results[0]!.get(id)!;
      const there = otherResults.get(id)!;
      expect(there.code, `${id}\n${there.stderr.toString('utf8')}`).toBe(here.code);
      expect(there.stdout.toString('utf8'), `${id}: stdout`).toBe(here.stdout.toString('utf8'));
      expect(there.stderr.toString('utf8'), `${id}: stderr`).toBe(here.stderr.toString('utf8'));
    }
  });

  it('prints counts as plain digits, never grouped by a locale', () => {
    for (const game of GAMES) {
      const out = results[1]!.get(`${game}: perft ${PERFT[game]} --divide`)!.stdout.toString('utf8');
      const lines = out.split('\n').filter((l) => l !== '');
      expect(lines.length, game).toBeGreaterThan(1);
      for (const line of lines.slice(0, -1)) expect(line, game).toMatch(/^\S+: \d+$/);
      expect(lines[lines.length - 1], game).toMatch(/^\d+$/);
      // Chakra's perft 3 passes 1000 leaves: a toLocaleString would have grouped it.
      if (game === 'chakra') expect(Number(lines[lines.length - 1])).toBeGreaterThan(1000);
    }
    for (const command of COMMANDS) {
      if (!/replay examples\/\S+$|directory|render(?! .*svg)|perft/.test(command.id)) continue;
      for (const environment of results) {
        expect(environment.get(command.id)!.stdout.toString('utf8'), command.id).not.toMatch(GROUPED_NUMBER);
      }
    }
  });

  it('converts every example log to a record and back to the same bytes', () => {
    for (const game of GAMES) {
      for (const example of examplesOf(game)) {
        const original = readFileSync(join(EXAMPLES, example), 'utf8');
        for (const environment of results) {
          const back = environment.get(`${game}: convert examples/${example} --to record, then - --to log`)!;
          expect(back.stdout.toString('utf8'), example).toBe(original);
        }
      }
    }
  });
});
