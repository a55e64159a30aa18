import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { medea } from '@rulebook/rules';
import { shakti as shaktiText, medea as medeaText, logGame } from '../../src/index.ts';
import { withJson, withLine } from '../support/log-lines.ts';
import { MATE_GAME } from '../shakti/games.ts';
import { LOOP, LOOP_SETUP, OPENING, OPENING_MOVES, PROMOTION_SETUP, REPLACEMENT, REPLACEMENT_SETUP, START, TWO_PATHS_SETUP } from './games.ts';
import { MEDEA } from '../support/rules.ts';

describe('Medea event log: writing', () => {
  test('logFromMoves writes the start line, then one move per line with the facts from the rules', () => {
    expect(medeaText.logFromMoves({ tags: { White: 'Ann', Black: 'Bob' } }, OPENING_MOVES)).toEqual({ ok: true, value: OPENING });
  });

  test('a capture lists every landing square and every piece taken; the end of the game is a fact', () => {
    expect(medeaText.logFromMoves({ position: LOOP_SETUP }, ['d4xd4'])).toEqual({ ok: true, value: LOOP });
    expect(medeaText.logFromMoves({ position: REPLACEMENT_SETUP }, ['b1~xh2'])).toEqual({ ok: true, value: REPLACEMENT });
  });

  test('a promotion is a fact', () => {
    const log = medeaText.buildLog({ position: PROMOTION_SETUP }, ['g7g8']);
    expect(log.ok && log.value.events[0]).toEqual({
      event: 'move',
      ply: 1,
      player: 'white',
      move: 'g7g8',
      facts: { piece: 'man', from: 'g7', to: 'g8', promoted: true },
    });
  });

  test('a capture given by another of its paths is recorded by the path the game value legalMoves gives (D5)', () => {
    const position = TWO_PATHS_SETUP;
    const byE2 = { kind: 'capture' as const, from: 8, to: 14, path: [12, 14], captured: [10, 13] };
    const log = medeaText.buildLog({ position }, [byE2]);
    expect(log.ok && log.value.events[0]).toEqual({
      event: 'move',
      ply: 1,
      player: 'white',
      move: 'a2xd2xg2',
      facts: {
        piece: 'king',
        from: 'a2',
        to: 'g2',
        path: ['d2', 'g2'],
        captured: [{ square: 'c2', piece: 'king' }, { square: 'f2', piece: 'king' }],
        end: { result: 'white', reason: 'no-pieces' },
      },
    });
    expect(log.ok && medeaText.replayLog(medeaText.writeLog(log.value)).ok).toBe(true);
  });

  test('the start line names the game and its options; moves may be moves; resignation and draw end a log (G2)', () => {
    const start = medeaText.startEvent({ repetition: false });
    expect(start.ok && medeaText.writeStartLine(start.value)).toBe(
      `{"event":"start","format":"rulebook-log/1","game":"medea","options":{"repetition":false},"setup":"${START}","tags":{}}`,
    );
    const [first] = MEDEA.legalMoves(MEDEA.start());
    const resigned = medeaText.buildLog({}, [first!, { type: 'resign', player: 'black' }]);
    expect(resigned.ok && resigned.value.events.map(medeaText.writeEventLine)).toEqual([
      '{"event":"move","ply":1,"player":"white","move":"a1~h2","facts":{"piece":"man","from":"a1","to":"h2","via":"a2"}}',
      '{"event":"resign","ply":2,"player":"black"}',
    ]);
    const drawn = medeaText.buildLog({}, ['c3d4', { type: 'draw' }]);
    expect(drawn.ok && drawn.value.events[1]).toEqual({ event: 'draw', ply: 2 });
  });

  test('an illegal or ambiguous move is refused with the line it would have taken and the reason', () => {
    expect(medeaText.logFromMoves({}, ['c3d4', 'c6c5', 'c2c4'])).toEqual({
      ok: false,
      error: { line: 4, message: 'decision 3: c2c4 is not legal: a man steps one square (D2)' },
    });
    expect(medeaText.logFromMoves({}, [{ kind: 'step', from: 18, to: 10 }])).toEqual({
      ok: false,
      error: { line: 2, message: "decision 1: c3c2 is not legal: c2 holds White's man" },
    });
    expect(medeaText.logFromMoves({ position: '8/2K5/5k1k/2k1m3/4m3/8/3m4/8 w -/- 1' }, ['c7xf7'])).toEqual({
      ok: false,
      error: { line: 2, message: 'decision 1: c7xf7 is ambiguous: c7xc4xf4xf7 or c7xc2xf2xf7 capture different pieces' },
    });
  });

  test('nothing may follow the end of the game (G2, D9)', () => {
    expect(medeaText.logFromMoves({ position: LOOP_SETUP }, ['d4xd4', 'd4d5'])).toEqual({
      ok: false,
      error: { line: 3, message: 'decision 2: the game is over (White wins: Black has no pieces left); nothing may follow' },
    });
  });

  test('a tag the record derives may not be set', () => {
    expect(medeaText.logFromMoves({ tags: { SetUp: 'x' } }, [])).toEqual({ ok: false, error: { line: 1, message: 'tags: a tag may not be named SetUp (the record derives it)' } });
  });

  test('playAction plays one decision on a snapshot', () => {
    const played = medeaText.playAction(MEDEA.startGame(), { type: 'move', text: 'c3d4' });
    expect(played.ok && played.value.text).toBe('c3d4');
    expect(played.ok && played.value.logEvent(1)).toEqual({ event: 'move', ply: 1, player: 'white', move: 'c3d4', facts: { piece: 'man', from: 'c3', to: 'd4' } });
  });
});

