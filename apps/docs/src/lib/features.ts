// Build-time loader for the acceptance scenarios (features/chakra/*.feature,
// features/shakti/*.feature, features/medea/*.feature, features/chakart/*.feature). The docs'
// diagrams are the scenarios' positions: a page names a game, a feature file and a scenario
// (or a tag such as `@ruling:C8`) and gets the position its `Given the Chakra position "…"` /
// `Given the Shakti position "…"` / `Given the Medea position "…"` / `Given the Chakart
// position "…"` (or `Given the … start position`) step sets up, with the options its steps
// name (Chakra's ruleset, Shakti's `warriors jump only to the adjacent cell`) and, for
// Chakart, the decisions it plays with their outcomes. Runs in Node at build time only.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { GAME_NAMES, games, type GameName } from '@rulebook/rules';
import type { Ruleset } from './chakra.ts';
import type { WarriorJump } from './shakti.ts';
import { SITE_GAMES, startText } from '../games.ts';

/** A game of the rules' registry. */
export type Game = GameName;

export interface Scenario {
  game: Game;
  /** File name without `.feature`, e.g. `transmission`. */
  feature: string;
  /** The feature's title (after `Feature:`). */
  featureTitle: string;
  name: string;
  /** Tags of the feature and the scenario, e.g. `@source:002:87-91`, `@ruling:C8`. */
  tags: string[];
  /** The position the scenario starts from, if a step sets one. */
  position?: string;
  /** The ruleset a step names (`1995`), if any (Chakra). */
  ruleset?: Ruleset;
  /** The warriors' jump a step names (`adjacent`), if any (Shakti, S4). */
  warriorJump?: WarriorJump;
  /** Chakart: the randomness and seed of the start step (`with randomness 1 and seed 7`), if one names them (K1, G4). */
  randomness?: number;
  seed?: number;
  /** The square a `legal moves of e4` step is about, if any. */
  square?: string;
  /** The moves the scenario plays, in order (`When White plays "e2e3"`). */
  moves: string[];
  /** Chakart: the decisions the scenario plays, in order, each with the outcomes it draws (G4). */
  decisions: { decision: string; outcomes: string[] }[];
  /** The free text under the scenario's title, if any. */
  description: string;
  steps: string[];
  /** The line of its `Scenario:` keyword (1-based). */
  line: number;
  /** The test cases cucumber runs for it: 1, or an outline's Examples rows. */
  cases: number;
  /** Its anchor on the feature file's page (`/features/<game>/<feature>/#<anchor>`), unique in the file. */
  anchor: string;
}

/** The repository root: the nearest folder upwards holding pnpm-workspace.yaml. */
export function repoRoot(): string {
  let dir = process.cwd();
  for (;;) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    const up = path.dirname(dir);
    if (up === dir) return path.resolve(process.cwd(), '../..');
    dir = up;
  }
}

const STEP_KEYWORD = /^(?:Given|When|Then|And|But|\*)\s/;
/** Each game's steps, in its name: `Given the Chakra position "…"`, `Given the Medea start position`. */
const byGame = <T,>(f: (game: Game) => T): Record<Game, T> => Object.fromEntries(GAME_NAMES.map((g) => [g, f(g)])) as Record<Game, T>;
const ANY_STEP = '^(?:Given|And|But|When|Then|\\*)\\s+the';
// A position that may hold double quotes (Chakart's home format, JSON) runs to the step's last one.
const POSITION_STEP = byGame((g) => new RegExp(`${ANY_STEP} ${games[g].title} position "(${SITE_GAMES[g].quotedPosition ? '.*)"$' : '[^"]+)"'}`));
const START_STEP = byGame((g) => new RegExp(`${ANY_STEP} ${games[g].title} start position\\b`));
const START = byGame((g) => startText(g));
const RULESET_STEP = /\bruleset(?: is)? "?(1995|current)"?/;
const ADJACENT_JUMP_STEP = /\bwarriors? jumps? only to the adjacent cell\b/i;
const SEEN_JUMP_STEP = /\bwarriors? jumps? to the second tile (?:they|it) sees?\b/i;
const JUMP_OPTION_STEP = /\bwarriorJump(?: is|:|=)?\s*"?(seen|adjacent)"?/;
const PLAY_STEP = /^(?:When|And|But|\*)\s+(?:White plays|Black plays|the players play) "([^"]+)"/;
// Chakart (K1, G4): the start's randomness and seed; a decision with the outcomes it draws,
// fixed in the step itself or by a `Given the next outcomes are "…"` before it.
const CHAKART_START_STEP = /\bthe Chakart start position with randomness ([012])(?: and seed (\d+))?/;
const CHAKART_PLAY_STEP = /^(?:When|And|But|\*)\s+(?:White|Black) plays "([^"]+)"(?: with the outcomes? "([^"]*)")?\s*$/;
const CHAKART_NEXT_STEP = /^(?:Given|When|And|But|\*)\s+the next outcomes? (?:are|is) "([^"]*)"/;
const SQUARE_STEP = /\b(?:legal moves|moves) of (?:the [A-Za-z]+ on )?([a-h][1-8])\b/;

