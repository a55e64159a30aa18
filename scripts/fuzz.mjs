// npm run fuzz: the fuzz properties of every reader of the four games (position strings, move,
// decision and outcome text, logs, records; packages/notation/test/fuzz/properties.ts), and of
// logs and records read as bytes (bytes.ts: not UTF-8, a byte order mark, chunks cut anywhere,
// a line read whole against the same line streamed), run for as long as asked. The inputs bring
// what a hostile file brings (arbitraries.ts): keys named twice, a byte order mark, lone
// surrogates, control characters in tags, lines, tags and counters past their limits
// (limits.ts). The tests run the same properties with a bounded number of cases.
//
//   npm run fuzz                                  60 s: every property in turn, a fresh seed each time
//   npm run fuzz -- --seconds 600                 as long as that
//   npm run fuzz -- --runs 5000                   each property 5000 cases (times its weight) instead
//   npm run fuzz -- --property "Chakart log"      only the properties whose name holds this text
//   npm run fuzz -- --property bytes              the byte readers only
//   npm run fuzz -- --seed 42                     the first round's seeds from 42 (then fresh ones)
//   npm run fuzz -- --property "<name>" --seed S --path P   replays a counterexample
//   --hang-seconds N   a case running longer than this is a hang (default 30)
//   --memory MB        the heap a run may use (default 4096); running out of it is a crash
//
// It prints each property with its seed and the cases it ran, any counterexample with its seed
// and fast-check's replay path, and exits 1 if a property failed. The properties run in a
// worker thread watched from here: a case that hangs or a worker that crashes (out of memory)
// is reported with the property, the seed and the path of the case, then the run stops.
// FUZZ_BUDGET_MS (default 1000) is the time one reader call may take before it is a failure.

import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

const USAGE = `usage: npm run fuzz -- [--seconds N | --runs N] [--property TEXT] [--seed N] [--path P] [--hang-seconds N] [--memory MB]`;

function parseArgs(argv) {
  const options = { seconds: 60, runs: undefined, property: undefined, seed: undefined, path: undefined, hangSeconds: 30, memory: 4096 };
  const number = (name, text) => {
    const value = Number(text);
    if (text === undefined || !Number.isFinite(value)) throw new Error(`${name} needs a number, found ${text === undefined ? 'nothing' : `'${text}'`}`);
    return value;
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = () => inline ?? argv[++i];
    switch (flag) {
      case '--seconds':
        options.seconds = number(flag, value());
        break;
      case '--runs':
        options.runs = number(flag, value());
        break;
      case '--property':
        options.property = value();
        break;
      case '--seed':
        options.seed = number(flag, value()) | 0;
        break;
      case '--path':
        options.path = value();
        break;
      case '--hang-seconds':
        options.hangSeconds = number(flag, value());
        break;
      case '--memory':
        options.memory = number(flag, value());
        break;
      case '--help':
      case '-h':
        console.log(USAGE);
        process.exit(0);
        break;
      default:
        throw new Error(`unknown argument '${arg}'`);
    }
  }
  if (options.path !== undefined && (options.seed === undefined || options.property === undefined)) {
    throw new Error('--path replays one counterexample: give its --property and --seed too');
  }
  return options;
}

// ---------------------------------------------------------------------------------------------
// The watchdog (main thread).

/** Shared with the worker: [property index, cases started in the current check, running (0/1), seed]. */
const PROPERTY = 0;
const CASES = 1;
const RUNNING = 2;
const SEED = 3;

