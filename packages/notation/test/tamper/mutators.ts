// Every single mutation of one event of a log: another move text (legal or not), the line
// re-written for another legal move with its own facts, a changed fact, a changed random
// outcome (alone or with the facts re-derived), a changed frame field (ply, player, event), two
// adjacent events swapped, an event duplicated or deleted (each also with the plies numbered
// again, as a careful tamperer would), and a changed start line (setup, settings, tags).
// Each mutant is built only when asked for (`text()`): a long log has thousands.

import { isObject, type Json, type JsonObject, type Outcome, type Snapshot, type TamperGame } from './games.ts';
import { GAME_NAMES } from '../../src/index.ts';
import { linesOf, moveLine } from './oracle.ts';

export const KINDS = ['move', 'move+facts', 'fact', 'outcome', 'outcome+facts', 'frame', 'swap', 'duplicate', 'delete', 'start'] as const;
export type Kind = (typeof KINDS)[number];

export interface Mutant {
  readonly kind: Kind;
  /** The first line the mutation changed (1: the start line); the lines before are the original's. */
  readonly line: number;
  readonly what: string;
  readonly text: () => string;
}

export interface MutateOptions {
  /** Other legal moves tried as text on a move line (Infinity: every one). */
  readonly alternatives: number;
  /** Other legal moves written with their own facts on a line. */
  readonly rederived: number;
  /** Other squares tried for a `colour:` or `lay:` outcome (Infinity: all 63). */
  readonly outcomeSquares: number;
}

export const FULL: MutateOptions = { alternatives: Infinity, rederived: 4, outcomeSquares: Infinity };

const joinLines = (lines: readonly string[]): string => lines.map((l) => `${l}\n`).join('');

/** Evenly spread picks of at most `n` items, always the same ones. */
export function spread<T>(items: readonly T[], n: number): T[] {
  if (items.length <= n) return [...items];
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(items[Math.floor((i * items.length) / n)] as T);
  return out;
}

/** A line of JSON with `key` named twice: first with `value`, then as it was. */
function keyTwice(line: string, key: string, value: Json): string {
  const at = line.indexOf(`${JSON.stringify(key)}:`);
  return `${line.slice(0, at)}${JSON.stringify(key)}:${JSON.stringify(value)},${line.slice(at)}`;
}

