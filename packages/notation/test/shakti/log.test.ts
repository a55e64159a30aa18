import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { shakti } from '@rulebook/rules';
import { chakra as chakraText, shakti as shaktiText, logGame } from '../../src/index.ts';
import { withJson, withLine } from '../support/log-lines.ts';
import { GAME } from '../chakra/games.ts';
import { CAPTURE, CAPTURE_SETUP, MATE_GAME, MATE_MOVES, PASS, PASS_SETUP, START } from './games.ts';
import { SHAKTI } from '../support/rules.ts';

describe('Shakti event log: writing', () => {
  test('logFromMoves writes the start line, then one move per line with the facts from the rules', () => {
    expect(shaktiText.logFromMoves({ tags: { White: 'Ann', Black: 'Bob' } }, MATE_MOVES)).toEqual({ ok: true, value: MATE_GAME });
  });

  test('a King capture and a pass carry their facts', () => {
    expect(shaktiText.logFromMoves({ position: CAPTURE_SETUP }, ['f7xe7'])).toEqual({ ok: true, value: CAPTURE });
    expect(shaktiText.logFromMoves({ position: PASS_SETUP }, ['pass'])).toEqual({ ok: true, value: PASS });
  });

  test('the options are on the start line: warriorJump and repetition', () => {
    const log = shaktiText.buildLog({ warriorJump: 'adjacent', repetition: false }, []);
    expect(log.ok && shaktiText.writeLog(log.value)).toBe(
      `{"event":"start","format":"rulebook-log/1","game":"shakti","options":{"warriorJump":"adjacent","repetition":false},"setup":"${START}","tags":{}}\n`,
    );
  });

  test('moves may be given as moves, and the log may end with a resignation or an agreed draw (G2)', () => {
    const [first] = SHAKTI.seen.legalMoves(SHAKTI.seen.start());
    const resigned = shaktiText.buildLog({}, [first!, { type: 'resign', player: 'black' }]);
    expect(resigned.ok && resigned.value.events[1]).toEqual({ event: 'resign', ply: 2, player: 'black' });
    const drawn = shaktiText.buildLog({}, ['d2d3', { type: 'draw' }]);
    expect(drawn.ok && drawn.value.events[1]).toEqual({ event: 'draw', ply: 2 });
  });

  test('an illegal move is refused with the line it would have taken and the reason', () => {
    expect(shaktiText.logFromMoves({}, ['d2d3', 'd6d5', 'd3d5'])).toEqual({
      ok: false,
      error: { line: 4, message: 'decision 3: d3d5 is not legal: d5 holds Black\'s King; a King not in check moves only to a vacant tile, and captures only in check (S3)' },
    });
    expect(shaktiText.logFromMoves({}, [{ kind: 'step', from: 10, to: 24 }])).toEqual({
      ok: false,
      error: { line: 2, message: 'decision 1: d2d4 is not legal: the King moves only to the first tile it sees; toward d4 that is d3 (S3)' },
    });
  });

  test('nothing may follow the end of the game (G2)', () => {
    expect(shaktiText.logFromMoves({}, [...MATE_MOVES, 'd7c7'])).toEqual({
      ok: false,
      error: { line: 13, message: 'decision 12: the game is over (White wins by checkmate); nothing may follow' },
    });
  });

  test('a tag the record derives may not be set', () => {
    expect(shaktiText.logFromMoves({ tags: { WarriorJump: 'seen' } }, [])).toEqual({
      ok: false,
      error: { line: 1, message: 'tags: a tag may not be named WarriorJump (the record derives it)' },
    });
  });
});

