// Build-time reader of the last acceptance run: the Cucumber messages that `pnpm run
// acceptance` writes to test-results/cucumber.ndjson (cucumber.mjs, `message:` formatter).
// The rules pages show, next to each diagram and citation, whether the scenarios behind it
// passed, and the feature file pages show each scenario's result. Never pretends a pass: with
// no report, or for a feature file whose text changed since the run, or a scenario the run
// did not reach, the status is "not run". Runs in Node at build time only.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { GAME_NAMES, gameNamed } from '@rulebook/rules';
import { type FeatureFile, type Game, type Scenario, featureFiles, repoRoot, resolveDiagram } from './features.ts';

/** The games, in the registry's order. */
export const GAMES: readonly Game[] = GAME_NAMES;

export type CaseStatus = 'passed' | 'failed' | 'skipped' | 'not run';

/** Test cases counted by status (an outline counts once per Examples row, as cucumber does). */
export interface Tally {
  passed: number;
  failed: number;
  skipped: number;
  notRun: number;
  total: number;
}

export interface Verdict extends Tally {
  /** failed if any case failed; passed only if every case passed; else not run (or skipped). */
  status: CaseStatus;
  /** Why the cases were not run, when they were not ("no acceptance report in this build", …). */
  why?: string;
}

export interface RunInfo {
  /** The report the build read, from the repository root. */
  file: string;
  exists: boolean;
  /** When the run started (ISO), if the report says. */
  started?: string;
  /** Whether the run finished (a killed run leaves no testRunFinished). */
  finished: boolean;
}

/**
 * The report: test-results/cucumber.ndjson at the repository root (cucumber.mjs writes it);
 * RULEBOOK_ACCEPTANCE_REPORT names another (from the repository root), e.g. for a test build.
 */
export const REPORT = process.env.RULEBOOK_ACCEPTANCE_REPORT || 'test-results/cucumber.ndjson';

interface Report {
  info: RunInfo;
  /** Feature file text as the run saw it, by uri. */
  sources: Map<string, string>;
  /** Case statuses by `uri:line` of the scenario (an outline's rows all under its line). */
  cases: Map<string, CaseStatus[]>;
}

// The worst status wins for a test case: any step not PASSED makes the case not pass.
const RANK: Record<string, number> = { PASSED: 0, SKIPPED: 1, UNKNOWN: 2, PENDING: 3, UNDEFINED: 4, AMBIGUOUS: 5, FAILED: 6 };

interface GherkinNode {
  scenario?: { id: string; location: { line: number } };
  rule?: { children?: GherkinNode[] };
}

let loaded: Report | undefined;

function readReport(): Report {
  if (loaded) return loaded;
  const file = path.resolve(repoRoot(), REPORT);
  const report: Report = { info: { file: REPORT, exists: existsSync(file), finished: false }, sources: new Map(), cases: new Map() };
  loaded = report;
  if (!report.info.exists) return report;

  const scenarioLine = new Map<string, number>(); // gherkin scenario id → line
  const pickleAt = new Map<string, { uri: string; line: number }>();
  const pickleOfCase = new Map<string, string>(); // testCase id → pickle id
  const started = new Map<string, { testCaseId: string; worst: number; finished: boolean; retried: boolean }>();
  const visit = (nodes: GherkinNode[] | undefined): void => {
    for (const node of nodes ?? []) {
      if (node.scenario) scenarioLine.set(node.scenario.id, node.scenario.location.line);
      if (node.rule) visit(node.rule.children);
    }
  };
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const m = JSON.parse(line);
    if (m.source) report.sources.set(m.source.uri, m.source.data);
    else if (m.gherkinDocument) visit(m.gherkinDocument.feature?.children);
    else if (m.pickle) {
      const at = scenarioLine.get(m.pickle.astNodeIds[0]);
      if (at !== undefined) pickleAt.set(m.pickle.id, { uri: m.pickle.uri, line: at });
    } else if (m.testCase) pickleOfCase.set(m.testCase.id, m.testCase.pickleId);
    else if (m.testCaseStarted) started.set(m.testCaseStarted.id, { testCaseId: m.testCaseStarted.testCaseId, worst: 0, finished: false, retried: false });
    else if (m.testStepFinished) {
      const run = started.get(m.testStepFinished.testCaseStartedId);
      if (run) run.worst = Math.max(run.worst, RANK[m.testStepFinished.testStepResult.status] ?? RANK.UNKNOWN);
    } else if (m.testCaseFinished) {
      const run = started.get(m.testCaseFinished.testCaseStartedId);
      if (run) {
        run.finished = true;
        run.retried = Boolean(m.testCaseFinished.willBeRetried);
      }
    } else if (m.testRunStarted?.timestamp) {
      report.info.started = new Date(m.testRunStarted.timestamp.seconds * 1000).toISOString();
    } else if (m.testRunFinished) report.info.finished = true;
  }
  for (const run of started.values()) {
    if (run.retried) continue; // a later attempt of the same case decides
    const at = pickleAt.get(pickleOfCase.get(run.testCaseId) ?? '');
    if (!at) continue;
    const status: CaseStatus = !run.finished ? 'not run' : run.worst === RANK.PASSED ? 'passed' : run.worst === RANK.SKIPPED ? 'skipped' : 'failed';
    const key = `${at.uri}:${at.line}`;
    report.cases.set(key, [...(report.cases.get(key) ?? []), status]);
  }
  return report;
}

