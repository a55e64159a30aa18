// Chakart: what the pieces leave behind and what objects do to a piece that arrives (source
// 004:20-79; rulings K3-K5; the contract's readings 1-4, 8).
import { describe, expect, it } from 'vitest';
import { chakart } from '../../src/index.ts';
import { rulesOf } from '../rules-of.ts';
import { d, letterAt, o, outcomeTexts, place, playT, pos, rows, sq } from './build-chakart.ts';

const KINGS = { a8: 'k', h1: 'K' };

describe('what pawns and knights leave (K4, 004:20-25)', () => {
  it('a pawn leaves a mushroom on its start square after one step or a diagonal take', () => {
    const r = playT(place({ ...KINGS, e2: 'P' }), 'e2-e3');
    expect(r.facts.steps).toEqual([
      { step: 'move', piece: 'pawn', from: sq('e2'), to: sq('e3') },
      { step: 'leave', object: 'mushroom', square: sq('e2') },
    ]);
    expect(rows(r.position)).toBe('k7/8/8/8/8/4P3/4m3/7K');
    const take = playT(place({ ...KINGS, e2: 'P', d3: 'n' }), 'e2-d3').position;
    expect(letterAt(take, 'e2')).toBe('m');
    const black = playT(place({ ...KINGS, c7: 'p' }, { turn: 'black' }), 'c7-c6').position;
    expect(letterAt(black, 'c7')).toBe('m');
  });

  it('after a double step, on the passed square: the start square stays empty; a mushroom or egg there becomes the mushroom', () => {
    const r = playT(place({ ...KINGS, e2: 'P' }), 'e2-e4');
    expect(r.facts.steps[1]).toEqual({ step: 'leave', object: 'mushroom', square: sq('e3') });
    expect(rows(r.position)).toBe('k7/8/8/8/4P3/4m3/8/7K');
    expect(rows(playT(place({ ...KINGS, c2: 'P', c3: 'e' }), 'c2-c4').position)).toBe('k7/8/8/8/2P5/2m5/8/7K');
    expect(rows(playT(place({ ...KINGS, c2: 'P', c3: 'm' }), 'c2-c4').position)).toBe('k7/8/8/8/2P5/2m5/8/7K');
    expect(rows(playT(place({ ...KINGS, f7: 'p' }, { turn: 'black' }), 'f7-f5').position)).toBe('k7/8/5m2/5p2/8/8/8/7K');
  });

  it('no mushroom where the unseen queen stands on the passed square', () => {
    const r = playT(place({ ...KINGS, d2: 'P', d3: 'i' }), 'd2-d4');
    expect(r.facts.steps).toEqual([
      { step: 'move', piece: 'pawn', from: sq('d2'), to: sq('d4') },
      { step: 'revealed', square: sq('d3') },
    ]);
    expect(rows(r.position)).toBe('k7/8/8/8/3P4/3q4/8/7K');
  });

  it('a knight leaves an egg on its start square', () => {
    const r = playT(place({ ...KINGS, g1: 'N' }), 'g1-f3');
    expect(r.facts.steps).toEqual([
      { step: 'move', piece: 'knight', from: sq('g1'), to: sq('f3') },
      { step: 'leave', object: 'egg', square: sq('g1') },
    ]);
    expect(rows(r.position)).toBe('k7/8/8/8/8/5N2/8/6eK');
  });
});

