// The game record's game-neutral syntax and its conversion to and from a log: tag lines
// `[Name "value"]`, a blank line, numbered move text ending with the result token. A number
// opens each of White's turns; a game with chance (G4) writes a move's random outcomes after
// it in braces, `Rf8xf6 {egg:waluigi colour:g8 lay:g7}`. A finished game says its end in
// words in a comment before the result, `{White wins by checkmate} 1-0` (words.ts, the games'
// one voice); the reader checks the words, and a record without them reads as well. The game supplies its Game tag,
// its variant tags (Chakra's Ruleset, Shakti's WarriorJump, Chakart's Randomness and Seed),
// its Termination words and its text and rules (a `PlayText`); each game's record.ts (chakra/,
// shakti/, medea/, chakart/) holds its record.

import type { Colour } from './rules.ts';
import { colourWord, otherColour } from './letters.ts';
import type { LogEventOf } from './log-common.ts';
import { PROTO } from './tags.ts';
import { endWords, gameEndOf, playActionWith, startFromEventWith, type GameTypes, type LogOf, type PlayText, type ReplayResultOf } from './game.ts';
import { fail, found, ok, type Result, type TextError } from './result.ts';
import { endingWords, type EndingLike } from './words.ts';

export type ResultToken = '1-0' | '0-1' | '1/2-1/2' | '*';
export const RESULT_TOKENS: readonly string[] = ['1-0', '0-1', '1/2-1/2', '*'];
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
  /** The Termination words. */
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

interface RecordMove {
  readonly text: string;
  readonly player: Colour;
  readonly outcomes?: readonly string[];
}

/** What a record needs from a log: the start line, the moves (text, player, outcomes), the outcome. */
function summarise<T extends GameTypes>(input: LogOf<T> | ReplayResultOf<T>): { start?: T['start']; moves: RecordMove[]; result: ResultToken; termination?: string } {
  let start: T['start'] | undefined;
  let events: { event: LogEventOf<T['factsJson']>; text: string }[];
  if ('steps' in input) {
    start = input.start?.event;
    events = input.steps.map((s) => ({ event: s.event, text: s.text }));
  } else {
    start = input.start;
    events = input.events.map((event) => ({ event, text: event.event === 'move' ? event.move : '' }));
  }
  const moves = events.flatMap(({ event, text }): RecordMove[] =>
    event.event === 'move' ? [{ text, player: event.player, ...(event.outcomes !== undefined ? { outcomes: event.outcomes } : {}) }] : [],
  );
  const last = events[events.length - 1]?.event;
  const base = start ? { start, moves } : { moves };
  if (last?.event === 'resign') return { ...base, result: resultToken(otherColour(last.player)), termination: 'resignation' };
  if (last?.event === 'draw') return { ...base, result: '1/2-1/2', termination: 'agreement' };
  const end = last?.event === 'move' ? (last.facts as FactsWithEnd).end : undefined;
  if (end) return { ...base, result: resultToken(end.result), termination: end.reason };
  return { ...base, result: '*' };
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

/** The record of a log (read, or replayed). */
export function logToRecordWith<T extends GameTypes, V>(spec: RecordSpec<T, V>, input: LogOf<T> | ReplayResultOf<T>): string {
  const { start, moves, result, termination } = summarise(input);
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
  tags.push(['Result', result]);
  if (termination !== undefined) tags.push(['Termination', termination]);

  // A turn is the moves of one player in a row (one move, or in Chakart a move and the
  // choices its effects ask for); a number opens each of White's turns.
  const tokens: string[] = [];
  let previous: Colour | undefined;
  for (const [i, move] of moves.entries()) {
    const begins = move.player !== previous;
    if (begins && previous === 'black') fullmove++;
    if (begins && move.player === 'white') tokens.push(`${fullmove}.`);
    else if (i === 0) tokens.push(`${fullmove}...`);
    tokens.push(move.text);
    if (move.outcomes !== undefined && move.outcomes.length > 0) tokens.push(`{${move.outcomes.join(' ')}}`);
    previous = move.player;
  }
  // A finished game says its end in words before the result (the reader checks them).
  if (termination !== undefined) tokens.push(endingComment(endingOf(result, termination)));
  tokens.push(result);

  const lines: string[] = [];
  let current = '';
  for (const token of tokens) {
    if (current !== '' && current.length + 1 + token.length > LINE_WIDTH) {
      lines.push(current);
      current = token;
    } else {
      current = current === '' ? token : `${current} ${token}`;
    }
  }
  lines.push(current);
  return `${tags.map(([name, value]) => `[${name} "${escapeTag(value)}"]`).join('\n')}\n\n${lines.join('\n')}\n`;
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

/** A record split into its tags (by name) and the tokens of its move text. */
export function readRecordSyntax(text: string): Result<{ tags: Map<string, Tag>; tokens: Token[]; lineCount: number }, TextError> {
  const lines = text.split('\n').map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l));

  // Tags: the lines starting with '[' before the move text.
  const tags = new Map<string, Tag>();
  let index = 0;
  while (index < lines.length && (lines[index] as string).trim() === '') index++;
  for (; index < lines.length; index++) {
    const line = lines[index] as string;
    if (line.trim() === '') continue;
    if (!line.startsWith('[')) break;
    const tag = readTag(line, index + 1);
    if (!tag.ok) return tag;
    if (tags.has(tag.value.name)) return fail(index + 1, 2, `a second ${tag.value.name} tag`);
    tags.set(tag.value.name, tag.value);
  }

  const tokens: Token[] = [];
  for (; index < lines.length; index++) {
    const line = lines[index] as string;
    const pattern = /\S+/g;
    for (let m = pattern.exec(line); m !== null; m = pattern.exec(line)) {
      tokens.push({ text: m[0], line: index + 1, column: m.index + 1 });
    }
  }
  return ok({ tags, tokens, lineCount: lines.length });
}

