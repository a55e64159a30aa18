#!/usr/bin/env node
// The closing line of `npm test`: every test counted once, from the reports the runners
// wrote (vitest JSON per package, cucumber messages, the docs tests' JSON, the README check).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const rows = [];

for (const dir of ['packages', 'apps']) {
  for (const name of readdirSync(join(root, dir)).sort()) {
    const file = join(root, dir, name, 'test-results', 'vitest.json');
    if (!existsSync(file)) continue;
    const r = JSON.parse(readFileSync(file, 'utf8'));
    rows.push([`${dir}/${name} (unit)`, r.numPassedTests, r.numFailedTests, r.numPendingTests + r.numTodoTests]);
  }
}

// The pack test (scripts/pack-test.mjs): the packed tarballs installed outside the repo.
const pack = join(root, 'test-results', 'pack.json');
if (existsSync(pack)) {
  const r = JSON.parse(readFileSync(pack, 'utf8'));
  rows.push(['packages (packed and installed)', r.passed, r.failed, 0]);
}

const cucumber = join(root, 'test-results', 'cucumber.ndjson');
if (existsSync(cucumber)) {
  const worst = new Map();
  const caseOf = new Map();
  for (const line of readFileSync(cucumber, 'utf8').split('\n')) {
    if (!line) continue;
    const m = JSON.parse(line);
    if (m.testCaseStarted) {
      caseOf.set(m.testCaseStarted.id, m.testCaseStarted.id);
      worst.set(m.testCaseStarted.id, 'PASSED');
    } else if (m.testStepFinished) {
      const status = m.testStepFinished.testStepResult.status;
      if (status !== 'PASSED') worst.set(m.testStepFinished.testCaseStartedId, status);
    } else if (m.testCaseFinished?.willBeRetried) {
      worst.delete(m.testCaseFinished.testCaseStartedId);
    }
  }
  const statuses = [...worst.values()];
  const passed = statuses.filter((s) => s === 'PASSED').length;
  const skipped = statuses.filter((s) => s === 'SKIPPED').length;
  rows.push(['features (acceptance scenarios)', passed, statuses.length - passed - skipped, skipped]);
}

// The docs' own tests (plain Node scripts) each write test-results/<name>.json as
// {passed, failed}: browser (diagrams), pages (play/replay), budget (sizes), status (scenarios),
// online (two players and a spectator through the game server).
const docsResults = join(root, 'apps', 'docs', 'test-results');
const DOCS_TESTS = ['browser', 'pages', 'budget', 'status', 'online'];
for (const name of DOCS_TESTS) {
  const file = join(docsResults, `${name}.json`);
  if (!existsSync(file)) continue;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  rows.push([`apps/docs (${name})`, r.passed, r.failed, 0]);
}

// The README's generated tables (`node scripts/readme-figures.mjs --check`, first in `npm test`):
// one check per table, against packages/rules/perft and bench/results.json.
const readme = join(root, 'test-results', 'readme.json');
if (existsSync(readme)) {
  const r = JSON.parse(readFileSync(readme, 'utf8'));
  rows.push(['README (tables from perft and bench)', r.passed, r.failed, 0]);
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const [name, p, f, s] of rows) {
  console.log(`  ${name.padEnd(36)} ${String(p).padStart(5)} passed, ${f} failed${s ? `, ${s} skipped` : ''}`);
  passed += p;
  failed += f;
  skipped += s;
}
console.log(`Total: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || rows.length === 0 ? 1 : 0);
