// Chakart: the eight outcomes of an egg (source 004:95-132; rulings K6, K8; the contract's
// readings 1, 5, 6, 13, 14).
import { describe, expect, it } from 'vitest';
import { chakart } from '../../src/index.ts';
import { rulesOf } from '../rules-of.ts';
import { at, d, letterAt, moves, movesFrom, outcomeTexts, place, playT, pos, rows, sq } from './build-chakart.ts';

// A white knight c3 about to land on the egg d5.
const knightOnEgg = (more: Record<string, string> = {}) => place({ a8: 'k', h1: 'K', c3: 'N', d5: 'e', ...more });

describe('an egg (K6, contract 5)', () => {
  it('draws one of the eight outcomes, always all eight, and the chain ends there', () => {
    const first = outcomeTexts(knightOnEgg(), 'c3-d5').map((x) => x.split(' ')[0]);
    expect([...new Set(first)].sort()).toEqual(chakart.EGG_OUTCOMES.map((x) => `egg:${x}`).sort());
    expect(chakart.EGG_OUTCOMES).toHaveLength(8);
    // A banana right after the egg is not reached: the chain ended at the egg.
    const r = playT(knightOnEgg({ d6: 'd' }), 'c3-d5', 'egg:bowser');
    expect(r.facts.steps.map((s) => s.step)).toEqual(['move', 'leave', 'egg', 'bowser']);
  });
});

describe('King Boo: the mover swaps two pieces (K6, contract 13)', () => {
  // After c3-d5: white K h1, N d5, P b7; black k a8, pawn g2, unseen queen g6, immobilized
  // knight h5 (struck by Bowser in Black's last turn); White's rook a1 is immobilized too.
  const p = knightOnEgg({ b7: 'P', g2: 'p', g6: 'i', h5: 'o', a1: 'U' });

  it('opens phase swap: any two seen, movable pieces of either colour, never a pawn onto its last rank', () => {
    const r = playT(p, 'c3-d5', 'egg:kingboo');
    expect(r.facts.turnEnded).toBe(false);
    expect(r.position.turn).toBe('white');
    expect(r.position.phase).toEqual({ kind: 'swap' });
    // K10: Black's queen g6 was seen again with White's first decision, so the swap sees her.
    expect(r.facts.steps.at(-1)).toEqual({ step: 'revealed', square: sq('g6') });
    // Six pieces can swap (h1 d5 b7 a8 g2 g6): 15 pairs, less b7<>a8 (the white pawn to a8) and
    // g2<>h1 (the black pawn to h1). The immobilized pieces take no part.
    expect(moves(r.position)).toEqual([
      'd5<>a8', 'd5<>b7', 'd5<>g6', 'g2<>a8', 'g2<>b7', 'g2<>d5', 'g2<>g6', 'g6<>a8', 'g6<>b7', 'h1<>a8', 'h1<>b7', 'h1<>d5', 'h1<>g6',
    ]);
  });

  it('the swap changes nothing else and ends the turn', () => {
    const swap = playT(p, 'c3-d5', 'egg:kingboo').position;
    expect(rulesOf('chakart').isLegal(swap, d('a8<>b7'))).toBe(false);
    expect(rulesOf('chakart').isLegal(swap, d('b7<>a8'))).toBe(false);
    const r = playT(swap, 'd5<>a8');
    // Then the turn ends: White's rook a1, struck in White's previous turn, is free again.
    expect(r.facts.steps).toEqual([{ step: 'swap', a: sq('d5'), b: sq('a8') }, { step: 'freed', square: sq('a1') }]);
    expect(letterAt(r.position, 'a8')).toBe('N');
    expect(letterAt(r.position, 'd5')).toBe('k');
    expect(r.position.turn).toBe('black');
    // The swap may be written either way round.
    expect(rulesOf('chakart').sameMove(d('d5<>a8'), { kind: 'swap', a: sq('a8'), b: sq('d5') })).toBe(true);
  });

  it('a rook on the egg lays its banana before the swap phase', () => {
    const r = playT(place({ a8: 'k', h1: 'K', d1: 'R', d5: 'e' }), 'd1-d5', 'egg:kingboo', 'lay:e6');
    expect(r.facts.steps.map((s) => s.step)).toEqual(['move', 'egg', 'lay']);
    expect(r.position.phase).toEqual({ kind: 'swap' });
    expect(letterAt(r.position, 'e6')).toBe('d');
  });

  it('is skipped when no two pieces can swap', () => {
    const r = playT(place({ a8: 'l', h1: 'L', c3: 'N', d5: 'e' }), 'c3-d5', 'egg:kingboo');
    expect(r.facts.turnEnded).toBe(true);
    expect(r.position.turn).toBe('black');
    expect(r.position.phase).toEqual({ kind: 'move' });
  });
});

