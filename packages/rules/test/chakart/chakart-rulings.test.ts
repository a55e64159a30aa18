// Chakart: the rulings added from the decision-by-decision comparison with the home site
// (K10-K13), each shown on a small position, with the old behaviour it replaces named.
import { describe, expect, it } from 'vitest';
import { rulesOf } from '../rules-of.ts';
import { d, letterAt, moves, movesFrom, outcomeTexts, place, playT, sq } from './build-chakart.ts';

const chakart = () => rulesOf('chakart');

describe('K10: the invisible queen is seen again with her opponent\'s first decision', () => {
  it('a promotion choice that the first decision opened sees her (not only the end of the turn)', () => {
    // Black's queen d4 is unseen, her marker d1. White's pawn e6 steps onto the banana e7 and is
    // pushed to e8: the choice waits, and she is already seen.
    const p = place({ a1: 'K', h8: 'k', e6: 'P', e7: 'd', d4: 'i', d1: '?' });
    const r = playT(p, 'e6-e7', 'push:n');
    expect(r.position.phase.kind).toBe('promote');
    expect(r.facts.steps.at(-1)).toEqual({ step: 'revealed', square: sq('d4') });
    expect(letterAt(r.position, 'd4')).toBe('q');
    expect(letterAt(r.position, 'd1')).toBe('');
    expect(chakart().validate(r.position)).toBeUndefined();
    // The choice ends the turn with nothing more to reveal.
    expect(playT(r.position, '=R', 'lay:d7').facts.steps).toEqual([
      { step: 'promote', square: sq('e8'), piece: 'rook' },
      { step: 'lay', object: 'banana', square: sq('d7') },
    ]);
  });

  it('her own side\'s later decisions in the turn of her move do not reveal her', () => {
    // White's knight c3 lands on the egg d5 (Daisy); the bonus move is the queen's invisible move.
    const p = place({ a1: 'K', h8: 'k', c3: 'N', d5: 'e', f1: 'Q' });
    const bonus = playT(p, 'c3-d5', 'egg:daisy').position;
    const r = playT(bonus, 'f1~f4');
    expect(r.facts.steps).toEqual([{ step: 'move', piece: 'queen', from: sq('f1'), to: sq('f4'), invisible: true }]);
    expect(letterAt(r.position, 'f4')).toBe('I');
    expect(letterAt(r.position, 'f1')).toBe('?');
  });
});

describe('K11: a rook or bishop lays when its chain ends with it arriving, or with an egg that opens a decision', () => {
  // A white rook d1 about to land on the egg d5.
  const rookOnEgg = place({ a8: 'k', h1: 'K', d1: 'R', d5: 'e', b6: 'p' });

  it('lays after Daisy, Toadette and King Boo, before the decision they open', () => {
    const texts = outcomeTexts(rookOnEgg, 'd1-d5');
    for (const egg of ['daisy', 'kingboo']) expect(texts.filter((x) => x.startsWith(`egg:${egg}`))).toEqual(['c4', 'c6', 'e4', 'e6'].map((s) => `egg:${egg} lay:${s}`));
    expect(texts.filter((x) => x.startsWith('egg:toadette toadette:q'))).toEqual(['c4', 'c6', 'e4', 'e6'].map((s) => `egg:toadette toadette:q lay:${s}`));
  });

  it('lays nothing after Koopa, Bowser, Chomp, Luigi or Waluigi (whichever piece they turn)', () => {
    const texts = outcomeTexts(rookOnEgg, 'd1-d5');
    for (const egg of ['koopa', 'bowser', 'chomp']) expect(texts.filter((x) => x.startsWith(`egg:${egg}`))).toEqual([`egg:${egg}`]);
    expect(texts.filter((x) => x.startsWith('egg:luigi'))).toEqual(['egg:luigi colour:b6']);
    expect(texts.filter((x) => x.startsWith('egg:waluigi'))).toEqual(['egg:waluigi colour:d5']);
    // Before K11 the rook laid after each of them; the log's outcomes say so, and are now refused.
    expect(() => playT(rookOnEgg, 'd1-d5', 'egg:bowser', 'lay:c4')).toThrow();
  });

  it('a dropped bishop lays its bomb, also after a push', () => {
    const drop = place({ a8: 'k', h1: 'K', e4: 'd' }, { phase: { kind: 'drop', piece: 'bishop' } });
    expect(outcomeTexts(drop, '@c3')).toEqual(['lay:b3', 'lay:c2', 'lay:c4', 'lay:d3']);
    const r = playT(drop, '@e4', 'push:n', 'lay:e6');
    expect(r.facts.steps.map((s) => s.step)).toEqual(['drop', 'push', 'lay']);
    expect(letterAt(r.position, 'e5')).toBe('B');
    expect(letterAt(r.position, 'e6')).toBe('w');
  });
});