export function runInfo(): RunInfo {
  return readReport().info;
}

function fileOf(s: Scenario): FeatureFile | undefined {
  return featureFiles(s.game).find((f) => f.feature === s.feature);
}

const EMPTY: Tally = { passed: 0, failed: 0, skipped: 0, notRun: 0, total: 0 };

function verdictOf(t: Tally, why?: string): Verdict {
  const status: CaseStatus = t.failed > 0 ? 'failed' : t.total > 0 && t.passed === t.total ? 'passed' : t.notRun > 0 || t.total === 0 ? 'not run' : 'skipped';
  return { ...t, status, ...(status === 'not run' || t.notRun > 0 ? { why } : {}) };
}

/** The result of one scenario (all its Examples rows) in the last run. */
export function scenarioVerdict(s: Scenario): Verdict {
  const report = readReport();
  const file = fileOf(s);
  const notRun = (why: string): Verdict => verdictOf({ ...EMPTY, notRun: s.cases, total: s.cases }, why);
  if (!report.info.exists) return notRun('no acceptance report in this build');
  if (!file) return notRun('no such feature file');
  const seen = report.sources.get(file.uri);
  if (seen === undefined) return notRun('the last acceptance run did not include this feature file');
  if (seen !== file.text) return notRun('the feature file changed after the last acceptance run');
  const cases = report.cases.get(`${file.uri}:${s.line}`) ?? [];
  const t = { ...EMPTY, total: Math.max(s.cases, cases.length) };
  for (const c of cases) {
    if (c === 'passed') t.passed++;
    else if (c === 'failed') t.failed++;
    else if (c === 'skipped') t.skipped++;
    else t.notRun++;
  }
  t.notRun += t.total - cases.length;
  return verdictOf(t, report.info.finished ? 'the last acceptance run did not reach it' : 'the last acceptance run did not finish');
}

/** The combined result of several scenarios (each counted once). */
export function verdictOfAll(list: readonly Scenario[]): Verdict {
  const unique = [...new Map(list.map((s) => [`${s.game}/${s.feature}:${s.line}`, s])).values()];
  const t = { ...EMPTY };
  let why: string | undefined;
  for (const s of unique) {
    const v = scenarioVerdict(s);
    t.passed += v.passed;
    t.failed += v.failed;
    t.skipped += v.skipped;
    t.notRun += v.notRun;
    t.total += v.total;
    why ??= v.why;
  }
  return verdictOf(t, why);
}

/** The link to a scenario on its feature file's page. */
export function scenarioHref(s: Scenario): string {
  return `${featureHref(s.game, s.feature)}#${s.anchor}`;
}

export function featureHref(game: Game, feature: string): string {
  return `/features/${game}/${feature}/`;
}

