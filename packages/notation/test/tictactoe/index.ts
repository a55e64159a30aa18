// Tic-tac-toe as text: the fifth game through the text contract (contract.ts), kept in the test
// tree and registered only in tests (ADDING-A-GAME.md). Its rules are the rules package's test
// game (packages/rules/test/tictactoe/game.ts, T1-T4); everything below is what a game's text
// module is made of, built from the notation's game-neutral functions as chakra/, shakti/,
// medea/ and chakart/ build theirs:
//   position string  `XO./.X./..O w`: rows 3 to 1, X White's mark, O Black's, . empty; the side to move
//   move text        the square: `b2`
//   facts            `{"square":"b2"}`, with `end` when the move ended the game
//   log              start line `{"event":"start",…,"game":"tictactoe","setup":…,"options":{"misere":false},…}`
//   record           `[Game "Tic-tac-toe"]`, `[Misere "on"]` when so, `1. b2 a1 2. …`
import * as z from 'zod/mini';
import { ticTacToe, type TicTacToeFacts, type TicTacToeMove, type TicTacToeOptions, type TicTacToePosition } from '../../../rules/test/tictactoe/game.ts';
// Only the package's public entry, as a game written outside the repository would import it.
import { endingWords, fail, kit, ok, statusWords, type DecisionOf, type GameText, type GameTypes, type PlayerActionOf, type PlayText, type Result, type TextError, type TextGame } from '../../src/index.ts';

const {
  buildLogWith,
  diffFields,
  factsEndWords,
  playActionWith,
  replayLogWith,
  startFromEventWith,
  startReplayWith,
  LOG_FORMAT,
  joinLines,
  writeEventLineWith,
  moveEventSchemaWith,
  readEventLineWith,
  readLogWith,
  readStartWith,
  startFields,
  logToRecordWith,
  recordMovesWith,
  recordToLogWith,
  recordWriterWith,
  mapOk,
  firstProblem,
  isBoolean,
  startTags,
} = kit;
type DrawEvent = kit.DrawEvent;
type ResignEvent = kit.ResignEvent;
type TimeoutEvent = kit.TimeoutEvent;
type MoveEventOf<F> = kit.MoveEventOf<F>;
type RecordSpec<T extends GameTypes, V> = kit.RecordSpec<T, V>;

const NAME = 'tictactoe';

type Colour = 'white' | 'black';
type Rules = ReturnType<typeof ticTacToe.create>;
const rulesOf = (options?: Partial<TicTacToeOptions>): Rules => ticTacToe.create(options);

// Letters and squares ------------------------------------------------------------------------

/** The marks: X is White's, O Black's (tic-tac-toe tells the sides by letter, not by case). */
export const PIECE_LETTERS: Readonly<Record<string, string>> = { white: 'X', black: 'O' };
const FILES = 'abc';

export const squareName = (square: number): string => `${FILES[square % 3]}${Math.floor(square / 3) + 1}`;
const parseSquare = (text: string): number | undefined => (/^[a-c][1-3]$/.test(text) ? FILES.indexOf(text[0]!) + 3 * (Number(text[1]) - 1) : undefined);

// The position string ------------------------------------------------------------------------

export function parsePosition(text: string): Result<TicTacToePosition, TextError> {
  const match = /^([XO.]{3})\/([XO.]{3})\/([XO.]{3}) ([wb])$/.exec(text);
  if (match === null) return fail(1, 1, `expected three rows of X, O or . from row 3 down, then w or b (e.g. "XO./.X./..O w"), found ${JSON.stringify(text)}`);
  const rows = [match[3]!, match[2]!, match[1]!];
  const cells = rows.join('').split('').map((c) => (c === 'X' ? 'white' : c === 'O' ? 'black' : null));
  const position: TicTacToePosition = { cells, turn: match[4] === 'w' ? 'white' : 'black' };
  const problem = rulesOf().validate(position);
  return problem === undefined ? ok(position) : fail(1, undefined, problem);
}

