// The one game contract. Every game (chakra/, shakti/, medea/, chakart/) gives one
// `GameDefinition` (checked with `satisfies`), listed once in games.ts; the notation, the CLI,
// the site, the specs and the benchmarks read that list and nothing else. A definition makes
// `Game` values: the game with its options bound, so no call can fall back on a default ruleset.
import type { Colour } from './colour.ts';
import { foldOf, type GameState, type Turn } from './fold.ts';
import type { SearchBoard } from './search.ts';

export type { Colour };
export type GameResult = 'white' | 'black' | 'draw';

/** How a game ended: who won (or a draw) and why, in the game's own words. */
export interface Ending<Reason extends string = string> {
  readonly result: GameResult;
  readonly reason: Reason;
}

/** Endings every game shares (G2, G3, G5: a clock ran out), beside the game's own. */
export type CommonReason = 'resignation' | 'agreement' | 'repetition' | 'time';

/**
 * The events every game takes: a move, a resignation, an agreed draw (G2), and a player's
 * clock running out (G5, for online play: `player` is the side whose time ran out).
 */
export type CommonEvent<Move> =
  | { readonly type: 'move'; readonly move: Move }
  | { readonly type: 'resign'; readonly player: Colour }
  | { readonly type: 'draw' }
  | { readonly type: 'timeout'; readonly player: Colour };

/** One option of a game (a variant setting): its values, its default, the clause or ruling it serves. */
export type OptionSpec<V> = {
  readonly description: string;
  /** The source clause or ruling the option comes from (`C3`, `G3`, `K1`). */
  readonly source: string;
  readonly default: V;
} & ({ readonly kind: 'boolean' } | { readonly kind: 'integer'; readonly min: number; readonly max: number } | { readonly kind: 'choice'; readonly values: readonly V[] });

/** Every option of a game, by name. */
export type OptionSpecs<Options> = { readonly [K in keyof Options]-?: OptionSpec<Options[K]> };

/** The types one game brings to the contract. */
export interface GameTypes {
  readonly name: string;
  /** The variant options, every one present once a game value is made. */
  readonly options: object;
  readonly position: { readonly turn: Colour };
  readonly move: unknown;
  /** What a move caused (recorded in logs, re-derived on replay). */
  readonly facts: unknown;
  /** The game's own endings (checkmate, no-pieces, …). */
  readonly reason: string;
  /** What the game's state takes besides the common events (Medea's capture hops). */
  readonly event: { readonly type: string };
  /** The state the events fold over, beyond position, ply, facts and result. */
  readonly context: GameContextBase<GameTypes['position'], unknown, string>;
  /** Where random outcomes come from, for a game of chance (Chakart, G4); never for the others. */
  readonly chance: unknown;
}

/** What every game's state holds: the position, the ply, the last move's facts, the end. */
export interface GameContextBase<Position, Facts, Reason extends string> {
  readonly position: Position;
  readonly ply: number;
  readonly lastFacts?: Facts;
  readonly result?: Ending<Reason | CommonReason>;
}

/** A game with its options bound: every rule of the game, for that ruleset only. */
export interface Game<T extends GameTypes> {
  readonly name: T['name'];
  /** The game's name as players write it (`Chakra`). */
  readonly title: string;
  /** Every option, defaults filled in. */
  readonly options: Readonly<T['options']>;
  /** The start position (set-up as the sources and rulings give it). */
  start(): T['position'];
  /** Why a position cannot occur in this game (an error for the reader), or undefined. */
  validate(position: T['position']): string | undefined;
  legalMoves(position: T['position']): readonly T['move'][];
  isLegal(position: T['position'], move: T['move']): boolean;
  /**
   * The legal move that is `move` (`sameMove`), as `legalMoves` gives it (a game may fill in
   * what the move's identity leaves out, like a Chakra move's Transmitter square), or undefined.
   * Reading one move checks that move, not the whole list (replay's speed).
   */
  legalMove(position: T['position'], move: T['move']): T['move'] | undefined;
  /** Whether two moves are the same decision. */
  sameMove(a: T['move'], b: T['move']): boolean;
  /** A legal move played: the next position and what the move caused. Throws on an illegal move. */
  play(position: T['position'], move: T['move'], chance?: T['chance']): { position: T['position']; facts: T['facts'] };
  /** The game's own ending of a position (not repetition, which needs the history). */
  outcome(position: T['position']): Ending<T['reason']> | undefined;
  /** Whether the side to move is attacked (games with check); false in the others. */
  isCheck(position: T['position']): boolean;
  /** Equal for positions that are the same for repetition (G3). */
  positionKey(position: T['position']): string;
  /** Leaf positions at a depth (every random outcome a branch in a game of chance). */
  perft(position: T['position'], depth: number): number;
  /** Perft split by first move. */
  divide(position: T['position'], depth: number, onMove?: (done: number, total: number) => void): readonly { move: T['move']; nodes: number }[];
  /**
   * The game's fast board for a search (packages/engine), holding `position`, able to make
   * `maxPly` moves before unmaking them. Only for a game outside the registry: the registry's
   * games leave it out (a page that only plays would load it) and the engine finds their boards
   * by name (`searchBoardOf` in `@rulebook/rules/search`). Absent in a game no engine can search.
   */
  searchBoard?(position: T['position'], maxPly: number): SearchBoard<T['move'], T['position']>;
  /** The game as a fold over events: the state at the start (a set-up position or the start). */
  startGame(position?: T['position']): GameState<T['context']>;
  /** The next state; the same object when the event is refused. */
  applyEvent(state: GameState<T['context']>, event: CommonEvent<T['move']> | T['event']): GameState<T['context']>;
  /** Why an event would be refused, or undefined when it would be taken. */
  rejectionReason(state: GameState<T['context']>, event: CommonEvent<T['move']> | T['event']): string | undefined;
  /**
   * The game's turn as pure functions, from which the fold above is made and `machineOf(game)`
   * builds the same rules as an xstate state chart (for actors: a live game, a server's room).
   * The chart is built apart so that a page that only plays loads no xstate.
   */
  readonly turn: Turn<T['context'], T['move'], T['event'], { readonly position?: T['position'] } | undefined>;
}

