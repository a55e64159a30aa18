// The oracle: is a log consistent, and if not, which is the first line that no longer agrees
// with the rules? It never calls replay. Line 1 is read field by field (README, Formats);
// every later line is compared, whole, with the lines the log writer could have written
// there: for each legal move named by the line's text, the machine plays it (with the line's
// random outcomes, read by the oracle itself) and the expected line is built from what the
// machine derived; a resignation or a draw is whatever the machine takes. A line equal to one
// of them is consistent and the game goes on from it; any other line is the first affected.

import { isObject, type Json, type JsonObject, type Outcome, type Snapshot, type TamperGame } from './games.ts';

export type Verdict =
  | { readonly consistent: true; readonly final: Snapshot; readonly events: number }
  | { readonly consistent: false; readonly line: number; readonly why: string };

const LOG_FORMAT = 'rulebook-log/1';
const START_FIELDS = ['event', 'format', 'game', 'setup', 'tags'];

/** Deep equality of JSON values; object fields in any order. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => sameJson(x, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && sameJson(a[k], b[k]));
  }
  return false;
}

/** The first field in which a line differs from the expected one (for messages). */
function firstDifference(line: JsonObject, expected: JsonObject): string {
  for (const key of new Set([...Object.keys(expected), ...Object.keys(line)])) {
    if (!sameJson(line[key], expected[key])) return key;
  }
  return '';
}

/**
 * A log's lines as the format has them: one line break after each, blank lines at the end
 * ignored, a byte order mark at the very start skipped (anywhere else it is no JSON).
 */
export function linesOf(text: string): string[] {
  const lines = (text.startsWith('\uFEFF') ? text.slice(1) : text).split('\n');
  while (lines.length > 0 && lines[lines.length - 1]?.trim() === '') lines.pop();
  return lines;
}

function parse(text: string): Json | undefined {
  try {
    return JSON.parse(text) as Json;
  } catch {
    return undefined;
  }
}

/**
 * Whether valid JSON `text` has an object that names a key twice (the format refuses it: a
 * reader that keeps the last would read `"move":"BOGUS","move":"e2e3"` as e2e3). The oracle's
 * own reading: a recursive descent over the text, keys compared as JSON reads them.
 */
export function namesAKeyTwice(text: string): boolean {
  let i = 0;
  const space = () => {
    while (/\s/.test(text[i] ?? '')) i++;
  };
  const string = (): string => {
    const m = /"(?:[^"\\]|\\.)*"/y;
    m.lastIndex = i;
    const found = m.exec(text) as RegExpExecArray;
    i = m.lastIndex;
    return JSON.parse(found[0]) as string;
  };
  const value = (): boolean => {
    space();
    const c = text[i];
    if (c === '"') {
      string();
      return false;
    }
    if (c === '{' || c === '[') {
      i++;
      const keys = c === '{' ? new Set<string>() : undefined;
      for (;;) {
        space();
        if (text[i] === '}' || text[i] === ']') {
          i++;
          return false;
        }
        if (keys !== undefined) {
          const key = string();
          if (keys.has(key)) return true;
          keys.add(key);
          space();
          i++; // ':'
        }
        if (value()) return true;
        space();
        if (text[i] === ',') i++;
      }
    }
    while (i < text.length && !/[\s,\]}]/.test(text[i] as string)) i++;
    return false;
  };
  return value();
}

/** A tag name and value the format allows (README, Trust under bad input), or what is wrong. */
export function tagProblem(name: string, value: unknown): string | undefined {
  // A tag name is letters, digits and _, 64 at most; `__proto__` is no name a record can hold.
  if (!/^[A-Za-z0-9_]{1,64}$/.test(name) || name === '__proto__') return `tag name ${name}`;
  if (typeof value !== 'string' || value.length > 4096) return `tag value of ${name}`;
  // No control character (line breaks, ESC, C1), no LS or PS, no half of a surrogate pair.
  if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(value)) return `tag value of ${name}`;
  if (/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(value)) return `tag value of ${name}`;
  return undefined;
}

/** Line 1: the machine at the start, or why the line is not a start of this game. */
export function judgeStart(game: TamperGame, text: string): Snapshot | string {
  const o = parse(text);
  if (!isObject(o)) return 'not a JSON object';
  if (namesAKeyTwice(text)) return 'a key named twice';
  if (o['event'] !== 'start') return 'not a start event';
  const allowed = [...START_FIELDS, ...game.startFields.allowed];
  const unknown = Object.keys(o).find((k) => !allowed.includes(k));
  if (unknown !== undefined) return `unknown field ${unknown}`;
  const missing = ['format', 'game', 'setup', ...game.startFields.required].find((k) => o[k] === undefined);
  if (missing !== undefined) return `no ${missing}`;
  if (o['format'] !== LOG_FORMAT) return 'format';
  if (o['game'] !== game.name) return 'game';
  if (typeof o['setup'] !== 'string') return 'setup is not text';
  const tags = o['tags'];
  if (tags !== undefined) {
    if (!isObject(tags)) return 'tags is not an object';
    if (Object.keys(tags).length > 64) return 'more than 64 tags';
    for (const [name, value] of Object.entries(tags)) {
      const problem = tagProblem(name, value);
      if (problem !== undefined) return problem;
      if (game.reservedTags.includes(name)) return `reserved tag ${name}`;
    }
  }
  const settings = game.readSettings(o);
  if ('why' in settings) return settings.why;
  try {
    return game.startGame(settings.settings, o['setup']);
  } catch (e) {
    return `the rules threw at the start: ${String(e)}`;
  }
}

