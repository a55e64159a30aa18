import { describe, expect, test } from 'vitest';
import { medea, squareName } from '@rulebook/rules';
import type { MedeaMove, MedeaPosition } from '../../src/rules.ts';
import { medea as medeaText } from '../../src/index.ts';
import {
  AMBIGUOUS_SETUP,
  LOOP_SETUP,
  MAJORITY_SETUP,
  PASS_SETUP,
  PROMOTION_SETUP,
  REPLACEMENT_SETUP,
  START,
  TWO_PATHS_SETUP,
  randomMedeaGame,
} from './games.ts';
import { MEDEA } from '../support/rules.ts';

const at = (text: string): MedeaPosition => {
  const parsed = medeaText.parsePosition(text);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.error.message}`);
  return parsed.value;
};
const sq = (name: string): number => {
  const s = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].indexOf(name[0]!) + (Number(name[1]) - 1) * 8;
  if (squareName(s) !== name) throw new Error(name);
  return s;
};
const capture = (from: string, path: string[], captured: string[]): MedeaMove => ({
  kind: 'capture',
  from: sq(from),
  to: sq(path[path.length - 1]!),
  path: path.map(sq),
  captured: captured.map(sq),
});

describe('Medea move text: canonical forms', () => {
  test('step, transmission, replacement, jump sequence, chakra move, pass', () => {
    const start = at(START);
    expect(medeaText.formatMove(start, { kind: 'step', from: sq('c3'), to: sq('d4') })).toBe('c3d4');
    expect(medeaText.formatMove(start, { kind: 'step', from: sq('b1'), to: sq('h2'), via: sq('a2') })).toBe('b1~h2');
    expect(medeaText.formatMove(start, { kind: 'chakra', from: sq('a2'), to: sq('b3') })).toBe('Ta2b3');
    expect(medeaText.formatMove(at(REPLACEMENT_SETUP), { kind: 'step', from: sq('b1'), to: sq('h2'), via: sq('a2') })).toBe('b1~xh2');
    expect(medeaText.formatMove(at(LOOP_SETUP), MEDEA.legalMoves(at(LOOP_SETUP))[0]!)).toBe('d4xd6xf6xf4xd4');
    expect(medeaText.formatMove(at(PASS_SETUP), { kind: 'pass', square: sq('h2'), via: sq('a2') })).toBe('pass');
    expect(medeaText.formatMove(at(PROMOTION_SETUP), { kind: 'step', from: sq('g7'), to: sq('g8') })).toBe('g7g8');
  });

  test('a move several paths make is written by the path the game value legalMoves gives (D5)', () => {
    const position = at(TWO_PATHS_SETUP);
    expect(MEDEA.legalMoves(position).map((m) => medeaText.formatMove(position, m))).toEqual(['a2xd2xg2', 'a2xd2xh2']);
    expect(medeaText.formatMove(position, capture('a2', ['e2', 'g2'], ['c2', 'f2']))).toBe('a2xd2xg2');
    const loop = at(LOOP_SETUP);
    expect(medeaText.formatMove(loop, capture('d4', ['f4', 'f6', 'd6', 'd4'], ['e4', 'f5', 'e6', 'd5']))).toBe('d4xd6xf6xf4xd4');
  });

  test('in random games every legal move has its own text, and reading it gives the move back', () => {
    let captures = 0;
    for (let seed = 1; seed <= 40; seed++) {
      for (const { before } of randomMedeaGame(seed, 80)) {
        const legal = MEDEA.legalMoves(before);
        const texts = legal.map((m) => medeaText.formatMove(before, m));
        expect(new Set(texts).size).toBe(texts.length);
        for (const [i, text] of texts.entries()) {
          const read = medeaText.parseMove(before, text);
          expect(read.ok && read.value, text).toEqual(legal[i]);
        }
        // Every full path of every capture reads as its move.
        for (const path of medea.capturePaths(before)) {
          if (path.kind !== 'capture') continue;
          captures++;
          const text = [path.from, ...path.path].map((s) => squareName(s)).join('x');
          const read = medeaText.parseMove(before, text);
          expect(read.ok && MEDEA.sameMove(read.value, path), text).toBe(true);
        }
      }
    }
    expect(captures).toBeGreaterThan(100);
  });
});

describe('Medea move text: short forms and ambiguity', () => {
  test('any legal path, the start and end alone, or some landing squares name the move', () => {
    const position = at(TWO_PATHS_SETUP);
    const move = MEDEA.legalMoves(position)[0]!;
    for (const text of ['a2xd2xg2', 'a2xe2xg2', 'a2xg2', 'a2xd2xg2']) expect(medeaText.parseMove(position, text)).toEqual({ ok: true, value: move });
    const loop = at(LOOP_SETUP);
    const all = MEDEA.legalMoves(loop)[0]!;
    for (const text of ['d4xd4', 'd4xf6xd4', 'd4xf4xf6xd6xd4', 'd4xd6xf4xd4']) expect(medeaText.parseMove(loop, text)).toEqual({ ok: true, value: all });
  });

  test('a short form that several moves share is ambiguous, with the candidates listed', () => {
    const position = at(AMBIGUOUS_SETUP);
    expect(medeaText.parseMove(position, 'c7xf7')).toEqual({
      ok: false,
      error: { line: 1, message: 'c7xf7 is ambiguous: c7xc4xf4xf7 or c7xc2xf2xf7 capture different pieces' },
    });
    expect(medeaText.parseMove(position, 'c7xh8')).toEqual({
      ok: false,
      error: { line: 1, message: 'c7xh8 is ambiguous: c7xc4xh4xh8 or c7xc2xh2xh8 capture different pieces' },
    });
    // A landing square settles it.
    expect(medeaText.parseMove(position, 'c7xc4xf7')).toEqual({ ok: true, value: capture('c7', ['c4', 'f4', 'f7'], ['c5', 'e4', 'f6']) });
    expect(medeaText.parseMove(position, 'c7xf2xf7').ok && medeaText.formatMove(position, capture('c7', ['c2', 'f2', 'f7'], ['c5', 'd2', 'f6']))).toBe('c7xc2xf2xf7');
  });

  test('a replacement may be written without x', () => {
    const position = at(REPLACEMENT_SETUP);
    expect(medeaText.parseMove(position, 'b1~h2')).toEqual(medeaText.parseMove(position, 'b1~xh2'));
    expect(medeaText.parseMove(position, 'b1~xh2')).toEqual({ ok: true, value: { kind: 'step', from: sq('b1'), to: sq('h2'), via: sq('a2') } });
  });
});

describe('Medea move text: errors', () => {
  test.each([
    ['an empty text', '', 1, 'expected a move (c3d4, d4xd6xf6, b2~h2, b2~xh2, Ta2b3 or pass), found end of text'],
    ['a piece letter', 'Mc3d4', 1, "expected a move (c3d4, d4xd6xf6, b2~h2, b2~xh2, Ta2b3 or pass), found 'M'"],
    ['a square off the board', 'i3d4', 1, "expected a square (a1-h8), found 'i'"],
    ['a dash', 'c3-d4', 3, "expected 'x', '~' or a square (a1-h8), found '-'"],
    ['x without a square', 'd4x', 4, 'expected a landing square (a1-h8), found end of text'],
    ['a jump ending in x', 'd4xd6x', 7, 'expected a landing square (a1-h8), found end of text'],
    ['a jump with a dash', 'd4xd6-f6', 6, "expected 'x' and a landing square, or the end of the move, found '-'"],
    ['~ without the chakra', 'b2~', 4, "expected 'x' or the far chakra (a1-h8), found end of text"],
    ['~x without the chakra', 'b2~x', 5, 'expected the far chakra (a1-h8), found end of text'],
    ['a chakra move without a target', 'Ta2', 4, 'expected the square the chakra moves to (a1-h8), found end of text'],
    ['a Chakra flip', 'Ta2*', 4, "expected the square the chakra moves to (a1-h8), found '*'"],
    ['a promotion suffix', 'g7g8=K', 5, "expected the end of the move, found '='"],
  ])('garbled: %s', (_, text, column, message) => {
    expect(medeaText.parseMoveSyntax(text)).toEqual({ ok: false, error: { line: 1, column, message } });
    expect(medeaText.parseMove(at(START), text)).toEqual({ ok: false, error: { line: 1, column, message } });
  });

  test.each<[string, string, string, string]>([
    ['no piece there', START, 'd4d5', 'd4d5 is not legal: there is no piece on d4'],
    ['not your piece', START, 'c6c5', "c6c5 is not legal: the piece on c6 is Black's"],
    ['onto an own piece', START, 'c2c3', "c2c3 is not legal: c3 holds White's man"],
    ['a man stepping two', START, 'c3c5', 'c3c5 is not legal: a man steps one square (D2)'],
    ['a man stepping back', PROMOTION_SETUP, 'g7g6', 'g7g6 is not legal: a man steps only forward, straight or diagonally (D2)'],
    ['a man stepping sideways', PROMOTION_SETUP, 'g7f7', 'g7f7 is not legal: a man steps only forward, straight or diagonally (D2)'],
    ['onto the own chakra, which transmits', START, 'b1a2', 'b1a2 is not legal: a piece entering its own vacant chakra a2 is sent on to the far one (D7); write b1~h2'],
    ['a transmission the man cannot enter', START, 'c3~h2', 'c3~h2 is not legal: to be transmitted to h2 the man must enter a2, and a man steps one square (D2)'],
    ['a transmission to a square that is no chakra', START, 'b1~b3', "b1~b3 is not legal: b3 is not one of White's chakras; write the far chakra after '~' (D7)"],
    ['a jump over nothing', START, 'e3xe5', 'e3xe5 is not legal: the jump e3xe5 leaps over no piece'],
    ['capture is compulsory', MAJORITY_SETUP, 'c3b4', 'c3b4 is not legal: capture is compulsory: White must take, with e4xe6xg6 (D4)'],
    ['the majority rule', MAJORITY_SETUP, 'c3xc5', 'c3xc5 is not legal: the majority rule requires taking 2 pieces; this capture takes 1 (D4)'],
    ['the majority rule, part of the sequence', MAJORITY_SETUP, 'e4xe6', 'e4xe6 is not legal: the majority rule requires taking 2 pieces; this capture takes 1 (D4)'],
    ['the majority rule, four pieces', LOOP_SETUP, 'd4xd6xf6', 'd4xd6xf6 is not legal: the majority rule requires taking 4 pieces; this capture takes 2 (D4)'],
    ['a capture that ends elsewhere', LOOP_SETUP, 'd4xf6', 'd4xf6 is not legal: no capture by the man on d4 ends on f6; it can take with d4xd6xf6xf4xd4'],
    ['a man leaping long', MAJORITY_SETUP, 'c3xc6', 'c3xc6 is not legal: the jump c3xc6 is not a short leap; a man leaps over an adjacent piece onto the square just beyond (D2); capture is compulsory: White must take, with e4xe6xg6 (D4)'],
    ['a king leaping two pieces', AMBIGUOUS_SETUP, 'c7xc3xf7', 'c7xc3xf7 is not legal: no capture by the king on c7 goes by c3 and ends on f7; it can take with c7xc4xf4xf7, c7xc4xf4xf8, c7xc4xh4xh7, c7xc4xh4xh8, …'],
    ['the replacement is the only capture (D8)', REPLACEMENT_SETUP, 'b1b2', 'b1b2 is not legal: capture is compulsory: White must take, with b1~xh2 (D4)'],
    ['a replacement written as a jump', REPLACEMENT_SETUP, 'b1xh2', 'b1xh2 is not legal: a capture by replacement is written through the Transmitter: b1~xh2 (D8)'],
    ['a chakra that is not yours', START, 'Ta7a6', "Ta7a6 is not legal: the chakra on a7 is Black's; a player moves only his own (D6)"],
    ['no chakra there', START, 'Tc3c4', 'Tc3c4 is not legal: there is no chakra on c3'],
    ['a chakra moving two', START, 'Th2g4', 'Th2g4 is not legal: a chakra moves one king step (D6)'],
    ['a chakra under a piece', PASS_SETUP, 'Th2g3', "Th2g3 is not legal: White's chakra on h2 holds White's king; a chakra moves only when vacant (D6)"],
    ['a chakra during a capture', MAJORITY_SETUP.replace('w -/-', 'w a2,h2/-'), 'Ta2b3', 'Ta2b3 is not legal: capture is compulsory: White must take, with e4xe6xg6 (D4); a chakra never moves while a capture is available (D6)'],
    ['a pass without a piece on a chakra', START, 'pass', 'pass is not legal: White has no piece on a chakra that could enter the other, vacant one; there is nothing to pass with (D8)'],
    ['a pass written as a move', PASS_SETUP, 'h2a2', 'h2a2 is not legal: a piece on its own chakra that enters the other one comes straight back: that is the pass (D8); write pass'],
    ['a king blocked', PASS_SETUP, 'h2c8', 'h2c8 is not legal: c8 is not on a rank, file or diagonal of h2'],
  ])('%s: %s %s', (_, position, text, message) => {
    expect(medeaText.parseMove(at(position), text)).toEqual({ ok: false, error: { line: 1, message } });
  });

  test('the pass, a promotion step and a chakra move are read', () => {
    expect(medeaText.parseMove(at(PASS_SETUP), 'pass')).toEqual({ ok: true, value: { kind: 'pass', square: sq('h2'), via: sq('a2') } });
    expect(medeaText.parseMove(at(PROMOTION_SETUP), 'g7g8')).toEqual({ ok: true, value: { kind: 'step', from: sq('g7'), to: sq('g8') } });
    expect(medeaText.parseMove(at(START), 'Ta2b3')).toEqual({ ok: true, value: { kind: 'chakra', from: sq('a2'), to: sq('b3') } });
  });
});
