// What a game gives the commands: each command is written once against this view of a game,
// which the adapter (adapter.ts) builds for every game of the registry from the game's rules,
// its text module and its CLI part (contract.ts). The commands never look inside a game's
// positions or moves: they only pass a game's values back to the same game.

import type { Result, Tag, TextError } from '@rulebook/notation';
import type { Colours } from '../colour.ts';
import type { Input } from '../io.ts';
import type { OptionSpec } from '@rulebook/rules';

export type Colour = 'white' | 'black';

/** How a game ended: the result and the game's reason (`checkmate`, `resignation`, …). */
export interface GameEnd {
  readonly result: 'white' | 'black' | 'draw';
  readonly reason: string;
}

/** A game's options as far as they are known: given on the command line, or read from a log. */
export type Options = Readonly<Record<string, unknown>>;

/**
 * A game in progress: the text module's machine snapshot, and how many random outcomes the
 * game has drawn so far (G4: where a seed's stream goes on; 0 in games without chance).
 */
export interface State {
  readonly machine: { readonly context: { readonly position: unknown; readonly result?: GameEnd } };
  readonly drawn: number;
}

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
  /** `reveal`: the line that reveals a committed seed (Chakart online, G4), no decision. */
  readonly kind: 'move' | 'resign' | 'draw' | 'timeout' | 'reveal';
  /** Who moved, resigned, or ran out of time (G5). */
  readonly player?: Colour;
  /** Canonical move text, or `Black resigns` / `draw agreed` / `Black ran out of time`. */
  readonly text: string;
  /** A move as `--json` shows it (the rules' move object, squares by name, `notation`), made when asked. */
  readonly moveObject?: () => Record<string, unknown>;
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
export interface LineReplay<P> {
  readonly variant: Options;
  readonly start: P;
  /** The log's start event as the game's text module read it (opaque: it goes back to the same game, `recordWriter`). */
  readonly startEvent: unknown;
  /** The position after the last event folded. */
  position(): P;
  /** The end of the game, once an event ended it. */
  result(): GameEnd | undefined;
  /** The events folded so far. */
  events(): number;
  /** The game after the last event folded, to go on with (`act`): its machine, and the outcomes drawn so far (G4). */
  state(): State;
  /** The next event line, checked and applied; an error names its line, and the game stays as it was. */
  next(text: string, line: number): Result<LogEntry<P>, TextError>;
  /** A game whose chance is committed (Chakart online, G4): what was checked of its outcomes, in words. */
  chance(): string | undefined;
}

/** A replayed log: everything the commands print about it, and the game to go on with. */
export interface LoadedLog<P> {
  readonly variant: Options;
  /** The log's lines, the start line first (written back in canonical form). */
  readonly lines: string[];
  /** The game at the start and after each event. */
  readonly states: State[];
  readonly start: P;
  readonly entries: LogEntry<P>[];
}

/** What a player does at the prompt, before it is checked (G5's timeout: what a clock records; `play` has none). */
export type Action =
  | { readonly type: 'move'; readonly text: string }
  | { readonly type: 'resign'; readonly player: Colour }
  | { readonly type: 'draw' }
  | { readonly type: 'timeout'; readonly player: Colour };

/** An accepted action: the next state and the log line that records it at a ply. */
export interface Accepted {
  readonly state: State;
  readonly line: (ply: number) => string;
  /** What the decision did, in words, for `play` to say (Chakart's effects and outcomes). */
  readonly words?: string;
}

export type Acted = { readonly ok: true; readonly value: Accepted } | { readonly ok: false; readonly error: string };

/** One option of a game as the command line sets it: the rules' spec and what the help says of its default. */
export interface CommandOption {
  readonly name: string;
  readonly spec: OptionSpec<unknown>;
  /** Help words for the default (`default current`, or the game's own words). */
  readonly defaultHelp: string;
}

export interface Game<P = unknown, M = unknown> {
  /** The name on the command line and in the log's start line: `chakra`. */
  readonly name: string;

  // Options -------------------------------------------------------------------------------
  /** The rules' options, in their order: each is a flag (options.ts). */
  readonly options: readonly CommandOption[];
  /** `ruleset current`, `warrior jump seen`: how the replay summary names the options ('' for none). */
  variantWords(variant: Options): string;
  /** The options as JSON fields of the replay summary: `{ ruleset: 'current' }`. */
  variantJson(variant: Options): Record<string, unknown>;
  /** A new game's options (`new`, `play`): complete, with what a new game fixes (Chakart's seed). */
  newGameVariant(given: Options): Options;
  /** Whether a new game fixes something the flags left open, said when `play` starts one. */
  readonly fixesNewGame: boolean;