describe('Koopa: back to where the last hop began (K6, K8, contract 5)', () => {
  it('after a plain move: back to the start square, the egg the knight left there is gone', () => {
    const r = playT(knightOnEgg(), 'c3-d5', 'egg:koopa');
    expect(r.facts.steps).toEqual([
      { step: 'move', piece: 'knight', from: sq('c3'), to: sq('d5'), object: 'egg' },
      { step: 'leave', object: 'egg', square: sq('c3') },
      { step: 'egg', outcome: 'koopa' },
      { step: 'koopa', from: sq('d5'), to: sq('c3') },
    ]);
    expect(rows(r.position)).toBe('k7/8/8/8/8/2N5/8/7K');
    // A pawn goes back onto its own mushroom, which is removed without effect.
    expect(rows(playT(place({ a8: 'k', h1: 'K', e2: 'P', e3: 'e' }), 'e2-e3', 'egg:koopa').position)).toBe('k7/8/8/8/8/8/4P3/7K');
  });

  it('after a push: back to where the push began', () => {
    const r = playT(knightOnEgg({ d5: 'd', d6: 'e' }), 'c3-d5', 'push:n', 'egg:koopa');
    expect(r.facts.steps.at(-1)).toEqual({ step: 'koopa', from: sq('d6'), to: sq('d5') });
    expect(letterAt(r.position, 'd5')).toBe('N');
  });

  it('after a mushroom hop: back to the mushroom square', () => {
    const r = playT(place({ a8: 'k', e1: 'K', e2: 'm', e3: 'e' }), 'e1-e2', 'egg:koopa');
    expect(r.facts.steps.at(-1)).toEqual({ step: 'koopa', from: sq('e3'), to: sq('e2') });
    expect(rows(r.position)).toBe('k7/8/8/8/8/8/4K3/8');
  });

  it('a rook sent back lays nothing (K11)', () => {
    expect(outcomeTexts(place({ a8: 'k', h1: 'K', a1: 'R', a4: 'e' }), 'a1-a4').filter((x) => x.startsWith('egg:koopa'))).toEqual(['egg:koopa']);
  });
});

