// What a game gives the commands. Each command is written once against this interface and
// dispatches on the game: src/games/<game>.ts implements it (position and move text through
// @rulebook/notation, legality through @rulebook/rules), src/games/registry.ts lists them.
//
// The type parameters are the game's own: P position, M move, V variant options (the
// ruleset, the warrior jump, …), S the game machine's snapshot. The commands never look
// inside them: they only pass a game's values back to the same game.

import type { Result, TextError } from '@rulebook/notation';
import type { Colours } from '../colour.ts';
import type { Input } from '../io.ts';

export type Colour = 'white' | 'black';

/** How a game ended: the result and the game's reason (`checkmate`, `resignation`, …). */
export interface GameEnd {
  readonly result: 'white' | 'black' | 'draw';
  readonly reason: string;
}

/**
 * A command-line flag that sets one variant option of one game (`--ruleset` for Chakra,
 * `--warrior-jump` for Shakti). Every command that takes variant options declares the flags
 * of all games; the chosen game's `variant` rejects the flags that are not its own.
 */
export interface VariantFlag {
  /** Commander's flag text, e.g. `--ruleset <name>`. */
  readonly flags: string;
  /** The key commander gives the value under, e.g. `ruleset`. */
  readonly key: string;
  readonly description: string;
}

/** The values of the variant flags as commander parsed them (absent: not given). */
export type FlagValues = Readonly<Record<string, string | undefined>>;

/** A legal move with its canonical text. */
export interface MoveWithText<M> {
  readonly move: M;
  readonly text: string;
}

/** What the text board and the SVG show besides the position. */
export interface DrawOptions {
  /** Whether the side to move is in check. */
  readonly check?: boolean;
  /** Extra lines after the turn line (e.g. the end of the game). */
  readonly status?: string | undefined;
  readonly legend?: boolean;
}

export interface TextDrawOptions extends DrawOptions {
  readonly colours: Colours;
}

/** One event of a replayed log. */
export interface LogEntry<P> {
  /** 1-based line of the event in the log. */
  readonly line: number;
  readonly ply: number;
  readonly kind: 'move' | 'resign' | 'draw';
  readonly player?: Colour;
  /** Canonical move text, or `Black resigns` / `draw agreed`. */
  readonly text: string;
  /** The facts as written in the log (cell names), for moves. */
  readonly facts?: unknown;
  /** Games with chance (Chakart, G4): the random outcomes the move drew, as the log writes them. */
  readonly outcomes?: readonly string[];
  /** The position after the event, and the end of the game if the event ended it. */
  readonly position: P;
  readonly result?: GameEnd | undefined;
}

/**
 * A log being replayed a line at a time (`replay`'s stream): the notation's replayer of the
 * game, with what the commands print. Only the machine's current snapshot is kept.
 */
export interface LineReplay<P, V> {
  readonly variant: V;
  readonly start: P;
  /** The position after the last event folded. */
  position(): P;
  /** The end of the game, once an event ended it. */
  result(): GameEnd | undefined;
  /** The events folded so far. */
  events(): number;
  /** The next event line, checked and applied; an error names its line, and the game stays as it was. */
  next(text: string, line: number): Result<LogEntry<P>, TextError>;
}

/** A replayed log: everything the commands print about it, and the machine to go on with. */
export interface LoadedLog<P, V, S> {
  readonly variant: V;
  /** The log's lines, the start line first (written back in canonical form). */
  readonly lines: string[];
  /** The snapshot at the start and after each event. */
  readonly snapshots: S[];
  readonly start: P;
  readonly entries: LogEntry<P>[];
}

/** What a player does at the prompt, before it is checked. */
export type Action =
  | { readonly type: 'move'; readonly text: string }
  | { readonly type: 'resign'; readonly player: Colour }
  | { readonly type: 'draw' };

/** An accepted action: the next snapshot and the log line that records it at a ply. */
export interface Accepted<S> {
  readonly snapshot: S;
  readonly line: (ply: number) => string;
  /** What the decision did, in words, for `play` to say (Chakart's effects and outcomes). */
  readonly words?: string;
}

export type Acted<S> = { readonly ok: true; readonly value: Accepted<S> } | { readonly ok: false; readonly error: string };