function main() {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (e) {
    console.error(`fuzz: ${e.message}\n${USAGE}`);
    process.exit(2);
  }
  const shared = new Int32Array(new SharedArrayBuffer(4 * Int32Array.BYTES_PER_ELEMENT));
  const worker = new Worker(new URL(import.meta.url), {
    workerData: { options, shared: shared.buffer },
    resourceLimits: { maxOldGenerationSizeMb: options.memory },
  });
  let names = [];
  let finished = false;
  let lastCases = -1;
  let lastProperty = -1;
  let quietSince = Date.now();

  /** The case the worker is on: its property, seed and the path that replays it. */
  const where = () => {
    const index = Atomics.load(shared, PROPERTY);
    const cases = Atomics.load(shared, CASES);
    const seed = Atomics.load(shared, SEED);
    const name = names[index] ?? `property ${index}`;
    const path = String(Math.max(cases - 1, 0));
    return [
      `  property: ${name}`,
      `  seed ${seed}, path "${path}" (case ${cases} of this run; a case found while shrinking a failure has a longer path)`,
      `  replay: npm run fuzz -- --property ${JSON.stringify(name)} --seed ${seed} --path "${path}"`,
    ].join('\n');
  };

  const stop = (code) => {
    finished = true;
    clearInterval(watch);
    void worker.terminate().finally(() => process.exit(code));
  };

  const watch = setInterval(() => {
    const running = Atomics.load(shared, RUNNING) === 1;
    const cases = Atomics.load(shared, CASES);
    const property = Atomics.load(shared, PROPERTY);
    if (!running || cases !== lastCases || property !== lastProperty) {
      lastCases = cases;
      lastProperty = property;
      quietSince = Date.now();
      return;
    }
    if (Date.now() - quietSince > options.hangSeconds * 1000) {
      console.log(`\nfuzz: HANG: one case has run for more than ${options.hangSeconds} s\n${where()}`);
      stop(1);
    }
  }, 250);

  worker.on('message', (message) => {
    if (message.type === 'names') names = message.names;
    else if (message.type === 'log') console.log(message.text);
    else if (message.type === 'done') {
      finished = true;
      clearInterval(watch);
      process.exitCode = message.failed ? 1 : 0;
    }
  });
  worker.on('error', (error) => {
    if (finished) return;
    const what = error?.code === 'ERR_WORKER_OUT_OF_MEMORY' ? `ran out of memory (--memory ${options.memory} MB)` : `crashed: ${error?.stack ?? error}`;
    console.log(`\nfuzz: CRASH: the run ${what}\n${where()}`);
    stop(1);
  });
  worker.on('exit', (code) => {
    if (finished) return;
    console.log(`\nfuzz: CRASH: the run stopped with exit code ${code}\n${where()}`);
    finished = true;
    clearInterval(watch);
    process.exit(1);
  });
}

// ---------------------------------------------------------------------------------------------
// The properties (worker thread).