describe('Shakti event log: reading', () => {
  test('read then write gives the same text; options and tags may be left out', () => {
    const read = shaktiText.readLog(MATE_GAME);
    expect(read.ok && shaktiText.writeLog(read.value)).toBe(MATE_GAME);
    const bare = shaktiText.readLog(withJson(MATE_GAME, 1, (v) => {
      delete v.options;
      delete v.tags;
    }));
    expect(bare.ok && bare.value.start.options).toEqual({ warriorJump: 'seen', repetition: true });
  });

  test('facts are written in canonical field order whatever order the log had', () => {
    const shuffled = withJson(MATE_GAME, 4, (v) => {
      const { check, removedTile, ...rest } = v.facts;
      v.facts = { check, removedTile, ...rest };
    });
    const read = shaktiText.readLog(shuffled);
    expect(read.ok && shaktiText.writeLog(read.value)).toBe(MATE_GAME);
  });

  test('logGame names the game of a log, with a located error for an unknown one', () => {
    expect(logGame(MATE_GAME)).toEqual({ ok: true, value: 'shakti' });
    expect(logGame(GAME)).toEqual({ ok: true, value: 'chakra' });
    expect(logGame(withJson(MATE_GAME, 1, (v) => (v.game = 'chess')))).toEqual({
      ok: false,
      error: { line: 1, column: 51, message: 'game: expected "chakra", "shakti", "medea" or "chakart", found "chess"' },
    });
    expect(logGame(withJson(MATE_GAME, 1, (v) => delete v.game))).toEqual({
      ok: false,
      error: { line: 1, message: 'game: missing (expected "chakra", "shakti", "medea" or "chakart")' },
    });
    expect(logGame('')).toEqual({ ok: false, error: { line: 1, message: 'the log is empty; expected the start line {"event":"start",…}' } });
  });

  test('each game reads only its own logs', () => {
    expect(shaktiText.readLog(GAME)).toEqual({ ok: false, error: { line: 1, message: 'game: this is a log of "chakra"; only "shakti" is read here' } });
    expect(chakraText.readLog(MATE_GAME)).toEqual({ ok: false, error: { line: 1, message: 'game: this is a log of "shakti"; only "chakra" is read here' } });
    expect(chakraText.replayLog(MATE_GAME).error?.message).toBe('game: this is a log of "shakti"; only "chakra" is read here');
  });

  test.each([
    ['an unknown warriorJump', withJson(MATE_GAME, 1, (v) => (v.options.warriorJump = 'far')), 1, 'options.warriorJump: expected "seen" or "adjacent", found "far"'],
    ['a Chakra ruleset', withJson(MATE_GAME, 1, (v) => (v.ruleset = 'current')), 1, 'unknown field "ruleset"'],
    ['a reserved tag', withJson(MATE_GAME, 1, (v) => (v.tags.WarriorJump = 'seen')), 1, 'tags: a tag may not be named Game, WarriorJump, SetUp, Result, Termination, Repetition (the record derives those)'],
    ['a cell off the board', withJson(MATE_GAME, 2, (v) => (v.facts.to = 'h3')), 2, 'facts.to: expected a cell a1-g7, found "h3"'],
    ['a Chakra piece', withJson(MATE_GAME, 2, (v) => (v.facts.piece = 'pawn')), 2, 'facts.piece: expected "king" or "warrior", found "pawn"'],
    ['a pass that is false', withJson(PASS, 2, (v) => (v.facts.pass = false)), 2, 'facts.pass: expected true, found false'],
    ['a Chakra fact', withJson(MATE_GAME, 2, (v) => (v.facts.via = 'a2')), 2, 'facts: unknown field "via"'],
    ['a stalemate', withJson(MATE_GAME, 12, (v) => (v.facts.end.reason = 'stalemate')), 12, 'facts.end.reason: expected "checkmate", "no-moves" or "repetition", found "stalemate"'],
  ])('%s', (_, text, line, message) => {
    expect(shaktiText.readLog(text)).toEqual({ ok: false, error: { line, message } });
  });

  test('facts as JSON and back', () => {
    const facts = { player: 'white' as const, piece: 'warrior' as const, from: 8, to: 22, removedTile: 15, check: false };
    const json = shaktiText.factsToJson(facts);
    expect(json).toEqual({ piece: 'warrior', from: 'b2', to: 'b4', removedTile: 'b3', check: false });
    expect(shaktiText.factsFromJson(json, 'white')).toEqual({ facts });
    expect(shaktiText.factsToJson({ player: 'black', pass: true, check: false })).toEqual({ pass: true, check: false });
  });
});