export interface Game<P, M, V, S> {
  /** The name on the command line and in the log's start line: `chakra`. */
  readonly name: string;

  // Variant options ---------------------------------------------------------------------
  readonly flags: readonly VariantFlag[];
  /** The variant from the flags (defaults for those not given); a usage error for a bad value. */
  variant(values: FlagValues): V;
  /** `current ruleset`, `warrior jump seen`: how the replay summary names the variant ('' when the game has none). */
  variantWords(variant: V): string;
  /** The variant as JSON fields of the replay summary: `{ ruleset: 'current' }`. */
  variantJson(variant: V): Record<string, string | number>;
  /**
   * The variant of a new game (`new`, `play`): what the flags left open and a new game must
   * fix, such as Chakart's seed, drawn here. Absent: the variant as given.
   */
  newGameVariant?(variant: V): V;

  // Positions ---------------------------------------------------------------------------
  /** The start position (Chakart's is drawn from the variant's seed, K1). */
  initialPosition(variant: V): P;
  /** A position string, parsed and checked; a usage error when it is not a valid position. */
  parsePosition(text: string): P;
  formatPosition(position: P): string;
  turn(position: P): Colour;
  isCheck(position: P, variant: V): boolean;
  /**
   * A notice to show with this start position, never written into a log: Medea's start is a
   * provisional reconstruction (D1). Absent: nothing to say.
   */
  startNote?(position: P): string | undefined;

  // Moves -------------------------------------------------------------------------------
  /** The legal moves with their text, sorted by text for stable output. */
  legalMoves(position: P, variant: V): MoveWithText<M>[];
  /** A move as a JSON object for `moves --json` (`notation` last). */
  moveJson(position: P, move: M): Record<string, unknown>;
  play(position: P, move: M, variant: V): P;
  perft(position: P, depth: number, variant: V): number;
  /**
   * The leaf nodes under one root move, to `depth` (1 or more). Absent: the move is played and
   * `perft` counts the rest; a game of chance (Chakart) counts every outcome as a branch.
   */
  movePerft?(position: P, move: M, depth: number, variant: V): number;
  /** A line for `play` when the side to move has a forced choice (Shakti's pass, Medea's compulsory capture). */
  forcedNote(position: P, variant: V): string | undefined;
  /** Examples of move text for `play`'s help. */
  readonly moveExamples: string;
  /** The prompt of `play`, without `> ` (absent: `White to move`); Chakart names the phase. */
  prompt?(position: P): string;

  // Drawing -----------------------------------------------------------------------------
  renderText(position: P, options: TextDrawOptions): string;
  renderSvg(position: P, options: DrawOptions): string;

  // Logs (through the notation) -----------------------------------------------------------
  /** The first line of a new log. */
  startLine(variant: V, position: P, tags: Readonly<Record<string, string>>): string;
  startGame(variant: V, position: P): S;
  positionOf(snapshot: S): P;
  endOf(snapshot: S): GameEnd | undefined;
  /** Replays a log (up to a ply); an invalid log is a data error `NAME:LINE: reason`. */
  loadLog(input: Input, upToPly?: number): LoadedLog<P, V, S>;
  /**
   * A log replayed a line at a time (`replay`'s stream, src/logs.ts; games/log.ts): the start
   * line read and the game started, or the error on that line.
   */
  replayLines(text: string, line: number): Result<LineReplay<P, V>, TextError>;
  /**
   * Before `play` goes on with a log: what the log lacks to go on (Chakart's seed: the one of
   * the flags, or a fresh one), written into its start line. Absent: the log as loaded.
   */
  resumeLog?(log: LoadedLog<P, V, S>, flags: V): { readonly log: LoadedLog<P, V, S>; readonly note?: string };
  /** One decision applied to the game, checked by its machine. */
  act(snapshot: S, action: Action, variant: V): Acted<S>;
  /** The move of a replayed event in words, where the move text alone says too little. */
  describe(entry: LogEntry<P>): string | undefined;
  /** A valid log to a PGN-like record. */
  logToRecord(input: Input): string;
  /** A record back to a log. */
  recordToLog(input: Input): string;
}

/** Any game: the commands never look inside a game's positions, moves or snapshots. */
export type SomeGame = Game<unknown, unknown, unknown, unknown>;
