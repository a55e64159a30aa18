import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { chakra } from '@rulebook/rules';
import { chakra as chakraText } from '../../src/index.ts';
import { GAME, MATE, MATE_SETUP, REPETITION_MOVES } from './games.ts';
import { withJson, withLine } from '../support/log-lines.ts';
import { randomGame } from './helpers.ts';
import { CHAKRA } from '../support/rules.ts';

const log = (...args: Parameters<typeof chakraText.logFromMoves>): string => {
  const written = chakraText.logFromMoves(...args);
  if (!written.ok) throw new Error(written.error.message);
  return written.value;
};

describe('replay: valid logs', () => {
  test('every event becomes a step with its position and re-derived facts', () => {
    const replay = chakraText.replayLog(GAME);
    expect(replay.ok).toBe(true);
    expect(replay.error).toBeUndefined();
    expect(replay.steps.map((s) => [s.line, s.ply, s.text])).toEqual([
      [2, 1, 'e2e3'], [3, 2, 'e7e6'], [4, 3, 'd1g4'], [5, 4, 'd8g5'], [6, 5, 'g4xg5'], [7, 6, 'Ta7b5'], [8, 7, 'b1~h2'], [9, 8, 'Th7*'],
    ]);
    expect(replay.steps[4]?.facts?.captured).toEqual({ square: 38, piece: 'queen' });
    expect(chakraText.formatPosition(replay.steps[7]!.position)).toBe('ncm1kscn/1ppp1pp1/4p3/6Q1/8/4P3/1PPP1PPC/N1M1KSCN w a2N,h2N,b5n,h7k q 5');
    expect(replay.final?.context.position).toEqual(replay.steps[7]!.position);
    expect(replay.start?.position).toEqual(CHAKRA.current.start());
  });

  test('upToPly stops after that ply; 0 gives the start only', () => {
    const three = chakraText.replayLog(GAME, { upToPly: 3 });
    expect(three.ok).toBe(true);
    expect(three.steps).toHaveLength(3);
    expect(three.final?.context.position).toEqual(three.steps[2]!.position);
    const none = chakraText.replayLog(GAME, { upToPly: 0 });
    expect(none.steps).toHaveLength(0);
    expect(none.final?.context.position).toEqual(CHAKRA.current.start());
  });

  test('upToPly does not read the lines after it', () => {
    const broken = withLine(GAME, 6, () => '{oops');
    expect(chakraText.replayLog(broken, { upToPly: 4 }).ok).toBe(true);
    expect(chakraText.replayLog(broken, { upToPly: 5 }).ok).toBe(false);
  });

  test('checkmate: the last step has the result, and the facts say so', () => {
    const replay = chakraText.replayLog(MATE);
    expect(replay.ok).toBe(true);
    expect(replay.steps[0]?.result).toEqual({ result: 'white', reason: 'checkmate' });
    expect(replay.final?.value).toBe('over');
  });

  test('a resignation and an agreed draw end the game (G2)', () => {
    const resigned = chakraText.replayLog(log({}, ['e2e3', { type: 'resign', player: 'white' }]));
    expect(resigned.ok).toBe(true);
    expect(resigned.steps[1]).toMatchObject({ line: 3, ply: 2, text: 'White resigns', result: { result: 'black', reason: 'resignation' } });
    const drawn = chakraText.replayLog(log({}, [{ type: 'draw' }]));
    expect(drawn.steps[0]).toMatchObject({ line: 2, ply: 1, text: 'draw agreed', result: { result: 'draw', reason: 'agreement' } });
  });

  test('the third repetition ends the game (G3), unless the option is off', () => {
    const on = chakraText.replayLog(log({}, REPETITION_MOVES));
    expect(on.ok).toBe(true);
    expect(on.steps[7]?.result).toEqual({ result: 'draw', reason: 'repetition' });
    expect(on.steps.slice(0, 7).every((s) => s.result === undefined)).toBe(true);
    const off = chakraText.replayLog(log({ repetition: false }, [...REPETITION_MOVES, 'a1b3']));
    expect(off.ok).toBe(true);
    expect(off.steps.every((s) => s.result === undefined)).toBe(true);
  });

  test('random games in both rulesets replay from the logs written for them', () => {
    for (const ruleset of ['current', '1995'] as const) {
      for (let seed = 200; seed < 206; seed++) {
        const game = randomGame(seed, 150, ruleset);
        const text = log({ ruleset }, game.map((p) => p.move));
        const replay = chakraText.replayLog(text);
        expect(replay.error).toBeUndefined();
        expect(replay.steps.map((s) => s.position)).toEqual(game.map((p) => p.after));
      }
    }
  });
});