describe('bananas and bombs laid by rooks and bishops (K4, contract 1)', () => {
  it('a rook lays a banana on a diagonal neighbour of its end square, drawn among the free ones', () => {
    const p = place({ ...KINGS, a1: 'R' });
    expect(outcomeTexts(p, 'a1-a4')).toEqual(['lay:b3', 'lay:b5']);
    const r = playT(p, 'a1-a4', 'lay:b5');
    expect(r.facts.steps).toEqual([
      { step: 'move', piece: 'rook', from: sq('a1'), to: sq('a4') },
      { step: 'lay', object: 'banana', square: sq('b5') },
    ]);
    expect(r.facts.outcomes).toEqual([o('lay:b5')]);
    expect(rows(r.position)).toBe('k7/8/8/1d6/R7/8/8/7K');
  });

  it('only on neighbours that are empty or hold an object or a marker (replacing it), never on a piece', () => {
    // c5 an egg, e5 Black's marker, c3 a white pawn, e3 a black knight.
    const p = place({ ...KINGS, d1: 'R', c5: 'e', e5: '?', c3: 'P', e3: 'n' });
    expect(outcomeTexts(p, 'd1-d4')).toEqual(['lay:c5', 'lay:e5']);
    expect(letterAt(playT(p, 'd1-d4', 'lay:c5').position, 'c5')).toBe('d');
    expect(letterAt(playT(p, 'd1-d4', 'lay:e5').position, 'e5')).toBe('d');
    expect(() => playT(p, 'd1-d4', 'lay:e3')).toThrow(chakart.OutcomeError);
    expect(() => playT(p, 'd1-d4', 'lay:e3')).toThrow('outcome 1 (lay e3) is not possible here: it could be lay e5, lay c5');
  });

  it('no banana when no neighbour is free: nothing is drawn', () => {
    const p = place({ ...KINGS, d1: 'R', c5: 'P', e5: 'p', c3: 'P', e3: 'n' });
    expect(outcomeTexts(p, 'd1-d4')).toEqual(['']);
    const r = playT(p, 'd1-d4');
    expect(r.facts.steps).toEqual([{ step: 'move', piece: 'rook', from: sq('d1'), to: sq('d4') }]);
    expect(() => playT(p, 'd1-d4', 'lay:c5')).toThrow('outcome 1 (lay c5) was never drawn: the decision needed 0');
  });

  it('a bishop lays a bomb on an orthogonal neighbour; at the edge only the squares on the board count', () => {
    const p = place({ ...KINGS, c1: 'B', f5: 'N', g4: 'm' });
    expect(outcomeTexts(p, 'c1-f4')).toEqual(['lay:e4', 'lay:f3', 'lay:g4']);
    expect(rows(playT(p, 'c1-f4', 'lay:g4').position)).toBe('k7/8/8/5N2/5Bw1/8/8/7K');
    expect(outcomeTexts(place({ ...KINGS, c1: 'B' }), 'c1-a3')).toEqual(['lay:a2', 'lay:a4', 'lay:b3']);
  });

  it('the object is laid next to where the whole move ended, after the effects', () => {
    const p = place({ ...KINGS, d1: 'R', d4: 'd' });
    const r = playT(p, 'd1-d4', 'push:e', 'lay:f5');
    expect(r.facts.steps.map((s) => s.step)).toEqual(['move', 'push', 'lay']);
    expect(rows(r.position)).toBe('k7/8/8/5d2/4R3/8/8/7K');
    // Pushed n to d5: the lay squares are around d5.
    expect(outcomeTexts(p, 'd1-d4').filter((x) => x.startsWith('push:n'))).toEqual(['push:n lay:c4', 'push:n lay:c6', 'push:n lay:e4', 'push:n lay:e6']);
  });

  it('queens, kings, knights and pawns lay nothing', () => {
    expect(outcomeTexts(place({ ...KINGS, d1: 'Q' }), 'd1-d4')).toEqual(['']);
    expect(outcomeTexts(place({ ...KINGS, d1: 'N' }), 'd1-e3')).toEqual(['']);
  });
});

