import { describe, expect, test } from 'vitest';
import { chakra } from '@rulebook/rules';
import { chakra as chakraText, shakti as shaktiText, medea as medeaText, chakart as chakartText } from '../../src/index.ts';
import { GAME, GAME_MOVES, MATE, MATE_SETUP } from './games.ts';
import { withJson, withLine } from '../support/log-lines.ts';
import { CHAKRA } from '../support/rules.ts';

describe('event log: writing', () => {
  test('logFromMoves writes the start line, then one move per line with the facts from the rules', () => {
    expect(chakraText.logFromMoves({ tags: { White: 'Ann', Black: 'Bob' } }, GAME_MOVES)).toEqual({ ok: true, value: GAME });
  });

  test('a game ending in checkmate: the last move carries `end`', () => {
    expect(chakraText.logFromMoves({ position: MATE_SETUP }, ['b1b7'])).toEqual({ ok: true, value: MATE });
  });

  test('moves may be given as moves, and the log ends with a resignation or an agreed draw (G2)', () => {
    const [first] = CHAKRA.current.legalMoves(CHAKRA.current.start());
    const resigned = chakraText.buildLog({}, [first!, { type: 'resign', player: 'black' }]);
    expect(resigned.ok && resigned.value.events.map((e) => e.event)).toEqual(['move', 'resign']);
    expect(resigned.ok && resigned.value.events[1]).toEqual({ event: 'resign', ply: 2, player: 'black' });
    const drawn = chakraText.buildLog({}, ['e2e3', { type: 'draw' }]);
    expect(drawn.ok && drawn.value.events[1]).toEqual({ event: 'draw', ply: 2 });
  });

  test('an illegal move is refused with the line it would have taken', () => {
    expect(chakraText.logFromMoves({}, ['e2e3', 'e7e6', 'e3e5'])).toEqual({
      ok: false,
      error: { line: 4, message: 'decision 3: e3e5 is not legal: the pawn on e3 cannot reach e5' },
    });
  });

  test('nothing may follow the end of the game (G2)', () => {
    expect(chakraText.logFromMoves({ position: MATE_SETUP }, ['b1b7', 'a8a7'])).toEqual({
      ok: false,
      error: { line: 3, message: 'decision 2: the game is over (White wins by checkmate); nothing may follow' },
    });
  });

  test('a move given as a move object that is not legal is refused with the reason', () => {
    expect(chakraText.logFromMoves({}, [{ kind: 'piece', from: 12, to: 28 }])).toEqual({
      ok: false,
      error: { line: 2, message: 'decision 1: e2e4 is not legal: the pawn on e2 cannot reach e4' },
    });
  });

  test('tags must fit in a game record', () => {
    expect(chakraText.logFromMoves({ tags: { 'Round 1': 'x' } }, [])).toEqual({
      ok: false,
      error: { line: 1, message: 'tags: a tag name has only letters, digits and _, found "Round 1"' },
    });
    expect(chakraText.logFromMoves({ tags: { Event: 'one\ntwo' } }, [])).toEqual({
      ok: false,
      error: { line: 1, message: 'tags.Event: a tag value may not contain a line break' },
    });
  });

  test('a tag the record derives may not be set', () => {
    expect(chakraText.logFromMoves({ tags: { Result: '1-0' } }, [])).toEqual({
      ok: false,
      error: { line: 1, message: 'tags: a tag may not be named Result (the record derives it)' },
    });
  });
  test('options a caller outside TypeScript gets wrong are named as a log line names them', () => {
    const untyped = (options: Record<string, unknown>) => options as never;
    expect(chakraText.startEvent(untyped({ ruleset: 'x' }))).toEqual({ ok: false, error: { line: 1, message: 'ruleset: expected "1995" or "current", found "x"' } });
    expect(chakraText.startEvent(untyped({ repetition: 'yes' }))).toEqual({ ok: false, error: { line: 1, message: 'options.repetition: expected boolean, found "yes"' } });
    expect(shaktiText.startEvent(untyped({ warriorJump: 'far' }))).toEqual({ ok: false, error: { line: 1, message: 'options.warriorJump: expected "seen" or "adjacent", found "far"' } });
    expect(medeaText.startEvent(untyped({ repetition: 1 }))).toEqual({ ok: false, error: { line: 1, message: 'options.repetition: expected boolean, found 1' } });
    expect(chakartText.startEvent(untyped({ randomness: 3 }))).toEqual({ ok: false, error: { line: 1, message: 'options.randomness: expected 0, 1 or 2, found 3' } });
  });
});