/** The Game tag's value, from a record's tags (for `recordGame`). */
export function recordGameTag(text: string): Result<Tag, TextError> {
  const syntax = readRecordSyntax(text);
  if (!syntax.ok) return syntax;
  const game = syntax.value.tags.get('Game');
  if (game === undefined) return fail(1, 1, 'the record has no Game tag');
  return ok(game);
}

/**
 * The outcomes in braces from token `from` on (none when that token does not open a brace):
 * `{push:n`, `lay:g7}` or `{push:n}`; each outcome read by `read` for its located error.
 */
function readOutcomeGroup(
  tokens: readonly Token[],
  from: number,
  read: (text: string) => Result<unknown, TextError>,
): Result<{ outcomes: string[]; next: number }, TextError> {
  const first = tokens[from];
  if (first === undefined || !first.text.startsWith('{')) return ok({ outcomes: [], next: from });
  const outcomes: string[] = [];
  for (let i = from; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    let text = token.text;
    let column = token.column;
    if (i === from) {
      text = text.slice(1);
      column++;
    } else if (text.startsWith('{')) {
      return fail(token.line, token.column, `expected an outcome or '}', found '{'; the braces after ${describeOutcomes(outcomes)} are not closed`);
    }
    const closes = text.endsWith('}');
    if (closes) text = text.slice(0, -1);
    if (text.includes('{') || text.includes('}')) {
      const bad = token.text.slice(i === from ? 1 : 0).search(/[{}]/) + (i === from ? 1 : 0);
      return fail(token.line, token.column + bad, `expected an outcome, found '${token.text[bad]}'`);
    }
    if (text !== '') {
      const outcome = read(text);
      if (!outcome.ok) {
        const at = outcome.error.column === undefined ? column : column + outcome.error.column - 1;
        const open = i > from && !closes ? ` (the '{' at line ${first.line}, column ${first.column} is not closed)` : '';
        return fail(token.line, at, `${outcome.error.message}${open}`);
      }
      outcomes.push(text);
    }
    if (closes) return ok({ outcomes, next: i + 1 });
  }
  return fail(first.line, first.column, "the outcomes in braces have no closing '}'");
}

const describeOutcomes = (outcomes: readonly string[]): string => (outcomes.length === 0 ? "'{'" : `'{${outcomes.join(' ')}'`);

