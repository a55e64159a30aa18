// Shakti positions for perft, each depth-1 count explained by hand; the deeper figures are the
// engine's and agree with the independent reference generator (test/reference-shakti).
import type { ShaktiBuild } from './build-shakti.ts';

export interface ShaktiSpecial {
  name: string;
  cite: string;
  spec: ShaktiBuild;
  warriorJump: 'seen' | 'adjacent';
  perft: [number, number, number];
  why: string;
}

export const SHAKTI_SPECIAL_POSITIONS: ShaktiSpecial[] = [
  {
    name: 'long flights over holes',
    cite: 'S2, S3, 001:9',
    warriorJump: 'seen',
    spec: { pieces: { d4: 'K', g4: 'k' }, holes: ['d5', 'd6', 'e5'] },
    perft: [8, 32, 214],
    why:
      'Not in check, the King d4 goes to the first tile he sees each way: d7 (over the holes d5 d6), f6 (over e5), ' +
      'e4 e3 d3 c3 c4 c5. The tile e4 stands between him and the King g4: 8.',
  },
  {
    name: 'a check from a distance needs no protection',
    cite: 'S3, S5, 001:12',
    warriorJump: 'seen',
    spec: { pieces: { d2: 'K', g2: 'W', d5: 'w', b6: 'k' }, holes: ['d3', 'd4'] },
    perft: [7, 158, 1766],
    why:
      'The warrior d5 sees the King d2 over the holes d3 d4: check. In check the King only steps to adjacent tiles: ' +
      'c1 d1 e1 c2 e2 c3 e3 (d3 is a hole), none seen by the warrior; he cannot reach d5, and nothing can interpose ' +
      'on holes, so the warrior g2 has no legal move: 7.',
  },
  {
    name: 'the mutual-check rule protects a warrior',
    cite: 'S6, 001:15-16',
    warriorJump: 'seen',
    spec: { pieces: { d2: 'K', d5: 'W', d6: 'k', b4: 'w' }, holes: ['d3', 'd4', 'c7', 'e7'], turn: 'black' },
    perft: [1, 19, 219],
    why:
      'The warrior d5 checks the King d6. Taking it would put the black King where the white King d2 sees him (over the ' +
      'holes d3 d4); c5 e5 c6 e6 are seen by the warrior; c7 and e7 are holes. Only d7 remains, and no warrior move ' +
      'ends the check: 1.',
  },
  {
    name: 'a King in check takes an unprotected adjacent warrior',
    cite: 'S3, 001:12',
    warriorJump: 'seen',
    spec: { pieces: { b2: 'K', d5: 'W', d6: 'k' }, turn: 'black' },
    perft: [4, 75, 292],
    why: 'The warrior d5 checks the King d6 and nothing protects it: d6xd5; c7 d7 e7 are out of its sight; c5 e5 c6 e6 are seen by it: 4.',
  },
  {
    name: 'a warrior with the enemy King on its second tile',
    cite: 'S4, S5, 001:19-20',
    warriorJump: 'seen',
    spec: { pieces: { b1: 'K', d3: 'W', d5: 'k' } },
    perft: [18, 114, 1920],
    why:
      'The King d5 stands on the warrior\'s second tile, behind the vacant d4: no check, and no jump that way. ' +
      'Warrior d3: d4; e4 f5/e4; e3 f3/e3; e2 f1/e2; d2 d1/d2; c2 (b1 holds his King, no jump); c3 b3/c3; c4 b5/c4: 14. ' +
      'King b1: a2 b2 c2 c1 (a1 is a hole): 4. Total 18.',
  },
  {
    name: 'a jump may not open the line between the Kings',
    cite: 'S6, S4',
    warriorJump: 'seen',
    spec: { pieces: { d1: 'K', c4: 'W', d7: 'k' }, holes: ['d2', 'd3', 'd5', 'd6'] },
    perft: [19, 64, 1032],
    why:
      'Only the tile d4 separates the Kings. Warrior c4: c5 c6/c5; e6 (over the hole d5) f7/e6; d4 but not e4/d4 ' +
      '(removing d4 would let the Kings see each other); e2 (over d3) f1/e2; c3 c2/c3; b3 a2/b3; b4 a4/b4; b5 a6/b5: 15. ' +
      'King d1: e2 e1 c1 c2, not d4 (he would see the King d7): 4. Total 19.',
  },
  {
    name: 'jumps over a hole: seen and adjacent',
    cite: 'S4 (warriorJump)',
    warriorJump: 'seen',
    spec: { pieces: { d1: 'K', c4: 'W', d7: 'k' }, holes: ['d2', 'd3', 'd5', 'd6', 'c6'] },
    perft: [19, 57, 881],
    why:
      'As in the last position with the hole c6: northward the warrior c4 sees c5, and the next tile beyond it is c7 ' +
      '(over the hole c6): c5 c7/c5, still 15 warrior moves + 4 King moves = 19.',
  },
  {
    name: 'jumps over a hole: adjacent only',
    cite: 'S4 (warriorJump: adjacent)',
    warriorJump: 'adjacent',
    spec: { pieces: { d1: 'K', c4: 'W', d7: 'k' }, holes: ['d2', 'd3', 'd5', 'd6', 'c6'] },
    perft: [18, 54, 814],
    why: 'The same position under `adjacent`: the cell after c5 is the hole c6, so c7/c5 is not a move: 18.',
  },
  {
    name: 'the forced pass',
    cite: 'S7, 001:23',
    warriorJump: 'seen',
    spec: { pieces: { g4: 'K', a2: 'k', a3: 'w', b3: 'w', b2: 'w', b1: 'w' }, tilesOnly: ['f4', 'g5'], turn: 'black' },
    perft: [1, 2, 2],
    why:
      'Every tile the black pieces see holds one of their own pieces, and all else on their lines is holes: Black cannot ' +
      'move and is not in check, while the King g4 can go to f4 or g5. Black must pass: 1.',
  },
  {
    name: 'neither side can move',
    cite: 'S7',
    warriorJump: 'seen',
    spec: { pieces: { g4: 'K', a2: 'k', a3: 'w', b3: 'w', b2: 'w', b1: 'w' }, tilesOnly: [], turn: 'black' },
    perft: [0, 0, 0],
    why: 'As in the forced pass, but the King g4 sees no tile either: neither side can move, the game is drawn: 0.',
  },
];