describe('Toadette: a drawn piece, then the drop (K6, K8, contract 14)', () => {
  // Black's unseen queen g6 and its marker g3 stand on the board.
  const p = knightOnEgg({ g6: 'i', g3: '?' });

  it('draws a queen, rook, knight, bishop or king, then opens phase drop', () => {
    const all = outcomeTexts(p, 'c3-d5').filter((x) => x.startsWith('egg:toadette'));
    expect(all).toEqual(['egg:toadette toadette:b', 'egg:toadette toadette:k', 'egg:toadette toadette:n', 'egg:toadette toadette:q', 'egg:toadette toadette:r']);
    const r = playT(p, 'c3-d5', 'egg:toadette', 'toadette:r');
    // K10: Black's queen g6 is seen again with White's first decision, and her marker g3 goes.
    expect(r.facts.steps.slice(2)).toEqual([{ step: 'egg', outcome: 'toadette' }, { step: 'toadette', piece: 'rook' }, { step: 'revealed', square: sq('g6') }]);
    expect(r.position.phase).toEqual({ kind: 'drop', piece: 'rook' });
    expect(r.facts.turnEnded).toBe(false);
    // Every square with nothing or an object (the egg c3): not a8 h1 d5, nor the queen g6.
    const drops = moves(r.position);
    expect(drops).toHaveLength(60);
    expect(drops).toContain('@c3');
    expect(drops).toContain('@g3');
    for (const s of ['a8', 'h1', 'd5', 'g6']) expect(drops).not.toContain(`@${s}`);
  });

  it('a dropped rook lays its banana (K11), and the turn ends', () => {
    const drop = playT(p, 'c3-d5', 'egg:toadette', 'toadette:r').position;
    expect(letterAt(drop, 'g3')).toBe(''); // the marker went (K10)
    // Diagonal neighbours of e4 without a piece: d3, f3, f5 (d5 holds the white knight).
    expect(outcomeTexts(drop, '@e4')).toEqual(['lay:d3', 'lay:f3', 'lay:f5']);
    const r = playT(drop, '@e4', 'lay:f5');
    expect(r.facts.steps).toEqual([{ step: 'drop', piece: 'rook', to: sq('e4') }, { step: 'lay', object: 'banana', square: sq('f5') }]);
    expect(letterAt(r.position, 'e4')).toBe('R');
    expect(letterAt(r.position, 'f5')).toBe('d');
    expect(r.position.turn).toBe('black');
  });

  it('dropped on a banana it is pushed; on a mushroom nothing happens (it has no last hop)', () => {
    const drop = playT(knightOnEgg({ e4: 'd', f4: 'm' }), 'c3-d5', 'egg:toadette', 'toadette:k').position;
    expect(outcomeTexts(drop, '@e4')).toEqual(['push:e', 'push:n', 'push:s', 'push:w']);
    const pushed = playT(drop, '@e4', 'push:e');
    // Pushed east onto the mushroom f4: now it has a hop, and a king goes on to g4.
    expect(pushed.facts.steps).toEqual([
      { step: 'drop', piece: 'king', to: sq('e4'), object: 'banana' },
      { step: 'push', by: 'banana', direction: 'e', from: sq('e4'), to: sq('f4'), object: 'mushroom' },
      { step: 'mushroom', from: sq('f4'), to: sq('g4') },
    ]);
    const still = playT(drop, '@f4');
    expect(still.facts.steps).toEqual([{ step: 'drop', piece: 'king', to: sq('f4'), object: 'mushroom' }]);
    expect(letterAt(still.position, 'f4')).toBe('K');
  });

  it('dropped on an egg it draws again; Koopa then does nothing (K8)', () => {
    const drop = playT(p, 'c3-d5', 'egg:toadette', 'toadette:q').position;
    expect(outcomeTexts(drop, '@c3').map((x) => x.split(' ')[0]).filter((x, i, a) => a.indexOf(x) === i)).toHaveLength(8);
    const r = playT(drop, '@c3', 'egg:koopa');
    expect(r.facts.steps).toEqual([{ step: 'drop', piece: 'queen', to: sq('c3'), object: 'egg' }, { step: 'egg', outcome: 'koopa' }]);
    expect(letterAt(r.position, 'c3')).toBe('Q');
    expect(r.position.turn).toBe('black');
    // A second Toadette from the dropped piece's egg: another drop.
    const again = playT(drop, '@c3', 'egg:toadette', 'toadette:n');
    expect(again.position.phase).toEqual({ kind: 'drop', piece: 'knight' });
  });
});

describe('Chomp: the piece is eaten (K6, 004:112)', () => {
  it('removes the piece that landed on the egg', () => {
    const r = playT(knightOnEgg(), 'c3-d5', 'egg:chomp');
    expect(r.facts.steps.at(-1)).toEqual({ step: 'chomp', square: sq('d5'), piece: { colour: 'white', kind: 'knight' } });
    expect(rows(r.position)).toBe('k7/8/8/8/8/2e5/8/7K');
  });

  it('an eaten rook lays nothing', () => {
    expect(outcomeTexts(place({ a8: 'k', h1: 'K', a1: 'R', a4: 'e' }), 'a1-a4').filter((x) => x.startsWith('egg:chomp'))).toEqual(['egg:chomp']);
  });

  it('eating the mover\'s last king loses the game', () => {
    const r = playT(place({ a8: 'k', e1: 'K', e2: 'e' }), 'e1-e2', 'egg:chomp');
    expect(rulesOf('chakart').outcome(r.position)).toEqual({ result: 'black', reason: 'kings-captured' });
    expect(rulesOf('chakart').legalMoves(r.position)).toEqual([]);
  });
});