describe('event log: reading (syntax and schema only)', () => {
  test('read then write gives the same text', () => {
    const read = chakraText.readLog(GAME);
    expect(read.ok).toBe(true);
    if (read.ok) {
      expect(read.value.events).toHaveLength(8);
      expect(chakraText.writeLog(read.value)).toBe(GAME);
    }
  });

  test('no line break after the last line, CRLF line ends, and a trailing blank line are all fine', () => {
    for (const text of [GAME.slice(0, -1), GAME.replace(/\n/g, '\r\n'), `${GAME}\n`]) {
      const read = chakraText.readLog(text);
      expect(read.ok && chakraText.writeLog(read.value)).toBe(GAME);
    }
  });

  test('facts are written in canonical field order whatever order the log had', () => {
    const shuffled = withJson(GAME, 6, (v) => {
      const { check, captured, ...rest } = v.facts;
      v.facts = { check, captured, ...rest };
    });
    expect(shuffled).not.toBe(GAME);
    const read = chakraText.readLog(shuffled);
    expect(read.ok && chakraText.writeLog(read.value)).toBe(GAME);
  });

  test('options and tags may be left out of the start line', () => {
    const bare = withJson(GAME, 1, (v) => {
      delete v.options;
      delete v.tags;
    });
    const read = chakraText.readLog(bare);
    expect(read.ok && read.value.start.options).toEqual({ repetition: true });
    expect(read.ok && read.value.start.tags).toEqual({});
  });

  test('the schema does not judge the game: a changed fact is read', () => {
    expect(chakraText.readLog(withJson(GAME, 2, (v) => (v.facts.to = 'e4'))).ok).toBe(true);
  });

  const lastLine = GAME.split('\n')[8]!;
  test.each([
    ['an empty log', '', 1, undefined, 'the log is empty; expected the start line {"event":"start",…}'],
    ['a missing start line', GAME.split('\n').slice(1).join('\n'), 1, undefined, 'expected the start line {"event":"start",…}, found a "move" event; the log has no start line'],
    ['a log of another game', withJson(GAME, 1, (v) => (v.game = 'chess')), 1, undefined, 'game: this is a log of "chess"; only "chakra" is read here'],
    ['an unknown format', withJson(GAME, 1, (v) => (v.format = 'rulebook-log/2')), 1, undefined, 'format: expected "rulebook-log/1", found "rulebook-log/2"'],
    ['an unknown ruleset', withJson(GAME, 1, (v) => (v.ruleset = '2024')), 1, undefined, 'ruleset: expected "1995" or "current", found "2024"'],
    ['an unknown option', withJson(GAME, 1, (v) => (v.options.clock = 5)), 1, undefined, 'options: unknown field "clock"'],
    ['a reserved tag', withJson(GAME, 1, (v) => (v.tags.Termination = 'checkmate')), 1, undefined, 'tags: a tag may not be named Game, Ruleset, SetUp, Result, Termination, Repetition (the record derives those)'],
    ['a missing setup', withJson(GAME, 1, (v) => delete v.setup), 1, undefined, 'setup: missing (expected string)'],
    ['bad JSON', withLine(GAME, 4, (l) => l.replace('"ply":3', '"ply"3')), 4, 22, "not valid JSON: Expected ':' after property name"],
    ['a truncated last line', GAME.slice(0, GAME.length - 1 - Math.floor(lastLine.length / 2)), 9, Math.ceil(lastLine.length / 2) + 1, 'the line ends before its JSON value does (is the log truncated?)'],
    ['a line that is not an object', withLine(GAME, 3, () => '[1,2]'), 3, undefined, 'expected an event, a JSON object {"event":…}, found an array'],
    ['a blank line inside the log', withLine(GAME, 5, (l) => `\n${l}`), 5, undefined, 'a blank line; expected an event'],
    ['a second start line', withLine(GAME, 3, () => GAME.split('\n')[0]!), 3, undefined, 'a second start line; only line 1 starts the game'],
    ['an unknown event', withJson(GAME, 3, (v) => (v.event = 'undo')), 3, undefined, 'event: expected "move", "resign", "draw" or "timeout", found "undo"'],
    ['a ply that is no number', withJson(GAME, 3, (v) => (v.ply = '2')), 3, undefined, 'ply: expected number, found "2"'],
    ['ply 0', withJson(GAME, 2, (v) => (v.ply = 0)), 2, undefined, 'ply: expected at least 1, found 0'],
    ['an unknown player', withJson(GAME, 2, (v) => (v.player = 'red')), 2, undefined, 'player: expected "white" or "black", found "red"'],
    ['an empty move', withJson(GAME, 2, (v) => (v.move = '')), 2, undefined, 'move: expected a non-empty string, found ""'],
    ['missing facts', withJson(GAME, 2, (v) => delete v.facts), 2, undefined, 'facts: missing (expected object)'],
    ['a fact that is not a square', withJson(GAME, 2, (v) => (v.facts.to = 'e9')), 2, undefined, 'facts.to: expected a square a1-h8, found "e9"'],
    ['a check that is not true or false', withJson(GAME, 2, (v) => (v.facts.check = 'no')), 2, undefined, 'facts.check: expected boolean, found "no"'],
    ['an unknown piece', withJson(GAME, 6, (v) => (v.facts.captured.piece = 'bishop')), 6, undefined, 'facts.captured.piece: expected "king", "queen", "samurai", "monk", "monkey", "courtesan" or "pawn", found "bishop"'],
    ['an unknown fact', withJson(GAME, 2, (v) => (v.facts.colour = 'white')), 2, undefined, 'facts: unknown field "colour"'],
    ['an end by resignation in the facts', withJson(GAME, 2, (v) => (v.facts.end = { result: 'white', reason: 'resignation' })), 2, undefined, 'facts.end.reason: expected "checkmate", "stalemate" or "repetition", found "resignation"'],
    ['a draw with a player', withLine(GAME, 9, () => '{"event":"draw","ply":8,"player":"black"}'), 9, undefined, 'unknown field "player"'],
  ])('%s', (_, text, line, column, message) => {
    expect(chakraText.readLog(text)).toEqual({ ok: false, error: column === undefined ? { line, message } : { line, column, message } });
  });
});

describe('facts as JSON', () => {
  test('factsToJson and factsFromJson are inverse, with the end of the game kept apart', () => {
    const facts = {
      player: 'white' as const,
      piece: 'king' as const,
      from: 4,
      to: 11,
      transmitterCaptured: { owner: 'black' as const, squares: [11, 55] as const },
      check: false,
    };
    const json = chakraText.factsToJson(facts, { result: 'white', reason: 'checkmate' });
    expect(json).toEqual({
      piece: 'king',
      from: 'e1',
      to: 'd2',
      transmitterCaptured: { owner: 'black', squares: ['d2', 'h7'] },
      check: false,
      end: { result: 'white', reason: 'checkmate' },
    });
    expect(chakraText.factsFromJson(json, 'white')).toEqual({ facts, end: { result: 'white', reason: 'checkmate' } });
  });
});
