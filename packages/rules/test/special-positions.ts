// Special positions for perft, each with its depth-1 count explained by hand. The deeper
// figures are the engine's, and agree with the independent reference generator (test/reference).
import type { Build } from './build.ts';

export interface Special {
  name: string;
  cite: string;
  spec: Build;
  ruleset: 'current' | '1995';
  /** perft at depth 1, 2, 3 */
  perft: [number, number, number];
  why: string;
}

export const SPECIAL_POSITIONS: Special[] = [
  {
    name: 'check through the Transmitter',
    cite: 'C12, C8, 000:16',
    ruleset: 'current',
    spec: { pieces: { a1: 'K', c3: 'N', e5: 'k' }, chakras: { d5: 'N', e5: 'N' }, turn: 'black' },
    perft: [6, 254, 1787],
    why:
      'The black King stands on White\'s chakra e5; the Monkey c3 can enter the vacant chakra d5, so it attacks e5: check. ' +
      'King steps: d5 (taking the Transmitter, but the Monkey attacks d5 directly) and e4 (Monkey) are illegal; ' +
      'd4 d6 e6 f4 f5 f6 are safe: 6.',
  },
  {
    name: 'King to King check through the Transmitter',
    cite: 'C12, 002:171',
    ruleset: 'current',
    spec: { pieces: { f1: 'K', d4: 'k' }, chakras: { e2: 'N', d4: 'N' }, turn: 'black' },
    perft: [8, 237, 1804],
    why:
      'The white King f1 can step onto its vacant chakra e2, so it attacks d4 where the black King stands: check. ' +
      'Every flight square c3 c4 c5 d3 d5 e3 e4 e5 is out of reach of the King f1 and is no white chakra: 8.',
  },
  {
    name: 'the King captures the Transmitter',
    cite: 'C10, 002:123-125',
    ruleset: 'current',
    spec: { pieces: { d2: 'K', a6: 'n', h8: 'k' }, chakras: { c3: 'n', a6: 'n' } },
    perft: [8, 171, 1139],
    why:
      'King d2: c1 c2 d1 d3 e1 e2 e3 and c3, where stepping onto the vacant black chakra removes both black chakras ' +
      '(the Monkey on a6 stays). The Monkey a6 covers b4 b8 c5 c7, none of them: 8.',
  },
  {
    name: 'the exception: a King on his own chakra',
    cite: 'C11, 002:126-128',
    ruleset: 'current',
    spec: { pieces: { a1: 'K', e6: 'k' }, chakras: { a1: 'N', d5: 'N' }, turn: 'black' },
    perft: [7, 136, 1062],
    why:
      'The white King stands on his chakra a1, so the black King may not step onto the other white chakra d5 at all; ' +
      'd6 d7 e5 e7 f5 f6 f7 remain: 7 (8 without the exception).',
  },
  {
    name: 'Courtesan rides',
    cite: 'C13, 000:7, 002:46-48',
    ruleset: 'current',
    spec: { pieces: { a1: 'K', d4: 'C', e8: 'k', g7: 'p' }, chakras: { f6: 'n', a8: 'n' } },
    perft: [13, 318, 3964],
    why:
      'Her King a1 sees her along a1-d4. Courtesan: eight king steps c3 c4 c5 d3 d5 e3 e4 e5; ride towards the King: b2; ' +
      'away: f6, the black chakra, is a stop, so g7 is out of reach: 8 + 2 = 10. King a1: a2 b1 b2: 3. Total 13.',
  },
  {
    name: 'promotion from a full pool',
    cite: 'C14, 002:70-71',
    ruleset: 'current',
    spec: { pieces: { a1: 'K', c7: 'P', d8: 'n', h8: 'k' }, pools: { white: { queen: 1, monk: 1 } } },
    perft: [7, 36, 420],
    why: 'The pawn c7 promotes to a Queen or a Monk (the pool) on c8 or taking on d8: 4. King a1: a2 b1 b2: 3. Total 7.',
  },
  {
    name: 'an empty pool: no promotion, but the pawn still attacks',
    cite: 'C14, C16',
    ruleset: 'current',
    spec: { pieces: { a1: 'K', c7: 'P', e8: 'k' }, turn: 'black' },
    perft: [4, 12, 81],
    why: 'White\'s pool is empty, yet the pawn c7 still attacks d8. Black King e8: d7 e7 f7 f8 (not d8): 4.',
  },
  {
    name: 'the pass',
    cite: 'C9, 002:90-93',
    ruleset: 'current',
    spec: { pieces: { h1: 'K', a8: 'k', g6: 'n' }, chakras: { g6: 'n', f4: 'n' }, turn: 'black' },
    perft: [24, 71, 1751],
    why:
      'King a8: a7 b7 b8: 3. Monkey g6: e5 e7 f8 h4 h8, and f4 is its own vacant chakra with g6 (its own square) as the far one: ' +
      'the pass: 6. The occupied chakra g6 cannot move; the vacant chakra f4 (circle) jumps to d3 d5 e2 e6 g2 h3 h5 ' +
      '(g6 holds a chakra), each with or without a flip, or flips in place: 15. Total 24.',
  },
  {
    name: 'the pass, 1995: staying on the chakra is a move too',
    cite: 'C4, C9',
    ruleset: '1995',
    spec: { pieces: { h1: 'K', a8: 'k', g6: 'n' }, chakras: { g6: 'n', f4: 'n' }, turn: 'black' },
    perft: [25, 73, 1826],
    why: 'As under the current rules (24), plus g6-f4 staying on the chakra, since transmission is optional: 25.',
  },
  {
    name: 'mate through the Transmitter',
    cite: 'C12, 000:16, 002:149',
    ruleset: 'current',
    spec: { pieces: { a1: 'K', a3: 'S', h8: 'k', g7: 'p', h7: 'p' }, chakras: { d3: 'N', e8: 'N' } },
    perft: [42, 120, 5169],
    why:
      'King a1: a2 b1 b2: 3. Samurai a3: a4-a8 (5), a2, b3 c3 e3 f3 g3 h3 along the rank (own chakra d3 is transparent), ' +
      'the king steps b2 b4, and entering d3 sends him to e8: checkmate: 15. Chakra d3 (circle): b2 b4 c1 c5 e1 e5 f2 f4, ' +
      'with or without a flip, and the flip in place: 17. Chakra e8 (circle): c7 d6 f6 (g7 holds a pawn), x2, and the flip: 7. Total 42.',
  },
];