/** The event lines from `from` (1-based) on, with their plies numbered again by position. */
function renumbered(lines: readonly string[], from: number): string[] {
  return lines.map((l, i) => {
    if (i + 1 < Math.max(from, 2)) return l;
    try {
      const o = JSON.parse(l) as Json;
      if (!isObject(o) || typeof o['ply'] !== 'number') return l;
      return JSON.stringify({ ...o, ply: i });
    } catch {
      return l;
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Facts: every field, recursively.

type Edit = { readonly what: string; readonly value: Json };

function neighbours(game: TamperGame, square: string): string[] {
  const files = game.squares.filter((s) => s.endsWith('1')).length;
  const i = game.squares.indexOf(square);
  const f = i % files;
  const r = Math.floor(i / files);
  const ranks = game.squares.length / files;
  return [game.squares[r * files + ((f + 1) % files)] as string, game.squares[((r + 1) % ranks) * files + f] as string];
}

function valueEdits(game: TamperGame, value: Json, key: string): Edit[] {
  const out: Edit[] = [];
  if (typeof value === 'string') {
    if (game.squares.includes(value)) for (const s of neighbours(game, value)) out.push({ what: `${value}→${s}`, value: s });
    const words = game.words[key];
    if (words?.includes(value)) for (const w of words) if (w !== value) out.push({ what: `${value}→${w}`, value: w });
  } else if (typeof value === 'boolean') {
    out.push({ what: `${value}→${!value}`, value: !value });
  } else if (typeof value === 'number') {
    out.push({ what: `${value}→${value + 1}`, value: value + 1 });
  } else if (Array.isArray(value)) {
    value.forEach((element, i) => {
      out.push({ what: `[${i}] dropped`, value: value.filter((_, j) => j !== i) });
      out.push({ what: `[${i}] twice`, value: [...value.slice(0, i + 1), element, ...value.slice(i + 1)] });
      if (i + 1 < value.length) out.push({ what: `[${i}]↔[${i + 1}]`, value: [...value.slice(0, i), value[i + 1] as Json, element, ...value.slice(i + 2)] });
      for (const e of valueEdits(game, element, key)) out.push({ what: `[${i}] ${e.what}`, value: value.map((x, j) => (j === i ? e.value : x)) });
    });
  } else if (isObject(value)) {
    for (const [k, v] of Object.entries(value)) {
      const { [k]: _, ...rest } = value;
      out.push({ what: `${k} dropped`, value: rest });
      for (const e of valueEdits(game, v, k)) out.push({ what: `${k} ${e.what}`, value: { ...value, [k]: e.value } });
    }
    out.push({ what: 'an unknown field', value: { ...value, note: 'x' } });
  }
  return out;
}

/** Every edit of a move line's facts: each field changed or dropped, fields added, an end added. */
export function factEdits(game: TamperGame, facts: JsonObject): Edit[] {
  const out = valueEdits(game, facts, 'facts');
  for (const [k, v] of game.factFields) if (facts[k] === undefined) out.push({ what: `${k} added`, value: { ...facts, [k]: v } });
  if (facts['end'] === undefined) for (const end of game.ends) out.push({ what: `end ${end.result}/${end.reason} added`, value: { ...facts, end } });
  // A square that is no square at all, once per line.
  const first = Object.entries(facts).find(([, v]) => typeof v === 'string' && game.squares.includes(v));
  if (first) out.push({ what: `${first[0]} not a square`, value: { ...facts, [first[0]]: 'z9' } });
  return out;
}

// ---------------------------------------------------------------------------------------------
// Outcomes (Chakart).

const DIRECTIONS = ['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw'];
const EGGS = ['kingboo', 'koopa', 'toadette', 'chomp', 'daisy', 'bowser', 'luigi', 'waluigi'];
const TOADETTE = ['q', 'r', 'n', 'b', 'k'];
const ADDED = ['push:n', 'egg:daisy', 'colour:e4', 'toadette:q', 'lay:e4'];

/** Every other value of an outcome's kind. */
function otherOutcomes(game: TamperGame, text: string, squares: number): string[] {
  const [draw, value] = text.split(':') as [string, string];
  const values =
    draw === 'push' ? DIRECTIONS : draw === 'egg' ? EGGS : draw === 'toadette' ? TOADETTE : draw === 'colour' || draw === 'lay' ? game.squares : [];
  const others = values.filter((v) => v !== value);
  return spread(others, draw === 'colour' || draw === 'lay' ? squares : Infinity).map((v) => `${draw}:${v}`);
}

// ---------------------------------------------------------------------------------------------
// Setup text.

function charEdits(game: TamperGame, c: string): string[] {
  const cycle = (set: string): string => set[(set.indexOf(c) + 1) % set.length] as string;
  const files = game.squares.filter((s) => s.endsWith('1')).map((s) => s[0]).join('');
  const out: string[] = [];
  if (/[0-9]/.test(c)) out.push(String((Number(c) + 1) % 10), c === '1' ? '0' : c === '0' ? '1' : String(Number(c) - 1));
  else if (game.pieceLetters.includes(c)) out.push(cycle(game.pieceLetters));
  else if (files.includes(c)) out.push(cycle(files));
  if (/[a-zA-Z]/.test(c) && c.toLowerCase() !== c.toUpperCase()) out.push(c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase());
  if (!/[0-9]/.test(c)) out.push('');
  return [...new Set(out)].filter((x) => x !== c);
}

function startEdits(game: TamperGame, start: JsonObject): Edit[] {
  const out: Edit[] = [];
  const setup = typeof start['setup'] === 'string' ? start['setup'] : '';
  for (let i = 0; i < setup.length; i++) {
    for (const r of charEdits(game, setup[i] as string)) {
      out.push({ what: `setup[${i}] '${setup[i]}'→'${r}'`, value: { ...start, setup: setup.slice(0, i) + r + setup.slice(i + 1) } });
    }
  }
  out.push({ what: 'setup empty', value: { ...start, setup: '' } });
  for (const e of game.settingEdits) out.push({ what: e.what, value: e.edit(start) });
  const tags = isObject(start['tags']) ? start['tags'] : {};
  for (const name of Object.keys(tags)) {
    out.push({ what: `tag ${name} changed`, value: { ...start, tags: { ...tags, [name]: `${String(tags[name])}!` } } });
    const { [name]: _, ...rest } = tags;
    out.push({ what: `tag ${name} dropped`, value: { ...start, tags: rest } });
  }
  out.push({ what: 'a tag added', value: { ...start, tags: { ...tags, Event: 'Club night' } } });
  out.push({ what: 'tags dropped', value: Object.fromEntries(Object.entries(start).filter(([k]) => k !== 'tags')) });
  for (const name of game.reservedTags.slice(0, 3)) out.push({ what: `reserved tag ${name}`, value: { ...start, tags: { ...tags, [name]: 'x' } } });
  out.push({ what: 'a tag named __proto__', value: JSON.parse(JSON.stringify({ ...start, tags: { ...tags } }).replace('"tags":{', '"tags":{"__proto__":"x",').replace(',}', '}')) as JsonObject });
  out.push({ what: 'a tag name with a space', value: { ...start, tags: { ...tags, 'Round one': '1' } } });
  out.push({ what: 'a tag value with a line break', value: { ...start, tags: { ...tags, Site: 'a\nb' } } });
  out.push({ what: 'a tag value with an escape sequence', value: { ...start, tags: { ...tags, Site: 'a\u001b[2Jb' } } });
  out.push({ what: 'a tag value with a C1 control', value: { ...start, tags: { ...tags, Site: 'a\u009bb' } } });
  out.push({ what: 'a tag value with a line separator', value: { ...start, tags: { ...tags, Site: 'a\u2028b' } } });
  out.push({ what: 'a tag value with a lone surrogate', value: { ...start, tags: { ...tags, Site: 'a\ud800b' } } });
  out.push({ what: 'a tag value past its longest', value: { ...start, tags: { ...tags, Site: 'x'.repeat(4097) } } });
  out.push({ what: 'a tag name past its longest', value: { ...start, tags: { ...tags, [`T${'x'.repeat(64)}`]: 'x' } } });
  out.push({ what: 'more tags than a start line holds', value: { ...start, tags: { ...tags, ...Object.fromEntries(Array.from({ length: 65 }, (_, i) => [`Extra${i}`, 'x'])) } } });
  out.push({ what: 'a tag value not text', value: { ...start, tags: { ...tags, Round: 1 } } });
  out.push({ what: 'format', value: { ...start, format: 'rulebook-log/2' } });
  for (const other of GAME_NAMES) if (other !== game.name) out.push({ what: `game ${other}`, value: { ...start, game: other } });
  out.push({ what: 'event', value: { ...start, event: 'begin' } });
  out.push({ what: 'setup dropped', value: Object.fromEntries(Object.entries(start).filter(([k]) => k !== 'setup')) });
  out.push({ what: 'an unknown field', value: { ...start, ply: 0 } });
  return out;
}

// ---------------------------------------------------------------------------------------------

/** A cheap deterministic choice (for the outcomes of a re-derived line). */
const pick = (seed: number, n: number): number => Math.abs(Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) >>> 7) % n;

/** The re-derived line for a legal move, or undefined when it cannot be drawn. */
function rederivedLine(game: TamperGame, before: Snapshot, move: unknown, ply: number, seed: number, choose?: (options: readonly Outcome[], i: number) => Outcome): string | undefined {
  let outcomes: Outcome[] | undefined;
  if (game.chance !== undefined) {
    outcomes = game.chance.draw(before, move, choose ?? ((options, i) => options[pick(seed + i, options.length)] as Outcome));
    if (outcomes === undefined) return undefined;
  }
  const next = game.apply(before, move, outcomes);
  if (next === undefined) return undefined;
  return JSON.stringify(moveLine(game, ply, game.turn(before), game.format(before, move), next, outcomes));
}

/**
 * Every mutant of a consistent log. `states[k]`: the machine after line k + 1 (oracle.trace).
 */
export function mutants(game: TamperGame, text: string, states: readonly Snapshot[], options: MutateOptions = FULL): Mutant[] {
  const lines = linesOf(text);
  const out: Mutant[] = [];
  const replace = (kind: Kind, line: number, what: string, make: () => string) =>
    out.push({ kind, line, what, text: () => joinLines(lines.map((l, i) => (i === line - 1 ? make() : l))) });
  const withLines = (kind: Kind, line: number, what: string, make: () => string[]) => out.push({ kind, line, what, text: () => joinLines(make()) });

  // The start line.
  const start = JSON.parse(lines[0] as string) as JsonObject;
  for (const e of startEdits(game, start)) replace('start', 1, e.what, () => JSON.stringify(e.value));
  // A byte order mark at the very start is skipped (consistent); before a later line it is refused.
  replace('start', 1, 'a byte order mark', () => `\uFEFF${lines[0]}`);
  for (const key of Object.keys(start)) replace('start', 1, `the key ${key} twice`, () => keyTwice(lines[0] as string, key, 'x'));

  for (let line = 1; line <= lines.length; line++) {
    const here = lines[line - 1] as string;
    const ply = line - 1;
    // Swapped with the next line; duplicated; deleted: as they are, and with the plies numbered again.
    if (line < lines.length) {
      const swap = () => lines.map((l, i) => (i === line - 1 ? (lines[line] as string) : i === line ? here : l));
      withLines('swap', line, `lines ${line} and ${line + 1}`, swap);
      if (line >= 2) withLines('swap', line, `lines ${line} and ${line + 1}, plies renumbered`, () => renumbered(swap(), line));
    }
    const twice = () => [...lines.slice(0, line), here, ...lines.slice(line)];
    withLines('duplicate', line + 1, `line ${line}`, twice);
    if (line >= 2) withLines('duplicate', line + 1, `line ${line}, plies renumbered`, () => renumbered(twice(), line + 1));
    const gone = () => lines.filter((_, i) => i !== line - 1);
    withLines('delete', line, `line ${line}`, gone);
    if (line >= 2) withLines('delete', line, `line ${line}, plies renumbered`, () => renumbered(gone(), line));
    if (line === 1) continue;

    const o = JSON.parse(here) as JsonObject;
    const before = states[line - 2] as Snapshot;
    // A change that leaves the line as it was (two equal outcomes swapped) is no mutant.
    const set = (kind: Kind, what: string, value: JsonObject) => {
      const made = JSON.stringify(value);
      if (made !== here) replace(kind, line, what, () => made);
    };

    // Frame: ply, player, event, fields, the line's text.
    const p = o['ply'] as number;
    set('frame', 'ply +1', { ...o, ply: p + 1 });
    set('frame', 'ply -1', { ...o, ply: p - 1 });
    set('frame', 'ply as text', { ...o, ply: String(p) });
    set('frame', 'ply not whole', { ...o, ply: p + 0.5 });
    if (o['player'] !== undefined) set('frame', 'player', { ...o, player: o['player'] === 'white' ? 'black' : 'white' });
    for (const k of Object.keys(o)) {
      const { [k]: _, ...rest } = o;
      set('frame', `${k} dropped`, rest);
    }
    set('frame', 'an unknown field', { ...o, note: 'x' });
    if (game.chance === undefined && o['event'] === 'move') set('frame', 'outcomes added', { ...o, outcomes: [] });
    set('frame', 'event Move', { ...o, event: 'Move' });
    set('frame', 'event start', { ...o, event: 'start' });
    const turn = game.turn(before);
    const mover = typeof o['player'] === 'string' ? o['player'] : turn;
    if (o['event'] !== 'resign') {
      set('frame', 'a resignation instead', { event: 'resign', ply: p, player: mover });
      set('frame', 'a resignation of the other side instead', { event: 'resign', ply: p, player: mover === 'white' ? 'black' : 'white' });
    }
    if (o['event'] !== 'draw') set('frame', 'a draw instead', { event: 'draw', ply: p });
    replace('frame', line, 'a blank line', () => '');
    replace('frame', line, 'truncated', () => here.slice(0, -1));
    replace('frame', line, 'a trailing space', () => `${here} `);
    replace('frame', line, 'a carriage return (CRLF)', () => `${here}\r`);
    replace('frame', line, 'a byte order mark before it', () => `\uFEFF${here}`);
    // A key named twice, the first with another value: a reader that keeps the last reads the line as it was.
    for (const key of Object.keys(o)) replace('frame', line, `the key ${key} twice`, () => keyTwice(here, key, key === 'move' ? 'BOGUS' : key === 'ply' ? p + 1 : 'x'));
    replace('frame', line, 'null', () => 'null');
    replace('frame', line, 'an array', () => '[]');

    // Another move: each legal alternative as text (facts kept), and texts near the line's own.
    const legal = before.value === 'over' ? [] : game.legal(before);
    const texts = legal.map((m) => game.format(before, m));
    if (o['event'] === 'move') {
      const move = o['move'] as string;
      const others = legal.map((m, i) => ({ m, text: texts[i] as string })).filter((x) => x.text !== move);
      for (const alt of spread(others, options.alternatives)) set('move', `move ${alt.text}`, { ...o, move: alt.text });
      const squares = move.match(/[a-h][1-8]/g) ?? [];
      const near = [
        '',
        'pass',
        `${move}+`,
        move.slice(0, -1),
        move.slice(1),
        `${move[0] === move[0]?.toUpperCase() ? move[0]?.toLowerCase() : move[0]?.toUpperCase()}${move.slice(1)}`,
        squares.length >= 2 ? move.replace(squares[0] as string, '§').replace(squares[1] as string, squares[0] as string).replace('§', squares[1] as string) : `${move}${move}`,
        ` ${move}`,
        ...[-2, 2].map((d) => {
          const other = lines[line - 1 + d];
          try {
            return other === undefined ? '' : String((JSON.parse(other) as JsonObject)['move'] ?? '');
          } catch {
            return '';
          }
        }),
      ];
      // Each character dropped, or in the other case (`=q`, `ta2b4`, `PE2-e4`).
      for (let i = 0; i < move.length; i++) {
        const c = move[i] as string;
        near.push(move.slice(0, i) + move.slice(i + 1));
        const other = c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase();
        if (other !== c) near.push(move.slice(0, i) + other + move.slice(i + 1));
      }
      for (const t of new Set(near)) if (t !== move && !texts.includes(t)) set('move', `move "${t}"`, { ...o, move: t });
      // The same move in another form the reader documents (a capture without `x`, …), and
      // another move's such forms.
      const forms = game.otherTexts(before, legal);
      const at = texts.indexOf(move);
      for (const t of forms[at] ?? []) set('move', `move "${t}", another form of ${move}`, { ...o, move: t });
      for (const [i, f] of forms.entries()) if (i !== at && f.length > 0 && i % 4 === line % 4) set('move', `move "${f[0]}", a form of ${texts[i]}`, { ...o, move: f[0] as string });
    }
    // Another legal move, its line written in full: this line agrees, a later one may not.
    if (legal.length > 0) {
      const others = legal.filter((_, i) => o['event'] !== 'move' || texts[i] !== o['move']);
      spread(others, options.rederived).forEach((m, i) => {
        const made = rederivedLine(game, before, m, ply, line * 1000 + i);
        if (made !== undefined) replace('move+facts', line, `line for ${game.format(before, m)}`, () => made);
      });
    }
    if (o['event'] !== 'move') continue;

    // Facts.
    if (isObject(o['facts'])) for (const e of factEdits(game, o['facts'])) set('fact', `facts: ${e.what}`, { ...o, facts: e.value });
    else set('fact', 'facts not an object', { ...o, facts: [] });

    // Random outcomes.
    if (game.chance === undefined) continue;
    const list = Array.isArray(o['outcomes']) ? (o['outcomes'] as string[]) : [];
    const withOutcomes = (what: string, value: Json[]) => set('outcome', what, { ...o, outcomes: value });
    list.forEach((t, i) => {
      for (const other of otherOutcomes(game, t, options.outcomeSquares)) withOutcomes(`outcome ${i + 1} ${t}→${other}`, list.map((x, j) => (j === i ? other : x)));
      withOutcomes(`outcome ${i + 1} dropped`, list.filter((_, j) => j !== i));
      withOutcomes(`outcome ${i + 1} twice`, [...list.slice(0, i + 1), t, ...list.slice(i + 1)]);
      if (i + 1 < list.length) withOutcomes(`outcomes ${i + 1} and ${i + 2} swapped`, [...list.slice(0, i), list[i + 1] as string, t, ...list.slice(i + 2)]);
    });
    list.forEach((t, i) => {
      for (let j = 0; j < t.length; j++) {
        const c = t[j] as string;
        const other = c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase();
        if (other !== c) withOutcomes(`outcome ${i + 1} "${t.slice(0, j)}${other}${t.slice(j + 1)}"`, list.map((x, k) => (k === i ? t.slice(0, j) + other + t.slice(j + 1) : x)));
      }
      withOutcomes(`outcome ${i + 1} with a space`, list.map((x, k) => (k === i ? x.replace(':', ': ') : x)));
    });
    for (const added of ADDED) withOutcomes(`${added} added`, [...list, added]);
    withOutcomes(`push:n added first`, ['push:n', ...list]);
    withOutcomes('an outcome not read', [...list, 'push:north']);
    withOutcomes('an outcome in capitals', list.length > 0 ? [(list[0] as string).toUpperCase(), ...list.slice(1)] : ['PUSH:N']);
    withOutcomes('an outcome not text', [...list, 1]);
    set('outcome', 'outcomes not a list', { ...o, outcomes: list.join(' ') });

    // Another possible outcome with the facts it brings (the outcomes after it drawn again).
    const decision = legal.find((_, i) => texts[i] === o['move']);
    if (decision === undefined) continue;
    list.forEach((t, i) => {
      for (const other of otherOutcomes(game, t, options.outcomeSquares)) {
        const choose = (choices: readonly Outcome[], j: number): Outcome => {
          const want = j < i ? list[j] : j === i ? other : list[j];
          const found = choices.find((c) => game.chance?.format(c) === want);
          if (found !== undefined) return found;
          if (j === i) throw new Error('not possible');
          return choices[pick(line + j, choices.length)] as Outcome;
        };
        const made = rederivedLine(game, before, decision, ply, line, choose);
        if (made !== undefined && made !== here) replace('outcome+facts', line, `outcome ${i + 1} ${t}→${other}, facts re-derived`, () => made);
      }
    });
  }
  return out;
}