describe('mushrooms (K5, contract 3, 004:63-66)', () => {
  it('a king goes one more step the same way', () => {
    const r = playT(place({ a8: 'k', e1: 'K', e2: 'm' }), 'e1-e2');
    expect(r.facts.steps).toEqual([
      { step: 'move', piece: 'king', from: sq('e1'), to: sq('e2'), object: 'mushroom' },
      { step: 'mushroom', from: sq('e2'), to: sq('e3') },
    ]);
    expect(letterAt(r.position, 'e3')).toBe('K');
    expect(letterAt(r.position, 'e2')).toBe('');
    const diagonal = playT(place({ a8: 'k', e1: 'K', f2: 'm' }), 'e1-f2').position;
    expect(letterAt(diagonal, 'g3')).toBe('K');
  });

  it('a pawn one more step: after a single step, after a double step (one step further), after a diagonal take (diagonally)', () => {
    expect(rows(playT(place({ ...KINGS, e2: 'P', e3: 'm' }), 'e2-e3').position)).toBe('k7/8/8/8/4P3/8/4m3/7K');
    expect(rows(playT(place({ ...KINGS, e2: 'P', e4: 'm' }), 'e2-e4').position)).toBe('k7/8/8/4P3/8/4m3/8/7K');
    expect(rows(playT(place({ ...KINGS, e2: 'P', d3: 'm' }), 'e2-d3').position)).toBe('k7/8/8/8/2P5/8/4m3/7K');
  });

  it('a knight one more jump by the same vector', () => {
    const r = playT(place({ ...KINGS, g1: 'N', f3: 'm' }), 'g1-f3');
    expect(r.facts.steps[2]).toEqual({ step: 'mushroom', from: sq('f3'), to: sq('e5') });
    expect(rows(r.position)).toBe('k7/8/8/4N3/8/8/8/6eK');
  });

  it('after a push, the same way as the push', () => {
    const r = playT(place({ a8: 'k', e1: 'K', e2: 'd', f2: 'm' }), 'e1-e2', 'push:e');
    expect(r.facts.steps.slice(1)).toEqual([
      { step: 'push', by: 'banana', direction: 'e', from: sq('e2'), to: sq('f2'), object: 'mushroom' },
      { step: 'mushroom', from: sq('f2'), to: sq('g2') },
    ]);
    expect(letterAt(r.position, 'g2')).toBe('K');
  });

  it('blocked by a seen piece of either colour, or by the edge: the piece stays, the mushroom is used up', () => {
    for (const blocker of ['P', 'p']) {
      const r = playT(place({ a8: 'k', e1: 'K', e2: 'm', e3: blocker }), 'e1-e2');
      expect(r.facts.steps).toEqual([{ step: 'move', piece: 'king', from: sq('e1'), to: sq('e2'), object: 'mushroom' }]);
      expect(letterAt(r.position, 'e2')).toBe('K');
      expect(letterAt(r.position, 'e3')).toBe(blocker);
    }
    const edge = playT(place({ a1: 'k', e7: 'K', e8: 'm' }), 'e7-e8');
    expect(edge.facts.steps).toHaveLength(1);
    expect(letterAt(edge.position, 'e8')).toBe('K');
    const knight = playT(place({ ...KINGS, f6: 'N', h7: 'm' }), 'f6-h7').position;
    expect(letterAt(knight, 'h7')).toBe('N');
  });

  it('the next square may hold an object (which acts in turn), a marker (which goes) or the unseen queen (taken)', () => {
    const twice = playT(place({ a8: 'k', e1: 'K', e2: 'm', e3: 'm' }), 'e1-e2');
    expect(twice.facts.steps.map((s) => s.step)).toEqual(['move', 'mushroom', 'mushroom']);
    expect(letterAt(twice.position, 'e4')).toBe('K');
    const egg = playT(place({ a8: 'k', e1: 'K', e2: 'm', e3: 'e' }), 'e1-e2', 'egg:bowser');
    expect(egg.facts.steps.at(-1)).toEqual({ step: 'bowser', square: sq('e3') });
    const marker = playT(place({ a8: 'k', e1: 'K', e2: 'm', e3: '?' }), 'e1-e2');
    expect(marker.facts.steps[1]).toEqual({ step: 'mushroom', from: sq('e2'), to: sq('e3'), marker: true });
    const queen = playT(place({ a8: 'k', e1: 'K', e2: 'm', e3: 'i' }), 'e1-e2');
    expect(queen.facts.steps[1]).toEqual({ step: 'mushroom', from: sq('e2'), to: sq('e3'), captured: { colour: 'black', kind: 'queen' } });
    expect(letterAt(queen.position, 'e3')).toBe('K');
  });

  it('no effect on sliders: the mushroom is used up where they stop', () => {
    for (const [piece, move] of [['R', 'a1-a4'], ['B', 'a1-d4'], ['Q', 'a1-a4']] as const) {
      const to = move.slice(3);
      const p = place({ h8: 'k', h1: 'K', a1: piece, [to]: 'm' });
      const r = chakart.everyOutcome(p, d(move))[0];
      expect(letterAt(r.position, to)).toBe(piece);
      expect(rows(r.position)).not.toContain('m'); // no mushroom left anywhere
    }
    expect(playT(place({ h8: 'k', h1: 'K', a1: 'Q', a4: 'm' }), 'a1-a4').facts.steps).toEqual([
      { step: 'move', piece: 'queen', from: sq('a1'), to: sq('a4'), object: 'mushroom' },
    ]);
  });
});

