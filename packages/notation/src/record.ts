// The game record, PGN-like: tags, a blank line, numbered move text ending with the result.
//
//   [Game "Chakra"]
//   [Ruleset "current"]
//   [SetUp "<position string>"]        only when the game does not start from C1
//   [White "Ann"]                      the log's tags, in the log's order
//   [Black "Bob"]
//   [Repetition "off"]                 only when the G3 draw is switched off
//   [Result "1-0"]                     1-0, 0-1, 1/2-1/2 or *
//   [Termination "checkmate"]          checkmate, stalemate, repetition, resignation, agreement
//
//   1. e2e3 e7e6 2. d1d3 … 1-0
//
// A resignation or an agreed draw (G2) shows only as the result and the Termination.
// Converting a log to a record and back gives the same log; the way back replays the
// moves, so the facts in the log come from the rules.

import { chakra } from './rules.ts';
import type { GameResult, Ruleset } from './rules.ts';
import { LOG_FORMAT, RESERVED_TAGS, writeChakraLog, type ChakraLog, type ChakraLogEvent, type ChakraStartEvent } from './log.ts';
import { colourWord, otherColour } from './letters.ts';
import { parseChakraMove } from './move.ts';
import { formatChakraPosition, parseChakraPosition } from './position.ts';
import { gameEnd, playAction, startFromEvent, type ReplayResult } from './replay.ts';
import { fail, found, ok, type Result, type TextError } from './result.ts';

export type ResultToken = '1-0' | '0-1' | '1/2-1/2' | '*';
const RESULT_TOKENS: readonly string[] = ['1-0', '0-1', '1/2-1/2', '*'];
const TERMINATIONS: readonly string[] = ['checkmate', 'stalemate', 'repetition', 'resignation', 'agreement'];
const LINE_WIDTH = 80;

export const resultToken = (result: GameResult): ResultToken => (result === 'white' ? '1-0' : result === 'black' ? '0-1' : '1/2-1/2');

const escapeTag = (value: string): string => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"');

/** What a record needs from a log: the start line, the move texts, the outcome. */
function summarise(input: ChakraLog | ReplayResult): { start?: ChakraStartEvent; moves: string[]; result: ResultToken; termination?: string } {
  let start: ChakraStartEvent | undefined;
  let events: { event: ChakraLogEvent; text: string }[];
  if ('steps' in input) {
    start = input.start?.event;
    events = input.steps.map((s) => ({ event: s.event, text: s.text }));
  } else {
    start = input.start;
    events = input.events.map((event) => ({ event, text: event.event === 'move' ? event.move : '' }));
  }
  const moves = events.filter((e) => e.event.event === 'move').map((e) => e.text);
  const last = events[events.length - 1]?.event;
  const base = start ? { start, moves } : { moves };
  if (last?.event === 'resign') return { ...base, result: resultToken(otherColour(last.player)), termination: 'resignation' };
  if (last?.event === 'draw') return { ...base, result: '1/2-1/2', termination: 'agreement' };
  if (last?.event === 'move' && last.facts.end) return { ...base, result: resultToken(last.facts.end.result), termination: last.facts.end.reason };
  return { ...base, result: '*' };
}

