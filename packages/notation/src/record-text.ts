// The game record's game-neutral syntax and its conversion to and from a log: tag lines
// `[Name "value"]`, a blank line, numbered move text ending with the result token. A number
// opens each of White's turns; a game with chance (G4) writes a move's random outcomes after
// it in braces, `Rf8xf6 {egg:waluigi colour:g8 lay:g7}`. A finished game says its end in
// words in a comment before the result, `{White wins by checkmate} 1-0` (words.ts, the games'
// one voice); the reader checks the words, and a record without them reads as well. Notes about
// the game (an analysis: `{(+0.20 -> -1.10) blunder; best Nf3}`) are braces that begin with
// neither a letter nor a space, anywhere between moves; the reader skips them. The game supplies its Game tag,
// its variant tags (Chakra's Ruleset, Shakti's WarriorJump, Chakart's Randomness and Seed),
// its Termination words and its text and rules (a `PlayText`); each game's record.ts (chakra/,
// shakti/, medea/, chakart/) holds its record.

import type { Colour } from './rules.ts';
import { colourWord, otherColour } from './letters.ts';
import type { LogEventOf } from './log-common.ts';
import { overlongLine, withoutBom } from './jsonl.ts';
import { MAX_DERIVED_TAGS, MAX_OUTCOMES, MAX_TAG_NAME_LENGTH, MAX_TAGS } from './limits.ts';
import { PROTO, tagNameProblem, tagValueProblem } from './tags.ts';
import { endWords, gameEndOf, playActionWith, startFromEventWith, type GameTypes, type LogOf, type PlayText, type ReplayResultOf } from './game.ts';
import { fail, found, ok, type Result, type TextError } from './result.ts';
import { endingWords, type EndingLike } from './words.ts';

export type ResultToken = '1-0' | '0-1' | '1/2-1/2' | '*';
export const RESULT_TOKENS: readonly string[] = ['1-0', '0-1', '1/2-1/2', '*'];

/** The Termination words of the ends every game has without a move (G2: resignation, agreement; G5: time), written by this file's writer. */
const COMMON_TERMINATIONS: readonly string[] = ['resignation', 'agreement', 'time'];
const LINE_WIDTH = 80;

export const resultToken = (result: 'white' | 'black' | 'draw'): ResultToken =>
  result === 'white' ? '1-0' : result === 'black' ? '0-1' : '1/2-1/2';

const escapeTag = (value: string): string => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"');

/** A tag as read: where its value starts, for messages about the value. */
export interface Tag {
  readonly name: string;
  readonly value: string;
  readonly line: number;
  /** Column of the value's first character (after the opening quote). */
  readonly column: number;
  /**
   * Column of each character of the value, then of the closing quote: an escaped character
   * (`\"`) takes two columns, so a place in the value is not a fixed offset from `column`.
   */
  readonly columns: readonly number[];
}

/** The column of the value's character at `index` (from 0), for a message about the value. */
const tagColumn = (tag: Tag, index: number): number => tag.columns[Math.min(Math.max(index, 0), tag.columns.length - 1)] ?? tag.column;

interface Token {
  readonly text: string;
  readonly line: number;
  readonly column: number;
}

/** What one game's record adds to the common syntax. */
export interface RecordSpec<T extends GameTypes, Variant> {
  /** The Game tag's value: `Chakra`, `Shakti`. */
  readonly gameTag: string;
  /** The tags the record derives; every other tag is the log's. */
  readonly reservedTags: readonly string[];
  /** The game's own Termination words (its ends by the rules); the common ones (COMMON_TERMINATIONS) follow them. */
  readonly terminations: readonly string[];
  readonly text: PlayText<T>;
  /**
   * The canonical position string of the game's start position (for the variant, when the
   * start depends on it); undefined when the variant has none, so that the record always
   * carries a SetUp tag.
   */
  initialSetup(variant?: Variant): string | undefined;
  /** The variant of a start line (when `initialSetup` depends on it). */
  variantOf?(start: T['start']): Variant;
  /** The number of the first move, for a position string that does not hold one (Chakart). */
  fullmove?(position: T['position']): number;
  formatPosition(position: T['position']): string;
  /** The tags after Game that name the variant (written always). */
  variantTags(start: T['start']): [string, string][];
  /** The variant from the tags, or an error at the offending tag. */
  readVariant(tags: ReadonlyMap<string, Tag>): Result<Variant, TextError>;
  startEvent(variant: Variant, setup: string, repetition: boolean, tags: Readonly<Record<string, string>>): T['start'];
}