describe('Daisy: a bonus move (K6)', () => {
  it('opens phase bonus: a full move of any piece, shell and invisible move included, no pass', () => {
    const p = knightOnEgg({ d1: 'Q', h5: 'p' });
    const r = playT(p, 'c3-d5', 'egg:daisy');
    expect(r.position.phase).toEqual({ kind: 'bonus' });
    expect(r.position.turn).toBe('white');
    const bonus = moves(r.position);
    expect(bonus).toContain('d5-b6'); // the same knight
    expect(bonus).toContain('d1~d4');
    expect(bonus).toContain('h1^h5');
    expect(bonus).not.toContain('pass');
    const done = playT(r.position, 'd5-b6');
    expect(done.facts.turnEnded).toBe(true);
    expect(done.position.turn).toBe('black');
    expect(done.position.plies).toBe(1); // one turn, two decisions
  });

  it('is skipped when nothing can move', () => {
    // The pawn lands on the egg e3 and is blocked by e4; the king is immobilized.
    const r = playT(place({ a8: 'k', h1: 'L', e2: 'P', e3: 'e', e4: 'p' }), 'e2-e3', 'egg:daisy');
    expect(r.facts.turnEnded).toBe(true);
    expect(r.position.turn).toBe('black');
  });
});

describe('Bowser: the piece cannot move on its owner\'s next turn (K6, contract 6)', () => {
  it('lasts exactly through the owner\'s next turn', () => {
    const p = knightOnEgg({ a1: 'P' });
    const t1 = playT(p, 'c3-d5', 'egg:bowser');
    expect(t1.facts.steps.at(-1)).toEqual({ step: 'bowser', square: sq('d5') });
    expect(at(t1.position, 'd5')).toEqual({ type: 'piece', colour: 'white', kind: 'knight', immobilized: true });
    expect(t1.position.bowsered).toEqual([]);
    const t2 = playT(t1.position, 'a8-b8').position; // Black's turn
    expect(letterAt(t2, 'd5')).toBe('O');
    expect(movesFrom(t2, 'd5')).toEqual([]);
    const t3 = playT(t2, 'a1-a2');
    expect(t3.facts.steps).toContainEqual({ step: 'freed', square: sq('d5') });
    const t4 = playT(t3.position, 'b8-a8').position;
    expect(movesFrom(t4, 'd5')).toHaveLength(8);
  });

  it('struck pieces are listed while the turn goes on (a Daisy bonus after it), and cannot be swapped', () => {
    // c3-d5 Daisy; then the knight g1 lands on the egg e2 (Bowser); end of turn keeps it immobilized.
    const p = knightOnEgg({ g1: 'N', e2: 'e' });
    const bonus = playT(p, 'c3-d5', 'egg:daisy').position;
    const r = playT(bonus, 'g1-e2', 'egg:bowser');
    expect(r.facts.steps).not.toContainEqual({ step: 'freed', square: sq('e2') });
    expect(letterAt(r.position, 'e2')).toBe('O');
    // Mid-turn (King Boo after the Bowser is impossible in one chain, so look at a set position).
    const mid = place({ a8: 'k', h1: 'K', d5: 'O', b2: 'N' }, { phase: { kind: 'swap' }, bowsered: ['d5'] });
    expect(moves(mid)).toEqual(['b2<>a8', 'h1<>a8', 'h1<>b2']);
    expect(playT(mid, 'h1<>b2').facts.steps).not.toContainEqual({ step: 'freed', square: sq('d5') });
  });

  it('a king struck by Bowser throws no shell, and a side with nothing else passes', () => {
    const r = playT(place({ a8: 'k', e1: 'K', e2: 'e', h8: 'r' }), 'e1-e2', 'egg:bowser');
    const black = playT(r.position, 'h8-h7', 'lay:g6').position;
    expect(moves(black)).toEqual(['pass']);
    expect(playT(black, 'pass').facts.steps).toEqual([{ step: 'pass' }, { step: 'freed', square: sq('e2') }]);
  });
});