describe('Medea event log: reading', () => {
  test('read then write gives the same text; options and tags may be left out', () => {
    for (const log of [OPENING, LOOP, REPLACEMENT]) {
      const read = medeaText.readLog(log);
      expect(read.ok && medeaText.writeLog(read.value)).toBe(log);
    }
    const bare = medeaText.readLog(withJson(OPENING, 1, (v) => {
      delete v.options;
      delete v.tags;
    }));
    expect(bare.ok && bare.value.start.options).toEqual({ repetition: true });
  });

  test('facts are written in canonical field order whatever order the log had', () => {
    const shuffled = withJson(LOOP, 2, (v) => {
      const { end, captured, path, ...rest } = v.facts;
      v.facts = { end, captured, ...rest, path };
    });
    const read = medeaText.readLog(shuffled);
    expect(read.ok && medeaText.writeLog(read.value)).toBe(LOOP);
  });

  test('logGame names a Medea log; each game reads only its own logs', () => {
    expect(logGame(OPENING)).toEqual({ ok: true, value: 'medea' });
    expect(medeaText.readLog(MATE_GAME)).toEqual({ ok: false, error: { line: 1, message: 'game: this is a log of "shakti"; only "medea" is read here' } });
    expect(shaktiText.readLog(OPENING)).toEqual({ ok: false, error: { line: 1, message: 'game: this is a log of "medea"; only "shakti" is read here' } });
  });

  test.each([
    ['a Shakti option', withJson(OPENING, 1, (v) => (v.options.warriorJump = 'seen')), 1, 'options: unknown field "warriorJump"'],
    ['a reserved tag', withJson(OPENING, 1, (v) => (v.tags.Result = '1-0')), 1, 'tags: a tag may not be named Game, SetUp, Result, Termination, Repetition (the record derives those)'],
    ['a square off the board', withJson(OPENING, 2, (v) => (v.facts.to = 'i4')), 2, 'facts.to: expected a square a1-h8, found "i4"'],
    ['a Chakra piece', withJson(OPENING, 2, (v) => (v.facts.piece = 'pawn')), 2, 'facts.piece: expected "man" or "king", found "pawn"'],
    ['an empty path', withJson(LOOP, 2, (v) => (v.facts.path = [])), 2, 'facts.path: expected at least 1, found an array'],
    ['a captured piece without its type', withJson(LOOP, 2, (v) => delete v.facts.captured[1].piece), 2, 'facts.captured.1.piece: expected "man" or "king", found nothing'],
    ['a promotion that is false', withJson(OPENING, 2, (v) => (v.facts.promoted = false)), 2, 'facts.promoted: expected true, found false'],
    ['a Chakra fact', withJson(OPENING, 2, (v) => (v.facts.check = false)), 2, 'facts: unknown field "check"'],
    ['a checkmate', withJson(LOOP, 2, (v) => (v.facts.end.reason = 'checkmate')), 2, 'facts.end.reason: expected "no-pieces", "no-moves" or "repetition", found "checkmate"'],
  ])('%s', (_, text, line, message) => {
    expect(medeaText.readLog(text)).toEqual({ ok: false, error: { line, message } });
  });

  test('facts as JSON and back', () => {
    const facts = { player: 'white' as const, piece: 'man' as const, from: 27, to: 45, path: [43, 45], captured: [{ square: 35, piece: 'man' as const }, { square: 44, piece: 'king' as const }] };
    const json = medeaText.factsToJson(facts);
    expect(json).toEqual({ piece: 'man', from: 'd4', to: 'f6', path: ['d6', 'f6'], captured: [{ square: 'd5', piece: 'man' }, { square: 'e6', piece: 'king' }] });
    expect(medeaText.factsFromJson(json, 'white')).toEqual({ facts });
    expect(medeaText.factsToJson({ player: 'black', from: 8, to: 17 })).toEqual({ from: 'a2', to: 'b3' });
  });
});