export function formatPosition(position: TicTacToePosition): string {
  const mark = (square: number): string => (position.cells[square] === 'white' ? 'X' : position.cells[square] === 'black' ? 'O' : '.');
  const row = (rank: number): string => [0, 1, 2].map((file) => mark(rank * 3 + file)).join('');
  return `${row(2)}/${row(1)}/${row(0)} ${position.turn === 'white' ? 'w' : 'b'}`;
}

// Move text ------------------------------------------------------------------------------------

export function parseMoveSyntax(text: string): Result<number, TextError> {
  const square = parseSquare(text);
  return square === undefined ? fail(1, 1, `expected a square a1-c3, found ${JSON.stringify(text)}`) : ok(square);
}

/** T2: a mark on an empty square, while the game goes on. */
export function parseMove(position: TicTacToePosition, text: string, options?: TicTacToeOptions): Result<TicTacToeMove, TextError> {
  const square = parseMoveSyntax(text);
  if (!square.ok) return square;
  const move: TicTacToeMove = { kind: 'place', square: square.value };
  if (rulesOf(options).isLegal(position, move)) return ok(move);
  return fail(1, 1, position.cells[square.value] !== null ? `${text} is taken (T2)` : 'the game is over (T3, T4)');
}

export const formatMove = (_position: TicTacToePosition, move: TicTacToeMove): string => squareName(move.square);

// Facts ----------------------------------------------------------------------------------------

export interface GameEnd {
  readonly result: 'white' | 'black' | 'draw';
  readonly reason: 'three-in-a-row' | 'full-board' | 'repetition' | 'resignation' | 'agreement';
}

export interface FactsJson {
  readonly square: string;
  readonly end?: GameEnd;
}

export const factsToJson = (facts: TicTacToeFacts, end?: GameEnd): FactsJson => ({ square: squareName(facts.square), ...(end ? { end: { result: end.result, reason: end.reason } } : {}) });

export function factsFromJson(json: FactsJson, player: Colour): { facts: TicTacToeFacts; end?: GameEnd } {
  const facts = { player, square: parseSquare(json.square)! };
  return json.end ? { facts, end: json.end } : { facts };
}

export const canonicalFactsJson = (json: FactsJson): FactsJson => {
  const { facts, end } = factsFromJson(json, 'white');
  return factsToJson(facts, end);
};

export const diffFacts = (recorded: FactsJson, derived: FactsJson): string | undefined =>
  diffFields<FactsJson>(
    [
      ['square', (f) => ({ key: f.square, log: f.square, move: `the move marks ${f.square}` })],
      ['end', (f) => ({ key: f.end ? `${f.end.result}/${f.end.reason}` : '', log: f.end ? factsEndWords(f.end) : 'no end', move: f.end ? `the move ends the game: ${factsEndWords(f.end)}` : 'the move does not end the game' })],
    ],
    recorded,
    derived,
  );

// The event log --------------------------------------------------------------------------------

export const RESERVED_TAGS: readonly string[] = ['Game', 'SetUp', 'Result', 'Termination', 'Misere'];

export interface StartEvent {
  readonly event: 'start';
  readonly format: typeof LOG_FORMAT;
  readonly game: 'tictactoe';
  readonly setup: string;
  readonly options: TicTacToeOptions;
  readonly tags: Readonly<Record<string, string>>;
}
export type LogEvent = MoveEventOf<FactsJson> | ResignEvent | DrawEvent | TimeoutEvent;
export interface Log {
  readonly start: StartEvent;
  readonly events: readonly LogEvent[];
}

export interface StartOptions {
  /** T3: three in a row loses. */
  readonly misere?: boolean;
  /** A position or a position string; the empty board (T1) when absent. */
  readonly position?: TicTacToePosition | string;
  readonly tags?: Readonly<Record<string, string>>;
}