// A citation `<Cite source="004:95-97, 004:102" ruling="K6" />` is checked by the scenarios of
// the page's game tagged with a source clause whose lines overlap a cited one
// (`@source:004:96`) or with a cited ruling (`@ruling:K6`).
interface Clause {
  file: string;
  from: number;
  to: number;
}

function clause(text: string): Clause | undefined {
  const m = /^(\d+):(\d+)(?:-(\d+))?$/.exec(text.trim());
  if (!m) return undefined;
  return { file: m[1], from: Number(m[2]), to: Number(m[3] ?? m[2]) };
}

const list = (text: string | undefined): string[] => (text ? text.split(',').map((s) => s.trim()).filter(Boolean) : []);

/** The scenarios that verify a citation. `games` limits the search (the page's game). */
export function citeScenarios(source: string | undefined, ruling: string | undefined, games: readonly Game[] = GAMES): Scenario[] {
  const clauses = list(source).map(clause).filter((c): c is Clause => c !== undefined);
  const rulings = new Set(list(ruling).map((r) => `@ruling:${r}`));
  return games.flatMap((g) => featureFiles(g).flatMap((f) => f.scenarios)).filter((s) =>
    s.tags.some((tag) => {
      if (rulings.has(tag)) return true;
      if (!tag.startsWith('@source:')) return false;
      const c = clause(tag.slice('@source:'.length));
      return c !== undefined && clauses.some((q) => q.file === c.file && q.from <= c.to && c.from <= q.to);
    }),
  );
}

/** The game a page belongs to, from its path (`/medea/kings/` → medea). */
export function gameOfPath(pathname: string): Game | undefined {
  const first = pathname.split('/').filter(Boolean)[0];
  return first === undefined ? undefined : gameNamed(first)?.name;
}

export interface PageClause {
  kind: 'diagram' | 'cite';
  scenarios: Scenario[];
}

// Attributes of a component in MDX: name="value" (no expressions: the rules pages name their
// diagrams' scenarios and citations' clauses with plain strings).
function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/([A-Za-z]+)="([^"]*)"/g)) out[m[1]] = m[2];
  return out;
}

/**
 * The clauses a rules page shows, read from its MDX source: each <Diagram> (its scenario) and
 * each <Cite> (the scenarios tagged with its clauses), with the same matching the components use.
 */
export function pageClauses(body: string, game: Game | undefined): PageClause[] {
  const games = game ? [game] : GAMES;
  const out: PageClause[] = [];
  for (const m of body.matchAll(/<(Diagram|Cite)\b([\s\S]*?)\/>/g)) {
    const a = attributes(m[2]);
    if (m[1] === 'Cite') out.push({ kind: 'cite', scenarios: citeScenarios(a.source, a.ruling, games) });
    else {
      const named = a.feature !== undefined || a.scenario !== undefined || a.tag !== undefined;
      const diagramGame = (a.game === undefined ? undefined : gameNamed(a.game)?.name) ?? game;
      if (named && !diagramGame) throw new Error(`a <Diagram> names no game: ${m[0]}`);
      const resolved = named && diagramGame ? resolveDiagram({ game: diagramGame, feature: a.feature, scenario: a.scenario, tag: a.tag, position: a.position }) : undefined;
      out.push({ kind: 'diagram', scenarios: resolved?.scenario ? [resolved.scenario] : [] });
    }
  }
  return out;
}

/** Words for a verdict: "✓ 3 scenarios passed", "✗ 1 of 3 scenarios failed", "○ 2 scenarios not run". */
export function verdictWords(v: Verdict): { symbol: string; text: string } {
  const n = (k: number) => `${k} scenario${k === 1 ? '' : 's'}`;
  if (v.total === 0) return { symbol: '–', text: 'no scenario checks this' };
  if (v.status === 'failed') return { symbol: '✗', text: `${v.failed} of ${n(v.total)} failed` };
  if (v.status === 'passed') return { symbol: '✓', text: `${n(v.total)} passed` };
  if (v.passed > 0) return { symbol: '○', text: `${v.passed} of ${n(v.total)} passed, ${v.notRun + v.skipped} not run` };
  if (v.skipped > 0 && v.notRun === 0) return { symbol: '○', text: `${n(v.total)} skipped` };
  return { symbol: '○', text: `${n(v.total)} not run` };
}