describe('replay: a log whose events do not follow is rejected at that line', () => {
  const afterMate = `${MATE}{"event":"move","ply":2,"player":"black","move":"a8a7","facts":{"piece":"king","from":"a8","to":"a7","check":false}}\n`;
  test.each([
    ['a missing start line', GAME.split('\n').slice(1).join('\n'), 1, 'expected the start line {"event":"start",…}, found a "move" event; the log has no start line', 0],
    ['a log of chess', withJson(GAME, 1, (v) => (v.game = 'chess')), 1, 'game: this is a log of "chess"; only "chakra" is read here', 0],
    ['a bad setup', withJson(GAME, 1, (v) => (v.setup = v.setup.replace('1pppppp1', '1ppxppp1'))), 1, "setup: column 13: expected a piece letter or a digit, found 'x'", 0],
    ['an impossible setup', withJson(GAME, 1, (v) => (v.setup = '8/8/8/8/8/8/8/4K3 w - - 1')), 1, 'setup: Black has 0 Kings; each side has exactly one', 0],
    ['bad JSON', withLine(GAME, 5, (l) => l.replace('}}', '}')), 5, 'the line ends before its JSON value does (is the log truncated?)', 3],
    ['a truncated last line', GAME.slice(0, -40), 9, 'the line ends before its JSON value does (is the log truncated?)', 7],
    ['a changed destination', withJson(GAME, 4, (v) => (v.facts.to = 'h5')), 4, 'facts.to: the log says h5, the move ends on g4', 2],
    ['a capture the move does not make', withJson(GAME, 5, (v) => (v.facts.captured = { square: 'd5', piece: 'pawn' })), 5, 'facts.captured: the log says d5 (pawn), the move captures nothing', 3],
    ['a capture left out', withJson(GAME, 6, (v) => delete v.facts.captured), 6, 'facts.captured: the log says no capture, the move captures g5 (queen)', 4],
    ['the wrong captured piece', withJson(GAME, 6, (v) => (v.facts.captured.piece = 'pawn')), 6, 'facts.captured: the log says g5 (pawn), the move captures g5 (queen)', 4],
    ['a wrong piece', withJson(GAME, 2, (v) => (v.facts.piece = 'monk')), 2, 'facts.piece: the log says monk, the move moves a pawn', 0],
    ['a transmission left out', withJson(GAME, 8, (v) => delete v.facts.via), 8, 'facts.via: the log says no transmission, the move goes through a2', 6],
    ['a wrong face', withJson(GAME, 9, (v) => (v.facts.face = 'knight')), 9, 'facts.face: the log says knight, the chakra shows its king face', 7],
    ['a check that is not there', withJson(GAME, 3, (v) => (v.facts.check = true)), 3, 'facts.check: the log says check, the move gives no check', 1],
    ['an end that is not there', withJson(GAME, 3, (v) => (v.facts.end = { result: 'black', reason: 'checkmate' })), 3, 'facts.end: the log says Black wins by checkmate, the move does not end the game', 1],
    ['an end left out', withJson(MATE, 2, (v) => delete v.facts.end), 2, 'facts.end: the log says no end, the move ends the game: White wins by checkmate', 0],
    ['a wrong ply', withJson(GAME, 4, (v) => (v.ply = 4)), 4, 'ply: the log says 4, expected 3', 2],
    ['a skipped ply', withLine(GAME, 4, () => ''), 4, 'a blank line; expected an event', 2],
    ['a wrong player', withJson(GAME, 4, (v) => (v.player = 'black')), 4, "player: the log says black, but it is White's turn", 2],
    ['an illegal move', withJson(GAME, 4, (v) => (v.move = 'd1d4')), 4, 'move: d1d4 is not legal: the queen on d1 cannot reach d4', 2],
    ['garbled move text', withJson(GAME, 4, (v) => (v.move = 'd1-g4')), 4, 'move: "d1-g4", column 3: expected \'~\', \'x\' or a square, found \'-\'', 2],
    ['two moves swapped', withLine(withLine(GAME, 4, () => GAME.split('\n')[4]!), 5, () => GAME.split('\n')[3]!), 4, 'ply: the log says 4, expected 3', 2],
    ['a move after checkmate', afterMate, 3, 'the game is already over (White wins by checkmate); no event may follow', 1],
    ['a move after a resignation', `${GAME}{"event":"resign","ply":9,"player":"white"}\n{"event":"draw","ply":10}\n`, 11, 'the game is already over (Black wins by resignation); no event may follow', 9],
  ])('%s', (_, text, line, message, validSteps) => {
    const replay = chakraText.replayLog(text);
    expect(replay.ok).toBe(false);
    const { column: _column, ...error } = replay.error ?? { line: 0, message: '' };
    expect(error).toEqual({ line, message });
    expect(replay.steps).toHaveLength(validSteps);
    if (line > 1) expect(replay.final?.context.position).toEqual(replay.steps.at(-1)?.position ?? replay.start?.position);
  });

  test('an empty log', () => {
    expect(chakraText.replayLog('')).toEqual({ ok: false, error: { line: 1, message: 'the log is empty; expected the start line {"event":"start",…}' }, steps: [] });
  });

  test('a JSON error also names the column', () => {
    expect(chakraText.replayLog(withLine(GAME, 4, (l) => l.replace('"ply":3', '"ply"3'))).error).toEqual({
      line: 4,
      column: 22,
      message: "not valid JSON: Expected ':' after property name",
    });
  });

  test('a log that starts from a set-up position replays from there', () => {
    const replay = chakraText.replayLog(MATE);
    expect(chakraText.formatPosition(replay.start!.position)).toBe(MATE_SETUP);
  });
});

test('fuzz: a log with one character changed, removed or added replays or fails at a line of the log, never throws', () => {
  const lineCount = GAME.split('\n').length;
  fc.assert(
    fc.property(fc.nat(GAME.length - 1), fc.constantFrom('', ' ', '"', '}', '1', 'x', 'e', ',', '\n'), fc.boolean(), (index, c, insert) => {
      const text = GAME.slice(0, index) + c + GAME.slice(insert ? index : index + 1);
      const replay = chakraText.replayLog(text);
      if (!replay.ok) {
        expect(replay.error!.line).toBeGreaterThanOrEqual(1);
        expect(replay.error!.line).toBeLessThanOrEqual(lineCount + 1);
        expect(replay.steps.length).toBeLessThan(replay.error!.line);
      } else {
        expect(replay.steps.length).toBeGreaterThan(0);
      }
    }),
    { numRuns: 1500, seed: 3 },
  );
});