describe('Luigi and Waluigi: a piece changes colour (K6, K8, contract 5)', () => {
  it('Luigi draws among the enemy pieces, never a king, the unseen queen or a pawn on its own first rank', () => {
    // Black: king a8, unseen queen g6, pawn b8 (its first rank), rook h5, pawn h7.
    const p = knightOnEgg({ g6: 'i', b8: 'p', h5: 'r', h7: 'p' });
    expect(outcomeTexts(p, 'c3-d5').filter((x) => x.startsWith('egg:luigi'))).toEqual(['egg:luigi colour:h5', 'egg:luigi colour:h7']);
    const r = playT(p, 'c3-d5', 'egg:luigi', 'colour:h5');
    expect(r.facts.steps.slice(2)).toEqual([{ step: 'egg', outcome: 'luigi' }, { step: 'colour', square: sq('h5'), piece: 'rook', to: 'white' }, { step: 'revealed', square: sq('g6') }]);
    expect(letterAt(r.position, 'h5')).toBe('R');
    expect(() => playT(p, 'c3-d5', 'egg:luigi', 'colour:a8')).toThrow('outcome 2 (colour a8) is not possible here');
  });

  it('no draw when no piece qualifies', () => {
    const p = knightOnEgg({ g6: 'i', b8: 'p' });
    expect(outcomeTexts(p, 'c3-d5').filter((x) => x.startsWith('egg:luigi'))).toEqual(['egg:luigi']);
    expect(playT(p, 'c3-d5', 'egg:luigi').facts.steps.slice(2)).toEqual([{ step: 'egg', outcome: 'luigi' }, { step: 'revealed', square: sq('g6') }]);
  });

  it('Waluigi draws among the mover\'s pieces, the one that moved included (K8), no king, no pawn on its first rank', () => {
    const p = knightOnEgg({ a1: 'P', b2: 'P', f1: 'C' });
    expect(outcomeTexts(p, 'c3-d5').filter((x) => x.startsWith('egg:waluigi'))).toEqual(['egg:waluigi colour:b2', 'egg:waluigi colour:d5', 'egg:waluigi colour:f1']);
    const own = playT(p, 'c3-d5', 'egg:waluigi', 'colour:d5');
    expect(letterAt(own.position, 'd5')).toBe('n');
    const frozen = playT(p, 'c3-d5', 'egg:waluigi', 'colour:f1').position;
    expect(at(frozen, 'f1')).toEqual({ type: 'piece', colour: 'black', kind: 'bishop', immobilized: true });
    // A lone king on the egg: nothing qualifies.
    expect(outcomeTexts(place({ a8: 'k', e1: 'K', e2: 'e' }), 'e1-e2').filter((x) => x.startsWith('egg:waluigi'))).toEqual(['egg:waluigi']);
  });

  it("the source's example (004:124-132): Rf8xf6, Waluigi turns the g8 queen white, and she can take the king", () => {
    const p = pos('erk2rq1/1m2e1m1/mppmne1m/p1BpppPp/mm1P1QbP/1Nmnw1dm/e1mP2d1/1BwR1RKN b 1');
    expect(rulesOf('chakart').validate(p)).toBeUndefined();
    // Thirteen black pieces may change colour (all but the king c8), the rook itself included.
    const waluigi = outcomeTexts(p, 'f8-f6').filter((x) => x.startsWith('egg:waluigi'));
    // K11: after Waluigi the rook lays nothing, so each outcome is one branch.
    expect(waluigi).toHaveLength(13);
    expect(waluigi).toContain('egg:waluigi colour:f6');
    const r = playT(p, 'f8-f6', 'egg:waluigi', 'colour:g8');
    expect(r.facts.steps).toEqual([
      { step: 'move', piece: 'rook', from: sq('f8'), to: sq('f6'), object: 'egg' },
      { step: 'egg', outcome: 'waluigi' },
      { step: 'colour', square: sq('g8'), piece: 'queen', to: 'white' },
    ]);
    // The page's diagram after the move (004:128) shows a banana on g7 (1m2e1d1): the rook laid
    // after Waluigi there. K11 decides otherwise, following the home site's program: g7 keeps
    // its mushroom. Everything else is the diagram's position.
    expect(rows(r.position)).toBe('erk3Q1/1m2e1m1/mppmnr1m/p1BpppPp/mm1P1QbP/1Nmnw1dm/e1mP2d1/1BwR1RKN');
    expect(r.position.turn).toBe('white');
    expect(r.position.plies).toBe(2);
    expect(movesFrom(r.position, 'g8')).toContain('g8-c8');
    const end = playT(r.position, 'g8-c8');
    expect(rulesOf('chakart').outcome(end.position)).toEqual({ result: 'white', reason: 'kings-captured' });
  });
});