describe('Medea replay', () => {
  test('a game replays step by step', () => {
    const replay = medeaText.replayLog(OPENING);
    expect(replay.ok).toBe(true);
    expect(replay.steps.map((s) => s.text)).toEqual(OPENING_MOVES);
    expect(replay.steps[3]?.facts).toEqual({ player: 'black', piece: 'man', from: 45, to: 29, path: [29], captured: [{ square: 37, piece: 'man' }] });
    expect(medeaText.formatPosition(replay.start!.position)).toBe(START);
    expect(medeaText.formatPosition(replay.final!.context.position)).toBe('mmmmmmmm/1mmmmmm1/2m5/2mm1M2/8/2M1M3/1MMMMMMM/1MMMMMMM b a2,h2/a7,h7 4');
  });

  test('upToPly stops early; the end of the game is the last step', () => {
    expect(medeaText.replayLog(OPENING, { upToPly: 3 }).steps).toHaveLength(3);
    const loop = medeaText.replayLog(LOOP);
    expect(loop.steps.at(-1)?.result).toEqual({ result: 'white', reason: 'no-pieces' });
    expect(loop.final?.value).toBe('over');
  });

  const afterEnd = `${LOOP}{"event":"move","ply":2,"player":"black","move":"pass","facts":{"from":"a1","to":"a1"}}\n`;
  test.each([
    ['a bad setup', withJson(OPENING, 1, (v) => (v.setup = `${START.slice(0, -2)} 0`)), 1, "setup: column 69: the move number must be 1 or more, without leading zeros; found '0'", 0],
    ['a setup with a man on its far rank', withJson(OPENING, 1, (v) => (v.setup = 'M7/8/8/8/8/8/8/7k w -/- 1')), 1, 'setup: a white man stands on its far rank at a8; it would be a king', 0],
    ['a path left out', withJson(LOOP, 2, (v) => delete v.facts.path), 2, 'facts.path: the log says no path, the move lands on d6, f6, f4, d4', 0],
    ['the other path', withJson(LOOP, 2, (v) => (v.facts.path = ['f4', 'f6', 'd6', 'd4'])), 2, 'facts.path: the log says f4, f6, d6, d4, the move lands on d6, f6, f4, d4', 0],
    ['a captured piece left out', withJson(LOOP, 2, (v) => v.facts.captured.pop()), 2, 'facts.captured: the log says d5 (man), e6 (man), f5 (man), the move captures d5 (man), e6 (man), f5 (man), e4 (man)', 0],
    ['a captured king that was a man', withJson(LOOP, 2, (v) => (v.facts.captured[0].piece = 'king')), 2, 'facts.captured: the log says d5 (king), e6 (man), f5 (man), e4 (man), the move captures d5 (man), e6 (man), f5 (man), e4 (man)', 0],
    ['a replacement left out', withJson(REPLACEMENT, 2, (v) => delete v.facts.captured), 2, 'facts.captured: the log says no capture, the move captures h2 (man)', 0],
    ['a transmission left out', withJson(OPENING, 8, (v) => delete v.facts.via), 8, 'facts.via: the log says no transmission, the move goes through a2', 6],
    ['a wrong end square', withJson(OPENING, 8, (v) => (v.facts.to = 'a2')), 8, 'facts.to: the log says a2, the move ends on h2', 6],
    ['a promotion made up', withJson(OPENING, 2, (v) => (v.facts.promoted = true)), 2, 'facts.promoted: the log says a promotion, the move promotes nothing', 0],
    ['an end left out', withJson(LOOP, 2, (v) => delete v.facts.end), 2, 'facts.end: the log says no end, the move ends the game: White wins by no-pieces', 0],
    ['an end made up', withJson(OPENING, 3, (v) => (v.facts.end = { result: 'white', reason: 'no-moves' })), 3, 'facts.end: the log says White wins by no-moves, the move does not end the game', 1],
    ['a wrong piece', withJson(OPENING, 4, (v) => (v.facts.piece = 'king')), 4, 'facts.piece: the log says king, the move moves a man', 2],
    ['a wrong ply', withJson(OPENING, 4, (v) => (v.ply = 4)), 4, 'ply: the log says 4, expected 3', 2],
    ['a wrong player', withJson(OPENING, 4, (v) => (v.player = 'black')), 4, "player: the log says black, but it is White's turn", 2],
    ['a step where capture is compulsory', withJson(OPENING, 5, (v) => (v.move = 'c6b5')), 5, 'move: c6b5 is not legal: capture is compulsory: Black must take, with f6xf4 (D4)', 3],
    ['garbled move text', withJson(OPENING, 4, (v) => (v.move = 'e4-f5')), 4, 'move: "e4-f5", column 3: expected \'x\', \'~\' or a square (a1-h8), found \'-\'', 2],
    ['a move after the end', afterEnd, 3, 'the game is already over (White wins: Black has no pieces left); no event may follow', 1],
    ['a truncated last line', OPENING.slice(0, -30), 8, 'the line ends before its JSON value does (is the log truncated?)', 6],
    ['a blank line', withLine(OPENING, 5, (l) => `\n${l}`), 5, 'a blank line; expected an event', 3],
  ])('%s is rejected at its line', (_, text, line, message, validSteps) => {
    const replay = medeaText.replayLog(text);
    expect(replay.ok).toBe(false);
    const { column: _column, ...error } = replay.error ?? { line: 0, message: '' };
    expect(error).toEqual({ line, message });
    expect(replay.steps).toHaveLength(validSteps);
  });

  test('a short form in a log replays as its move, with the canonical text', () => {
    const short = withJson(LOOP, 2, (v) => (v.move = 'd4xf4xd4'));
    const replay = medeaText.replayLog(short);
    expect(replay.ok).toBe(true);
    expect(replay.steps[0]?.text).toBe('d4xd6xf6xf4xd4');
  });
});