/** Reads a record into log values, replaying the moves through the rules. */
export function recordToLogWith<T extends GameTypes, V>(spec: RecordSpec<T, V>, text: string): Result<LogOf<T>, TextError> {
  const syntax = readRecordSyntax(text);
  if (!syntax.ok) return syntax;
  const { tags, tokens, lineCount } = syntax.value;
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
  if (terminationTag !== undefined && !spec.terminations.includes(terminationTag.value)) {
    return fail(terminationTag.line, terminationTag.column, `expected ${spec.terminations.join(', ')}, found "${terminationTag.value}"`);
  }
  const otherTags: Record<string, string> = {};
  for (const tag of tags.values()) {
    if (spec.reservedTags.includes(tag.name)) continue;
    if (tag.name === PROTO) return fail(tag.line, 2, `a tag may not be named ${PROTO}`);
    otherTags[tag.name] = tag.value;
  }

  const start = spec.startEvent(variant.value, setup as string, repetitionTag?.value !== 'off', otherTags);
  const started = startFromEventWith(game, start);
  if (!started.ok) return fail(setupTag?.line ?? 1, setupTag?.column, started.error.message);
  const options = game.rulesOptions(start);
  let snapshot = started.value.snapshot;
  const events: LogEventOf<T['factsJson']>[] = [];
  // The number of the current move, for position strings that do not hold one (Chakart):
  // it goes up when a turn of Black's is followed by one of White's.
  let fullmove = firstMoveNumber(spec, started.value.position);

  // The move text.
  let resultAt: Token | undefined;
  // The closing comment, `{White wins by checkmate}`: only just before the result.
  let comment: { readonly text: string; readonly token: Token } | undefined;
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index] as Token;
    const at = (message: string, column: number = token.column) => fail(token.line, column, message);
    if (resultAt !== undefined) return at(`the result ${resultAt.text} ends the move text; found '${token.text}' after it`);
    if (comment !== undefined && !RESULT_TOKENS.includes(token.text)) {
      return fail(comment.token.line, comment.token.column, `the comment {${comment.text}} says how the game ended; only the result may follow it, found '${token.text}'`);
    }
    if (RESULT_TOKENS.includes(token.text)) {
      resultAt = token;
      continue;
    }
    if (opensEndingComment(token)) {
      const words: string[] = [];
      let closed = false;
      for (; index < tokens.length && !closed; index++) {
        const text = (tokens[index] as Token).text;
        closed = text.endsWith('}');
        words.push(text);
      }
      index--;
      if (!closed) return at("the comment has no closing '}'");
      comment = { text: words.join(' ').slice(1, -1), token };
      continue;
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
      if (moveText === '') continue;
    }
    if (/^\d/.test(moveText)) return at(`expected a move, a move number or the result, found '${moveText}'`, moveColumn);
    const over = gameEndOf(snapshot);
    if (over !== undefined) return at(`the game is over (${endWords(over)}); '${moveText}' may not follow`, moveColumn);
    // A game with chance: the move's outcomes in braces after it, `{push:n lay:g7}` (G4).
    let outcomes: string[] | undefined;
    if (game.outcomes !== undefined) {
      // The closing comment is not the move's outcomes (those are lower case, `{push:n}`).
      const group = opensEndingComment(tokens[index + 1]) ? ok({ outcomes: [], next: index + 1 }) : readOutcomeGroup(tokens, index + 1, game.outcomes.read);
      if (!group.ok) return group;
      outcomes = group.value.outcomes;
      index = group.value.next - 1;
    }
    const before = snapshot.context.position as T['position'];
    const parsed = game.parseMove(before, moveText, options, outcomes);
    if (!parsed.ok) {
      return at(parsed.error.message, parsed.error.column === undefined ? moveColumn : moveColumn + parsed.error.column - 1);
    }
    const played = playActionWith(game, snapshot, { type: 'move', move: parsed.value }, options);
    if (!played.ok) return at(played.error, moveColumn);
    events.push(played.value.logEvent(events.length + 1));
    snapshot = played.value.snapshot;
    if (before.turn === 'black' && (snapshot.context.position as T['position']).turn === 'white') fullmove++;
  }

  // The result: the move text's last token, the Result tag and the Termination agree.
  if (resultAt === undefined) {
    const last = tokens[tokens.length - 1];
    const line = last?.line ?? lineCount;
    const column = last ? last.column + last.text.length : 1;
    return fail(line, column, 'the move text ends without a result (1-0, 0-1, 1/2-1/2 or *); is the record truncated?');
  }
  const result = resultAt.text as ResultToken;
  if (resultTag !== undefined && resultTag.value !== result) {
    return fail(resultAt.line, resultAt.column, `the result ${result} differs from the Result tag "${resultTag.value}"`);
  }
  const termination = terminationTag?.value;
  const terminationError = (message: string) =>
    terminationTag ? fail(terminationTag.line, terminationTag.column, message) : fail(resultAt.line, resultAt.column, message);
  const end = gameEndOf(snapshot);
  if (comment !== undefined) {
    const ending: EndingLike | undefined = end ?? (result === '*' ? undefined : endingOf(result, result === '1/2-1/2' ? 'agreement' : 'resignation'));
    const said = ending === undefined ? undefined : endingWords(ending);
    if (said !== comment.text) {
      const message = said === undefined ? `the result * says the game goes on, but the comment says {${comment.text}}` : `the comment says {${comment.text}}, but the game ends so: {${said}}`;
      return fail(comment.token.line, comment.token.column, message);
    }
  }
  if (end !== undefined) {
    const expected = resultToken(end.result);
    if (result !== expected) return fail(resultAt.line, resultAt.column, `the moves end the game by ${end.reason}, so the result is ${expected}, not ${result}`);
    if (termination !== undefined && termination !== end.reason) return terminationError(`the moves end the game by ${end.reason}, not by ${termination}`);
  } else if (result === '*') {
    if (termination !== undefined) return terminationError(`the result * says the game goes on, but the Termination says ${termination}`);
  } else {
    const decisive = result !== '1/2-1/2';
    const how = decisive ? 'resignation' : 'agreement';
    if (termination !== undefined && termination !== how) {
      return terminationError(`the moves do not end the game by ${termination}; with the result ${result} the Termination is ${how}`);
    }
    const action = decisive
      ? ({ type: 'resign', player: result === '1-0' ? 'black' : 'white' } as const)
      : ({ type: 'draw' } as const);
    const played = playActionWith(game, snapshot, action, options);
    if (!played.ok) return fail(resultAt.line, resultAt.column, played.error);
    events.push(played.value.logEvent(events.length + 1));
  }
  return ok({ start, events });
}