type FactsWithEnd = { readonly end?: { readonly result: 'white' | 'black' | 'draw'; readonly reason: string } };

/** One event of a log as its record writes it: a move's text, player and outcomes; how the game ended. */
export interface RecordEntry {
  readonly kind: 'move' | 'resign' | 'draw' | 'timeout';
  /** A move's player, who resigns, or whose time ran out (G5). */
  readonly player?: Colour;
  /** Move text (a move). */
  readonly text: string;
  /** A game with chance (G4): the outcomes the move drew. */
  readonly outcomes?: readonly string[];
  /** The end of the game, when this move ended it. */
  readonly end?: { readonly result: 'white' | 'black' | 'draw'; readonly reason: string };
}

/**
 * A record written an event at a time (a log being replayed a line at a time): only the
 * record's move text is held, in lines of at most 80 characters, until `finish` writes the
 * tags (the Result tag waits for the last event) and the move text.
 */
export interface RecordWriter {
  add(entry: RecordEntry): void;
  finish(): string;
}

/** The end a finished record's result and Termination name, as its closing comment says it. */
const endingOf = (result: ResultToken, termination: string): EndingLike => ({
  result: result === '1-0' ? 'white' : result === '0-1' ? 'black' : 'draw',
  reason: termination,
});

/** `{White wins by checkmate}`: the closing comment before the result, the end in the games' one voice. */
const endingComment = (ending: EndingLike): string => `{${endingWords(ending)}}`;