/** Parses one .feature file into scenarios (Scenario Outlines use their first Examples row). */
export function parseFeature(feature: string, text: string, game: Game): Scenario[] {
  const lines = text.split(/\r?\n/);
  const scenarios: Scenario[] = [];
  let featureTitle = feature;
  let featureTags: string[] = [];
  let pendingTags: string[] = [];
  let background: string[] = [];
  let current: Scenario | undefined;
  let inBackground = false;
  let examplesHeader: string[] | undefined;
  let inExamples = false;
  let docString = false;
  let outline = false;
  let rows = 0;

  const finish = () => {
    if (current) {
      current.cases = outline ? rows : 1;
      scenarios.push(current);
    }
    current = undefined;
    inExamples = false;
    examplesHeader = undefined;
  };

  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (line.startsWith('"""') || line.startsWith('```')) {
      docString = !docString;
      return;
    }
    if (docString || line === '' || line.startsWith('#')) return;
    if (line.startsWith('@')) {
      pendingTags.push(...line.split(/\s+/).filter((t) => t.startsWith('@')));
      return;
    }
    let m: RegExpExecArray | null;
    if ((m = /^Feature:\s*(.*)$/.exec(line))) {
      featureTitle = m[1].trim();
      featureTags = pendingTags;
      pendingTags = [];
      return;
    }
    if (/^(Background):/.test(line)) {
      finish();
      inBackground = true;
      pendingTags = [];
      return;
    }
    if (/^Rule:/.test(line)) {
      finish();
      inBackground = false;
      pendingTags = [];
      return;
    }
    if ((m = /^(?:Scenario Outline|Scenario Template|Scenario|Example):\s*(.*)$/.exec(line))) {
      finish();
      inBackground = false;
      outline = /^Scenario (?:Outline|Template):/.test(line);
      rows = 0;
      current = {
        game,
        feature,
        featureTitle,
        name: m[1].trim(),
        tags: [...featureTags, ...pendingTags],
        description: '',
        moves: [],
        decisions: [],
        steps: [...background],
        line: index + 1,
        cases: 1,
        anchor: '',
      };
      pendingTags = [];
      return;
    }
    if (/^(?:Examples|Scenarios):/.test(line)) {
      inExamples = true;
      examplesHeader = undefined;
      pendingTags = [];
      return;
    }
    if (line.startsWith('|')) {
      const cells = line.replace(/^\||\|$/g, '').split('|').map((c) => c.trim());
      if (inExamples && current) {
        if (!examplesHeader) examplesHeader = cells;
        else {
          // A data row: one test case of the outline.
          rows++;
          if (!current.steps.some((s) => s.startsWith('\u0000row'))) {
            // Substitute the first Examples row into the outline's steps.
            const header = examplesHeader;
            current.steps = current.steps.map((s) => s.replace(/<([^>]+)>/g, (all, key: string) => {
              const i = header.indexOf(key);
              return i >= 0 && cells[i] !== undefined ? cells[i] : all;
            }));
            current.steps.push('\u0000row');
          }
        }
      }
      return;
    }
    const isStep = STEP_KEYWORD.test(line);
    if (inBackground) {
      if (isStep) background.push(line);
    } else if (current) {
      if (isStep) current.steps.push(line);
      else if (!inExamples) current.description = current.description ? `${current.description} ${line}` : line;
    }
  });
  finish();

  // Anchors: the scenario's name in lower case words, numbered when a name repeats.
  const taken = new Set<string>();
  for (const s of scenarios) {
    const base = `scenario-${s.name.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || s.line}`;
    let anchor = base;
    for (let n = 2; taken.has(anchor); n++) anchor = `${base}-${n}`;
    taken.add(anchor);
    s.anchor = anchor;
  }

  for (const s of scenarios) {
    s.steps = s.steps.filter((step) => !step.startsWith('\u0000'));
    // The set-up steps come before the first When/Then: a scenario's own Given overrides
    // the Background's (the last position and ruleset named win).
    let setup = true;
    let played = false;
    let nextOutcomes: string[] | undefined;
    for (const step of s.steps) {
      let m: RegExpExecArray | null;
      if (/^(?:When|Then)\s/.test(step)) setup = false;
      if (/^When\s/.test(step)) played = true;
      if (setup && (m = POSITION_STEP[game].exec(step))) s.position = m[1];
      else if (setup && game === 'chakart' && (m = CHAKART_START_STEP.exec(step))) {
        s.randomness = Number(m[1]);
        s.seed = Number(m[2] ?? 0);
        s.position = startText(game, { randomness: s.randomness, seed: s.seed });
      }
      else if (setup && START_STEP[game].test(step)) s.position = START[game];
      if (game === 'chakra' && setup && (m = RULESET_STEP.exec(step))) s.ruleset = m[1] as Ruleset;
      if (game === 'shakti' && setup && ADJACENT_JUMP_STEP.test(step)) s.warriorJump = 'adjacent';
      if (game === 'shakti' && setup && SEEN_JUMP_STEP.test(step)) s.warriorJump = 'seen';
      if (game === 'shakti' && setup && (m = JUMP_OPTION_STEP.exec(step))) s.warriorJump = m[1] as WarriorJump;
      if (game === 'chakart') {
        if ((m = CHAKART_NEXT_STEP.exec(step))) nextOutcomes = m[1].split(/[\s,]+/).filter(Boolean);
        else if ((m = CHAKART_PLAY_STEP.exec(step))) {
          const outcomes = m[2] !== undefined ? m[2].split(/[\s,]+/).filter(Boolean) : (nextOutcomes ?? []);
          s.decisions.push({ decision: m[1], outcomes });
          nextOutcomes = undefined;
        }
      } else if ((m = PLAY_STEP.exec(step))) s.moves.push(...m[1].split(/\s+/).filter(Boolean));
      // Only a square asked about in the starting position (before any move is played).
      if (!played && !s.square && (m = SQUARE_STEP.exec(step))) s.square = m[1];
    }
  }
  return scenarios;
}

