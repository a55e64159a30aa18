import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { chakart } from '@rulebook/rules';
import type { ChakartOutcome, ChakartPosition } from '../../src/rules.ts';
import { chakart as chakartText } from '../../src/index.ts';
import { SOURCE_POSITIONS } from './games.ts';
import { CHAKART, chakartGame } from '../support/rules.ts';

const read = (text: string): ChakartPosition => {
  const parsed = chakartText.parsePosition(text);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.error.message}`);
  return parsed.value;
};
const square = (name: string): number => chakart.parseSquare(name)!;

const START = read('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w 0 {"flags":"1111"}');

describe('Chakart decision text', () => {
  test.each([
    ['a pawn step', START, 'Pe2-e4', { kind: 'move', from: square('e2'), to: square('e4') }],
    ['a knight', START, 'Ng1-f3', { kind: 'move', from: square('g1'), to: square('f3') }],
    ['a pawn taking a banana (x: an object there)', read('k7/8/8/8/4d3/5P2/8/4K3 w 0 {"flags":"1111"}'), 'Pf3xe4', { kind: 'move', from: square('f3'), to: square('e4') }],
    ['a promotion (K7)', read('k7/4P3/8/8/8/8/8/4K3 w 0 {"flags":"1111"}'), 'Pe7-e8=N', { kind: 'move', from: square('e7'), to: square('e8'), promotion: 'knight' }],
    ["the queen's invisible move (K4)", read('k7/8/8/8/8/8/8/3QK3 w 0 {"flags":"1111"}'), 'Qd1~d5', { kind: 'invisible', from: square('d1'), to: square('d5') }],
    ["the king's shell, to the square hit (K4)", read('k7/8/8/8/8/8/8/r3K3 w 0 {"flags":"1111"}'), 'Ke1^a1', { kind: 'shell', from: square('e1'), to: square('a1') }],
    ['a pass (K2)', read('k7/8/8/8/8/8/8/S3L3 w 0 {"flags":"1111"}'), 'pass', { kind: 'pass' }],
    ["King Boo's swap, lower square first (K6)", read('k6r/8/8/8/8/8/8/4K3 w 0 {"flags":"1111","phase":"swap"}'), 'e1<>h8', { kind: 'swap', a: square('e1'), b: square('h8') }],
    ["Toadette's drop (K6)", read('k6r/8/8/8/8/8/8/4K3 w 0 {"flags":"1111","phase":"drop:n"}'), 'N@e4', { kind: 'drop', to: square('e4') }],
    ['a promotion choice (K7)', read('k3P3/8/8/8/8/8/8/4K3 w 3 {"flags":"1111","phase":"promote","resume":{"square":"e8","from":"e7","dropped":false,"lays":true}}'), '=K', { kind: 'promote', piece: 'king' }],
    ["Black's rook, with an upper-case letter (004:131)", read(SOURCE_POSITIONS[3]), 'Rf8xf6', { kind: 'move', from: square('f8'), to: square('f6') }],
  ])('%s', (_, position, text, decision) => {
    expect(chakartText.parseMove(position, text)).toEqual({ ok: true, value: decision });
    expect(chakartText.formatMove(position, decision as never)).toBe(text);
  });

  test("the reader takes '-' for 'x' and the other way round, and a swap's squares in either order", () => {
    const banana = read('k7/8/8/8/4d3/5P2/8/4K3 w 0 {"flags":"1111"}');
    expect(chakartText.parseMove(banana, 'Pf3-e4')).toEqual({ ok: true, value: { kind: 'move', from: square('f3'), to: square('e4') } });
    expect(chakartText.parseMove(START, 'Pe2xe4')).toEqual({ ok: true, value: { kind: 'move', from: square('e2'), to: square('e4') } });
    const swap = read('k6r/8/8/8/8/8/8/4K3 w 0 {"flags":"1111","phase":"swap"}');
    expect(chakartText.parseMove(swap, 'h8<>e1')).toEqual({ ok: true, value: { kind: 'swap', a: square('e1'), b: square('h8') } });
  });

  test('a move onto an enemy invisible queen takes it, so it is written with x (K4)', () => {
    const position = read('k7/8/8/3i4/8/8/8/3RK3 w 0 {"flags":"1110"}');
    const decision = { kind: 'move' as const, from: square('d1'), to: square('d5') };
    expect(chakartText.formatMove(position, decision)).toBe('Rd1xd5');
  });

  test.each([
    ['', 1, 'expected a decision (Pe2-e4, Pf3xe4, Pe7-e8=Q, Qd1~d5, Ke1^e7, pass, c1<>e8, Q@e5 or =Q), found end of text'],
    ['e2e5', 3, "expected '<>' and the other square of a swap (c1<>e8), found 'e'"],
    ['Pe2e4', 4, "expected '-' or 'x' (a move), '~' (an invisible move) or '^' (a shell), found 'e'"],
    ['pe2-e4', 1, "piece letters in move text are upper case for both sides; write 'P'"],
    ['Pe2-e9', 5, "expected the square the decision goes to (a1-h8), found 'e'"],
    ['Pe7-e8=P', 8, "expected the piece the pawn becomes (Q, R, N, B or K), found 'P'"],
    ['Pe2-e4x', 7, "expected the end of the decision, found 'x'"],
    ['X@e5', 1, "expected a decision (Pe2-e4, Pf3xe4, Pe7-e8=Q, Qd1~d5, Ke1^e7, pass, c1<>e8, Q@e5 or =Q), found 'X'"],
    ['P@e5', 1, 'Toadette brings a queen, rook, knight, bishop or king (Q, R, N, B or K), not a pawn'],
    ['Q@z1', 3, "expected the square of the drop (a1-h8), found 'z'"],
    ['=P', 2, "expected the piece the pawn becomes (Q, R, N, B or K), found 'P'"],
    ['c1<>', 5, 'expected the other square of the swap (a1-h8), found end of text'],
    ['c1<>c1', 5, 'a swap names two different squares; both are c1'],
    ['passe', 1, "expected a decision (Pe2-e4, Pf3xe4, Pe7-e8=Q, Qd1~d5, Ke1^e7, pass, c1<>e8, Q@e5 or =Q), found 'p'"],
  ])('malformed text %j is refused at column %i', (text, column, message) => {
    expect(chakartText.parseMoveSyntax(text)).toEqual({ ok: false, error: { line: 1, column, message } });
    expect(chakartText.parseMove(START, text)).toEqual({ ok: false, error: { line: 1, column, message } });
  });

  const SWAP = read('k6r/8/8/8/8/8/8/4K3 w 0 {"flags":"1111","phase":"swap"}');
  const DROP = read('k6r/8/8/8/8/8/8/4K3 w 0 {"flags":"1111","phase":"drop:n"}');
  const PROMOTE = read('k3P3/8/8/8/8/8/8/4K3 w 3 {"flags":"1111","phase":"promote","resume":{"square":"e8","from":"e7","dropped":false,"lays":true}}');
  test.each([
    [START, 'Pe3-e4', 'there is no piece on e3'],
    [START, 'Pe7-e5', "the piece on e7 is Black's"],
    [START, 'Ne2-e4', 'the piece on e2 is a pawn (P), not a knight (N)'],
    [START, 'Pe2-e5', 'the pawn on e2 cannot go to e5: it steps forward onto a square with no piece in sight, double-steps from its first two ranks, and takes a piece or an object diagonally (K3)'],
    [START, 'Ng1-e2', "e2 holds White's own pawn"],
    [START, 'Ra1-a3', 'the rook on a1 cannot move to a3'],
    [START, 'pass', 'White has a move to make; a side passes only when it has none (K2)'],
    [START, 'c1<>e8', "no swap is due (only King Boo's egg brings one, K6); White is to make a move"],
    [START, 'Q@e5', "no drop is due (only Toadette's egg brings one, K6); White is to make a move"],
    [START, '=Q', 'no promotion choice is due (K7); White is to make a move'],
    [START, 'Ke1^e8', 'no shell from e1 hits e8: it flies along a line over empty squares, mushrooms, eggs and invisible queens and hits the first enemy piece, enemy marker, banana or bomb (K4)'],
    [read('k7/8/8/8/8/8/8/3QK3 w 0 {"flags":"1011"}'), 'Qd1~d5', 'White has already made its one invisible queen move (K4)'],
    [read('k7/8/8/8/3m4/8/8/3QK3 w 0 {"flags":"1111"}'), 'Qd1~d4', 'd4 holds a mushroom; an invisible move goes to an empty square (K4)'],
    [read('k7/8/8/8/8/8/8/r3K3 w 0 {"flags":"0111"}'), 'Ke1^a1', 'White has already thrown its one shell (K4)'],
    [read('k7/8/8/8/8/8/8/r3K3 w 0 {"flags":"1111"}'), 'Qe1^a1', 'the piece on e1 is a king (K), not a queen (Q)'],
    [read('k7/4P3/8/8/8/8/8/4K3 w 0 {"flags":"1111"}'), 'Pe7-e8', 'a pawn reaching its last rank promotes: add =Q, =R, =N, =B or =K (K7)'],
    [read('k7/4P3/8/8/8/8/8/4K3 w 0 {"flags":"1111"}'), 'Ke1-e2=Q', 'only a pawn moving to its last rank promotes (K7)'],
    [read('k7/8/8/8/8/8/8/U3K3 w 0 {"flags":"1111"}'), 'Ra1-a2', 'the rook on a1 is immobilized by Bowser and cannot move this turn (K6)'],
    [SWAP, 'Ke1-e2', 'White is to swap two pieces for King Boo (K6), like c1<>e8'],
    [SWAP, 'e1<>e2', 'there is no piece on e2'],
    [DROP, 'Q@e5', 'Toadette brought a knight, not a queen; write N@e5'],
    [DROP, 'N@e1', "e1 holds White's king; a piece is dropped on a square with nothing, an object or a marker (K6)"],
    [read('k6r/8/8/8/8/8/8/4K3 w 0 {"flags":"1111","phase":"bonus"}'), 'pass', "Daisy's bonus is a move of any piece; there is no pass (K6)"],
    [PROMOTE, 'Ke1-e2', 'White is to choose what the pawn on e8 becomes (K7): =Q, =R, =N, =B or =K'],
    [read('8/8/8/8/8/8/8/4K3 b 3 {"flags":"1111"}'), 'pass', 'the game is over: White has won (K2)'],
  ])('%#: %s is not legal, with the reason', (position, text, reason) => {
    expect(chakartText.parseMove(position, text)).toEqual({ ok: false, error: { line: 1, message: `${text} is not legal: ${reason}` } });
  });
});

describe('Chakart outcome text', () => {
  const OUTCOMES: [string, ChakartOutcome][] = [
    ['push:n', { draw: 'push', direction: 'n' }],
    ['push:sw', { draw: 'push', direction: 'sw' }],
    ['egg:kingboo', { draw: 'egg', outcome: 'kingboo' }],
    ['egg:waluigi', { draw: 'egg', outcome: 'waluigi' }],
    ['colour:g8', { draw: 'colour', square: square('g8') }],
    ['toadette:q', { draw: 'toadette', piece: 'queen' }],
    ['toadette:k', { draw: 'toadette', piece: 'king' }],
    ['lay:g7', { draw: 'lay', square: square('g7') }],
  ];
  test.each(OUTCOMES)('%s', (text, outcome) => {
    expect(chakartText.parseOutcome(text)).toEqual({ ok: true, value: outcome });
    expect(chakartText.formatOutcome(outcome)).toBe(text);
  });

  test.each([
    ['', 1, "expected an outcome (push:n, egg:daisy, colour:g8, toadette:q or lay:g7), found ''"],
    ['shell:e4', 1, "expected an outcome (push:n, egg:daisy, colour:g8, toadette:q or lay:g7), found 'shell:e4'"],
    ['push', 5, "expected ':' after push, found end of text"],
    ['push:north', 6, "expected a direction (n s e w ne nw se sw) after push:, found 'north'"],
    ['egg:wario', 5, "expected kingboo, koopa, toadette, chomp, daisy, bowser, luigi or waluigi after egg:, found 'wario'"],
    ['colour:z9', 8, "expected a square (a1-h8) after colour:, found 'z9'"],
    ['toadette:p', 10, "expected the piece Toadette brings (q, r, n, b or k) after toadette:, found 'p'"],
    ['lay:', 5, 'expected a square (a1-h8) after lay:, found end of text'],
  ])('malformed outcome %j is refused at column %i', (text, column, message) => {
    expect(chakartText.parseOutcome(text)).toEqual({ ok: false, error: { line: 1, column, message } });
  });
});

describe('Chakart steps in words', () => {
  test("the source's chain: the pawn takes the banana, slips to the mushroom, jumps to the bomb, lands on the rook (004:74-76)", () => {
    // The diagram has Black to move; the move is White's, so the side is set to White here.
    const position = read(SOURCE_POSITIONS[1].replace(' b 1 ', ' w 1 '));
    const decision = chakartText.parseMove(position, 'Pf3xe4');
    expect(decision.ok).toBe(true);
    if (!decision.ok) return;
    const played = CHAKART.play(position, decision.value, [
      { draw: 'push', direction: 'n' },
      { draw: 'push', direction: 'sw' },
    ]);
    expect(chakartText.describeSteps(played.facts.steps)).toBe(
      'Pf3xe4: leaves a mushroom on f3; banana, pushed n to e5; mushroom, on to e6; bomb, pushed sw to d5, takes the white rook',
    );
  });

  test("Waluigi turns Black's queen white (004:131), and the rook lays nothing after Waluigi (K11)", () => {
    const position = read(SOURCE_POSITIONS[3]);
    const decision = chakartText.parseMove(position, 'Rf8xf6');
    if (!decision.ok) throw new Error(decision.error.message);
    const played = CHAKART.play(position, decision.value, [
      { draw: 'egg', outcome: 'waluigi' },
      { draw: 'colour', square: square('g8') },
    ]);
    expect(chakartText.describeSteps(played.facts.steps)).toBe('Rf8xf6: egg, Waluigi; the queen on g8 turns white');
  });

  test('a mushroom under a slider does nothing (K5); a shell, a swap and the end of a turn in words', () => {
    expect(chakartText.describeSteps([{ step: 'move', piece: 'rook', from: 0, to: 24, object: 'mushroom' }])).toBe('Ra1xa4, the mushroom does nothing');
    expect(chakartText.describeSteps([{ step: 'shell', from: 4, to: 0, hit: { colour: 'black', kind: 'rook' } }, { step: 'revealed', square: 35 }])).toBe(
      'Ke1^a1, hits the black rook: the queen on d5 is seen again',
    );
    expect(chakartText.describeSteps([{ step: 'swap', a: 4, b: 63 }, { step: 'freed', square: 21 }])).toBe('e1<>h8: the piece on f3 may move again');
    expect(chakartText.describeSteps([])).toBe('');
  });
});

describe('Chakart decision text over random positions', () => {
  test('every legal decision is written, read back as itself, and legal', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.integer({ min: 0, max: 60 }), (seed, length) => {
        // A position reached by a seeded game (K1 start, decisions and outcomes from the seed).
        let position = chakartGame({ randomness: (seed % 3) as 0 | 1 | 2, seed }).start();
        const random = chakart.SeededRandom.forPlay(seed);
        for (let i = 0; i < length && CHAKART.outcome(position) === undefined; i++) {
          const legal = CHAKART.legalMoves(position);
          position = CHAKART.play(position, legal[random.int(legal.length)]!, random.source()).position;
        }
        for (const decision of CHAKART.legalMoves(position)) {
          const text = chakartText.formatMove(position, decision);
          const back = chakartText.parseMove(position, text);
          expect(back.ok && CHAKART.sameMove(back.value, decision), text).toBe(true);
        }
      }),
      { numRuns: 60, seed: 3 },
    );
  });
});