describe('Shakti replay', () => {
  test('a game replays step by step to checkmate', () => {
    const replay = shaktiText.replayLog(MATE_GAME);
    expect(replay.ok).toBe(true);
    expect(replay.steps.map((s) => s.text)).toEqual(MATE_MOVES);
    expect(replay.steps.at(-1)?.result).toEqual({ result: 'white', reason: 'checkmate' });
    expect(replay.steps[2]?.facts).toEqual({ player: 'white', piece: 'warrior', from: 14, to: 30, removedTile: 22, check: false });
    expect(replay.final?.value).toBe('over');
    expect(shaktiText.formatPosition(replay.start!.position)).toBe(START);
  });

  test('upToPly stops early', () => {
    const replay = shaktiText.replayLog(MATE_GAME, { upToPly: 3 });
    expect(replay.steps).toHaveLength(3);
    expect(replay.final?.context.position.tiles[shakti.parseCell('b4')!]).toBe(false);
  });

  test('a pass and a capture replay', () => {
    expect(shaktiText.replayLog(PASS).steps[0]?.position.turn).toBe('white');
    expect(shaktiText.replayLog(CAPTURE).steps[0]?.facts?.captured).toEqual({ cell: shakti.parseCell('e7'), piece: 'warrior' });
  });

  test('under warriorJump: adjacent the same jump text is read against the other rule', () => {
    const setup = 'x5x/3k3/7/1x5/7/1W1K3/x5x w 1';
    const seen = shaktiText.logFromMoves({ position: setup }, ['b2b5']);
    expect(seen.ok).toBe(true);
    const adjacent = withJson(seen.ok ? seen.value : '', 1, (v) => (v.options.warriorJump = 'adjacent'));
    expect(shaktiText.replayLog(adjacent).error).toEqual({
      line: 2,
      message: 'move: b2b5/b3 is not legal: the warrior cannot jump to b5: the cell beyond b3, b4, is a hole, and under warriorJump: adjacent the second tile must be the very next cell (S4)',
    });
  });

  const afterMate = `${MATE_GAME}{"event":"move","ply":12,"player":"black","move":"d7c7","facts":{"piece":"king","from":"d7","to":"c7","check":false}}\n`;
  test.each([
    ['a bad setup', withJson(MATE_GAME, 1, (v) => (v.setup = 'x5x/1w1k1w1/7/7/7/1W1K1W1/x5x w')), 1, 'setup: column 32: expected a space and the move number, found end of text', 0],
    ['a removed tile left out', withJson(MATE_GAME, 4, (v) => delete v.facts.removedTile), 4, 'facts.removedTile: the log says no removed tile, the move removes the tile b4', 2],
    ['the wrong removed tile', withJson(MATE_GAME, 10, (v) => (v.facts.removedTile = 'f4')), 10, 'facts.removedTile: the log says f4, the move removes the tile e4', 8],
    ['a removed tile that is not there', withJson(MATE_GAME, 2, (v) => (v.facts.removedTile = 'a2')), 2, 'facts.removedTile: the log says a2, the move removes no tile', 0],
    ['a capture left out', withJson(CAPTURE, 2, (v) => delete v.facts.captured), 2, 'facts.captured: the log says no capture, the move captures e7 (warrior)', 0],
    ['a capture made up', withJson(MATE_GAME, 3, (v) => (v.facts.captured = { cell: 'd7', piece: 'warrior' })), 3, 'facts.captured: the log says d7 (warrior), the move captures nothing', 1],
    ['a pass left out', withJson(PASS, 2, (v) => delete v.facts.pass), 2, 'facts.pass: the log says no pass, the move is a pass', 0],
    ['a check left out', withJson(MATE_GAME, 12, (v) => (v.facts.check = false)), 12, 'facts.check: the log says no check, the move gives check', 10],
    ['an end left out', withJson(MATE_GAME, 12, (v) => delete v.facts.end), 12, 'facts.end: the log says no end, the move ends the game: White wins by checkmate', 10],
    ['an end made up', withJson(MATE_GAME, 5, (v) => (v.facts.end = { result: 'draw', reason: 'no-moves' })), 5, 'facts.end: the log says a draw by no-moves, the move does not end the game', 3],
    ['a wrong piece', withJson(MATE_GAME, 3, (v) => (v.facts.piece = 'warrior')), 3, 'facts.piece: the log says warrior, the move moves a king', 1],
    ['a wrong ply', withJson(MATE_GAME, 4, (v) => (v.ply = 4)), 4, 'ply: the log says 4, expected 3', 2],
    ['a wrong player', withJson(MATE_GAME, 4, (v) => (v.player = 'black')), 4, "player: the log says black, but it is White's turn", 2],
    ['an illegal move', withJson(MATE_GAME, 4, (v) => (v.move = 'a3a6')), 4, 'move: a3a6 is not legal: a warrior reaches at most the second tile it sees; toward a6 that is a5 (S4)', 2],
    ['garbled move text', withJson(MATE_GAME, 4, (v) => (v.move = 'a3-c5')), 4, 'move: "a3-c5", column 3: expected \'x\' or a cell (a1-g7), found \'-\'', 2],
    ['a move after checkmate', afterMate, 13, 'the game is already over (White wins by checkmate); no event may follow', 11],
    ['a truncated last line', MATE_GAME.slice(0, -30), 12, 'the line ends before its JSON value does (is the log truncated?)', 10],
    ['a blank line', withLine(MATE_GAME, 6, (l) => `\n${l}`), 6, 'a blank line; expected an event', 4],
  ])('%s is rejected at its line', (_, text, line, message, validSteps) => {
    const replay = shaktiText.replayLog(text);
    expect(replay.ok).toBe(false);
    const { column: _column, ...error } = replay.error ?? { line: 0, message: '' };
    expect(error).toEqual({ line, message });
    expect(replay.steps).toHaveLength(validSteps);
  });
});

