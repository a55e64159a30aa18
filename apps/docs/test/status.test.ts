// The acceptance status shown by the built site (issue #6), checked against the report the
// site was built from. Reads dist/ (build first: `astro build`) and the last acceptance run's
// Cucumber messages (test-results/cucumber.ndjson at the repository root, or the file
// RULEBOOK_ACCEPTANCE_REPORT names, as for the build); no browser. Checks that every feature
// file has a page with one section per scenario and an anchor each; that every link to a
// feature page (the badges of diagrams and citations) lands on an existing page and anchor;
// that each feature page's counts and each scenario's status are the report's (read here
// independently of the site's code), or "not run" when there is no report or the file changed
// since the run — never a pass the report does not hold; that every rules page says how its
// rules are checked, and that every citation and scenario diagram carries a quiet mark whose
// counts are the report's for the scenarios its details list (the line on top: for all of the
// page's), and that diagram captions speak words (no feature file, tag or position string
// outside the mark's details).
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

  // 4. The rules pages. Each says on top, in one quiet line, how its rules are checked; each
  // citation and each scenario diagram carries a quiet mark (details.rb-check) whose details
  // list the scenarios behind it; the counts of every mark and of the line on top are the
  // report's for the scenarios listed (read here from the report, not from the site's code);
  // a scenario diagram's mark lists its own scenario; a caption speaks words: no feature file,
  // no tag and not the diagram's position string outside the mark's details.
  const casesOf = new Map<string, number>(); // `features/<game>/<file>.feature:<line>` → its test cases
  for (const [url, page] of html) {
    const m = /^\/features\/([a-z]+)\/([^/]+)\/$/.exec(url);
    if (!m) continue;
    for (const s of page.matchAll(/<section class="rb-scenario"[^>]*>/g)) casesOf.set(`features/${m[1]}/${m[2]}.feature:${attr(s[0], 'data-line')}`, Number(attr(s[0], 'data-cases')));
  }
  /** What the report says of some scenarios (`uri:line`), as the marks count it. */
  const expected = (keys: readonly string[]): { status: string; passed: number; failed: number; total: number } => {
    let passed = 0;
    let failed = 0;
    let total = 0;
    let notRun = 0;
    for (const key of new Set(keys)) {
      const [uri, line] = [key.slice(0, key.lastIndexOf(':')), Number(key.slice(key.lastIndexOf(':') + 1))];
      const file = path.join(root, uri);
      const fresh = run !== undefined && existsSync(file) && run.sources.get(uri) === readFileSync(file, 'utf8');
      const mine = fresh ? run!.cases.filter((c) => c.uri === uri && c.line === line) : [];
      const cases = Math.max(casesOf.get(key) ?? 1, mine.length);
      passed += mine.filter((c) => c.status === 'passed').length;
      failed += mine.filter((c) => c.status === 'failed').length;
      notRun += cases - mine.filter((c) => c.status !== 'not run').length;
      total += cases;
    }
    const status = total === 0 ? 'none' : failed > 0 ? 'failed' : passed === total ? 'passed' : notRun > 0 ? 'not-run' : 'skipped';
    return { status, passed, failed, total };
  };
  const markOf = (block: string) => {
    const tag = /<details class="rb-check"[^>]*>/.exec(block)?.[0];
    if (!tag) return undefined;
    const listed = [...block.matchAll(/<li data-scenario="([^"]+)"/g)].map((m) => m[1]);
    return { status: attr(tag, 'data-status'), passed: Number(attr(tag, 'data-passed')), failed: Number(attr(tag, 'data-failed')), total: Number(attr(tag, 'data-total')), listed };
  };
  const same = (mark: { status?: string; passed: number; failed: number; total: number }, want: ReturnType<typeof expected>): boolean =>
    mark.status === want.status && mark.passed === want.passed && mark.failed === want.failed && mark.total === want.total;
  const say = (x: { status?: string; passed: number; failed: number; total: number }): string => `${x.status} ${x.passed}/${x.failed}/${x.total} (passed/failed/total)`;
  const decode = (t: string): string => t.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&#34;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  let rulesPages = 0;
  let marks = 0;
  for (const [url, page] of html) {
    const [game, section] = url.split('/').filter(Boolean);
    if (!GAMES.includes(game) || section === 'play' || section === 'replay') continue;
    const cites = page.match(/<div class="not-content rb-cite">[\s\S]*?<\/details>\s*<\/div>/g) ?? [];
    const figures = page.match(/<figure class="not-content rb-diagram"[\s\S]*?<\/figure>/g) ?? [];
    const citeCount = (page.match(/<div class="not-content rb-cite">/g) ?? []).length;
    if (citeCount + figures.length === 0) continue;
    rulesPages++;
    const line = /<details class="rb-checked"[^>]*>[\s\S]*?<\/details>/.exec(page)?.[0];
    check(`${url}: says how its rules are checked`, line !== undefined && (run ? true : /not run|No acceptance scenario/.test(text(line))), line ? text(line) : 'no .rb-checked line');

    const wrong: string[] = [];
    const all: string[] = [];
    let none = 0;
    if (cites.length !== citeCount) wrong.push(`${citeCount - cites.length} citations without a mark`);
    for (const c of cites) {
      const mark = markOf(c);
      if (!mark) continue;
      marks++;
      all.push(...mark.listed);
      if (mark.listed.length === 0) none++;
      const want = expected(mark.listed);
      if (!same(mark, want)) wrong.push(`citation ${text(c).slice(0, 60)}: mark ${say(mark)}, report ${say(want)}`);
    }
    for (const f of figures) {
      const scenario = attr(/<figure[^>]*>/.exec(f)![0], 'data-scenario');
      const position = decode(attr(/<figure[^>]*>/.exec(f)![0], 'data-position') ?? '');
      const mark = markOf(f);
      const label = `diagram ${scenario ?? position}`;
      if (!mark) {
        wrong.push(`${label}: no mark`);
        continue;
      }
      marks++;
      all.push(...mark.listed);
      if (mark.listed.length === 0) none++;
      if (scenario && mark.listed.join() !== scenario) wrong.push(`${label}: its mark lists ${mark.listed.join(' ') || 'nothing'}`);
      const want = expected(mark.listed);
      if (!same(mark, want)) wrong.push(`${label}: mark ${say(mark)}, report ${say(want)}`);
      // The words a reader sees: the caption and the link, outside the mark's details.
      const caption = /<figcaption>([\s\S]*?)<details class="rb-check"/.exec(f)?.[1] ?? '';
      const link = /<a class="rb-play-from"[^>]*>[\s\S]*?<\/a>/.exec(f)?.[0] ?? '';
      const words = decode(text(caption + ' ' + link));
      // A notation page teaches the position text: there a caption may quote it.
      const quotesPosition = position !== '' && words.includes(position) && section !== 'notation';
      const leaks = [/\.feature\b/.test(words) && 'a feature file', /@(?:source|ruling|shakti|chakra|medea|chakart)\b/.test(words) && 'a tag', quotesPosition && 'the position string'].filter(Boolean);
      if (leaks.length > 0) wrong.push(`${label}: its caption shows ${leaks.join(', ')}: ${words.slice(0, 120)}`);
      if (!/rb-caption/.test(caption)) wrong.push(`${label}: no caption in words`);
    }
    check(`${url}: each of ${citeCount} citations and ${figures.length} diagrams has a mark with the report's counts, and captions in words`, wrong.length === 0, wrong.join('\n'));
    if (line) {
      const tag = /<details class="rb-checked"[^>]*>/.exec(line)![0];
      const shown = { status: attr(tag, 'data-status'), passed: Number(attr(tag, 'data-passed')), failed: Number(attr(tag, 'data-failed')), total: Number(attr(tag, 'data-total')) };
      const want = expected(all);
      check(`${url}: the line on top counts the page's ${new Set(all).size} scenarios as the report does (${say(want)})`,
        same(shown, want) && Number(attr(tag, 'data-unchecked')) === none, `page says ${say(shown)}, ${attr(tag, 'data-unchecked')} unchecked; marks without scenarios: ${none}`);
    }
  }
  check(`rules pages with marks: ${rulesPages} pages, ${marks} marks`, rulesPages > 0 && marks > 0);
}

try {
  main();
} catch (error) {
  check(error instanceof Error ? error.stack ?? error.message : String(error), false);
}
finish('status');
