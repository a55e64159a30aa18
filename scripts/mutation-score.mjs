#!/usr/bin/env node
// The tampered-logs mutation score (issue 7): every single mutation of one event of every log
// in the full corpus (packages/notation/test/tamper), judged by the independent oracle and
// replayed. Prints the markdown table for the README (game × mutation kind), then any mutant
// replay got wrong; exits 1 if there is one.
//
//   node scripts/mutation-score.mjs                 the full corpus, every mutant
//   node scripts/mutation-score.mjs --ci            the CI corpus (the vitest test samples it)
//   node scripts/mutation-score.mjs --per-log 500   at most 500 mutants a log, every kind sampled
//   node scripts/mutation-score.mjs --jobs 1        in this process only (default: one per core)
//
// The tamper modules import the notation sources (.ts with parameter properties, which Node's
// type stripping does not take), so they are loaded through tsx, as the acceptance specs are;
// @rulebook/rules comes from its dist (build it first: turbo run build).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = new URL('../', import.meta.url);
if (!existsSync(new URL('packages/rules/dist/index.js', root))) {
  console.error('packages/rules/dist is missing: build first (npx turbo run build --filter=@rulebook/rules)');
  process.exit(2);
}

const args = process.argv.slice(2);
const valueOf = (flag) => {
  const at = args.indexOf(flag);
  return at >= 0 ? args[at + 1] : undefined;
};
const perLog = valueOf('--per-log') === undefined ? undefined : Number(valueOf('--per-log'));
const size = args.includes('--ci') ? 'ci' : 'full';
const worker = valueOf('--worker');

register();
const { corpus } = await import('../packages/notation/test/tamper/corpus.ts');
const { score, markdownTable, total } = await import('../packages/notation/test/tamper/score.ts');

const logs = corpus(size);
const options = perLog === undefined ? {} : { perLog };

if (worker !== undefined) {
  // A worker: score the logs it was given, send the tallies back as one JSON line.
  const mine = worker.split(',').map(Number);
  const result = score(
    mine.map((i) => logs[i]),
    { ...options, onLog: (log, _i, n) => process.stderr.write(`${JSON.stringify({ done: log.id, n })}\n`) },
  );
  const tallies = [...result.tallies].map(([game, byKind]) => [game, [...byKind]]);
  process.stdout.write(`${JSON.stringify({ tallies, failures: result.failures })}\n`);
  process.exit(0);
}

const t0 = performance.now();
const jobs = Math.max(1, Math.min(Number(valueOf('--jobs') ?? availableParallelism()), logs.length));
// The longest logs first, each to the job with the least work so far.
const work = Array.from({ length: jobs }, () => ({ logs: [], lines: 0 }));
logs
  .map((log, i) => ({ i, lines: log.text.length }))
  .sort((a, b) => b.lines - a.lines)
  .forEach(({ i, lines }) => {
    const job = work.reduce((a, b) => (b.lines < a.lines ? b : a));
    job.logs.push(i);
    job.lines += lines;
  });

let done = 0;
const progress = (id, n) => process.stderr.write(`\r[${++done}/${logs.length}] ${n} mutants of ${id}`.padEnd(100));
const script = fileURLToPath(import.meta.url);
const results = await Promise.all(
  work.map(
    (job) =>
      new Promise((resolve, reject) => {
        const child = spawn(process.execPath, [script, ...args.filter((a, i) => a !== '--jobs' && args[i - 1] !== '--jobs'), '--worker', job.logs.join(',')], {
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let out = '';
        let err = '';
        child.stdout.on('data', (d) => (out += d));
        child.stderr.on('data', (d) => {
          for (const line of String(d).split('\n')) {
            try {
              const p = JSON.parse(line);
              progress(p.done, p.n);
            } catch {
              if (line.trim() !== '') err += `${line}\n`;
            }
          }
        });
        child.on('close', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`a worker failed (${code}):\n${err}`))));
      }),
  ),
);
process.stderr.write('\n');

// Merge the workers' tallies.
const tallies = new Map();
const failures = [];
for (const r of results) {
  failures.push(...r.failures);
  for (const [game, byKind] of r.tallies) {
    const mine = tallies.get(game) ?? new Map();
    tallies.set(game, mine);
    for (const [kind, t] of byKind) {
      const sum = mine.get(kind);
      if (sum === undefined) mine.set(kind, t);
      else for (const k of Object.keys(t)) sum[k] += t[k];
    }
  }
}
const seconds = (performance.now() - t0) / 1000;
const all = total([...tallies.values()].flatMap((m) => [...m.values()]));
console.log(markdownTable({ tallies, failures, logs: logs.length }));
console.log('');
console.log(
  `${logs.length} logs (${size} corpus), ${all.mutants} mutants: ${all.consistent} consistent, ${all.inconsistent} inconsistent, ` +
    `${all.caught} caught at the first affected line; mutation score ${all.inconsistent === 0 ? '–' : ((100 * all.caught) / all.inconsistent).toFixed(2)}%; ` +
    `${seconds.toFixed(0)} s with ${jobs} job${jobs === 1 ? '' : 's'}.`,
);
if (failures.length > 0) {
  console.log('');
  console.log(`${failures.length} mutants replay got wrong (the first 20):`);
  for (const f of failures.slice(0, 20)) console.log(`- ${f.log}, ${f.kind}: ${f.what}\n  oracle: ${f.oracle}\n  replay: ${f.replay}`);
  process.exitCode = 1;
}
