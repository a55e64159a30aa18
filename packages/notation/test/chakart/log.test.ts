import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { chakart } from '@rulebook/rules';
import { medea as medeaText, chakart as chakartText, logGame } from '../../src/index.ts';
import { withJson, withLine } from '../support/log-lines.ts';
import { OPENING as MEDEA_OPENING } from '../medea/games.ts';
import { EFFECTS, EFFECTS_SETUP, OPENING, OPENING_DECISIONS, OPENING_FINAL } from './games.ts';
import { CHAKART, chakartGame } from '../support/rules.ts';

const OPENING_SETUP = JSON.parse(OPENING.split('\n')[0] as string).setup as string;
const lines = (text: string): string[] => text.split('\n').filter((l) => l !== '');
const EGG_SETUP = 'k6r/8/8/8/8/5e2/8/4K1N1 w 0 {"flags":"1111"}';

describe('Chakart event log: writing', () => {
  test("a seeded game: K1's start from the seed, each decision's outcomes drawn from it (G4)", () => {
    expect(chakartText.logFromMoves({ seed: 7, tags: { White: 'Ann', Black: 'Bob' } }, OPENING_DECISIONS)).toEqual({ ok: true, value: OPENING });
  });

  test('outcomes given with the decisions, as text', () => {
    const decisions = [
      { decision: 'Ng1-f3', outcomes: ['egg:luigi', 'colour:h8'] },
      { decision: 'Ka8-b8', outcomes: [] },
      { decision: 'Rh1xh4', outcomes: ['push:n', 'lay:g6'] },
    ];
    expect(chakartText.logFromMoves({ position: EFFECTS_SETUP }, decisions)).toEqual({ ok: true, value: EFFECTS });
  });

  test('the same seed and the same choices give the same log, byte for byte (G4)', () => {
    const again = chakartText.logFromMoves({ seed: 7, tags: { White: 'Ann', Black: 'Bob' } }, OPENING_DECISIONS);
    expect(again.ok && again.value).toBe(OPENING);
    // Decisions as values, with the outcomes the log holds given back: the same bytes.
    const read = chakartText.readLog(OPENING);
    if (!read.ok) throw new Error(read.error.message);
    const replay = chakartText.replayLog(OPENING);
    const given = replay.steps.map((s) => ({ decision: s.move!.decision, outcomes: s.move!.outcomes }));
    const rebuilt = chakartText.logFromMoves({ seed: 7, tags: { White: 'Ann', Black: 'Bob' } }, given);
    expect(rebuilt.ok && rebuilt.value).toBe(OPENING);
    // Another seed draws other outcomes.
    const other = chakartText.logFromMoves({ position: OPENING_SETUP, seed: 8 }, OPENING_DECISIONS.slice(0, 7));
    expect(other.ok && lines(other.value)[3]).toContain('"move":"Re1-e2","outcomes":["lay:d3"]');
    expect(lines(OPENING)[3]).toContain('"move":"Re1-e2","outcomes":["lay:f3"]');
  });

  test("a game resumed from its log draws on where it stopped: the seed's stream after the outcomes drawn so far (G4)", () => {
    for (let k = 0; k <= OPENING_DECISIONS.length; k++) {
      const part = chakartText.buildLog({ seed: 7, tags: { White: 'Ann', Black: 'Bob' } }, OPENING_DECISIONS.slice(0, k));
      if (!part.ok) throw new Error(part.error.message);
      expect(chakartText.writeLog(part.value)).toBe(lines(OPENING).slice(0, k + 1).map((l) => `${l}\n`).join(''));
      // The next decision's outcomes: the stream after chakartText.outcomesDrawn(events) outcomes.
      if (k === OPENING_DECISIONS.length) continue;
      const position = chakartText.replayLog(chakartText.writeLog(part.value)).final!.context.position;
      const decision = chakartText.replayLog(OPENING).steps[k]!.move!.decision;
      const drawn = CHAKART.play(position, decision, chakart.SeededRandom.forPlay(7, chakartText.outcomesDrawn(part.value.events)).source()).facts.outcomes;
      expect(drawn).toEqual(chakartText.replayLog(OPENING).steps[k]!.move!.outcomes);
    }
  });

  test('the start line: K1 randomness (default 2) and the seed; the setup is always the start position', () => {
    const standard = chakartText.startEvent({ randomness: 0 });
    expect(standard.ok && chakartText.writeStartLine(standard.value)).toBe(
      '{"event":"start","format":"rulebook-log/1","game":"chakart","options":{"randomness":0},"setup":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w 0 {\\"flags\\":\\"1111\\"}","tags":{}}',
    );
    const shuffled = chakartText.startEvent({ randomness: 1, seed: 12 });
    expect(shuffled.ok && shuffled.value.setup).toBe(chakartText.formatPosition(chakartGame({ randomness: 1, seed: 12 }).start()));
    expect(chakartText.startEvent({})).toEqual({ ok: false, error: { line: 1, message: 'a shuffled start (randomness 2, K1) is drawn from a seed; give a seed or a position' } });
    expect(chakartText.startEvent({ seed: -1 })).toEqual({ ok: false, error: { line: 1, message: 'options.seed: expected a whole number 0 to 4294967295, found -1' } });
    expect(chakartText.startEvent({ seed: 1, tags: { Seed: '3' } })).toEqual({ ok: false, error: { line: 1, message: 'tags: a tag may not be named Seed (the record derives it)' } });
  });

  test.each([
    ['Daisy: a bonus move in the same turn', [{ decision: 'Ng1-f3', outcomes: ['egg:daisy'] }, 'Ke1-d1', 'Ka8-b8'], ['Ng1xf3', 'Ke1-d1', 'Ka8-b8'], ['white', 'white', 'black']],
    ['King Boo: a swap', [{ decision: 'Ng1-f3', outcomes: ['egg:kingboo'] }, 'a8<>e1', 'Ke1-d1'], ['Ng1xf3', 'e1<>a8', 'Ke1-d1'], ['white', 'white', 'black']],
    ['Toadette: a drop', [{ decision: 'Ng1-f3', outcomes: ['egg:toadette', 'toadette:q'] }, 'Q@e5'], ['Ng1xf3', 'Q@e5'], ['white', 'white']],
  ])("the turn's sub-phases (K6): %s", (_, decisions, texts, players) => {
    const log = chakartText.buildLog({ position: EGG_SETUP }, decisions);
    if (!log.ok) throw new Error(log.error.message);
    expect(log.value.events.map((e) => (e.event === 'move' ? e.move : e.event))).toEqual(texts);
    expect(log.value.events.map((e) => (e.event === 'move' ? e.player : ''))).toEqual(players);
    expect(chakartText.replayLog(chakartText.writeLog(log.value)).ok).toBe(true);
  });

  test('a pawn an effect carries to its last rank: the promotion is a decision of its own (K7)', () => {
    const log = chakartText.buildLog({ position: 'k7/4m3/4P3/8/8/8/8/4K3 w 0 {"flags":"1111"}' }, ['Pe6-e7', '=Q']);
    if (!log.ok) throw new Error(log.error.message);
    expect(log.value.events.map(chakartText.writeEventLine)).toEqual([
      '{"event":"move","ply":1,"player":"white","move":"Pe6xe7","outcomes":[],"facts":{"steps":[{"step":"move","piece":"pawn","from":"e6","to":"e7","object":"mushroom"},{"step":"leave","object":"mushroom","square":"e6"},{"step":"mushroom","from":"e7","to":"e8"}]}}',
      '{"event":"move","ply":2,"player":"white","move":"=Q","outcomes":[],"facts":{"steps":[{"step":"promote","square":"e8","piece":"queen"}]}}',
    ]);
    const replay = chakartText.replayLog(chakartText.writeLog(log.value));
    expect(replay.steps.map((s) => chakartText.formatPosition(s.position))).toEqual([
      'k3P3/8/4m3/8/8/8/8/4K3 w 0 {"flags":"1111","phase":"promote","resume":{"square":"e8","from":"e7","dropped":false,"lays":true}}',
      'k3Q3/8/4m3/8/8/8/8/4K3 b 1 {"flags":"1111"}',
    ]);
  });

  test("a piece ending on the invisible queen's marker removes it; the queen is seen again when the turn ends (K4)", () => {
    const log = chakartText.buildLog({ position: 'k7/8/8/3i4/8/8/8/3?K3 w 0 {"flags":"1110"}' }, ['Ke1-d1']);
    expect(log.ok && log.value.events[0]).toEqual({
      event: 'move',
      ply: 1,
      player: 'white',
      move: 'Ke1-d1',
      outcomes: [],
      facts: { steps: [{ step: 'move', piece: 'king', from: 'e1', to: 'd1', marker: true }, { step: 'revealed', square: 'd5' }] },
    });
    expect(log.ok && chakartText.replayLog(chakartText.writeLog(log.value)).ok).toBe(true);
  });

  test('the end of the game is a fact; a resignation and an agreed draw are events (K2, G2)', () => {
    const won = chakartText.buildLog({ position: 'k7/8/8/8/8/8/8/r3K3 b 0 {"flags":"1111"}' }, [{ decision: 'Ra1xe1', outcomes: ['lay:d2'] }]);
    expect(won.ok && won.value.events[0]).toEqual({
      event: 'move',
      ply: 1,
      player: 'black',
      move: 'Ra1xe1',
      outcomes: ['lay:d2'],
      facts: {
        steps: [
          { step: 'move', piece: 'rook', from: 'a1', to: 'e1', captured: { colour: 'white', kind: 'king' } },
          { step: 'lay', object: 'banana', square: 'd2' },
        ],
        end: { result: 'black', reason: 'kings-captured' },
      },
    });
    const resigned = chakartText.buildLog({ seed: 7 }, ['Pe2-e4', { type: 'resign', player: 'black' }]);
    expect(resigned.ok && resigned.value.events[1]).toEqual({ event: 'resign', ply: 2, player: 'black' });
    const drawn = chakartText.buildLog({ seed: 7 }, [{ type: 'draw' }]);
    expect(drawn.ok && drawn.value.events[0]).toEqual({ event: 'draw', ply: 1 });
  });

  test.each([
    ['an illegal decision', { position: OPENING_SETUP }, ['Pe2-e5'], 2, 'decision 1: Pe2-e5 is not legal: the pawn on e2 cannot go to e5: it steps forward onto a square with no piece in sight, double-steps from its first two ranks, and takes a piece or an object diagonally (K3)'],
    ['malformed text', { position: OPENING_SETUP }, ['Pe2-e4x'], 2, 'decision 1: "Pe2-e4x", column 7: expected the end of the decision, found \'x\''],
    ['a decision value that is not legal', { position: OPENING_SETUP }, [{ kind: 'move' as const, from: 0, to: 16 }], 2, 'decision 1: Ka1-a3 is not legal: the king on a1 cannot move to a3'],
    ['a draw due without a seed', { position: 'k7/8/8/8/7d/8/8/4K2R w 0 {"flags":"1111"}' }, ['Rh1xh4'], 2, 'decision 1: Rh1xh4 needs a push outcome and the game has no seed to draw it from; give its outcomes'],
    ['an impossible outcome given', { position: 'k7/8/8/8/7d/8/8/4K2R w 0 {"flags":"1111"}' }, [{ decision: 'Rh1xh4', outcomes: ['push:e', 'lay:g6'] }], 2, 'decision 1: Rh1xh4 is refused: outcome 1 (push:e) is not possible here: it could be push:n, push:s, push:w'],
    ['a malformed outcome given', { position: 'k7/8/8/8/7d/8/8/4K2R w 0 {"flags":"1111"}' }, [{ decision: 'Rh1xh4', outcomes: ['push:x'] }], 2, "decision 1: outcome 1 'push:x', column 6: expected a direction (n s e w ne nw se sw) after push:, found 'x'"],
    ['a decision after the end', { position: 'k7/8/8/8/8/8/8/r3K3 b 0 {"flags":"1111"}', seed: 1 }, ['Ra1xe1', 'Ke1-e2'], 3, 'decision 2: the game is over (Black wins: White has no king left); nothing may follow'],
  ])('%s is refused with the line it would have taken', (_, options, decisions, line, message) => {
    expect(chakartText.buildLog(options, decisions)).toEqual({ ok: false, error: { line, message } });
  });

  test('playAction plays decision text with its outcomes on a snapshot', () => {
    const start = CHAKART.startGame(chakartGame({ randomness: 0 }).start());
    const played = chakartText.playAction(start, { type: 'move', text: 'Ng1-f3' });
    expect(played.ok && played.value.logEvent(1)).toEqual({
      event: 'move',
      ply: 1,
      player: 'white',
      move: 'Ng1-f3',
      outcomes: [],
      facts: { steps: [{ step: 'move', piece: 'knight', from: 'g1', to: 'f3' }, { step: 'leave', object: 'egg', square: 'g1' }] },
    });
    const setup = chakartText.parsePosition('k7/8/8/8/8/8/8/R3K3 w 0 {"flags":"1111"}');
    if (!setup.ok) throw new Error(setup.error.message);
    const rook = CHAKART.startGame(setup.value);
    const missing = chakartText.playAction(rook, { type: 'move', text: 'Ra1-a3' });
    expect(missing).toEqual({ ok: false, error: 'Ra1-a3 is refused: outcome 1 is missing: a lay draw was due' });
    const given = chakartText.playAction(rook, { type: 'move', text: 'Ra1-a3', outcomes: ['lay:b4'] });
    expect(given.ok && given.value.logEvent(1)).toMatchObject({ move: 'Ra1-a3', outcomes: ['lay:b4'] });
  });
});

