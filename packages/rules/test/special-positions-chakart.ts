// Chakart positions for perft, each depth-1 count explained by hand; the depth-2 figures are
// the engine's (the page gives none). Perft counts every decision once per possible sequence
// of random outcomes (a push direction, an egg outcome, Toadette's piece, a colour change, a
// laid object): each sequence is a branch of its own. Positions are written in the home
// site's format (see build-chakart.ts), the flags field last.
import type { Extra } from './build-chakart.ts';

export interface ChakartSpecial {
  name: string;
  cite: string;
  position: string;
  extra?: Extra;
  /** perft at depth 1 and 2 */
  perft: [number, number];
  why: string;
}

export const CHAKART_SPECIAL_POSITIONS: ChakartSpecial[] = [
  {
    name: 'a knight onto an egg: every outcome a branch',
    cite: 'K6, contract 5',
    position: '1k6/8/8/8/8/8/4e3/6NK w 0 1111',
    perft: [16, 461],
    why:
      'King h1: g2 h2 (2; no shell: every line from h1 ends on nothing or on the own knight). Knight g1: f3 h3 (2) and e2, ' +
      'the egg: King Boo 1, Koopa 1, Toadette 5 (queen, rook, knight, bishop, king), Chomp 1, Daisy 1, Bowser 1, Luigi 1 ' +
      '(Black has only its king: no piece is drawn), Waluigi 1 (the knight itself is the only candidate): 12. 2 + 2 + 12 = 16.',
  },
  {
    name: 'a pawn onto a banana on the edge',
    cite: 'K5, contract 4, 10',
    position: '4k3/8/8/8/8/d7/P7/4K3 w 0 0000',
    perft: [8, 40],
    why:
      'King e1: d1 d2 e2 f1 f2 (5). Pawn a2: the banana a3 blocks the double step; a2-a3 takes the banana, pushed n to a4, e to ' +
      'b3, or s back onto a2, where its own mushroom sends it on to a1 (3; w is off the board). 5 + 3 = 8.',
  },
  {
    name: 'a rook lays its banana on a free diagonal neighbour',
    cite: 'K4, contract 1',
    position: 'k7/8/8/8/8/2p5/8/3R3K w 0 0000',
    perft: [38, 177],
    why:
      'King h1: g1 g2 h2 (3). Rook d1, one branch per free diagonal neighbour of its end square (the pawn c3 is not free): ' +
      'd2 3, d3 4, d4 3, d5 4, d6 4, d7 4, d8 2 (24); c1 2, b1 2, a1 1, e1 2, f1 2, g1 2 (11). 3 + 35 = 38.',
  },
  {
    name: 'the unseen queen and her marker',
    cite: 'K4, contract 7-9',
    position: 'k7/8/2?5/3i4/1N1P4/8/8/7K w 0 1110',
    perft: [11, 243],
    why:
      "Black's queen went c6~d5 unseen. Pawn d4: d5, onto the queen (it cannot take diagonally and c5 e5 are empty) (1). " +
      'Knight b4: a2 a6 c2 d3, c6 (the marker) and d5 (the queen) (6). King h1: g1 g2 h2 and the shell, which flies over d5 ' +
      'and stops at the enemy marker c6 (4). 1 + 6 + 4 = 11.',
  },
  {
    name: 'a king among mushrooms and a banana',
    cite: 'K5, contract 3, 4',
    position: '4k3/8/8/8/8/8/3mmd2/4K3 w 0 0000',
    perft: [8, 40],
    why:
      'King e1: d1 f1 (2); d2, mushroom, on to c3; e2, mushroom, on to e3 (2); f2, the banana: pushed n to f3, s to f1, e to g2, ' +
      'or w onto the mushroom e2 and on through the mushroom d2 to c2 (4). 2 + 2 + 4 = 8.',
  },
  {
    name: 'promotion, direct and carried by a push',
    cite: 'K7, contract 2',
    position: '7k/1d2P3/1P6/8/8/8/8/7K w 0 0000',
    perft: [15, 50],
    why:
      'King h1: g1 g2 h2 (3). Pawn e7: e8=Q, =N, =K (3); =R, a rook that then lays its banana on d7 or f7 (2); =B, a bishop ' +
      'that lays its bomb on d8, f8 or e7 (its own mushroom) (3). Pawn b6 onto the banana b7: pushed n to b8 (the chain ' +
      'pauses for the promotion choice: one branch), s onto its own mushroom b6 and on to b5, e to c7, w to a7 (4). ' +
      '3 + 8 + 4 = 15.',
  },
  {
    name: 'nothing to move but a pass',
    cite: 'K2, K6, contract 6, 12',
    position: '7k/8/8/8/8/p7/P7/L7 w 0 1111',
    perft: [1, 4],
    why:
      "White's king a1 is immobilized by Bowser (no move, no shell) and the pawn a2 is blocked: pass (1). The pass frees the " +
      "king. Black then: king h8 to g8 g7 h7 and the shell h8^a1 along the long diagonal; the pawn a3 is blocked (4).",
  },
  {
    name: 'King Boo: the swap phase',
    cite: 'K6, contract 13',
    position: 'k7/8/8/8/8/8/P7/K7 w 0 1111',
    extra: { phase: { kind: 'swap' } },
    perft: [2, 8],
    why: 'Three pieces, three pairs; a2<>a8 would put the white pawn on its last rank: a1<>a2 and a1<>a8 (2).',
  },
  {
    name: "Toadette's rook: the drop phase",
    cite: 'K6, K8, contract 14',
    position: 'k7/8/8/8/3d4/8/8/K7 w 0 1111',
    extra: { phase: { kind: 'drop', piece: 'rook' } },
    perft: [65, 276],
    why:
      'The rook may be dropped on the 62 squares without a piece. On the banana d4 it is pushed n, s, e or w (4); a dropped ' +
      'piece lays nothing, so each of the other 61 squares is one branch. 61 + 4 = 65.',
  },
];