  // Positions -----------------------------------------------------------------------------
  /** The start position (Chakart's is drawn from the options' seed, K1). */
  initialPosition(variant: Options): P;
  /** A position string, parsed and checked; a usage error when it is not a valid position. */
  parsePosition(text: string, variant: Options): P;
  formatPosition(position: P): string;
  turn(position: P): Colour;
  isCheck(position: P, variant: Options): boolean;
  /** A notice shown with this start position, never written into a log (Medea's, D1). */
  startNote(position: P, variant: Options): string | undefined;

  // Moves ---------------------------------------------------------------------------------
  /** The legal moves with their text, sorted by text for stable output. */
  legalMoves(position: P, variant: Options): MoveWithText<M>[];
  /** A move as JSON for `--json`: the rules' move object, squares by name, then `notation`. */
  moveJson(position: P, move: M): Record<string, unknown>;
  /** The leaf nodes under each root move to `depth` (1 or more), sorted by move text. */
  divide(position: P, depth: number, variant: Options, onMove?: (done: number, total: number) => void): { text: string; nodes: number }[];
  /** A line for `play` when the side to move has a forced choice. */
  forcedNote(position: P, variant: Options): string | undefined;
  /** The move objects of `--json`, kind by kind, for `moves --help`. */
  readonly moveObjects: string;
  /** Examples of move text for `play`'s help. */
  readonly moveExamples: string;
  /** The prompt of `play`, without `> `. */
  prompt(position: P): string;
  /** `Move 12, White to move (check)`: the status line in the games' one voice (the notation's `statusLine`). */
  statusLine(position: P, variant: Options): string;

  // Drawing -------------------------------------------------------------------------------
  renderText(position: P, options: TextDrawOptions): string;
  renderSvg(position: P, options: DrawOptions): string;

  // Logs and records (through the notation) -----------------------------------------------
  /** The first line of a new log. */
  startLine(variant: Options, position: P, tags: Readonly<Record<string, string>>): string;
  /** The game at a start line. */
  startGame(line: string): State;
  positionOf(state: State): P;
  endOf(state: State): GameEnd | undefined;
  /** Replays a log (up to a ply); an invalid log is a data error `NAME:LINE: reason`. */
  loadLog(input: Input, upToPly?: number): LoadedLog<P>;
  /** A log replayed a line at a time: the start line read and the game started, or the error on it. */
  replayLines(text: string, line: number): Result<LineReplay<P>, TextError>;
  /** Before `play` goes on with a log: what the log lacks to go on, written into its start line. */
  resumeLog(log: LoadedLog<P>, flags: Options): { readonly log: LoadedLog<P>; readonly note?: string };
  /** One decision applied to the game, checked by its machine. */
  act(state: State, action: Action, variant: Options): Acted;
  /** The move of a replayed event in words, where the move text alone says too little. */
  describe(entry: LogEntry<P>): string | undefined;
  /** The record's Game tag: `Chakra`. */
  readonly title: string;
  /** A valid log to a PGN-like record. */
  logToRecord(input: Input): string;
  /** A record back to a log. */
  recordToLog(input: Input): string;
  /**
   * The record of a log replayed a line at a time (`replayLines`): each entry added as it is
   * replayed, the record written by `finish`. Only the record's move text is held.
   */
  recordWriter(replay: LineReplay<P>): { add(entry: LogEntry<P>): void; finish(): string };
  /**
   * A record read a line at a time once its tags are read (the notation's `recordTagReader`):
   * the log's start line, then the event lines each line of move text completes, then the last
   * ones at the end; each problem located in the record.
   */
  recordReader(tags: ReadonlyMap<string, Tag>): Result<RecordLinesReader, TextError>;
}

/** A record's move text read a line at a time into log lines. */
export interface RecordLinesReader {
  readonly startLine: string;
  line(text: string, line: number): Result<string[], TextError>;
  /** `lineCount`: the record's lines as `text.split('\n')` counts them. */
  end(lineCount: number): Result<string[], TextError>;
}

/** Any game: the commands never look inside a game's positions or moves. */
export type SomeGame = Game<unknown, unknown>;