export function startEvent(options: StartOptions = {}): Result<StartEvent, TextError> {
  const invalid = firstProblem(isBoolean('options.misere', options.misere));
  if (invalid) return invalid;
  const tags = startTags(options.tags, RESERVED_TAGS);
  if (!tags.ok) return tags;
  const setup = typeof options.position === 'string' ? options.position : formatPosition(options.position ?? rulesOf().start());
  return ok({ event: 'start', format: LOG_FORMAT, game: 'tictactoe', setup, options: { misere: options.misere ?? false }, tags: tags.value });
}

export const writeStartLine = (start: StartEvent): string =>
  JSON.stringify({ event: 'start', format: LOG_FORMAT, game: 'tictactoe', setup: start.setup, options: { misere: start.options.misere }, tags: start.tags });
export const writeEventLine = (event: LogEvent): string => writeEventLineWith(event, canonicalFactsJson);
export const writeLog = (log: Log): string => joinLines([writeStartLine(log.start), ...log.events.map(writeEventLine)]);

const squareSchema = z.string().check(z.regex(/^[a-c][1-3]$/, { error: (issue) => `expected a square a1-c3, found ${JSON.stringify(issue.input)}` }));
const factsSchema = z.strictObject({
  square: squareSchema,
  end: z.optional(z.strictObject({ result: z.enum(['white', 'black', 'draw']), reason: z.enum(['three-in-a-row', 'full-board']) })),
});
const startSchema = z.strictObject({ ...startFields(NAME, RESERVED_TAGS), options: z.optional(z.strictObject({ misere: z.optional(z.boolean()) })) });
const moveEventSchema = moveEventSchemaWith(factsSchema) as unknown as z.ZodMiniType<MoveEventOf<FactsJson>>;

export function readStartLine(text: string, line: number = 1): Result<StartEvent, TextError> {
  return mapOk(readStartWith(text, line, NAME, startSchema), (s) => ({
    event: 'start' as const,
    format: LOG_FORMAT,
    game: 'tictactoe' as const,
    setup: s.setup,
    options: { misere: s.options?.misere ?? false },
    tags: { ...(s.tags ?? {}) },
  }));
}
export const readEventLine = (text: string, line: number): Result<LogEvent, TextError> => readEventLineWith(text, line, moveEventSchema, canonicalFactsJson);
export const readLog = (text: string): Result<Log, TextError> => readLogWith(text, readStartLine, readEventLine);

// Playing --------------------------------------------------------------------------------------

/** The rules' game state, with the options it was started with (the state itself does not hold them). */
export interface Snapshot {
  readonly status: 'active' | 'done';
  readonly value: string;
  readonly context: ReturnType<Rules['startGame']>['context'] & { readonly options: TicTacToeOptions };
}
type Event = Parameters<Rules['applyEvent']>[1];

export type Decision = DecisionOf<TicTacToeMove>;

/** Tic-tac-toe's types for the game-neutral code and the text contract. */
export interface Types {
  readonly position: TicTacToePosition;
  readonly move: TicTacToeMove;
  readonly facts: TicTacToeFacts;
  readonly factsJson: FactsJson;
  readonly end: GameEnd;
  readonly snapshot: Snapshot;
  readonly options: TicTacToeOptions;
  readonly start: StartEvent;
  readonly moveText: TicTacToeMove;
  readonly logEvent: LogEvent;
  readonly log: Log;
  readonly startOptions: StartOptions;
  readonly decision: Decision;
}

const withOptions = (state: Omit<Snapshot, 'context'> & { context: Omit<Snapshot['context'], 'options'> }, options: TicTacToeOptions): Snapshot => ({ ...state, context: { ...state.context, options } });