describe('Chakart event log: reading', () => {
  test('read then write gives the same text; options and tags may be left out', () => {
    for (const log of [OPENING, EFFECTS]) {
      const read = chakartText.readLog(log);
      expect(read.ok && chakartText.writeLog(read.value)).toBe(log);
    }
    const bare = chakartText.readLog(
      withJson(EFFECTS, 1, (v) => {
        delete v.options;
        delete v.tags;
      }),
    );
    expect(bare.ok && bare.value.start.options).toEqual({ randomness: 2 });
  });

  test('facts are written in canonical field order whatever order the log had', () => {
    const shuffled = withJson(EFFECTS, 4, (v) => {
      v.facts.steps = v.facts.steps.map((s: Record<string, unknown>) => Object.fromEntries(Object.entries(s).reverse()));
    });
    const read = chakartText.readLog(shuffled);
    expect(read.ok && chakartText.writeLog(read.value)).toBe(EFFECTS);
  });

  test('facts as JSON and back', () => {
    const replay = chakartText.replayLog(EFFECTS);
    const facts = replay.steps[2]!.facts!;
    const json = chakartText.factsToJson(facts);
    expect(chakartText.factsFromJson(json)).toEqual({ steps: facts.steps });
  });

  test('logGame names a Chakart log; each game reads only its own logs', () => {
    expect(logGame(OPENING)).toEqual({ ok: true, value: 'chakart' });
    expect(chakartText.readLog(MEDEA_OPENING)).toEqual({ ok: false, error: { line: 1, message: 'game: this is a log of "medea"; only "chakart" is read here' } });
    expect(medeaText.readLog(OPENING)).toEqual({ ok: false, error: { line: 1, message: 'game: this is a log of "chakart"; only "medea" is read here' } });
  });

  test.each([
    ['a randomness of 3', withJson(OPENING, 1, (v) => (v.options.randomness = 3)), 1, 'options.randomness: expected 0, 1 or 2, found 3'],
    ['a negative seed', withJson(OPENING, 1, (v) => (v.options.seed = -7)), 1, 'options.seed: expected at least 0, found -7'],
    ['a Medea option', withJson(OPENING, 1, (v) => (v.options.repetition = true)), 1, 'options: unknown field "repetition"'],
    ['a reserved tag', withJson(OPENING, 1, (v) => (v.tags.Seed = '7')), 1, 'tags: a tag may not be named Game, Randomness, Seed, Commitment, SetUp, Result, Termination (the record derives those)'],
    ['no outcomes', withJson(OPENING, 2, (v) => delete v.outcomes), 2, 'outcomes: missing (expected array)'],
    ['an outcome that is no outcome', withJson(OPENING, 4, (v) => (v.outcomes = ['lay:d9'])), 4, "outcomes.0: expected a square (a1-h8) after lay:, found 'd9'"],
    ['an egg outcome that does not exist', withJson(EFFECTS, 2, (v) => (v.outcomes[0] = 'egg:wario')), 2, "outcomes.0: expected kingboo, koopa, toadette, chomp, daisy, bowser, luigi or waluigi after egg:, found 'wario'"],
    ['no steps', withJson(OPENING, 2, (v) => (v.facts.steps = [])), 2, 'facts.steps: expected at least 1, found an array'],
    ['a square off the board', withJson(OPENING, 2, (v) => (v.facts.steps[0].to = 'e9')), 2, 'facts.steps.0.to: expected a square a1-h8, found "e9"'],
    ['an unknown field in a step', withJson(OPENING, 2, (v) => (v.facts.steps[0].check = false)), 2, 'facts.steps.0: unknown field "check"'],
    ['a Medea fact', withJson(OPENING, 2, (v) => (v.facts.piece = 'man')), 2, 'facts: unknown field "piece"'],
    ['a checkmate', withJson(OPENING, 2, (v) => (v.facts.end = { result: 'white', reason: 'checkmate' })), 2, 'facts.end.reason: expected "kings-captured", found "checkmate"'],
  ])('%s', (_, text, line, message) => {
    expect(chakartText.readLog(text)).toEqual({ ok: false, error: { line, message } });
  });
});