const over = (s: Snapshot): boolean => s.value === 'over' || s.status !== 'active';

/** The outcome texts of a move line read by the oracle, or why not. */
function readOutcomes(game: TamperGame, o: JsonObject): Outcome[] | string | undefined {
  if (game.chance === undefined) return undefined;
  const list = o['outcomes'];
  if (!Array.isArray(list)) return 'no outcomes';
  const out: Outcome[] = [];
  for (const text of list) {
    const outcome = typeof text === 'string' ? game.chance.read(text) : undefined;
    if (outcome === undefined) return `outcome ${JSON.stringify(text)}`;
    out.push(outcome);
  }
  return out;
}

/** The legal moves a move text names: by their canonical text, else by one other documented form. */
export function movesNamed(game: TamperGame, snapshot: Snapshot, text: string): unknown[] {
  const legal = game.legal(snapshot);
  const canonical = legal.filter((m) => game.format(snapshot, m) === text);
  if (canonical.length > 0) return canonical;
  const others = game.otherTexts(snapshot, legal);
  const named = legal.filter((_, i) => others[i]?.includes(text) === true);
  return named.length === 1 ? named : [];
}

/** The line a writer puts down for a move after which the machine is at `next`. */
export function moveLine(game: TamperGame, ply: number, player: string, text: string, next: Snapshot, outcomes?: readonly Outcome[]): JsonObject {
  return {
    event: 'move',
    ply,
    player,
    move: text,
    ...(game.chance !== undefined ? { outcomes: (outcomes ?? []).map(game.chance.format) } : {}),
    facts: game.factsJson(next),
  };
}

/** One event line (line `ply + 1`): the machine after it, or why it does not agree. */
export function judgeEvent(game: TamperGame, snapshot: Snapshot, text: string, ply: number): Snapshot | string {
  const o = parse(text);
  if (!isObject(o)) return 'not a JSON object';
  if (namesAKeyTwice(text)) return 'a key named twice';
  if (over(snapshot)) return 'an event after the end';
  const player = o['player'];
  switch (o['event']) {
    case 'resign': {
      if (player !== 'white' && player !== 'black') return 'resign: player';
      if (!sameJson(o, { event: 'resign', ply, player })) return 'resign: fields';
      return game.end(snapshot, { type: 'resign', player }) ?? 'resign refused';
    }
    case 'draw':
      if (!sameJson(o, { event: 'draw', ply })) return 'draw: fields';
      return game.end(snapshot, { type: 'draw' }) ?? 'draw refused';
    case 'move': {
      const move = o['move'];
      if (typeof move !== 'string') return 'move: not text';
      const outcomes = readOutcomes(game, o);
      if (typeof outcomes === 'string') return outcomes;
      const turn = game.turn(snapshot);
      let why = `move: ${move} names no legal move`;
      for (const m of movesNamed(game, snapshot, move)) {
        let next: Snapshot | undefined;
        try {
          next = game.apply(snapshot, m, outcomes);
        } catch (e) {
          return `the rules threw: ${String(e)}`;
        }
        if (next === undefined) {
          why = `move: ${move} refused with these outcomes`;
          continue;
        }
        const expected = moveLine(game, ply, turn, move, next, outcomes);
        if (sameJson(o, expected)) return next;
        why = `${firstDifference(o, expected)} differs`;
      }
      return why;
    }
    default:
      return 'event';
  }
}

/**
 * The verdict on a whole log. `from`: the lines before `from.line` are known to agree and the
 * machine before it is `from.snapshot` (a mutant of a log already judged).
 */
export function judge(game: TamperGame, text: string, from?: { readonly line: number; readonly snapshot: Snapshot }): Verdict {
  const lines = linesOf(text);
  let snapshot: Snapshot;
  let first: number;
  if (from !== undefined && from.line >= 2) {
    snapshot = from.snapshot;
    first = from.line;
  } else {
    if (lines.length === 0) return { consistent: false, line: 1, why: 'empty' };
    const start = judgeStart(game, lines[0] as string);
    if (typeof start === 'string') return { consistent: false, line: 1, why: start };
    snapshot = start;
    first = 2;
  }
  for (let line = first; line <= lines.length; line++) {
    const next = judgeEvent(game, snapshot, lines[line - 1] as string, line - 1);
    if (typeof next === 'string') return { consistent: false, line, why: next };
    snapshot = next;
  }
  return { consistent: true, final: snapshot, events: lines.length - 1 };
}

/** The machine after each line of a consistent log: `states[k]` after line k + 1. */
export function trace(game: TamperGame, text: string): Snapshot[] {
  const lines = linesOf(text);
  const start = judgeStart(game, lines[0] ?? '');
  if (typeof start === 'string') throw new Error(`the corpus log does not start: ${start}`);
  const states = [start];
  for (let line = 2; line <= lines.length; line++) {
    const next = judgeEvent(game, states[states.length - 1] as Snapshot, lines[line - 1] as string, line - 1);
    if (typeof next === 'string') throw new Error(`the corpus log disagrees at line ${line}: ${next}`);
    states.push(next);
  }
  return states;
}