describe('K12: a piece turned while immobilized sits out its new owner\'s next turn', () => {
  it('Luigi turns an immobilized enemy knight: it stays immobilized through White\'s next turn', () => {
    // Black's knight h5 was struck by Bowser in Black's last turn. White's knight c3 lands on
    // the egg d5: Luigi turns h5 white.
    const p = place({ a8: 'k', h1: 'K', c3: 'N', d5: 'e', h5: 'o' });
    const t1 = playT(p, 'c3-d5', 'egg:luigi', 'colour:h5');
    // Before K12 it was freed as this turn ended.
    expect(t1.facts.steps).not.toContainEqual({ step: 'freed', square: sq('h5') });
    expect(letterAt(t1.position, 'h5')).toBe('O');
    expect(t1.position.bowsered).toEqual([]);
    const t2 = playT(t1.position, 'a8-b8').position;
    expect(movesFrom(t2, 'h5')).toEqual([]);
    const t3 = playT(t2, 'h1-g1');
    expect(t3.facts.steps).toContainEqual({ step: 'freed', square: sq('h5') });
    const t4 = playT(t3.position, 'b8-a8').position;
    expect(movesFrom(t4, 'h5').length).toBeGreaterThan(0);
  });

  it('Waluigi turns an immobilized own rook: it sits out Black\'s next turn, then is free', () => {
    // White's rook a1 was struck in White's last turn (it sits out this one).
    const p = place({ a8: 'k', h1: 'K', c3: 'N', d5: 'e', a1: 'U' });
    const t1 = playT(p, 'c3-d5', 'egg:waluigi', 'colour:a1');
    expect(letterAt(t1.position, 'a1')).toBe('u');
    expect(moves(t1.position).some((m) => m.startsWith('a1'))).toBe(false);
    const t2 = playT(t1.position, 'a8-b8');
    expect(t2.facts.steps).toContainEqual({ step: 'freed', square: sq('a1') });
    expect(letterAt(t2.position, 'a1')).toBe('r');
  });
});

describe('K13: the end is judged when the turn ends', () => {
  it('the promotion choice the capture of the last king opened is still made', () => {
    const p = place({ a1: 'K', e6: 'P', e7: 'd', e8: 'k' });
    const r = playT(p, 'e6-e7', 'push:n');
    expect(chakart().outcome(r.position)).toBeUndefined();
    const end = playT(r.position, '=N');
    expect(letterAt(end.position, 'e8')).toBe('N');
    expect(chakart().outcome(end.position)).toEqual({ result: 'white', reason: 'kings-captured' });
  });

  it('a side that took its own last king may promote to a king and play on', () => {
    // White's pawn is pushed onto White's own king e8: the choice brings a king back.
    const p = place({ e8: 'K', e6: 'P', e7: 'd', a1: 'k' });
    const r = playT(p, 'e6-e7', 'push:n');
    expect(r.facts.steps.at(-1)).toMatchObject({ step: 'push', to: sq('e8'), captured: { colour: 'white', kind: 'king' } });
    expect(chakart().outcome(r.position)).toBeUndefined();
    const on = playT(r.position, '=K');
    expect(chakart().outcome(on.position)).toBeUndefined();
    expect(on.position.turn).toBe('black');
    // Any other choice: White has no king when the turn ends, and Black has won.
    expect(chakart().outcome(playT(r.position, '=Q').position)).toEqual({ result: 'black', reason: 'kings-captured' });
  });

  it('a drop, bonus move or swap due in a turn is played even when a side has no king', () => {
    const drop = place({ a8: 'k', c3: 'N' }, { phase: { kind: 'drop', piece: 'king' } });
    expect(chakart().outcome(drop)).toBeUndefined();
    expect(moves(drop)).toContain('@e1');
    expect(chakart().outcome(playT(drop, '@e1').position)).toBeUndefined();
    const bonus = place({ h1: 'K', c3: 'N' }, { phase: { kind: 'bonus' } });
    expect(moves(bonus)).toContain('c3-d5');
    expect(chakart().outcome(playT(bonus, 'c3-d5').position)).toEqual({ result: 'white', reason: 'kings-captured' });
    const swap = place({ h1: 'K', c3: 'N', d4: 'P' }, { phase: { kind: 'swap' } });
    expect(chakart().isLegal(swap, d('c3<>d4'))).toBe(true);
  });
});