async function work() {
  const { options } = workerData;
  const shared = new Int32Array(workerData.shared);
  const log = (text) => parentPort.postMessage({ type: 'log', text });
  const { register } = await import('tsx/esm/api');
  register();
  const started = Date.now();
  const fuzz = await import(new URL('../packages/notation/test/fuzz/properties.ts', import.meta.url).href);
  const { fc } = fuzz;
  const all = fuzz.fuzzProperties();
  parentPort.postMessage({ type: 'names', names: all.map((p) => p.name) });
  fuzz.fuzzHooks.onCase = () => {
    Atomics.add(shared, CASES, 1);
  };

  let selected = all;
  if (options.property !== undefined) {
    const exact = all.filter((p) => p.name === options.property);
    selected = exact.length > 0 ? exact : all.filter((p) => p.name.toLowerCase().includes(options.property.toLowerCase()));
  }
  if (selected.length === 0) {
    log(`fuzz: no property's name holds '${options.property}'; the properties are:\n${all.map((p) => `  ${p.name}`).join('\n')}`);
    parentPort.postMessage({ type: 'done', failed: true });
    return;
  }
  log(`fuzz: ${selected.length} properties, corpus built in ${((Date.now() - started) / 1000).toFixed(1)} s, each reader call within ${fuzz.BUDGET_MS} ms`);

  /** One fast-check run of a property, watched: the shared counters say which case is running. */
  const check = (property, params) => {
    Atomics.store(shared, PROPERTY, all.indexOf(property));
    Atomics.store(shared, SEED, params.seed);
    Atomics.store(shared, CASES, 0);
    Atomics.store(shared, RUNNING, 1);
    try {
      return fc.check(property.property, params);
    } finally {
      Atomics.store(shared, RUNNING, 0);
    }
  };

  const failures = [];
  const report = (property, details, ms) => {
    if (details.failed) {
      failures.push(property.name);
      log(`  ✗ ${property.name}\n${fuzz.failureReport(property, details)}`);
    } else {
      log(`  ✓ ${property.name}: seed ${details.seed}, ${details.numRuns} cases, ${(ms / 1000).toFixed(1)} s`);
    }
  };
  let nextSeed = options.seed;
  const freshSeed = () => {
    if (nextSeed !== undefined) {
      const seed = nextSeed;
      nextSeed = (Math.imul(nextSeed, 0x01000193) + 0x9e3779b9) | 0;
      return seed;
    }
    return (Math.random() * 0x100000000) | 0;
  };

  if (options.path !== undefined) {
    // Replay: one property, one seed, one path.
    if (selected.length > 1) {
      log(`fuzz: --path replays one property; '${options.property}' names ${selected.length}:\n${selected.map((p) => `  ${p.name}`).join('\n')}`);
      parentPort.postMessage({ type: 'done', failed: true });
      return;
    }
    const property = selected[0];
    log(`fuzz: replaying ${property.name}, seed ${options.seed}, path "${options.path}"`);
    const start = Date.now();
    const details = check(property, { seed: options.seed, path: options.path, endOnFailure: true });
    report(property, details, Date.now() - start);
    if (!details.failed) log('fuzz: the counterexample no longer fails');
  } else if (options.runs !== undefined) {
    log(`fuzz: ${options.runs} runs per property (times its weight)`);
    for (const property of selected) {
      const start = Date.now();
      const details = check(property, { seed: freshSeed(), numRuns: fuzz.runsFor(property, options.runs) });
      report(property, details, Date.now() - start);
    }
  } else {
    // Rounds over every property until the time is up, each run with a fresh seed; a slice of
    // the time is about half a property's share, so that each runs on more than one seed.
    const total = options.seconds * 1000;
    const deadline = Date.now() + total;
    const slice = Math.min(10_000, Math.max(250, total / selected.length / 2));
    log(`fuzz: ${options.seconds} s, about ${(slice / 1000).toFixed(1)} s per property per round`);
    let cases = 0;
    for (let round = 1; Date.now() < deadline; round++) {
      const left = selected.filter((p) => !failures.includes(p.name));
      if (left.length === 0) break;
      log(`round ${round}: ${left.length} properties, ${Math.max(0, Math.round((deadline - Date.now()) / 1000))} s left, ${cases} cases so far`);
      for (const property of left) {
        const remaining = deadline - Date.now();
        if (remaining <= 0) break;
        const start = Date.now();
        const numRuns = property.maxRuns ?? 2 ** 31 - 1;
        const details = check(property, { seed: freshSeed(), numRuns, interruptAfterTimeLimit: Math.min(slice, remaining) });
        cases += details.numRuns;
        report(property, details, Date.now() - start);
      }
    }
    log(`fuzz: ${cases} cases in ${((Date.now() - (deadline - total)) / 1000).toFixed(0)} s`);
  }

  if (failures.length > 0) log(`\nfuzz: ${failures.length} propert${failures.length === 1 ? 'y' : 'ies'} failed:\n${failures.map((n) => `  ${n}`).join('\n')}`);
  else log('fuzz: no failures');
  parentPort.postMessage({ type: 'done', failed: failures.length > 0 });
}

if (isMainThread) main();
else
  work().catch((error) => {
    parentPort.postMessage({ type: 'log', text: `fuzz: the run failed to start: ${error?.stack ?? error}` });
    parentPort.postMessage({ type: 'done', failed: true });
  });