/** Whether a token opens the closing comment (`{White …`, `{Black …`, `{Draw …`); outcomes are lower case. */
const opensEndingComment = (token: Token | undefined): boolean => token !== undefined && /^\{[A-Z]/.test(token.text);

/**
 * Whether a token opens a note about the game, which the reader skips: braces whose first
 * character is neither a letter nor a space (`{(+0.20 -> -1.10) blunder; best Nf3}`, `{[%eval
 * 0.2]}`, `{!}`). Braces that begin with a lower-case letter hold a move's outcomes (G4), with
 * a capital the closing comment.
 */
const opensNote = (token: Token): boolean => /^\{[^A-Za-z\s]/.test(token.text);

/** A record's writer from a log's start event (undefined: a replay that has none). */
export function recordWriterWith<T extends GameTypes, V>(spec: RecordSpec<T, V>, start: T['start'] | undefined): RecordWriter {
  const tags: [string, string][] = [['Game', spec.gameTag]];
  let fullmove = 1;
  if (start) {
    tags.push(...spec.variantTags(start));
    const initial = spec.initialSetup(spec.variantOf?.(start));
    const setup = spec.text.parsePosition(start.setup);
    const canonical = setup.ok ? spec.formatPosition(setup.value) : start.setup;
    if (canonical !== initial) tags.push(['SetUp', canonical]);
    if (setup.ok) fullmove = firstMoveNumber(spec, setup.value);
    for (const [name, value] of Object.entries(start.tags)) tags.push([name, value]);
    if ('repetition' in start.options && start.options.repetition === false) tags.push(['Repetition', 'off']);
  }

  // The move text, wrapped at LINE_WIDTH as the tokens come.
  const lines: string[] = [];
  let current = '';
  const push = (token: string): void => {
    if (current !== '' && current.length + 1 + token.length > LINE_WIDTH) {
      lines.push(current);
      current = token;
    } else {
      current = current === '' ? token : `${current} ${token}`;
    }
  };
  // A turn is the moves of one player in a row (one move, or in Chakart a move and the
  // choices its effects ask for); a number opens each of White's turns.
  let previous: Colour | undefined;
  let moves = 0;
  let last: RecordEntry | undefined;
  return {
    add(entry) {
      last = entry;
      if (entry.kind !== 'move') return;
      const player = entry.player as Colour;
      const begins = player !== previous;
      if (begins && previous === 'black') fullmove++;
      if (begins && player === 'white') push(`${fullmove}.`);
      else if (moves === 0) push(`${fullmove}...`);
      push(entry.text);
      if (entry.outcomes !== undefined && entry.outcomes.length > 0) push(`{${entry.outcomes.join(' ')}}`);
      previous = player;
      moves++;
    },
    finish() {
      let result: ResultToken = '*';
      let termination: string | undefined;
      if (last?.kind === 'resign') [result, termination] = [resultToken(otherColour(last.player as Colour)), 'resignation'];
      else if (last?.kind === 'timeout') [result, termination] = [resultToken(otherColour(last.player as Colour)), 'time'];
      else if (last?.kind === 'draw') [result, termination] = ['1/2-1/2', 'agreement'];
      else if (last?.end !== undefined) [result, termination] = [resultToken(last.end.result), last.end.reason];
      // A finished game says its end in words before the result (the reader checks them).
      if (termination !== undefined) push(endingComment(endingOf(result, termination)));
      push(result);
      lines.push(current);
      const all: [string, string][] = [...tags, ['Result', result], ...(termination !== undefined ? [['Termination', termination] as [string, string]] : [])];
      return `${all.map(([name, value]) => `[${name} "${escapeTag(value)}"]`).join('\n')}\n\n${lines.join('\n')}\n`;
    },
  };
}

/** The record of a log (read, or replayed). */
export function logToRecordWith<T extends GameTypes, V>(spec: RecordSpec<T, V>, input: LogOf<T> | ReplayResultOf<T>): string {
  const replayed = 'steps' in input;
  const writer = recordWriterWith(spec, replayed ? input.start?.event : input.start);
  const entry = (event: LogEventOf<T['factsJson']>, text: string): RecordEntry => {
    if (event.event === 'resign' || event.event === 'timeout') return { kind: event.event, player: event.player, text };
    if (event.event === 'draw') return { kind: 'draw', text };
    const end = (event.facts as FactsWithEnd).end;
    return { kind: 'move', player: event.player, text, ...(event.outcomes !== undefined ? { outcomes: event.outcomes } : {}), ...(end ? { end } : {}) };
  };
  if (replayed) for (const step of input.steps) writer.add(entry(step.event, step.text));
  else for (const event of input.events) writer.add(entry(event, event.event === 'move' ? event.move : ''));
  return writer.finish();
}

/** The number of the first move: the position's own, or the game's reading of it. */
function firstMoveNumber<T extends GameTypes, V>(spec: RecordSpec<T, V>, position: T['position']): number {
  return spec.fullmove?.(position) ?? position.fullmove ?? 1;
}

/** `[Name "value"]` on one line. */
function readTag(text: string, line: number): Result<Tag, TextError> {
  let i = 0;
  const expected = (what: string) => fail(line, i + 1, `expected ${what}, found ${found(text, i)}`);
  if (text[i] !== '[') return expected("'['");
  i++;
  const nameStart = i;
  while (i < text.length && /[A-Za-z0-9_]/.test(text[i] as string)) i++;
  if (i === nameStart) return expected('a tag name (letters, digits, _)');
  const name = text.slice(nameStart, i);
  if (text[i] !== ' ') return expected('a space after the tag name');
  while (text[i] === ' ') i++;
  if (text[i] !== '"') return expected('\'"\' before the tag value');
  i++;
  const column = i + 1;
  let value = '';
  const columns: number[] = [];
  for (;;) {
    const c = text[i];
    if (c === undefined) return fail(line, i + 1, 'the tag value has no closing \'"\'');
    columns.push(i + 1);
    if (c === '"') break;
    if (c === '\\') {
      const next = text[i + 1];
      if (next !== '"' && next !== '\\') return fail(line, i + 1, 'a backslash in a tag value escapes only \'"\' or \'\\\'');
      value += next;
      i += 2;
      continue;
    }
    value += c;
    i++;
  }
  i++;
  if (text[i] !== ']') return expected("']' after the tag value");
  i++;
  while (text[i] === ' ' || text[i] === '\t') i++;
  if (i < text.length) return expected('the end of the line after the tag');
  return ok({ name, value, line, column, columns });
}

/** A record's lines: split at line breaks (a `\r` before one dropped), without a byte order mark before the first. */
export const recordLines = (text: string): string[] => withoutBom(text).split('\n').map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l));