describe('Shakti replay: repetition (G3)', () => {
  // Under warriorJump: adjacent the Kings walk back and forth until a position occurs a third time.
  const MOVES = 'd2d3 b6d4/c5 d3xd4 f6f4/f5 b2a2 f4e5 d4e3 e5e4 e3xe4 d6e6 a2a3 e6d7 e4d5 d7e7 d5e5 e7f7 f2f3 f7e7 f3f2 e7d7 f2g3 d7e7 g3f2'.split(' ');
  test('the third occurrence ends the game in a draw, unless the option is off', () => {
    const on = shaktiText.logFromMoves({ warriorJump: 'adjacent' }, MOVES);
    expect(on.ok).toBe(true);
    const replay = shaktiText.replayLog(on.ok ? on.value : '');
    expect(replay.steps.at(-1)?.result).toEqual({ result: 'draw', reason: 'repetition' });
    expect(replay.steps.slice(0, -1).every((s) => s.result === undefined)).toBe(true);
    const off = shaktiText.logFromMoves({ warriorJump: 'adjacent', repetition: false }, MOVES);
    expect(off.ok && shaktiText.replayLog(off.value).steps.every((s) => s.result === undefined)).toBe(true);
  });
});

test('fuzz: a Shakti log with one character changed, removed or added replays or fails at a line, never throws', () => {
  const lineCount = MATE_GAME.split('\n').length;
  fc.assert(
    fc.property(fc.nat(MATE_GAME.length - 1), fc.constantFrom('', ' ', '"', '}', '1', 'x', '/', 'e', ',', '\n'), fc.boolean(), (index, c, insert) => {
      const text = MATE_GAME.slice(0, index) + c + MATE_GAME.slice(insert ? index : index + 1);
      const replay = shaktiText.replayLog(text);
      if (!replay.ok) {
        expect(replay.error!.line).toBeGreaterThanOrEqual(1);
        expect(replay.error!.line).toBeLessThanOrEqual(lineCount + 1);
        expect(replay.steps.length).toBeLessThan(replay.error!.line);
      } else {
        expect(replay.steps.length).toBeGreaterThan(0);
      }
    }),
    { numRuns: 1500, seed: 5 },
  );
});
