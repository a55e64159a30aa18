// Medea positions for perft, each depth-1 count explained by hand; the deeper figures are the
// engine's. Every one uses a test position, not the provisional start (D1).
import type { MedeaBuild } from './build-medea.ts';

export interface MedeaSpecial {
  name: string;
  cite: string;
  spec: MedeaBuild;
  perft: [number, number, number];
  why: string;
}

export const MEDEA_SPECIAL_POSITIONS: MedeaSpecial[] = [
  {
    name: 'a man captures orthogonally only',
    cite: 'D2, 003:3',
    spec: { pieces: { d4: 'M', d5: 'm', e5: 'm', c4: 'm', h8: 'k' } },
    perft: [2, 44, 130],
    why: 'The man d4 leaps over d5 to d6 or over c4 to b4; e5 is diagonal to it and cannot be taken. No jump continues: 2.',
  },
  {
    name: 'the majority rule, a king counting one',
    cite: 'D4, 003:4-5',
    spec: { pieces: { c3: 'M', c4: 'm', c6: 'k', d3: 'm', h8: 'k' } },
    perft: [1, 24, 69],
    why: 'c3xc5xc7 takes the man c4 and the king c6 (two pieces); c3xe3 takes one. The majority rule leaves c3xc5xc7: 1.',
  },
  {
    name: 'a capture that ends on its own start square',
    cite: 'D4, D5, 003:6-7',
    spec: { pieces: { d2: 'M', d3: 'm', e4: 'm', f3: 'm', e2: 'm', h8: 'k' } },
    perft: [1, 21, 62],
    why:
      'The man d2 goes round the square: d2xd4xf4xf2xd2 or the other way, d2xf2xf4xd4xd2, taking the same four men and ending ' +
      'on d2, which counts as empty once he has left it. Same start, end and pieces: one move (D5): 1.',
  },
  {
    name: 'the king\'s long leap with a free landing square',
    cite: 'D3, 003:3',
    spec: { pieces: { d1: 'K', d4: 'm', h1: 'k' } },
    perft: [4, 80, 1782],
    why:
      'The king d1 leaps over d4 and may land on d5, d6, d7 or d8. Eastward the king h1 stands at the edge with no square ' +
      'beyond: no capture. Capture is compulsory: 4.',
  },
  {
    name: 'the landing square that lets the capture go on',
    cite: 'D3, D4',
    spec: { pieces: { d1: 'K', d4: 'm', f6: 'm', h1: 'k' } },
    perft: [2, 23, 431],
    why: 'Only after landing on d6 can the king take f6 too (to g6 or h6). The majority rule leaves d1xd6xg6 and d1xd6xh6: 2.',
  },
  {
    name: 'promotion only at the end of the move',
    cite: 'D4, 003:8',
    spec: { pieces: { b6: 'M', b7: 'm', c8: 'm', d7: 'm', h1: 'k' } },
    perft: [1, 21, 59],
    why: 'b6xb8xd8xd6 passes the far rank on b8 and d8 but ends on d6: the man stays a man. It is the only capture: 1.',
  },
  {
    name: 'a single jump or a replacement: free choice',
    cite: 'D8, 003:18-19',
    spec: { pieces: { c3: 'M', c4: 'm', e1: 'M', g6: 'm', h8: 'k' }, chakras: { e2: 'W', g6: 'W' } },
    perft: [2, 25, 92],
    why: 'c3xc5 takes one man by a jump; e1 stepping onto its chakra e2 is sent to g6 and takes the man there by replacement (e1~xg6). Both take one: 2.',
  },
  {
    name: 'a double jump beats a replacement',
    cite: 'D8, 003:18',
    spec: { pieces: { c3: 'M', c4: 'm', c6: 'm', e1: 'M', g6: 'm', h8: 'k' }, chakras: { e2: 'W', g6: 'W' } },
    perft: [1, 24, 81],
    why: 'c3xc5xc7 takes two, more than the replacement e1~xg6: 1.',
  },
  {
    name: 'replacement as the only capture is compulsory',
    cite: 'D8, 003:20',
    spec: { pieces: { c3: 'M', e1: 'M', g6: 'm', h8: 'k' }, chakras: { e2: 'W', g6: 'W' } },
    perft: [1, 18, 224],
    why: 'No jump exists, so the replacement e1~xg6 must be played; the steps of c3 and e1 are not allowed: 1.',
  },
  {
    name: 'instant promotion through the Transmitter',
    cite: 'D7, 003:15',
    spec: { pieces: { c6: 'M', h1: 'k' }, chakras: { c7: 'W', f8: 'W' } },
    perft: [15, 277, 4461],
    why:
      'The man c6 steps onto its chakra c7 and is sent to f8 on the far rank: a king. Its other steps: b7 d7. The chakra c7 steps to ' +
      'b6 b7 b8 c8 d6 d7 d8 (c6 holds the man); f8 to e7 e8 f7 g7 g8. 3 + 7 + 5 = 15.',
  },
  {
    name: 'a man sent away from its far rank does not promote',
    cite: 'D7',
    spec: { pieces: { b7: 'M', h1: 'k' }, chakras: { b8: 'W', e4: 'W' } },
    perft: [15, 285, 4697],
    why:
      'b7 onto its chakra b8 is sent to e4 and stays a man; b7-a8 and b7-c8 end on the far rank and promote. The chakra b8 steps to ' +
      'a7 a8 c7 c8; e4 to d3 d4 d5 e3 e5 f3 f4 f5. 3 + 4 + 8 = 15.',
  },
  {
    name: 'the pass through the Transmitter',
    cite: 'D8',
    spec: { pieces: { c3: 'M', h8: 'k' }, chakras: { c3: 'W', c4: 'W' } },
    perft: [10, 182, 2033],
    why:
      'The man on its chakra c3 can step onto the vacant chakra c4 and is sent back: the pass. It can also step to b4 or d4. The chakra ' +
      'c4 steps to b3 b4 b5 c5 d3 d4 d5 (c3 holds a chakra); c3 is occupied and cannot move. 1 + 2 + 7 = 10.',
  },
];
