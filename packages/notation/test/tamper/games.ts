// The four games as the tamper test sees them: the replay under test, and beside it what the
// oracle needs from the rules alone (the machine, the legal moves, the canonical text of a
// move, the facts the writer would put on the line) and the words a tamperer changes.
//
// The oracle takes nothing from replay: not its line reader, its schemas, its move reader, its
// facts comparison or its outcome checks. It reads a start line's fields itself, asks the
// rules for every legal move, writes each one as the log writer would (move text, outcomes,
// facts) and compares whole lines. Position strings are read with the package's position
// readers (their own fuzz tests cover them).

import { chakart, chakra, medea, shakti, parseSquare, squareName } from '@rulebook/rules';
import { chakra as chakraText, shakti as shaktiText, medea as medeaText, chakart as chakartText, type GameName, type TextError } from '../../src/index.ts';
import * as rules from '../support/rules.ts';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What the oracle reads of a machine snapshot (every game's snapshot has this shape). */
export interface Snapshot {
  readonly value: unknown;
  readonly status: string;
  readonly context: {
    readonly position: unknown;
    readonly lastFacts?: unknown;
    readonly result?: { readonly result: string; readonly reason: string };
  };
}

/** A random outcome (Chakart), as the rules take it. */
export type Outcome = chakart.Outcome;

/** The replay under test, as the tamper test calls it. */
export interface ReplayVerdict {
  readonly ok: boolean;
  readonly error?: TextError;
  readonly steps: readonly unknown[];
  readonly final?: Snapshot;
}

export interface TamperGame {
  readonly name: GameName;
  /** The replay under test (the game-neutral fold with this game's text). */
  readonly replay: (text: string) => ReplayVerdict;

  // ---- The oracle's view of the rules.
  /** Start-line fields besides event, format, game, setup and tags; `required` must be there. */
  readonly startFields: { readonly allowed: readonly string[]; readonly required: readonly string[] };
  readonly reservedTags: readonly string[];
  /** The game's settings from a start line, or why they are not valid. */
  readonly readSettings: (start: JsonObject) => { readonly settings: unknown } | { readonly why: string };
  /** The machine at the start, or why the setup is not a position. */
  readonly startGame: (settings: unknown, setup: string) => Snapshot | string;
  readonly turn: (snapshot: Snapshot) => 'white' | 'black';
  readonly legal: (snapshot: Snapshot) => readonly unknown[];
  /** The canonical text of a legal move. */
  readonly format: (snapshot: Snapshot, move: unknown) => string;
  /**
   * The texts the move reader documents besides the canonical one (a capture without `x`, …),
   * for every legal move; a text two moves share names neither.
   */
  readonly otherTexts: (snapshot: Snapshot, legal: readonly unknown[]) => readonly (readonly string[])[];
  /** The snapshot after the move (with the outcomes it drew), undefined when the machine refuses. */
  readonly apply: (snapshot: Snapshot, move: unknown, outcomes?: readonly Outcome[]) => Snapshot | undefined;
  /** A resignation or an agreed draw (G2), undefined when the machine refuses. */
  readonly end: (snapshot: Snapshot, event: { readonly type: 'resign'; readonly player: 'white' | 'black' } | { readonly type: 'draw' }) => Snapshot | undefined;
  /** The facts of the move that led to `after`, as the writer puts them on the line. */
  readonly factsJson: (after: Snapshot) => Json;
  /** A game with chance (Chakart): its outcome texts, read and written by the oracle itself. */
  readonly chance?: {
    readonly read: (text: string) => Outcome | undefined;
    readonly format: (outcome: Outcome) => string;
    /** The outcomes a decision draws when the game goes on with this source. */
    readonly draw: (snapshot: Snapshot, move: unknown, choose: (options: readonly Outcome[], index: number) => Outcome) => Outcome[] | undefined;
  };
  readonly positionText: (snapshot: Snapshot) => string;

  // ---- A tamperer's words.
  readonly squares: readonly string[];
  /** Each facts field holding a word, and every word it may hold. */
  readonly words: Readonly<Record<string, readonly string[]>>;
  /** Fields a facts object of this game may hold, with a value, to add where absent. */
  readonly factFields: readonly (readonly [string, Json])[];
  readonly ends: readonly { readonly result: string; readonly reason: string }[];
  /** Setup edits beyond the generic ones: other values of the settings and of the position string. */
  readonly settingEdits: readonly { readonly what: string; readonly edit: (start: JsonObject) => JsonObject }[];
  readonly pieceLetters: string;
}

const COLOURS = ['white', 'black'] as const;
const allowedKeys = (o: JsonObject, keys: readonly string[]): string | undefined => Object.keys(o).find((k) => !keys.includes(k));

/** The settings object of a start line: absent, or an object with only these keys. */
function optionsOf(start: JsonObject, keys: readonly string[]): JsonObject | string {
  const options = start['options'];
  if (options === undefined) return {};
  if (!isObject(options)) return 'options is not an object';
  const unknown = allowedKeys(options, keys);
  return unknown === undefined ? options : `options.${unknown} is not a setting`;
}

const boolOr = (value: Json | undefined, fallback: boolean): boolean | string =>
  value === undefined ? fallback : typeof value === 'boolean' ? value : 'not a boolean';

const squaresOf = (files: number, ranks: number): string[] => {
  const out: string[] = [];
  for (let r = 1; r <= ranks; r++) for (let f = 0; f < files; f++) out.push(`${String.fromCharCode(97 + f)}${r}`);
  return out;
};

const endOf = (after: Snapshot): { result: 'white' | 'black' | 'draw'; reason: string } | undefined => {
  const r = after.context.result;
  return after.value === 'over' && r !== undefined ? { result: r.result as 'white' | 'black' | 'draw', reason: r.reason } : undefined;
};

/** Texts with one character removed at the given indexes (e.g. the `x` of a capture). */
const without = (text: string, char: string): string | undefined => (text.includes(char) ? text.split(char).join('') : undefined);

// ---------------------------------------------------------------------------------------------
// Chakra.

type ChakraSettings = { ruleset: chakra.Ruleset; repetition: boolean };

const CHAKRA: TamperGame = {
  name: 'chakra',
  replay: (text) => chakraText.replayLog(text) as ReplayVerdict,
  startFields: { allowed: ['ruleset', 'options'], required: ['ruleset'] },
  reservedTags: ['Game', 'Ruleset', 'SetUp', 'Result', 'Termination', 'Repetition'],
  readSettings: (start) => {
    const ruleset = start['ruleset'];
    if (ruleset !== 'current' && ruleset !== '1995') return { why: 'ruleset' };
    const options = optionsOf(start, ['repetition']);
    if (typeof options === 'string') return { why: options };
    const repetition = boolOr(options['repetition'], true);
    if (typeof repetition === 'string') return { why: `options.repetition: ${repetition}` };
    return { settings: { ruleset, repetition } satisfies ChakraSettings };
  },
  startGame: (settings, setup) => {
    const position = chakraText.parsePosition(setup);
    if (!position.ok) return position.error.message;
    const s = settings as ChakraSettings;
    return rules.chakraGame(s.ruleset, s.repetition).startGame(position.value) as Snapshot;
  },
  turn: (s) => (s.context.position as chakra.ChakraPosition).turn,
  legal: (s) => rules.CHAKRA[(s as chakra.GameSnapshot).context.ruleset].legalMoves(s.context.position as chakra.ChakraPosition),
  format: (s, m) => chakraText.formatMove(s.context.position as chakra.ChakraPosition, m as chakra.ChakraMove),
  // move.ts: a capture without `x`; `~` before the target of a move that is not transmitted.
  otherTexts: (s, legal) =>
    legal.map((m) => {
      const text = chakraText.formatMove(s.context.position as chakra.ChakraPosition, m as chakra.ChakraMove);
      const move = m as chakra.ChakraMove;
      const out: string[] = [];
      const plain = without(text, 'x');
      if (plain !== undefined) out.push(plain);
      if (move.kind === 'piece' && move.via === undefined) {
        out.push(`${text.slice(0, 2)}~${text.slice(2)}`);
        if (plain !== undefined) out.push(`${plain.slice(0, 2)}~${plain.slice(2)}`);
      }
      return out;
    }),
  apply: (s, m) => {
    const next = rules.chakraOf(s as chakra.GameSnapshot).applyEvent(s as chakra.GameSnapshot, { type: 'move', move: m as chakra.ChakraMove });
    return next === s ? undefined : (next as Snapshot);
  },
  end: (s, e) => {
    const next = rules.chakraOf(s as chakra.GameSnapshot).applyEvent(s as chakra.GameSnapshot, e);
    return next === s ? undefined : (next as Snapshot);
  },
  factsJson: (after) => chakraText.factsToJson(after.context.lastFacts as chakra.MoveFacts, endOf(after) as never) as unknown as Json,
  positionText: (s) => chakraText.formatPosition(s.context.position as chakra.ChakraPosition),
  squares: squaresOf(8, 8),
  words: {
    piece: ['king', 'queen', 'samurai', 'monk', 'monkey', 'courtesan', 'pawn'],
    promotion: ['queen', 'samurai', 'monk', 'monkey', 'courtesan'],
    owner: [...COLOURS],
    face: ['knight', 'king'],
    result: ['white', 'black', 'draw'],
    reason: ['checkmate', 'stalemate', 'repetition'],
  },
  factFields: [
    ['piece', 'pawn'],
    ['via', 'd4'],
    ['captured', { square: 'd5', piece: 'pawn' }],
    ['promotion', 'queen'],
    ['transmitterCaptured', { owner: 'white', squares: ['a2', 'h2'] }],
    ['face', 'king'],
    ['check', true],
  ],
  ends: [
    { result: 'white', reason: 'checkmate' },
    { result: 'black', reason: 'checkmate' },
    { result: 'draw', reason: 'stalemate' },
    { result: 'draw', reason: 'repetition' },
  ],
  settingEdits: [
    { what: 'ruleset 1995/current', edit: (s) => ({ ...s, ruleset: s['ruleset'] === '1995' ? 'current' : '1995' }) },
    { what: 'ruleset unknown', edit: (s) => ({ ...s, ruleset: '2001' }) },
    { what: 'ruleset dropped', edit: ({ ruleset: _, ...s }) => s },
    { what: 'repetition off', edit: (s) => ({ ...s, options: { repetition: false } }) },
    { what: 'repetition on', edit: (s) => ({ ...s, options: { repetition: true } }) },
    { what: 'options dropped', edit: ({ options: _, ...s }) => s },
    { what: 'repetition not a boolean', edit: (s) => ({ ...s, options: { repetition: 'no' } }) },
    { what: 'an unknown option', edit: (s) => ({ ...s, options: { ...(isObject(s['options']) ? s['options'] : {}), clock: 5 } }) },
  ],
  pieceLetters: 'KQSMNCPkqsmncp',
};

// ---------------------------------------------------------------------------------------------
// Shakti.

type ShaktiSettings = { warriorJump: shakti.WarriorJump; repetition: boolean };

const SHAKTI: TamperGame = {
  name: 'shakti',
  replay: (text) => shaktiText.replayLog(text) as ReplayVerdict,
  startFields: { allowed: ['options'], required: [] },
  reservedTags: ['Game', 'WarriorJump', 'SetUp', 'Result', 'Termination', 'Repetition'],
  readSettings: (start) => {
    const options = optionsOf(start, ['warriorJump', 'repetition']);
    if (typeof options === 'string') return { why: options };
    const jump = options['warriorJump'] ?? 'seen';
    if (jump !== 'seen' && jump !== 'adjacent') return { why: 'options.warriorJump' };
    const repetition = boolOr(options['repetition'], true);
    if (typeof repetition === 'string') return { why: `options.repetition: ${repetition}` };
    return { settings: { warriorJump: jump, repetition } satisfies ShaktiSettings };
  },
  startGame: (settings, setup) => {
    const position = shaktiText.parsePosition(setup);
    if (!position.ok) return position.error.message;
    const s = settings as ShaktiSettings;
    return rules.shaktiGame(s.warriorJump, s.repetition).startGame(position.value) as Snapshot;
  },
  turn: (s) => (s.context.position as shakti.ShaktiPosition).turn,
  legal: (s) => rules.shaktiOf(s as shakti.GameSnapshot).legalMoves(s.context.position as shakti.ShaktiPosition),
  format: (s, m) => shaktiText.formatMove(s.context.position as shakti.ShaktiPosition, m as shakti.ShaktiMove),
  // move.ts: a capture without `x`, a jump without `/` and its tile.
  otherTexts: (s, legal) =>
    legal.map((m) => {
      const text = shaktiText.formatMove(s.context.position as shakti.ShaktiPosition, m as shakti.ShaktiMove);
      const out: string[] = [];
      const plain = without(text, 'x');
      if (plain !== undefined) out.push(plain);
      if (text.includes('/')) out.push(text.slice(0, text.indexOf('/')));
      return out;
    }),
  apply: (s, m) => {
    const next = rules.shaktiOf(s as shakti.GameSnapshot).applyEvent(s as shakti.GameSnapshot, { type: 'move', move: m as shakti.ShaktiMove });
    return next === s ? undefined : (next as Snapshot);
  },
  end: (s, e) => {
    const next = rules.shaktiOf(s as shakti.GameSnapshot).applyEvent(s as shakti.GameSnapshot, e);
    return next === s ? undefined : (next as Snapshot);
  },
  factsJson: (after) => shaktiText.factsToJson(after.context.lastFacts as shakti.ShaktiFacts, endOf(after) as never) as unknown as Json,
  positionText: (s) => shaktiText.formatPosition(s.context.position as shakti.ShaktiPosition),
  squares: squaresOf(7, 7),
  words: {
    piece: ['king', 'warrior'],
    result: ['white', 'black', 'draw'],
    reason: ['checkmate', 'no-moves', 'repetition'],
  },
  factFields: [
    ['piece', 'warrior'],
    ['from', 'd4'],
    ['to', 'd5'],
    ['captured', { cell: 'd4', piece: 'warrior' }],
    ['removedTile', 'c3'],
    ['pass', true],
    ['check', true],
  ],
  ends: [
    { result: 'white', reason: 'checkmate' },
    { result: 'black', reason: 'checkmate' },
    { result: 'draw', reason: 'no-moves' },
    { result: 'draw', reason: 'repetition' },
  ],
  settingEdits: [
    {
      what: 'warriorJump seen/adjacent',
      edit: (s) => {
        const o = isObject(s['options']) ? s['options'] : {};
        return { ...s, options: { ...o, warriorJump: o['warriorJump'] === 'adjacent' ? 'seen' : 'adjacent' } };
      },
    },
    { what: 'warriorJump unknown', edit: (s) => ({ ...s, options: { ...(isObject(s['options']) ? s['options'] : {}), warriorJump: 'far' } }) },
    {
      what: 'warriorJump dropped',
      edit: (s) => {
        const { warriorJump: _, ...o } = isObject(s['options']) ? s['options'] : {};
        return { ...s, options: o };
      },
    },
    { what: 'repetition off', edit: (s) => ({ ...s, options: { ...(isObject(s['options']) ? s['options'] : {}), repetition: false } }) },
    { what: 'options dropped', edit: ({ options: _, ...s }) => s },
    { what: 'an unknown option', edit: (s) => ({ ...s, options: { ...(isObject(s['options']) ? s['options'] : {}), ruleset: 'current' } }) },
  ],
  pieceLetters: 'KWkw',
};

// ---------------------------------------------------------------------------------------------
// Medea.

type MedeaSettings = { repetition: boolean };

/** Every text medea/move.ts documents for a capture path: its start, its end, any of its landings in order. */
function landingForms(from: string, landings: readonly string[]): string[] {
  const between = landings.slice(0, -1);
  const last = landings[landings.length - 1] as string;
  const out: string[] = [];
  for (let mask = 0; mask < 1 << between.length; mask++) {
    const kept = between.filter((_, i) => mask & (1 << i));
    out.push([from, ...kept, last].join('x'));
  }
  return out;
}

const MEDEA: TamperGame = {
  name: 'medea',
  replay: (text) => medeaText.replayLog(text) as ReplayVerdict,
  startFields: { allowed: ['options'], required: [] },
  reservedTags: ['Game', 'SetUp', 'Result', 'Termination', 'Repetition'],
  readSettings: (start) => {
    const options = optionsOf(start, ['repetition']);
    if (typeof options === 'string') return { why: options };
    const repetition = boolOr(options['repetition'], true);
    if (typeof repetition === 'string') return { why: `options.repetition: ${repetition}` };
    return { settings: { repetition } satisfies MedeaSettings };
  },
  startGame: (settings, setup) => {
    const position = medeaText.parsePosition(setup);
    if (!position.ok) return position.error.message;
    return rules.medeaGame((settings as MedeaSettings).repetition).startGame(position.value) as Snapshot;
  },
  turn: (s) => (s.context.position as medea.MedeaPosition).turn,
  legal: (s) => rules.MEDEA.legalMoves(s.context.position as medea.MedeaPosition),
  format: (s, m) => medeaText.formatMove(s.context.position as medea.MedeaPosition, m as medea.MedeaMove),
  // move.ts: any legal path of a capture, with only some of its landings; a replacement without `x`.
  otherTexts: (s, legal) => {
    const position = s.context.position as medea.MedeaPosition;
    const paths = medea.capturePaths(position);
    const name = (sq: number) => squareName(sq);
    return legal.map((m) => {
      const move = m as medea.MedeaMove;
      if (move.kind === 'capture') {
        const out: string[] = [];
        for (const p of paths) {
          if (p.kind !== 'capture' || !rules.MEDEA.sameMove(p, move)) continue;
          const landings = (p.path.length > 0 ? p.path : [p.to]).map(name);
          out.push(...landingForms(name(p.from), landings));
        }
        return [...new Set(out)];
      }
      const text = medeaText.formatMove(position, move);
      const plain = text.includes('~x') ? text.replace('~x', '~') : undefined;
      return plain === undefined ? [] : [plain];
    });
  },
  apply: (s, m) => {
    const next = rules.medeaOf(s as medea.GameSnapshot).applyEvent(s as medea.GameSnapshot, { type: 'move', move: m as medea.MedeaMove });
    return next === s ? undefined : (next as Snapshot);
  },
  end: (s, e) => {
    const next = rules.medeaOf(s as medea.GameSnapshot).applyEvent(s as medea.GameSnapshot, e);
    return next === s ? undefined : (next as Snapshot);
  },
  factsJson: (after) => medeaText.factsToJson(after.context.lastFacts as medea.MedeaFacts, endOf(after) as never) as unknown as Json,
  positionText: (s) => medeaText.formatPosition(s.context.position as medea.MedeaPosition),
  squares: squaresOf(8, 8),
  words: {
    piece: ['man', 'king'],
    result: ['white', 'black', 'draw'],
    reason: ['no-pieces', 'no-moves', 'repetition'],
  },
  factFields: [
    ['piece', 'man'],
    ['via', 'a2'],
    ['path', ['d4']],
    ['captured', [{ square: 'd5', piece: 'man' }]],
    ['promoted', true],
  ],
  ends: [
    { result: 'white', reason: 'no-pieces' },
    { result: 'black', reason: 'no-moves' },
    { result: 'draw', reason: 'repetition' },
  ],
  settingEdits: [
    { what: 'repetition off', edit: (s) => ({ ...s, options: { repetition: false } }) },
    { what: 'repetition on', edit: (s) => ({ ...s, options: { repetition: true } }) },
    { what: 'options dropped', edit: ({ options: _, ...s }) => s },
    { what: 'an unknown option', edit: (s) => ({ ...s, options: { warriorJump: 'seen' } }) },
  ],
  pieceLetters: 'MKmk',
};

// ---------------------------------------------------------------------------------------------
// Chakart.

const DIRECTIONS = ['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw'] as const;
const EGGS = ['kingboo', 'koopa', 'toadette', 'chomp', 'daisy', 'bowser', 'luigi', 'waluigi'] as const;
const TOADETTE: Readonly<Record<string, chakart.PromotionPiece>> = { q: 'queen', r: 'rook', n: 'knight', b: 'bishop', k: 'king' };

/** The oracle's own reading of an outcome text (README, Formats: push:n, egg:daisy, colour:g8, toadette:q, lay:g7). */
function readOutcome(text: string): Outcome | undefined {
  const m = /^(push|egg|colour|toadette|lay):(.+)$/.exec(text);
  if (!m) return undefined;
  const [, draw, value] = m as unknown as [string, string, string];
  const square = /^[a-h][1-8]$/.test(value) ? parseSquare(value) : undefined;
  switch (draw) {
    case 'push':
      return (DIRECTIONS as readonly string[]).includes(value) ? { draw: 'push', direction: value as chakart.Direction } : undefined;
    case 'egg':
      return (EGGS as readonly string[]).includes(value) ? { draw: 'egg', outcome: value as chakart.EggOutcome } : undefined;
    case 'toadette':
      return TOADETTE[value] !== undefined ? { draw: 'toadette', piece: TOADETTE[value] } : undefined;
    case 'colour':
      return square === undefined ? undefined : { draw: 'colour', square };
    default:
      return square === undefined ? undefined : { draw: 'lay', square };
  }
}

function writeOutcome(o: Outcome): string {
  switch (o.draw) {
    case 'push':
      return `push:${o.direction}`;
    case 'egg':
      return `egg:${o.outcome}`;
    case 'toadette':
      return `toadette:${Object.keys(TOADETTE).find((k) => TOADETTE[k] === o.piece)}`;
    case 'colour':
      return `colour:${squareName(o.square)}`;
    case 'lay':
      return `lay:${squareName(o.square)}`;
  }
}

type ChakartSettings = { randomness: 0 | 1 | 2; seed?: number };

const CHAKART: TamperGame = {
  name: 'chakart',
  replay: (text) => chakartText.replayLog(text) as ReplayVerdict,
  startFields: { allowed: ['options'], required: [] },
  reservedTags: ['Game', 'Randomness', 'Seed', 'SetUp', 'Result', 'Termination'],
  readSettings: (start) => {
    const options = optionsOf(start, ['randomness', 'seed']);
    if (typeof options === 'string') return { why: options };
    const randomness = options['randomness'] ?? 2;
    if (randomness !== 0 && randomness !== 1 && randomness !== 2) return { why: 'options.randomness' };
    const seed = options['seed'];
    if (seed !== undefined && !(typeof seed === 'number' && Number.isInteger(seed) && seed >= 0 && seed <= 2 ** 32 - 1)) return { why: 'options.seed' };
    // The setup is the start whatever the settings (log.ts): randomness and seed say how it was drawn.
    return { settings: { randomness, ...(seed !== undefined ? { seed } : {}) } satisfies ChakartSettings };
  },
  startGame: (_settings, setup) => {
    const position = chakartText.parsePosition(setup);
    if (!position.ok) return position.error.message;
    return rules.CHAKART.startGame(position.value) as Snapshot;
  },
  turn: (s) => (s.context.position as chakart.ChakartPosition).turn,
  legal: (s) => rules.CHAKART.legalMoves(s.context.position as chakart.ChakartPosition),
  format: (s, m) => chakartText.formatMove(s.context.position as chakart.ChakartPosition, m as chakart.Decision),
  // move.ts: `-` and `x` either way, a swap's squares in either order.
  otherTexts: (s, legal) =>
    legal.map((m) => {
      const text = chakartText.formatMove(s.context.position as chakart.ChakartPosition, m as chakart.Decision);
      const swap = /^([a-h][1-8])<>([a-h][1-8])$/.exec(text);
      if (swap) return [`${swap[2]}<>${swap[1]}`];
      if (/^[PRNBQK][a-h][1-8]-/.test(text)) return [text.replace('-', 'x')];
      if (/^[PRNBQK][a-h][1-8]x/.test(text)) return [text.replace('x', '-')];
      return [];
    }),
  apply: (s, m, outcomes = []) => {
    const next = rules.CHAKART.applyEvent(s as chakart.GameSnapshot, { type: 'move', move: m as chakart.Decision, outcomes });
    return next === s ? undefined : (next as Snapshot);
  },
  end: (s, e) => {
    const next = rules.CHAKART.applyEvent(s as chakart.GameSnapshot, e);
    return next === s ? undefined : (next as Snapshot);
  },
  factsJson: (after) => chakartText.factsToJson(after.context.lastFacts as chakart.ChakartFacts, endOf(after) as never) as unknown as Json,
  chance: {
    read: readOutcome,
    format: writeOutcome,
    draw: (s, m, choose) => {
      let i = 0;
      try {
        return [...rules.CHAKART.play(s.context.position as chakart.ChakartPosition, m as chakart.Decision, { choose: (options) => choose(options, i++) }).facts.outcomes];
      } catch {
        return undefined;
      }
    },
  },
  positionText: (s) => chakartText.formatPosition(s.context.position as chakart.ChakartPosition),
  squares: squaresOf(8, 8),
  words: {
    step: ['move', 'leave', 'promote', 'mushroom', 'push', 'egg', 'koopa', 'chomp', 'bowser', 'colour', 'toadette', 'lay', 'shell', 'swap', 'drop', 'pass', 'freed', 'revealed'],
    piece: ['pawn', 'rook', 'knight', 'bishop', 'queen', 'king'],
    kind: ['pawn', 'rook', 'knight', 'bishop', 'queen', 'king'],
    colour: [...COLOURS],
    to: [...COLOURS],
    object: ['mushroom', 'egg', 'banana', 'bomb'],
    by: ['banana', 'bomb'],
    direction: [...DIRECTIONS],
    outcome: [...EGGS],
    hit: ['marker', 'banana', 'bomb'],
    result: ['white', 'black', 'draw'],
    reason: ['kings-captured'],
  },
  factFields: [['steps', [{ step: 'pass' }]]],
  ends: [
    { result: 'white', reason: 'kings-captured' },
    { result: 'black', reason: 'kings-captured' },
    { result: 'draw', reason: 'kings-captured' },
  ],
  settingEdits: [
    ...([0, 1, 2] as const).map((r) => ({ what: `randomness ${r}`, edit: (s: JsonObject) => ({ ...s, options: { ...(isObject(s['options']) ? s['options'] : {}), randomness: r } }) })),
    { what: 'randomness 3', edit: (s) => ({ ...s, options: { ...(isObject(s['options']) ? s['options'] : {}), randomness: 3 } }) },
    {
      what: 'randomness dropped',
      edit: (s) => {
        const { randomness: _, ...o } = isObject(s['options']) ? s['options'] : {};
        return { ...s, options: o };
      },
    },
    { what: 'seed changed', edit: (s) => ({ ...s, options: { ...(isObject(s['options']) ? s['options'] : {}), seed: 12345 } }) },
    {
      what: 'seed dropped',
      edit: (s) => {
        const { seed: _, ...o } = isObject(s['options']) ? s['options'] : {};
        return { ...s, options: o };
      },
    },
    { what: 'seed negative', edit: (s) => ({ ...s, options: { ...(isObject(s['options']) ? s['options'] : {}), seed: -1 } }) },
    { what: 'seed past 32 bits', edit: (s) => ({ ...s, options: { ...(isObject(s['options']) ? s['options'] : {}), seed: 2 ** 32 } }) },
    { what: 'seed not whole', edit: (s) => ({ ...s, options: { ...(isObject(s['options']) ? s['options'] : {}), seed: 1.5 } }) },
    { what: 'options dropped', edit: ({ options: _, ...s }) => s },
    { what: 'an unknown option', edit: (s) => ({ ...s, options: { ...(isObject(s['options']) ? s['options'] : {}), repetition: true } }) },
  ],
  pieceLetters: 'PRNBQKprnbqkmedwIiSUOCTL',
};

export const TAMPER_GAMES: Readonly<Record<GameName, TamperGame>> = { chakra: CHAKRA, shakti: SHAKTI, medea: MEDEA, chakart: CHAKART };