export const playText: PlayText<Types> = {
  parsePosition,
  parseMove,
  formatMove,
  isLegal: (position, move, options) => rulesOf(options).isLegal(position, move),
  rulesOptions: (start) => start.options,
  startGame: (start, position) => withOptions(rulesOf(start.options).startGame(position), start.options),
  applyEvent(snapshot, event) {
    const next = rulesOf(snapshot.context.options).applyEvent(snapshot, event as Event);
    return next === snapshot ? snapshot : withOptions(next, snapshot.context.options);
  },
  rejectionReason: (snapshot, event) => rulesOf(snapshot.context.options).rejectionReason(snapshot, event as Event),
  factsToJson,
  diffFacts,
};

export const startFromEvent = (event: StartEvent, line: number = 1) => startFromEventWith(playText, event, line);
export const playAction = (snapshot: Snapshot, action: PlayerActionOf<TicTacToeMove>, options: TicTacToeOptions = snapshot.context.options) =>
  playActionWith(playText, snapshot, action, options);
export const buildLog = (options: StartOptions, decisions: readonly Decision[]) => buildLogWith(playText, startEvent(options), decisions);
export const logFromMoves = (options: StartOptions, decisions: readonly Decision[]) => mapOk(buildLog(options, decisions), writeLog);

// Replaying ------------------------------------------------------------------------------------

export const gameText: GameText<Types> = { ...playText, readStartLine, readEventLine };
export const startReplay = (text: string, line: number = 1) => startReplayWith(gameText, text, line);
export const replayLog = (text: string, options = {}) => replayLogWith(gameText, text, options);

// The game record ------------------------------------------------------------------------------

const RECORD: RecordSpec<Types, boolean> = {
  gameTag: 'Tic-tac-toe',
  reservedTags: RESERVED_TAGS,
  terminations: ['three-in-a-row', 'full-board'],
  text: playText,
  initialSetup: () => formatPosition(rulesOf().start()),
  formatPosition,
  variantTags: (start) => (start.options.misere ? [['Misere', 'on']] : []),
  readVariant: (tags) => {
    const tag = tags.get('Misere');
    if (tag !== undefined && tag.value !== 'on' && tag.value !== 'off') return fail(tag.line, tag.column, `expected "on" or "off", found "${tag.value}"`);
    return ok(tag?.value === 'on');
  },
  startEvent: (misere, setup, _repetition, tags) => ({ event: 'start', format: LOG_FORMAT, game: 'tictactoe', setup, options: { misere }, tags }),
};

export const writeRecord = (input: Parameters<typeof logToRecordWith<Types, boolean>>[1]): string => logToRecordWith(RECORD, input);
export const readRecord = (text: string): Result<Log, TextError> => recordToLogWith(RECORD, text);
export const recordToLog = (text: string): Result<string, TextError> => mapOk(readRecord(text), writeLog);
export const readRecordMoves = (tags: Parameters<typeof recordMovesWith<Types, boolean>>[1]) => recordMovesWith(RECORD, tags);
export const recordWriter = (start: StartEvent) => recordWriterWith(RECORD, start);

/** The module, checked against the text contract. */
export const ticTacToeText = {
  PIECE_LETTERS,
  parsePosition,
  // The games' one voice: the move number from the marks placed (a move is X's and O's).
  statusLine: (position: TicTacToePosition) =>
    statusWords({ turn: position.turn, move: Math.floor(position.cells.filter((cell) => cell !== null).length / 2) + 1 }),
  endingWords,
  formatPosition,
  parseMoveSyntax,
  parseMove,
  formatMove,
  factsToJson,
  factsFromJson,
  canonicalFactsJson,
  diffFacts,
  RESERVED_TAGS,
  startEvent,
  writeStartLine,
  writeEventLine,
  writeLog,
  readStartLine,
  readEventLine,
  readLog,
  playText,
  startFromEvent,
  playAction,
  buildLog,
  logFromMoves,
  gameText,
  startReplay,
  replayLog,
  writeRecord,
  readRecord,
  recordToLog,
  readRecordMoves,
  recordWriter,
} satisfies TextGame<Types>;