const tooManyRecordTags = `a record holds at most ${MAX_TAGS} tags besides those it derives`;

/**
 * A record's tag section read a line at a time, whatever the game: the tags by name, each
 * within the limits of a log's tags (limits.ts). Blank lines before and between the tags are
 * passed over; the first other line that does not start with '[' begins the move text.
 */
export interface RecordTagReader {
  readonly tags: ReadonlyMap<string, Tag>;
  /** The next line: true when it was a tag or blank, false when the move text begins with it (it is not read), or its problem. */
  line(text: string, line: number): Result<boolean, TextError>;
}

export function recordTagReader(): RecordTagReader {
  const tags = new Map<string, Tag>();
  return {
    tags,
    line(text, line) {
      const long = overlongLine(text, line);
      if (long !== undefined) return long;
      if (text.trim() === '') return ok(true);
      if (!text.startsWith('[')) return ok(false);
      const read = readTag(text, line);
      if (!read.ok) return read;
      const tag = read.value;
      if (tag.name.length > MAX_TAG_NAME_LENGTH) return fail(line, 2 + MAX_TAG_NAME_LENGTH, tagNameProblem(tag.name) as string);
      const problem = tagValueProblem(tag.value);
      if (problem !== undefined) return fail(line, tagColumn(tag, problem.index), problem.message);
      if (tags.has(tag.name)) return fail(line, 2, `a second ${tag.name} tag`);
      // Held until the game is known, which tells the tags it derives: a guard here, the exact count there.
      if (tags.size >= MAX_TAGS + MAX_DERIVED_TAGS) return fail(line, 1, tooManyRecordTags);
      tags.set(tag.name, tag);
      return ok(true);
    },
  };
}

/** The tags of a whole record's text, and the index of the line its move text begins on. */
function readRecordTags(lines: readonly string[]): Result<{ tags: ReadonlyMap<string, Tag>; next: number }, TextError> {
  const reader = recordTagReader();
  let index = 0;
  for (; index < lines.length; index++) {
    const read = reader.line(lines[index] as string, index + 1);
    if (!read.ok) return read;
    if (!read.value) break;
  }
  return ok({ tags: reader.tags, next: index });
}

/** The Game tag's value, from a record's tags (for `recordGame`). */
export function recordGameTag(text: string): Result<Tag, TextError> {
  const read = readRecordTags(recordLines(text));
  if (!read.ok) return read;
  return gameTagOf(read.value.tags);
}

/** The Game tag of a record's tags, or the error that there is none. */
export function gameTagOf(tags: ReadonlyMap<string, Tag>): Result<Tag, TextError> {
  const game = tags.get('Game');
  if (game === undefined) return fail(1, 1, 'the record has no Game tag');
  return ok(game);
}