/** A game as the registry lists it: its name, options and how to make a game value. */
export interface GameDefinition<T extends GameTypes> {
  readonly name: T['name'];
  readonly title: string;
  /** The source texts and ruling ids the game's rules come from. */
  readonly sources: string;
  readonly options: OptionSpecs<T['options']>;
  /** The game with these options (each absent one at its default); throws RangeError on a bad value. */
  create(options?: Partial<T['options']>): Game<T>;
}

/** Any game of the registry, for code generic over the games. */
export type AnyGame = Game<any>;
export type AnyGameDefinition = GameDefinition<any>;

/** `a, b or c`. */
const listOr = (items: readonly string[]): string => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`);

/**
 * The options given, completed with the defaults and checked against their specs: the
 * complete options, or the first problem in words that name the option.
 */
export function checkOptions<Options extends object>(
  specs: OptionSpecs<Options>,
  given: Readonly<Record<string, unknown>> = {},
): { ok: true; value: Options } | { ok: false; error: string } {
  for (const name of Object.keys(given)) {
    if (!Object.hasOwn(specs, name) && given[name] !== undefined) {
      return { ok: false, error: `unknown option '${name}'; options: ${Object.keys(specs).join(', ') || 'none'}` };
    }
  }
  const value: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(specs) as [string, OptionSpec<unknown>][]) {
    const v = given[name] ?? spec.default;
    if (spec.kind === 'boolean' && typeof v !== 'boolean') return { ok: false, error: `option '${name}' must be true or false, not ${JSON.stringify(v)}` };
    if (spec.kind === 'integer' && (typeof v !== 'number' || !Number.isInteger(v) || v < spec.min || v > spec.max)) {
      return { ok: false, error: `option '${name}' must be a whole number from ${spec.min} to ${spec.max}, not ${JSON.stringify(v)}` };
    }
    if (spec.kind === 'choice' && !spec.values.includes(v)) {
      return { ok: false, error: `option '${name}' must be ${listOr(spec.values.map((x) => JSON.stringify(x)))}, not ${JSON.stringify(v)}` };
    }
    value[name] = v;
  }
  return { ok: true, value: value as Options };
}

/** `checkOptions`, throwing RangeError: for `create`, where bad options are a programming error. */
export function requireOptions<Options extends object>(name: string, specs: OptionSpecs<Options>, given?: Partial<Options>): Options {
  const checked = checkOptions(specs, given as Readonly<Record<string, unknown>> | undefined);
  if (!checked.ok) throw new RangeError(`${name}: ${checked.error}`);
  return checked.value;
}

/** What a game value adds to its rules from its turn: the fold over events. */
export type EventMembers = 'startGame' | 'applyEvent' | 'rejectionReason' | 'turn';

/**
 * A game value from its rules and its turn (core/fold.ts): the events fold through the turn.
 * Without its own `legalMove`, a game's is the search of its `legalMoves`.
 */
export function gameValue<T extends GameTypes>(
  turn: Turn<T['context'], T['move'], T['event'], { readonly position?: T['position'] } | undefined>,
  rules: Omit<Game<T>, EventMembers | 'legalMove'> & Partial<Pick<Game<T>, 'legalMove'>>,
): Game<T> {
  const fold = foldOf(turn);
  return {
    legalMove: (position, move) => rules.legalMoves(position).find((legal) => rules.sameMove(legal, move)),
    ...rules,
    startGame: (position) => fold.startGame(position ? { position } : undefined),
    applyEvent: fold.applyEvent,
    rejectionReason: fold.rejectionReason,
    turn,
  };
}
