// The acceptance status shown by the built site (issue #6), checked against the report the
// site was built from. Reads dist/ (build first: `astro build`) and the last acceptance run's
// Cucumber messages (test-results/cucumber.ndjson at the repository root, or the file
// RULEBOOK_ACCEPTANCE_REPORT names, as for the build); no browser. Checks that every feature
// file has a page with one section per scenario and an anchor each; that every link to a
// feature page (the badges of diagrams and citations) lands on an existing page and anchor;
// that each feature page's counts and each scenario's status are the report's (read here
// independently of the site's code), or "not run" when there is no report or the file changed
// since the run — never a pass the report does not hold; that every rules page says how its
// rules are checked and every scenario diagram and citation carries a badge.
//
// Usage: node test/status.test.ts [distDir]
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GAME_NAMES } from '@rulebook/rules';
import { check, finish } from './harness.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..', '..');
const dist = path.resolve(process.argv[2] ?? path.join(here, '..', 'dist'));
const reportFile = path.resolve(root, process.env.RULEBOOK_ACCEPTANCE_REPORT || 'test-results/cucumber.ndjson');
const GAMES: readonly string[] = GAME_NAMES;

function htmlPages(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === '_astro' || name === 'pagefind' ? [] : htmlPages(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

const urlOf = (file: string): string => '/' + path.relative(dist, file).split(path.sep).join('/').replace(/index\.html$/, '');
const attr = (tag: string, name: string): string | undefined => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
const text = (html: string): string => html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').trim();

// ---- The report, read on its own: the final status of each test case, by scenario line ----
interface RunCase {
  uri: string;
  line: number;
  status: 'passed' | 'failed' | 'skipped' | 'not run';
}
interface Run {
  sources: Map<string, string>;
  cases: RunCase[];
}

function readRun(): Run | undefined {
  if (!existsSync(reportFile)) return undefined;
  const sources = new Map<string, string>();
  const lineOf = new Map<string, number>();
  const pickles = new Map<string, { uri: string; id: string }>();
  const caseToPickle = new Map<string, string>();
  const attempts = new Map<string, { testCaseId: string; statuses: string[]; finished: boolean; retried: boolean }>();
  const walk = (children: { scenario?: { id: string; location: { line: number } }; rule?: { children?: unknown[] } }[] = []): void => {
    for (const c of children) {
      if (c.scenario) lineOf.set(c.scenario.id, c.scenario.location.line);
      if (c.rule) walk(c.rule.children as typeof children);
    }
  };
  for (const line of readFileSync(reportFile, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const m = JSON.parse(line);
    if (m.source) sources.set(m.source.uri, m.source.data);
    else if (m.gherkinDocument) walk(m.gherkinDocument.feature?.children);
    else if (m.pickle) pickles.set(m.pickle.id, { uri: m.pickle.uri, id: m.pickle.astNodeIds[0] });
    else if (m.testCase) caseToPickle.set(m.testCase.id, m.testCase.pickleId);
    else if (m.testCaseStarted) attempts.set(m.testCaseStarted.id, { testCaseId: m.testCaseStarted.testCaseId, statuses: [], finished: false, retried: false });
    else if (m.testStepFinished) attempts.get(m.testStepFinished.testCaseStartedId)?.statuses.push(m.testStepFinished.testStepResult.status);
    else if (m.testCaseFinished) {
      const a = attempts.get(m.testCaseFinished.testCaseStartedId);
      if (a) Object.assign(a, { finished: true, retried: Boolean(m.testCaseFinished.willBeRetried) });
    }
  }
  const cases: RunCase[] = [];
  for (const a of attempts.values()) {
    if (a.retried) continue;
    const p = pickles.get(caseToPickle.get(a.testCaseId) ?? '');
    const line = p && lineOf.get(p.id);
    if (!p || line === undefined) continue;
    const status = !a.finished ? 'not run' : a.statuses.every((s) => s === 'PASSED') ? 'passed' : a.statuses.every((s) => s === 'PASSED' || s === 'SKIPPED') ? 'skipped' : 'failed';
    cases.push({ uri: p.uri, line, status });
  }
  return { sources, cases };
}

/** The first `.rb-status` badge after `from` in the page: its status and counts. */
function badgeAfter(html: string, from: number): { status?: string; passed: number; failed: number; total: number } | undefined {
  const m = /<span class="rb-status"[^>]*>/.exec(html.slice(from));
  if (!m) return undefined;
  return { status: attr(m[0], 'data-status'), passed: Number(attr(m[0], 'data-passed')), failed: Number(attr(m[0], 'data-failed')), total: Number(attr(m[0], 'data-total')) };
}

function main(): void {
  if (!existsSync(path.join(dist, 'index.html'))) {
    check(`a built site in ${dist}`, false, 'run `astro build` first');
    return;
  }
  const run = readRun();
  console.log(`# report: ${run ? path.relative(root, reportFile) : `none (${path.relative(root, reportFile)} is missing): every scenario must show "not run"`}`);
  const pages = htmlPages(dist);
  const html = new Map(pages.map((f) => [urlOf(f), readFileSync(f, 'utf8')]));

  // 1. A page per feature file, a section and an anchor per scenario, the report's statuses.
  let files = 0;
  for (const game of GAMES) {
    const dir = path.join(root, 'features', game);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).filter((f) => f.endsWith('.feature')).sort()) {
      files++;
      const uri = `features/${game}/${name}`;
      const url = `/features/${game}/${name.replace(/\.feature$/, '')}/`;
      const page = html.get(url);
      check(`${uri}: has a page ${url}`, page !== undefined);
      if (!page) continue;
      const source = readFileSync(path.join(dir, name), 'utf8');
      const lines = source.split(/\r?\n/);
      const scenarioLines = lines.flatMap((l, i) => (/^\s*(?:Scenario Outline|Scenario Template|Scenario|Example):/.test(l) ? [i + 1] : []));
      const sections = [...page.matchAll(/<section class="rb-scenario"[^>]*>\s*<h2 id="([^"]+)"/g)];
      const sectionLines = sections.map((m) => Number(attr(m[0], 'data-line')));
      check(`${uri}: one section with an anchor per scenario (${scenarioLines.length})`,
        JSON.stringify(sectionLines) === JSON.stringify(scenarioLines) && sections.every((m) => m[1].length > 0),
        `sections at lines ${sectionLines.join(' ')}; scenarios at ${scenarioLines.join(' ')}`);
      check(`${uri}: anchors are unique`, new Set(sections.map((m) => m[1])).size === sections.length);
      // The text is shown escaped: no tag of the file's own (a `<ruleset>` placeholder stays text).
      const placeholders = /<[a-z][\w-]*>/.test(source) ? [...source.matchAll(/<([a-z][\w-]*)>/g)].map((m) => m[1]) : [];
      check(`${uri}: the file's text is shown as text`, placeholders.every((p) => page.includes(`&lt;${p}&gt;`)), placeholders.join(' '));

      const fresh = run?.sources.get(uri) === source;
      const cases = fresh ? run!.cases.filter((c) => c.uri === uri) : [];
      const summary = badgeAfter(page, page.indexOf('class="rb-feature-summary"'));
      const expected = { passed: cases.filter((c) => c.status === 'passed').length, failed: cases.filter((c) => c.status === 'failed').length };
      if (fresh) {
        check(`${uri}: counts match the report (${expected.passed} passed, ${expected.failed} failed)`,
          summary?.passed === expected.passed && summary?.failed === expected.failed,
          `page says ${JSON.stringify(summary)}`);
      } else {
        check(`${uri}: ${run ? 'changed since the last run or not in it' : 'no report'}: shown as not run`,
          summary?.status === 'not-run' && summary.passed === 0 && sections.every((m) => attr(m[0], 'data-status') === 'not-run'),
          `page says ${JSON.stringify(summary)}`);
      }
      const wrong: string[] = [];
      for (const m of sections) {
        const line = Number(attr(m[0], 'data-line'));
        const mine = cases.filter((c) => c.line === line).map((c) => c.status);
        const want = !fresh || mine.length === 0 ? 'not-run' : mine.includes('failed') ? 'failed' : mine.every((s) => s === 'passed') && mine.length >= Number(attr(m[0], 'data-cases')) ? 'passed' : mine.includes('not run') || mine.length < Number(attr(m[0], 'data-cases')) ? 'not-run' : 'skipped';
        if (attr(m[0], 'data-status') !== want) wrong.push(`line ${line}: page ${attr(m[0], 'data-status')}, report ${want}`);
      }
      check(`${uri}: each scenario's status is the report's`, wrong.length === 0, wrong.join('\n'));
    }
  }
  check(`feature files found: ${files}`, files > 0);

  // 2. The index of feature files: the total is the report's.
  const index = html.get('/features/');
  check('/features/ lists every feature file', index !== undefined && (index.match(/href="\/features\/[a-z]+\/[^"#]+\/"/g) ?? []).length === files);
  if (run && index) {
    // The site shows the registry's games; the test game's scenarios (features/tictactoe, ADDING-A-GAME.md)
    // run in the same acceptance run but have no page.
    const freshCases = run.cases.filter((c) => {
      if (!GAMES.includes(c.uri.split('/')[1] ?? '')) return false;
      const file = path.join(root, c.uri);
      return existsSync(file) && run.sources.get(c.uri) === readFileSync(file, 'utf8');
    });
    const total = badgeAfter(index, index.indexOf('<main'));
    check(`/features/: the run's total (${freshCases.filter((c) => c.status === 'passed').length} passed, ${freshCases.filter((c) => c.status === 'failed').length} failed)`,
      total?.passed === freshCases.filter((c) => c.status === 'passed').length && total?.failed === freshCases.filter((c) => c.status === 'failed').length,
      `page says ${JSON.stringify(total)}`);
  }

  // 3. Every link to a feature page lands on a page and an anchor; never "passed" without a report.
  const broken: string[] = [];
  let links = 0;
  for (const [url, page] of html) {
    for (const m of page.matchAll(/href="(\/features\/[^"]*)"/g)) {
      links++;
      const [target, anchor] = m[1].split('#');
      const dest = html.get(target);
      if (!dest) broken.push(`${url} → ${m[1]}: no such page`);
      else if (anchor && !dest.includes(`id="${anchor}"`)) broken.push(`${url} → ${m[1]}: no such anchor`);
    }
    if (!run && /data-status="passed"/.test(page)) broken.push(`${url}: says passed without a report`);
  }
  check(`every link to a feature page lands on its anchor (${links} links)`, links > 0 && broken.length === 0, broken.slice(0, 20).join('\n'));

  // 4. Every rules page says how its rules are checked; every scenario diagram and citation has a badge.
  for (const [url, page] of html) {
    const [game, section] = url.split('/').filter(Boolean);
    if (!GAMES.includes(game) || section === 'play' || section === 'replay') continue;
    const cites = page.match(/<p class="rb-cite">[\s\S]*?<\/p>/g) ?? [];
    const figures = page.match(/<figure class="not-content rb-diagram"[\s\S]*?<\/figure>/g) ?? [];
    if (cites.length + figures.length === 0) continue;
    const line = /<p class="rb-checked[^"]*"[^>]*>[\s\S]*?<\/p>/.exec(page)?.[0];
    check(`${url}: says how its rules are checked`, line !== undefined && (run ? true : /not run|No acceptance scenario/.test(text(line))), line ? text(line) : 'no .rb-checked line');
    const bare = [
      ...cites.filter((c) => !c.includes('class="rb-status"')).map((c) => `citation: ${text(c)}`),
      ...figures.filter((f) => f.includes('class="rb-steps"') && !f.includes('class="rb-status"')).map((f) => `diagram: ${text(f).slice(0, 80)}`),
    ];
    check(`${url}: each of ${cites.length} citations and ${figures.length} diagrams has a status badge`, bare.length === 0, bare.join('\n'));
  }
}

try {
  main();
} catch (error) {
  check(error instanceof Error ? error.stack ?? error.message : String(error), false);
}
finish('status');