const describeOutcomes = (outcomes: readonly string[]): string => (outcomes.length === 0 ? "'{'" : `'{${outcomes.join(' ')}'`);

/**
 * A record's move text read a line at a time, once its tags are read (`recordTagReader`): the
 * game starts from the tags, and each line gives the log events its moves complete (a move of
 * a game with chance waits for the token after it, which may open its outcomes in braces). The
 * events are handed on, not held: the memory is the game's, whatever the record's length.
 */
export interface RecordMovesOf<T extends GameTypes> {
  /** The start event the tags describe. */
  readonly start: T['start'];
  /** The next line of the move text: the log events it completes, or its problem. */
  line(text: string, line: number): Result<LogEventOf<T['factsJson']>[], TextError>;
  /**
   * The end of the record (`lineCount`: its lines as `text.split('\n')` counts them): the last
   * events (a resignation or a draw the result says), or the problem.
   */
  end(lineCount: number): Result<LogEventOf<T['factsJson']>[], TextError>;
}

type Done = { readonly ok: true; readonly value: undefined };
const DONE: Done = ok(undefined);

/** A record's move text reader for its tags: the tags checked and the game started, or the first problem. */
export function recordMovesWith<T extends GameTypes, V>(spec: RecordSpec<T, V>, tags: ReadonlyMap<string, Tag>): Result<RecordMovesOf<T>, TextError> {
  const game = spec.text;

  // The start of the game.
  const gameTag = tags.get('Game');
  if (gameTag === undefined) return fail(1, 1, `the record has no [Game "${spec.gameTag}"] tag`);
  if (gameTag.value !== spec.gameTag) return fail(gameTag.line, gameTag.column, `this is a record of "${gameTag.value}"; only "${spec.gameTag}" is read here`);
  const variant = spec.readVariant(tags);
  if (!variant.ok) return variant;
  const repetitionTag = tags.get('Repetition');
  if (repetitionTag !== undefined && repetitionTag.value !== 'on' && repetitionTag.value !== 'off') {
    return fail(repetitionTag.line, repetitionTag.column, `expected "on" or "off", found "${repetitionTag.value}"`);
  }
  const setupTag = tags.get('SetUp');
  let setup = spec.initialSetup(variant.value);
  if (setupTag === undefined && setup === undefined) return fail(1, 1, 'the record has no SetUp tag; this game has no start position without one');
  if (setupTag !== undefined) {
    const position = game.parsePosition(setupTag.value);
    if (!position.ok) {
      const column = position.error.column === undefined ? setupTag.column : tagColumn(setupTag, position.error.column - 1);
      return fail(setupTag.line, column, `SetUp: ${position.error.message}`);
    }
    setup = spec.formatPosition(position.value);
  }
  const resultTag = tags.get('Result');
  if (resultTag !== undefined && !RESULT_TOKENS.includes(resultTag.value)) {
    return fail(resultTag.line, resultTag.column, `expected the result 1-0, 0-1, 1/2-1/2 or *, found "${resultTag.value}"`);
  }
  const terminationTag = tags.get('Termination');
  const terminations = [...spec.terminations, ...COMMON_TERMINATIONS];
  if (terminationTag !== undefined && !terminations.includes(terminationTag.value)) {
    return fail(terminationTag.line, terminationTag.column, `expected ${terminations.join(', ')}, found "${terminationTag.value}"`);
  }
  const otherTags: Record<string, string> = {};
  let others = 0;
  for (const tag of tags.values()) {
    if (spec.reservedTags.includes(tag.name)) continue;
    if (tag.name === PROTO) return fail(tag.line, 2, `a tag may not be named ${PROTO}`);
    if (++others > MAX_TAGS) return fail(tag.line, 1, tooManyRecordTags);
    otherTags[tag.name] = tag.value;
  }

  const start = spec.startEvent(variant.value, setup as string, repetitionTag?.value !== 'off', otherTags);
  const started = startFromEventWith(game, start);
  if (!started.ok) return fail(setupTag?.line ?? 1, setupTag?.column, started.error.message);
  const options = game.rulesOptions(start);
  let snapshot = started.value.snapshot;
  let plies = 0;
  // The number of the current move, for position strings that do not hold one (Chakart):
  // it goes up when a turn of Black's is followed by one of White's.
  let fullmove = firstMoveNumber(spec, started.value.position);
  let resultAt: Token | undefined;
  let lastToken: Token | undefined;
  // A move of a game with chance, read and waiting for the token after it; the braces after it, once open.
  let pending: { readonly token: Token; readonly text: string; readonly column: number } | undefined;
  let group: { readonly first: Token; readonly outcomes: string[] } | undefined;
  // The closing comment, `{White wins by checkmate}`: only just before the result.
  let comment: { readonly words: string[]; readonly token: Token; closed: boolean } | undefined;
  // A note about the game, `{(+0.20 -> -1.10) blunder; best Nf3}`, not yet closed.
  let note: Token | undefined;
  type Events = LogEventOf<T['factsJson']>[];

  /** A move read (with its outcomes, in a game with chance) played; its event goes to `out`. */
  const play = (out: Events, token: Token, moveText: string, moveColumn: number, outcomes: string[] | undefined): Result<undefined, TextError> => {
    const at = (message: string, column: number) => fail(token.line, column, message);
    const before = snapshot.context.position as T['position'];
    const parsed = game.parseMove(before, moveText, options, outcomes);
    if (!parsed.ok) {
      return at(parsed.error.message, parsed.error.column === undefined ? moveColumn : moveColumn + parsed.error.column - 1);
    }
    const played = playActionWith(game, snapshot, { type: 'move', move: parsed.value }, options);
    if (!played.ok) return at(played.error, moveColumn);
    plies++;
    out.push(played.value.logEvent(plies));
    snapshot = played.value.snapshot;
    if (before.turn === 'black' && (snapshot.context.position as T['position']).turn === 'white') fullmove++;
    return DONE;
  };

  /**
   * A token of the braces after a move: `{push:n`, `lay:g7}` or `{push:n}`, each outcome read
   * by the game for its located error; the closing brace plays the move.
   */
  const groupToken = (out: Events, token: Token): Result<undefined, TextError> => {
    const { first, outcomes } = group as NonNullable<typeof group>;
    const opens = token === first;
    let text = token.text;
    let column = token.column;
    if (opens) {
      text = text.slice(1);
      column++;
    } else if (text.startsWith('{')) {
      return fail(token.line, token.column, `expected an outcome or '}', found '{'; the braces after ${describeOutcomes(outcomes)} are not closed`);
    }
    const closes = text.endsWith('}');
    if (closes) text = text.slice(0, -1);
    if (text.includes('{') || text.includes('}')) {
      const bad = token.text.slice(opens ? 1 : 0).search(/[{}]/) + (opens ? 1 : 0);
      return fail(token.line, token.column + bad, `expected an outcome, found '${token.text[bad]}'`);
    }
    if (text !== '') {
      const outcome = (game.outcomes as NonNullable<typeof game.outcomes>).read(text);
      if (!outcome.ok) {
        const at = outcome.error.column === undefined ? column : column + outcome.error.column - 1;
        const open = !opens && !closes ? ` (the '{' at line ${first.line}, column ${first.column} is not closed)` : '';
        return fail(token.line, at, `${outcome.error.message}${open}`);
      }
      if (outcomes.length >= MAX_OUTCOMES) return fail(token.line, column, `a move draws at most ${MAX_OUTCOMES} outcomes; the braces hold more`);
      outcomes.push(text);
    }
    if (!closes) return DONE;
    const move = pending as NonNullable<typeof pending>;
    group = undefined;
    pending = undefined;
    return play(out, move.token, move.text, move.column, outcomes);
  };

  /** One token of the move text. */
  const onToken = (out: Events, token: Token): Result<undefined, TextError> => {
    lastToken = token;
    if (note !== undefined) {
      if (token.text.endsWith('}')) note = undefined;
      return DONE;
    }
    if (comment !== undefined && !comment.closed) {
      comment.words.push(token.text);
      comment.closed = token.text.endsWith('}');
      return DONE;
    }
    if (comment !== undefined && !RESULT_TOKENS.includes(token.text)) {
      return fail(comment.token.line, comment.token.column, `the comment {${comment.words.join(' ').slice(1, -1)}} says how the game ended; only the result may follow it, found '${token.text}'`);
    }
    if (group !== undefined) return groupToken(out, token);
    if (opensNote(token)) {
      // A note after a move of a game with chance: the move drew no outcomes.
      if (pending !== undefined) {
        const move = pending;
        pending = undefined;
        const played = play(out, move.token, move.text, move.column, []);
        if (!played.ok) return played;
      }
      if (!token.text.endsWith('}')) note = token;
      return DONE;
    }
    if (pending !== undefined) {
      // The closing comment is not the move's outcomes (those are lower case, `{push:n}`).
      if (token.text.startsWith('{') && !opensEndingComment(token)) {
        group = { first: token, outcomes: [] };
        return groupToken(out, token);
      }
      const move = pending;
      pending = undefined;
      const played = play(out, move.token, move.text, move.column, []);
      if (!played.ok) return played;
    }
    const at = (message: string, column: number = token.column) => fail(token.line, column, message);
    if (resultAt !== undefined) return at(`the result ${resultAt.text} ends the move text; found '${token.text}' after it`);
    if (RESULT_TOKENS.includes(token.text)) {
      resultAt = token;
      return DONE;
    }
    if (opensEndingComment(token)) {
      comment = { words: [token.text], token, closed: token.text.endsWith('}') };
      return DONE;
    }
    let moveText = token.text;
    let moveColumn = token.column;
    const number = /^(\d+)(\.\.\.|\.)/.exec(token.text);
    if (number !== null) {
      const position = snapshot.context.position as T['position'];
      const expected = `${position.fullmove ?? fullmove}${position.turn === 'white' ? '.' : '...'}`;
      if (number[0] !== expected) {
        return at(`expected the move number ${expected} (${colourWord(position.turn)} to move), found '${number[0]}'`);
      }
      moveText = token.text.slice(number[0].length);
      moveColumn = token.column + number[0].length;
      if (moveText === '') return DONE;
    }
    if (/^\d/.test(moveText)) return at(`expected a move, a move number or the result, found '${moveText}'`, moveColumn);
    const over = gameEndOf(snapshot);
    if (over !== undefined) return at(`the game is over (${endWords(over)}); '${moveText}' may not follow`, moveColumn);
    // A game with chance: the move's outcomes in braces after it, `{push:n lay:g7}` (G4).
    if (game.outcomes !== undefined) {
      pending = { token, text: moveText, column: moveColumn };
      return DONE;
    }
    return play(out, token, moveText, moveColumn, undefined);
  };

  return ok({
    start,
    line(text, line) {
      const long = overlongLine(text, line);
      if (long !== undefined) return long;
      const out: Events = [];
      const pattern = /\S+/g;
      for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
        const read = onToken(out, { text: m[0], line, column: m.index + 1 });
        if (!read.ok) return read;
      }
      return ok(out);
    },
    end(lineCount) {
      const out: Events = [];
      if (group !== undefined) return fail(group.first.line, group.first.column, "the outcomes in braces have no closing '}'");
      if (pending !== undefined) {
        const move = pending;
        pending = undefined;
        const played = play(out, move.token, move.text, move.column, []);
        if (!played.ok) return played;
      }
      if (comment !== undefined && !comment.closed) return fail(comment.token.line, comment.token.column, "the comment has no closing '}'");
      if (note !== undefined) return fail(note.line, note.column, "the comment has no closing '}'");
      // The result: the move text's last token, the Result tag and the Termination agree.
      if (resultAt === undefined) {
        const line = lastToken?.line ?? lineCount;
        const column = lastToken ? lastToken.column + lastToken.text.length : 1;
        return fail(line, column, 'the move text ends without a result (1-0, 0-1, 1/2-1/2 or *); is the record truncated?');
      }
      const resultToken_ = resultAt;
      const result = resultToken_.text as ResultToken;
      if (resultTag !== undefined && resultTag.value !== result) {
        return fail(resultToken_.line, resultToken_.column, `the result ${result} differs from the Result tag "${resultTag.value}"`);
      }
      const termination = terminationTag?.value;
      const terminationError = (message: string) =>
        terminationTag ? fail(terminationTag.line, terminationTag.column, message) : fail(resultToken_.line, resultToken_.column, message);
      const end = gameEndOf(snapshot);
      const decisive = result !== '1/2-1/2';
      // A decisive result the moves do not give is a resignation, or a clock run out (G5) when
      // the Termination or the closing comment says so.
      const onTime = decisive && (termination === 'time' || (termination === undefined && comment?.words.join(' ').slice(1, -1) === endingWords(endingOf(result, 'time'))));
      const how = decisive ? (onTime ? 'time' : 'resignation') : 'agreement';
      if (comment !== undefined) {
        const said = end !== undefined ? endingWords(end) : result === '*' ? undefined : endingWords(endingOf(result, how));
        const text = comment.words.join(' ').slice(1, -1);
        if (said !== text) {
          const message = said === undefined ? `the result * says the game goes on, but the comment says {${text}}` : `the comment says {${text}}, but the game ends so: {${said}}`;
          return fail(comment.token.line, comment.token.column, message);
        }
      }
      if (end !== undefined) {
        const expected = resultToken(end.result);
        if (result !== expected) return fail(resultToken_.line, resultToken_.column, `the moves end the game by ${end.reason}, so the result is ${expected}, not ${result}`);
        if (termination !== undefined && termination !== end.reason) return terminationError(`the moves end the game by ${end.reason}, not by ${termination}`);
      } else if (result === '*') {
        if (termination !== undefined) return terminationError(`the result * says the game goes on, but the Termination says ${termination}`);
      } else {
        if (termination !== undefined && termination !== how) {
          const allowed = decisive ? 'resignation or time' : how;
          return terminationError(`the moves do not end the game by ${termination}; with the result ${result} the Termination is ${allowed}`);
        }
        const loser = result === '1-0' ? 'black' : 'white';
        const action = decisive ? ({ type: onTime ? 'timeout' : 'resign', player: loser } as const) : ({ type: 'draw' } as const);
        const played = playActionWith(game, snapshot, action, options);
        if (!played.ok) return fail(resultToken_.line, resultToken_.column, played.error);
        plies++;
        out.push(played.value.logEvent(plies));
      }
      return ok(out);
    },
  });
}

/** Reads a record into log values, replaying the moves through the rules: its lines through `recordTagReader` and `recordMovesWith`. */
export function recordToLogWith<T extends GameTypes, V>(spec: RecordSpec<T, V>, text: string): Result<LogOf<T>, TextError> {
  const lines = recordLines(text);
  const read = readRecordTags(lines);
  if (!read.ok) return read;
  const moves = recordMovesWith(spec, read.value.tags);
  if (!moves.ok) return moves;
  const events: LogEventOf<T['factsJson']>[] = [];
  for (let index = read.value.next; index < lines.length; index++) {
    const line = moves.value.line(lines[index] as string, index + 1);
    if (!line.ok) return line;
    for (const event of line.value) events.push(event);
  }
  const end = moves.value.end(lines.length);
  if (!end.ok) return end;
  for (const event of end.value) events.push(event);
  return ok({ start: moves.value.start, events });
}