describe('Medea replay: repetition (G3)', () => {
  const MOVES = ['h1h2', 'a8a7', 'h2h1', 'a7a8', 'h1h2', 'a8a7', 'h2h1', 'a7a8'];
  test('the third occurrence ends the game in a draw, unless the option is off', () => {
    const on = medeaText.logFromMoves({ position: 'k7/8/8/8/8/8/8/7K w -/- 1' }, MOVES);
    expect(on.ok).toBe(true);
    const replay = medeaText.replayLog(on.ok ? on.value : '');
    expect(replay.steps.at(-1)?.result).toEqual({ result: 'draw', reason: 'repetition' });
    expect(replay.steps.slice(0, -1).every((s) => s.result === undefined)).toBe(true);
    const off = medeaText.logFromMoves({ position: 'k7/8/8/8/8/8/8/7K w -/- 1', repetition: false }, MOVES);
    expect(off.ok && medeaText.replayLog(off.value).steps.every((s) => s.result === undefined)).toBe(true);
  });
});

test('fuzz: a Medea log with one character changed, removed or added replays or fails at a line, never throws', () => {
  const lineCount = OPENING.split('\n').length;
  fc.assert(
    fc.property(fc.nat(OPENING.length - 1), fc.constantFrom('', ' ', '"', '}', '1', 'x', '~', 'e', ',', '\n'), fc.boolean(), (index, c, insert) => {
      const changed = OPENING.slice(0, index) + c + OPENING.slice(insert ? index : index + 1);
      const replay = medeaText.replayLog(changed);
      if (!replay.ok) {
        expect(replay.error!.line).toBeGreaterThanOrEqual(1);
        expect(replay.error!.line).toBeLessThanOrEqual(lineCount + 1);
        expect(replay.steps.length).toBeLessThan(replay.error!.line);
      }
    }),
    { numRuns: 1000, seed: 5 },
  );
});