describe('Chakart replay', () => {
  test('a seeded game replays step by step to its position', () => {
    const replay = chakartText.replayLog(OPENING);
    expect(replay.ok).toBe(true);
    expect(replay.steps.map((s) => s.text)).toEqual(['Pe2-e4', 'Nf8-g6', 'Re1-e2', 'Ng6-e5', 'Re2xe3', 'Ne5-d3', 'Re3xd3', 'Pe7xe5', 'K@h6', 'Rd3xd4']);
    expect(replay.steps.map((s) => s.event.event === 'move' && s.event.player)).toEqual(['white', 'black', 'white', 'black', 'white', 'black', 'white', 'black', 'black', 'white']);
    expect(replay.steps[9]?.move?.outcomes).toEqual([{ draw: 'push', direction: 'w' }, { draw: 'push', direction: 'e' }, { draw: 'lay', square: 18 }]);
    expect(chakartText.describeSteps(replay.steps[9]!.facts!.steps)).toBe('Rd3xd4: banana, pushed w to c4; banana, pushed e to d4; a banana laid on c3');
    expect(chakartText.formatPosition(replay.final!.context.position)).toBe(OPENING_FINAL);
    expect(chakartText.replayLog(OPENING, { upToPly: 3 }).steps).toHaveLength(3);
  });

  // G4: outcomes are facts of the log, never re-drawn; the rules check each was possible.
  test.each([
    ['an impossible push direction', withJson(EFFECTS, 4, (v) => (v.outcomes[0] = 'push:e')), 4, 'move: Rh1xh4 is refused: outcome 1 (push:e) is not possible here: it could be push:n, push:s, push:w', 2],
    ['another egg', withJson(EFFECTS, 2, (v) => (v.outcomes[0] = 'egg:daisy')), 2, 'move: Ng1xf3 is refused: outcome 2 (colour:h8) was never drawn: the decision needed 1', 0],
    ['a push where an egg was due', withJson(EFFECTS, 2, (v) => (v.outcomes[0] = 'push:n')), 2, 'move: Ng1xf3 is refused: outcome 1 (push:n) is not possible here: an egg draw was due', 0],
    ['a colour square that is not eligible (a king, K8)', withJson(EFFECTS, 2, (v) => (v.outcomes[1] = 'colour:a8')), 2, 'move: Ng1xf3 is refused: outcome 2 (colour:a8) is not possible here: it could be colour:h8', 0],
    ['a colour square of the wrong side', withJson(EFFECTS, 2, (v) => (v.outcomes[1] = 'colour:a1')), 2, 'move: Ng1xf3 is refused: outcome 2 (colour:a1) is not possible here: it could be colour:h8', 0],
    ['a lay square that is not a neighbour (K4)', withJson(OPENING, 4, (v) => (v.outcomes[0] = 'lay:d4')), 4, 'move: Re1-e2 is refused: outcome 1 (lay:d4) is not possible here: it could be lay:f3, lay:d3', 2],
    ['a missing outcome', withJson(EFFECTS, 4, (v) => v.outcomes.pop()), 4, 'move: Rh1xh4 is refused: outcome 2 is missing: a lay draw was due', 2],
    ['an extra outcome', withJson(EFFECTS, 4, (v) => v.outcomes.push('push:n')), 4, 'move: Rh1xh4 is refused: outcome 3 (push:n) was never drawn: the decision needed 2', 2],
    ['an outcome on a decision that draws none', withJson(EFFECTS, 3, (v) => v.outcomes.push('egg:daisy')), 3, 'move: Ka8-b8 is refused: outcome 1 (egg:daisy) was never drawn: the decision needed 0', 1],
    ['a push where a lay was due', withJson(OPENING, 11, (v) => (v.outcomes[0] = 'push:n')), 11, 'move: Rd3xd4 is refused: outcome 2 (push:e) is not possible here: a lay draw was due', 9],
    ['another possible push, the steps unchanged', withJson(OPENING, 11, (v) => (v.outcomes[1] = 'push:w')), 11, 'facts.steps.2: the log says "banana, pushed e to d4", the decision gives "banana, pushed w to b4"', 9],
  ])('a tampered outcome: %s is rejected at its line', (_, text, line, message, validSteps) => {
    const replay = chakartText.replayLog(text);
    expect(replay.ok).toBe(false);
    expect(replay.error).toEqual({ line, message });
    expect(replay.steps).toHaveLength(validSteps);
  });

  test.each([
    ['a step changed', withJson(EFFECTS, 4, (v) => (v.facts.steps[1].direction = 's')), 4, 'facts.steps.1: the log says "banana, pushed s to h5", the decision gives "banana, pushed n to h5"', 2],
    ['a step left out', withJson(EFFECTS, 4, (v) => v.facts.steps.pop()), 4, 'facts.steps.2: the log has no 3rd step, the decision\'s 3rd step is "a banana laid on g6"', 2],
    ['a step made up', withJson(EFFECTS, 3, (v) => v.facts.steps.push({ step: 'freed', square: 'b8' })), 3, 'facts.steps.1: the log says "the piece on b8 may move again", the decision has no 2nd step', 1],
    ['a capture left out', withJson(OPENING, 8, (v) => delete v.facts.steps[0].captured), 8, 'facts.steps.0: the log says "Re3-d3", the decision gives "Re3xd3, takes the black knight"', 6],
    ['an end made up', withJson(EFFECTS, 3, (v) => (v.facts.end = { result: 'black', reason: 'kings-captured' })), 3, 'facts.end: the log says Black wins by kings-captured, the decision does not end the game', 1],
    ['a wrong ply', withJson(OPENING, 4, (v) => (v.ply = 4)), 4, 'ply: the log says 4, expected 3', 2],
    ['a wrong player', withJson(OPENING, 4, (v) => (v.player = 'black')), 4, "player: the log says black, but it is White's turn", 2],
    ['an illegal decision', withJson(OPENING, 4, (v) => (v.move = 'Re1-e5')), 4, 'move: Re1-e5 is not legal: the rook on e1 cannot move to e5', 2],
    ['garbled decision text', withJson(OPENING, 4, (v) => (v.move = 'Re1e2')), 4, 'move: "Re1e2", column 4: expected \'-\' or \'x\' (a move), \'~\' (an invisible move) or \'^\' (a shell), found \'e\'', 2],
    ['a truncated last line', OPENING.slice(0, -30), 11, 'the line ends before its JSON value does (is the log truncated?)', 9],
    ['a blank line', withLine(OPENING, 5, (l) => `\n${l}`), 5, 'a blank line; expected an event', 3],
  ])('%s is rejected at its line', (_, text, line, message, validSteps) => {
    const replay = chakartText.replayLog(text);
    expect(replay.ok).toBe(false);
    const { column: _column, ...error } = replay.error ?? { line: 0, message: '' };
    expect(error).toEqual({ line, message });
    expect(replay.steps).toHaveLength(validSteps);
  });

  test('a decision in the wrong phase: a move where King Boo asked for a swap (K6)', () => {
    const log = chakartText.logFromMoves({ position: EGG_SETUP }, [{ decision: 'Ng1-f3', outcomes: ['egg:kingboo'] }, 'a8<>e1']);
    if (!log.ok) throw new Error(log.error.message);
    const replay = chakartText.replayLog(withJson(log.value, 3, (v) => (v.move = 'Ke1-d1')));
    expect(replay.error).toEqual({ line: 3, message: 'move: Ke1-d1 is not legal: White is to swap two pieces for King Boo (K6), like c1<>e8' });
  });

  test('fuzz: a Chakart log with one character changed, removed or added replays or fails at a line, never throws', () => {
    const lineCount = lines(EFFECTS).length;
    fc.assert(
      fc.property(fc.nat(EFFECTS.length - 1), fc.constantFrom('', ' ', '"', '}', '1', 'x', ':', 'e', ',', '\n', ']'), fc.boolean(), (index, c, insert) => {
        const changed = EFFECTS.slice(0, index) + c + EFFECTS.slice(insert ? index : index + 1);
        const replay = chakartText.replayLog(changed);
        if (!replay.ok) {
          expect(replay.error!.line).toBeGreaterThanOrEqual(1);
          expect(replay.error!.line).toBeLessThanOrEqual(lineCount + 1);
          expect(replay.steps.length).toBeLessThan(replay.error!.line);
        }
      }),
      { numRuns: 1000, seed: 5 },
    );
  });
});