describe('bananas and bombs (K5, contract 4, 004:69-79)', () => {
  it('push in a drawn direction that stays on the board: banana orthogonal, bomb diagonal', () => {
    const banana = (s: string) => outcomeTexts(place({ a8: 'k', h1: 'K', e1: 'R', [s]: 'd' }), `e1-${s}`).map((x) => x.split(' ')[0]);
    expect([...new Set(banana('e4'))].sort()).toEqual(['push:e', 'push:n', 'push:s', 'push:w']);
    // On the first rank only n, e, w; in a corner only n and e; a bomb on the edge only two ways, in a corner one.
    expect([...new Set(outcomeTexts(place({ a8: 'k', h1: 'K', d2: 'R', d1: 'd' }), 'd2-d1').map((x) => x.split(' ')[0]))].sort()).toEqual(['push:e', 'push:n', 'push:w']);
    expect(outcomeTexts(place({ h8: 'k', h1: 'K', b3: 'N', a1: 'd' }), 'b3-a1')).toEqual(['push:e', 'push:n']);
    expect(outcomeTexts(place({ h8: 'k', h1: 'K', c5: 'N', a4: 'w' }), 'c5-a4')).toEqual(['push:ne', 'push:se']);
    expect(outcomeTexts(place({ a1: 'k', a8: 'K', f7: 'N', h8: 'w' }), 'f7-h8')).toEqual(['push:sw']);
    expect(outcomeTexts(place({ a1: 'k', h1: 'K', c3: 'N', d5: 'w' }), 'c3-d5')).toEqual(['push:ne', 'push:nw', 'push:se', 'push:sw']);
  });

  it('the pushed piece takes whatever stands there: an enemy piece, or its own', () => {
    const p = place({ a8: 'k', h1: 'K', c3: 'N', d5: 'd', d6: 'p', e5: 'P' });
    const enemy = playT(p, 'c3-d5', 'push:n');
    expect(enemy.facts.steps[2]).toEqual({ step: 'push', by: 'banana', direction: 'n', from: sq('d5'), to: sq('d6'), captured: { colour: 'black', kind: 'pawn' } });
    expect(letterAt(enemy.position, 'd6')).toBe('N');
    const own = playT(p, 'c3-d5', 'push:e');
    expect(own.facts.steps[2]).toEqual({ step: 'push', by: 'banana', direction: 'e', from: sq('d5'), to: sq('e5'), captured: { colour: 'white', kind: 'pawn' } });
    expect(rows(own.position)).toBe('k7/8/3p4/4N3/8/2e5/8/7K');
  });

  it('onto a marker (which goes) or the unseen queen (taken)', () => {
    const p = place({ a8: 'k', h1: 'K', c3: 'N', d5: 'w', e6: '?', c6: 'i' });
    expect(playT(p, 'c3-d5', 'push:ne').facts.steps[2]).toEqual({ step: 'push', by: 'bomb', direction: 'ne', from: sq('d5'), to: sq('e6'), marker: true });
    expect(playT(p, 'c3-d5', 'push:nw').facts.steps[2]).toEqual({ step: 'push', by: 'bomb', direction: 'nw', from: sq('d5'), to: sq('c6'), captured: { colour: 'black', kind: 'queen' } });
  });

  it('onto another object, which acts in turn; each object acts once', () => {
    const p = place({ a8: 'k', h1: 'K', c3: 'N', d5: 'd', d6: 'w', d7: 'e' });
    expect(outcomeTexts(p, 'c3-d5').filter((x) => x.startsWith('push:n'))).toEqual(['push:n push:ne', 'push:n push:nw', 'push:n push:se', 'push:n push:sw']);
    const r = playT(p, 'c3-d5', 'push:n', 'push:se');
    expect(r.facts.steps.slice(2)).toEqual([
      { step: 'push', by: 'banana', direction: 'n', from: sq('d5'), to: sq('d6'), object: 'bomb' },
      { step: 'push', by: 'bomb', direction: 'se', from: sq('d6'), to: sq('e5') },
    ]);
    // Pushed back onto the banana's own square: it is used up, so nothing more happens there.
    const back = playT(p, 'c3-d5', 'push:n', 'push:sw');
    expect(back.facts.steps.at(-1)).toEqual({ step: 'push', by: 'bomb', direction: 'sw', from: sq('d6'), to: sq('c5') });
    const round = playT(place({ a8: 'k', h1: 'K', c3: 'N', d5: 'd', d6: 'w', c7: 'e' }), 'c3-d5', 'push:n', 'push:nw', 'egg:bowser');
    expect(round.facts.steps.map((s) => s.step)).toEqual(['move', 'leave', 'push', 'push', 'egg', 'bowser']);
  });

  it('a slider pushed onto a mushroom is not moved on; a knight pushed onto one jumps on by the push', () => {
    const slider = playT(place({ a8: 'k', h1: 'K', d1: 'Q', d4: 'd', d5: 'm' }), 'd1-d4', 'push:n');
    expect(letterAt(slider.position, 'd5')).toBe('Q');
    const knight = playT(place({ a8: 'k', h1: 'K', c3: 'N', d5: 'd', d6: 'm' }), 'c3-d5', 'push:n');
    expect(knight.facts.steps.at(-1)).toEqual({ step: 'mushroom', from: sq('d6'), to: sq('d7') });
  });

  it("the source's chain (004:74-77): f3xe4, banana n to e5, mushroom on to e6, bomb to d5 taking the white rook", () => {
    // The left diagram of 004:84, with White to move (the caption's 1.fxe4).
    const p = pos('rn1b2qk/pbpp1ppp/1w2wp2/1p1Rm3/3PdnPr/4PPd1/PPP1m2P/NNB1KRQB w 1');
    expect(rulesOf('chakart').validate(p)).toBeUndefined();
    // e6 to d5 is south-west (north is towards rank 8); the bomb's north-west would take d7.
    const r = playT(p, 'f3-e4', 'push:n', 'push:sw');
    expect(r.facts.steps).toEqual([
      { step: 'move', piece: 'pawn', from: sq('f3'), to: sq('e4'), object: 'banana' },
      { step: 'leave', object: 'mushroom', square: sq('f3') },
      { step: 'push', by: 'banana', direction: 'n', from: sq('e4'), to: sq('e5'), object: 'mushroom' },
      { step: 'mushroom', from: sq('e5'), to: sq('e6'), object: 'bomb' },
      { step: 'push', by: 'bomb', direction: 'sw', from: sq('e6'), to: sq('d5'), captured: { colour: 'white', kind: 'rook' } },
    ]);
    expect(r.facts.outcomes).toEqual([o('push:n'), o('push:sw')]);
    // The right diagram of 004:87, plus the mushroom the pawn left on f3 (K4), Black to move.
    expect(rows(r.position)).toBe('rn1b2qk/pbpp1ppp/1w3p2/1p1P4/3P1nPr/4Pmd1/PPP1m2P/NNB1KRQB');
    expect(r.position.turn).toBe('black');
    expect(r.position.plies).toBe(2);
    const nw = playT(p, 'f3-e4', 'push:n', 'push:nw');
    expect(nw.facts.steps.at(-1)).toEqual({ step: 'push', by: 'bomb', direction: 'nw', from: sq('e6'), to: sq('d7'), captured: { colour: 'black', kind: 'pawn' } });
  });
});