export interface FeatureFile {
  game: Game;
  /** File name without `.feature`, e.g. `transmission`. */
  feature: string;
  /** The path from the repository root, as cucumber names it: `features/chakra/transmission.feature`. */
  uri: string;
  /** The feature's title (after `Feature:`). */
  title: string;
  /** The file's text, as it is now. */
  text: string;
  scenarios: Scenario[];
}

const cache = new Map<Game, FeatureFile[]>();

/** Every feature file of features/<game>/ (empty while the folder is empty or missing). */
export function featureFiles(game: Game): FeatureFile[] {
  const cached = cache.get(game);
  if (cached) return cached;
  const dir = path.join(repoRoot(), 'features', game);
  const names = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.feature')).sort() : [];
  const files = names.map((name): FeatureFile => {
    const feature = name.replace(/\.feature$/, '');
    const text = readFileSync(path.join(dir, name), 'utf8');
    const scenarios = parseFeature(feature, text, game);
    const title = scenarios[0]?.featureTitle ?? /^\s*Feature:\s*(.*)$/m.exec(text)?.[1]?.trim() ?? feature;
    return { game, feature, uri: `features/${game}/${name}`, title, text, scenarios };
  });
  cache.set(game, files);
  return files;
}

/** Every scenario of features/<game>/*.feature (empty while the folder is empty or missing). */
export function scenarios(game: Game): Scenario[] {
  return featureFiles(game).flatMap((f) => f.scenarios);
}

export interface DiagramRef {
  /** The game whose feature files are searched. */
  game: Game;
  /** Feature file name without `.feature`. */
  feature?: string;
  /** Scenario name (exact) within the feature, or anywhere when no feature is given. */
  scenario?: string;
  /** A tag such as `@ruling:C8`: the first scenario carrying it that sets a position. */
  tag?: string;
  /** Explicit position string: the fallback when no scenario is named or found. */
  position?: string;
}

export interface ResolvedDiagram {
  position: string;
  moves: string[];
  /** Chakart: the decisions played, with their outcomes. */
  decisions: { decision: string; outcomes: string[] }[];
  ruleset?: Ruleset;
  warriorJump?: WarriorJump;
  /** Chakart: the start's randomness and seed, if the scenario names them. */
  randomness?: number;
  seed?: number;
  square?: string;
  scenario?: Scenario;
}

/**
 * Finds the diagram's position. A named scenario that does not exist is a build error,
 * unless an explicit fallback position is given (then a warning).
 */
export function resolveDiagram(ref: DiagramRef): ResolvedDiagram {
  const named = ref.feature !== undefined || ref.scenario !== undefined || ref.tag !== undefined;
  if (named) {
    const found = scenarios(ref.game).find(
      (s) =>
        s.position !== undefined &&
        (ref.feature === undefined || s.feature === ref.feature) &&
        (ref.scenario === undefined || s.name === ref.scenario) &&
        (ref.tag === undefined || s.tags.includes(ref.tag)),
    );
    if (found?.position) {
      return {
        position: found.position,
        moves: found.moves,
        decisions: found.decisions,
        ruleset: found.ruleset,
        warriorJump: found.warriorJump,
        randomness: found.randomness,
        seed: found.seed,
        square: found.square,
        scenario: found,
      };
    }
    const what = JSON.stringify({ game: ref.game, feature: ref.feature, scenario: ref.scenario, tag: ref.tag });
    if (!ref.position) throw new Error(`Diagram: no scenario with a position matches ${what}`);
    console.warn(`[docs] Diagram: no scenario matches ${what}; using the explicit position.`);
  }
  if (!ref.position) throw new Error('Diagram: give a scenario reference or a position');
  return { position: ref.position, moves: [], decisions: [] };
}