/** The record of a log (read, or replayed). */
export function chakraLogToRecord(input: ChakraLog | ReplayResult): string {
  const { start, moves, result, termination } = summarise(input);
  const tags: [string, string][] = [['Game', 'Chakra']];
  let turn: 'white' | 'black' = 'white';
  let fullmove = 1;
  if (start) {
    tags.push(['Ruleset', start.ruleset]);
    const initial = formatChakraPosition(chakra.initialPosition());
    const setup = parseChakraPosition(start.setup);
    const canonical = setup.ok ? formatChakraPosition(setup.value) : start.setup;
    if (canonical !== initial) tags.push(['SetUp', canonical]);
    if (setup.ok) {
      turn = setup.value.turn;
      fullmove = setup.value.fullmove;
    }
    for (const [name, value] of Object.entries(start.tags)) tags.push([name, value]);
    if (!start.options.repetition) tags.push(['Repetition', 'off']);
  }
  tags.push(['Result', result]);
  if (termination !== undefined) tags.push(['Termination', termination]);

  const tokens: string[] = [];
  for (const [i, move] of moves.entries()) {
    if (turn === 'white') tokens.push(`${fullmove}.`);
    else if (i === 0) tokens.push(`${fullmove}...`);
    tokens.push(move);
    if (turn === 'black') fullmove++;
    turn = otherColour(turn);
  }
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

interface Tag {
  readonly name: string;
  readonly value: string;
  readonly line: number;
  /** Column of the value's first character (after the opening quote). */
  readonly column: number;
}

interface Token {
  readonly text: string;
  readonly line: number;
  readonly column: number;
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
  for (;;) {
    const c = text[i];
    if (c === undefined) return fail(line, i + 1, 'the tag value has no closing \'"\'');
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
  return ok({ name, value, line, column });
}

/** Reads a record and writes it as a log, replaying the moves through the rules. */
export function chakraRecordToLog(text: string): Result<string, TextError> {
  const log = chakraRecordToChakraLog(text);
  return log.ok ? ok(writeChakraLog(log.value)) : log;
}

/** Reads a record into log values (see `chakraRecordToLog`). */
export function chakraRecordToChakraLog(text: string): Result<ChakraLog, TextError> {
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

  // The start of the game.
  const game = tags.get('Game');
  if (game === undefined) return fail(1, 1, 'the record has no [Game "Chakra"] tag');
  if (game.value !== 'Chakra') return fail(game.line, game.column, `this is a record of "${game.value}"; only "Chakra" is read here`);
  const rulesetTag = tags.get('Ruleset');
  if (rulesetTag !== undefined && rulesetTag.value !== 'current' && rulesetTag.value !== '1995') {
    return fail(rulesetTag.line, rulesetTag.column, `expected the ruleset "current" or "1995", found "${rulesetTag.value}"`);
  }
  const ruleset: Ruleset = (rulesetTag?.value as Ruleset | undefined) ?? 'current';
  const repetitionTag = tags.get('Repetition');
  if (repetitionTag !== undefined && repetitionTag.value !== 'on' && repetitionTag.value !== 'off') {
    return fail(repetitionTag.line, repetitionTag.column, `expected "on" or "off", found "${repetitionTag.value}"`);
  }
  const setupTag = tags.get('SetUp');
  let setup = formatChakraPosition(chakra.initialPosition());
  if (setupTag !== undefined) {
    const position = parseChakraPosition(setupTag.value);
    if (!position.ok) {
      const column = position.error.column === undefined ? setupTag.column : setupTag.column + position.error.column - 1;
      return fail(setupTag.line, column, `SetUp: ${position.error.message}`);
    }
    setup = formatChakraPosition(position.value);
  }
  const resultTag = tags.get('Result');
  if (resultTag !== undefined && !RESULT_TOKENS.includes(resultTag.value)) {
    return fail(resultTag.line, resultTag.column, `expected the result 1-0, 0-1, 1/2-1/2 or *, found "${resultTag.value}"`);
  }
  const terminationTag = tags.get('Termination');
  if (terminationTag !== undefined && !TERMINATIONS.includes(terminationTag.value)) {
    return fail(terminationTag.line, terminationTag.column, `expected ${TERMINATIONS.join(', ')}, found "${terminationTag.value}"`);
  }
  const otherTags: Record<string, string> = {};
  for (const tag of tags.values()) if (!RESERVED_TAGS.includes(tag.name)) otherTags[tag.name] = tag.value;

  const start: ChakraStartEvent = {
    event: 'start',
    format: LOG_FORMAT,
    game: 'chakra',
    ruleset,
    setup,
    options: { repetition: repetitionTag?.value !== 'off' },
    tags: otherTags,
  };
  const started = startFromEvent(start);
  if (!started.ok) return fail(setupTag?.line ?? 1, setupTag?.column, started.error.message);
  let snapshot = started.value.snapshot;
  const events: ChakraLogEvent[] = [];

  // The move text.
  let resultAt: Token | undefined;
  for (const token of tokens) {
    const at = (message: string, column: number = token.column) => fail(token.line, column, message);
    if (resultAt !== undefined) return at(`the result ${resultAt.text} ends the move text; found '${token.text}' after it`);
    if (RESULT_TOKENS.includes(token.text)) {
      resultAt = token;
      continue;
    }
    let moveText = token.text;
    let moveColumn = token.column;
    const number = /^(\d+)(\.\.\.|\.)/.exec(token.text);
    if (number !== null) {
      const position = snapshot.context.position;
      const expected = `${position.fullmove}${position.turn === 'white' ? '.' : '...'}`;
      if (number[0] !== expected) {
        return at(`expected the move number ${expected} (${colourWord(position.turn)} to move), found '${number[0]}'`);
      }
      moveText = token.text.slice(number[0].length);
      moveColumn = token.column + number[0].length;
      if (moveText === '') continue;
    }
    if (/^\d/.test(moveText)) return at(`expected a move, a move number or the result, found '${moveText}'`, moveColumn);
    const over = gameEnd(snapshot);
    if (over !== undefined) {
      const how = over.result === 'draw' ? `drawn by ${over.reason}` : `${colourWord(over.result)} won by ${over.reason}`;
      return at(`the game is over (${how}); '${moveText}' may not follow`, moveColumn);
    }
    const parsed = parseChakraMove(snapshot.context.position, moveText, ruleset);
    if (!parsed.ok) {
      return at(parsed.error.message, parsed.error.column === undefined ? moveColumn : moveColumn + parsed.error.column - 1);
    }
    const played = playAction(snapshot, { type: 'move', move: parsed.value }, ruleset);
    if (!played.ok) return at(played.error, moveColumn);
    events.push(played.value.logEvent(events.length + 1));
    snapshot = played.value.snapshot;
  }

  // The result: the move text's last token, the Result tag and the Termination agree.
  if (resultAt === undefined) {
    const last = tokens[tokens.length - 1];
    const line = last?.line ?? lines.length;
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
  const end = gameEnd(snapshot);
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
    const played = playAction(snapshot, action, ruleset);
    if (!played.ok) return fail(resultAt.line, resultAt.column, played.error);
    events.push(played.value.logEvent(events.length + 1));
  }
  return ok({ start, events });
}
