// Chakart: each piece's moves among objects, markers and invisible queens, the powers the
// pieces leave behind, the invisible queen, the shell, promotion, the pass, the end, the start
// position and perft (source 004; rulings K1-K5, K7, K8; the contract's readings 1-12).
import { describe, expect, it } from 'vitest';
import { chakart } from '../../src/index.ts';
import { rulesOf } from '../rules-of.ts';
import { perftPosition, perftPositions, testedNodes } from '../../perft/data.ts';
import { at, d, letterAt, moves, movesFrom, o, outcomeTexts, place, playT, pos, rows, sq } from './build-chakart.ts';

/** The phase the game waits in, or `over`: the state's value. */
const phaseOf = (state: { readonly value: string }): string => state.value;

const KINGS = { a8: 'k', h1: 'K' };

describe('pawns (K3, contract 10)', () => {
  it('step forward onto nothing, an object, a marker or the enemy invisible queen, never onto a seen piece', () => {
    // Black's invisible queen g3 and its marker c3 (both belong to the side not to move).
    const p = place({ ...KINGS, a2: 'P', a3: 'd', c2: 'P', c3: '?', e2: 'P', e3: 'n', g2: 'P', g3: 'i', b5: 'P', b6: 'N' });
    expect(movesFrom(p, 'a2')).toEqual(['a2-a3']); // onto the banana; the banana blocks the double step
    expect(movesFrom(p, 'c2')).toEqual(['c2-c3', 'c2-c4']); // a marker neither blocks nor stops
    expect(movesFrom(p, 'e2')).toEqual([]); // a seen enemy piece in front
    expect(movesFrom(p, 'g2')).toEqual(['g2-g3', 'g2-g4']); // onto or over the unseen queen
    expect(movesFrom(p, 'b5')).toEqual([]); // an own piece in front
  });

  it('double-step through nothing, a mushroom, an egg, a marker or an invisible queen; a banana, a bomb or a piece blocks', () => {
    const through = place({ ...KINGS, a2: 'P', a3: 'm', c2: 'P', c3: 'e', e2: 'P', e3: '?', g2: 'P', g3: 'i' });
    for (const f of 'aceg') expect(movesFrom(through, `${f}2`)).toEqual([`${f}2-${f}3`, `${f}2-${f}4`]);
    const blocked = place({ ...KINGS, a2: 'P', a3: 'd', c2: 'P', c3: 'w', e2: 'P', e3: 'B', g2: 'P', g3: 'n' });
    expect(movesFrom(blocked, 'a2')).toEqual(['a2-a3']);
    expect(movesFrom(blocked, 'c2')).toEqual(['c2-c3']);
    expect(movesFrom(blocked, 'e2')).toEqual([]);
    expect(movesFrom(blocked, 'g2')).toEqual([]);
  });

  it('double-step from either of its first two ranks, onto an object, a marker or the unseen queen, not onto a piece', () => {
    // a1: a pawn on its first rank (a swap or a push can put it there) double-steps to a3.
    const p = place({ ...KINGS, a1: 'P', c2: 'P', c4: 'e', d2: 'P', d4: '?', e2: 'P', e4: 'i', f2: 'P', f4: 'p', h3: 'P' });
    expect(movesFrom(p, 'a1')).toEqual(['a1-a2', 'a1-a3']);
    expect(movesFrom(p, 'c2')).toEqual(['c2-c3', 'c2-c4']);
    expect(movesFrom(p, 'd2')).toEqual(['d2-d3', 'd2-d4']);
    expect(movesFrom(p, 'e2')).toEqual(['e2-e3', 'e2-e4']);
    expect(movesFrom(p, 'f2')).toEqual(['f2-f3']);
    expect(movesFrom(p, 'h3')).toEqual(['h3-h4']); // rank 3: no double step
    // Black's pawns go down the board and double-step from ranks 8 and 7.
    const b = place({ ...KINGS, h8: 'p', b7: 'p', b5: 'm' }, { turn: 'black' });
    expect(movesFrom(b, 'h8')).toEqual(['h8-h6', 'h8-h7']);
    expect(movesFrom(b, 'b7')).toEqual(['b7-b5', 'b7-b6']);
  });

  it('take a seen enemy piece or an object diagonally, never a marker, the unseen queen or an own piece', () => {
    const q = place({ ...KINGS, b4: 'P', a5: 'p', c5: 'e', b5: 'n', e4: 'P', d5: '?', f5: 'i', e5: 'p', g2: 'P', f3: 'w', h3: 'N' });
    expect(movesFrom(q, 'b4')).toEqual(['b4-a5', 'b4-c5']);
    expect(movesFrom(q, 'e4')).toEqual([]);
    expect(movesFrom(q, 'g2')).toEqual(['g2-f3', 'g2-g3', 'g2-g4']);
  });

  it('has no en passant (004:46)', () => {
    let p = place({ ...KINGS, e5: 'P', d7: 'p' }, { turn: 'black', flags: '0000' });
    p = playT(p, 'd7-d5').position;
    // d6 holds the mushroom the double step left: e5 may take that object, and the pawn d5 stays.
    expect(movesFrom(p, 'e5')).toEqual(['e5-d6', 'e5-e6']);
    const after = playT(p, 'e5-d6').position;
    expect(letterAt(after, 'd5')).toBe('p');
    expect(letterAt(after, 'c7')).toBe('P'); // the mushroom sent it one more step the same way
  });
});

describe('knights, kings and sliders (K3, contract 8, 11)', () => {
  it('a knight jumps onto anything but an own piece: objects, markers, the unseen queen, enemy pieces', () => {
    const p = place({ ...KINGS, d4: 'N', e6: 'N', c6: 'p', b5: 'm', b3: '?', c2: 'i', e2: 'd' });
    expect(movesFrom(p, 'd4')).toEqual(['d4-b3', 'd4-b5', 'd4-c2', 'd4-c6', 'd4-e2', 'd4-f3', 'd4-f5']);
  });

  it('a king steps onto anything but an own piece', () => {
    const p = place({ a8: 'k', e4: 'K', d3: 'P', d4: 'n', d5: 'e', e5: '?', f5: 'i', f4: 'd' }, { flags: '0011' });
    expect(movesFrom(p, 'e4')).toEqual(['e4-d4', 'e4-d5', 'e4-e3', 'e4-e5', 'e4-f3', 'e4-f4', 'e4-f5']);
  });

  it('a rook passes over mushrooms, eggs, markers and the unseen queen, may end on them, and stops at a banana, a bomb or a piece', () => {
    const p = place({ h8: 'k', h3: 'K', a1: 'R', a2: 'm', a3: 'e', a4: '?', a5: 'i', a7: 'd', b1: 'w' });
    expect(movesFrom(p, 'a1')).toEqual(['a1-a2', 'a1-a3', 'a1-a4', 'a1-a5', 'a1-a6', 'a1-a7', 'a1-b1']);
    const q = place({ a8: 'k', h1: 'K', d4: 'R', d5: 'n', d3: 'N', c4: 'i' });
    expect(movesFrom(q, 'd4')).toEqual(['d4-a4', 'd4-b4', 'd4-c4', 'd4-d5', 'd4-e4', 'd4-f4', 'd4-g4', 'd4-h4']);
  });

  it('a bishop likewise along its diagonals', () => {
    const p = place({ a8: 'k', h1: 'K', c1: 'B', b2: 'P', d2: 'e', e3: '?', f4: 'm', h6: 'w' });
    expect(movesFrom(p, 'c1')).toEqual(['c1-d2', 'c1-e3', 'c1-f4', 'c1-g5', 'c1-h6']);
  });

  it('a queen likewise; her invisible move goes only to an empty square or the enemy marker, and only while the power is unused (K4, K9, contract 7)', () => {
    const spec = { h1: 'K', h8: 'k', a1: 'Q', a2: 'm', a4: '?', a6: 'e', a7: 'p', c1: 'd', b2: 'i', d4: 'w' };
    const visible = ['a1-a2', 'a1-a3', 'a1-a4', 'a1-a5', 'a1-a6', 'a1-a7', 'a1-b1', 'a1-b2', 'a1-c1', 'a1-c3', 'a1-d4'];
    // K9: the enemy's marker a4 is no obstacle; she may end there invisibly and it goes.
    expect(movesFrom(place(spec), 'a1')).toEqual([...visible, 'a1~a3', 'a1~a4', 'a1~a5', 'a1~b1', 'a1~c3'].sort());
    expect(playT(place(spec), 'a1~a4').facts.steps[0]).toEqual({ step: 'move', piece: 'queen', from: sq('a1'), to: sq('a4'), invisible: true, marker: true });
    expect(movesFrom(place(spec, { flags: '1011' }), 'a1')).toEqual(visible);
  });
});

describe('the invisible queen (K4, contract 7, 8)', () => {
  const start = place({ e1: 'K', e8: 'k', d1: 'Q', d8: 'r', b6: 'n', e6: 'p', d6: 'p' });

  it('leaves a marker, uses the power, and ends the turn', () => {
    const { position: p, facts } = playT(start, 'd1~d4');
    expect(at(p, 'd4')).toEqual({ type: 'piece', colour: 'white', kind: 'queen', invisible: true });
    expect(at(p, 'd1')).toEqual({ type: 'marker', colour: 'white' });
    expect(p.powers.white).toEqual({ shell: true, invisible: false });
    expect(p.turn).toBe('black');
    expect(facts).toMatchObject({ steps: [{ step: 'move', piece: 'queen', from: sq('d1'), to: sq('d4'), invisible: true }], outcomes: [], turnEnded: true });
    expect(rulesOf('chakart').validate(p)).toBeUndefined();
    // Later, only visible moves.
    const later = place({ e1: 'K', e8: 'k', d4: 'Q' }, { flags: '1011' });
    expect(moves(later).filter((x) => x.includes('~'))).toEqual([]);
  });

  it('is an empty square for the enemy: a pawn steps onto it but cannot take it, sliders pass it, any piece may end there', () => {
    const p = playT(start, 'd1~d5').position;
    // d6 steps onto d5 (taking the unseen queen); e6 cannot take it diagonally.
    expect(movesFrom(p, 'd6')).toEqual(['d6-d5']);
    expect(movesFrom(p, 'e6')).toEqual(['e6-e5']);
    // The knight b6 may land on d5; the rook d8 is blocked by its own pawn d6.
    expect(movesFrom(p, 'b6')).toContain('b6-d5');
    const taken = playT(p, 'b6-d5');
    expect(taken.facts.steps[0]).toEqual({ step: 'move', piece: 'knight', from: sq('b6'), to: sq('d5'), captured: { colour: 'white', kind: 'queen' } });
    expect(letterAt(taken.position, 'd5')).toBe('n');
    expect(letterAt(taken.position, 'd1')).toBe(''); // its marker went with Black's first decision (K10)
  });

  it('a slider passes over it and may end on its marker, which goes', () => {
    const p = playT(place({ e1: 'K', e8: 'k', d1: 'Q', d8: 'r' }), 'd1~d4').position;
    expect(movesFrom(p, 'd8')).toEqual(['d8-a8', 'd8-b8', 'd8-c8', 'd8-d1', 'd8-d2', 'd8-d3', 'd8-d4', 'd8-d5', 'd8-d6', 'd8-d7']);
    const r = playT(p, 'd8-d1', 'lay:c2');
    expect(r.facts.steps[0]).toEqual({ step: 'move', piece: 'rook', from: sq('d8'), to: sq('d1'), marker: true });
    expect(r.facts.steps).toContainEqual({ step: 'revealed', square: sq('d4') });
    expect(letterAt(r.position, 'd1')).toBe('r');
    expect(letterAt(r.position, 'd4')).toBe('Q');
  });

  it('is seen again, and its marker goes, with the opponent\'s first decision (K10)', () => {
    const p = playT(start, 'd1~d4').position;
    const { position: q, facts } = playT(p, 'e8-f8');
    expect(facts.steps).toEqual([{ step: 'move', piece: 'king', from: sq('e8'), to: sq('f8') }, { step: 'revealed', square: sq('d4') }]);
    expect(at(q, 'd4')).toEqual({ type: 'piece', colour: 'white', kind: 'queen' });
    expect(at(q, 'd1')).toBeNull();
    expect(movesFrom(q, 'd4').length).toBeGreaterThan(0);
    expect(movesFrom(q, 'd4').some((x) => x.includes('~'))).toBe(false);
  });

  it('is still unseen during the opponent\'s first decision, and seen in a Daisy bonus that follows it (K10)', () => {
    // Black's knight lands on an egg (Daisy): that decision still sees an empty d4 (a black
    // slider could have passed over it); the bonus move sees the white queen.
    const p = playT(place({ e1: 'K', e8: 'k', d1: 'Q', b8: 'n', c6: 'e', d8: 'r' }), 'd1~d4').position;
    expect(movesFrom(p, 'd8')).toContain('d8-d3');
    const r = playT(p, 'b8-c6', 'egg:daisy');
    expect(r.facts.steps.slice(-1)).toEqual([{ step: 'revealed', square: sq('d4') }]);
    const bonus = r.position;
    expect(bonus.phase).toEqual({ kind: 'bonus' });
    expect(letterAt(bonus, 'd4')).toBe('Q');
    expect(letterAt(bonus, 'd1')).toBe('');
    // The rook now stops on the queen, taking her.
    expect(movesFrom(bonus, 'd8').filter((x) => x.startsWith('d8-d'))).toEqual(['d8-d4', 'd8-d5', 'd8-d6', 'd8-d7']);
    expect(playT(bonus, 'e8-f8').facts.steps).toEqual([{ step: 'move', piece: 'king', from: sq('e8'), to: sq('f8') }]);
  });
  it('belongs to the side, not to one queen: a promoted queen has it while it is unused (004:38)', () => {
    const p = playT(place({ a8: 'k', h1: 'K', b7: 'P', d1: 'Q' }), 'b7-b8=Q').position;
    const black = playT(p, 'a8-a7').position;
    expect(moves(black).filter((x) => x.includes('~')).map((x) => x.slice(0, 2)).filter((x, i, a) => a.indexOf(x) === i).sort()).toEqual(['b8', 'd1']);
    const used = playT(black, 'b8~b1').position;
    const again = playT(used, 'a7-a6').position;
    expect(moves(again).some((x) => x.includes('~'))).toBe(false);
  });
});

describe('the shell (K4, K8, contract 9)', () => {
  // The black invisible queen e4 and Black's marker c1 belong to the side not to move.
  const p = place({ a8: 'k', e1: 'K', e2: 'm', e3: 'e', e4: 'i', e6: 'p', f1: 'N', c1: '?', f2: 'd', d2: 'w' });

  it('flies over mushrooms, eggs and the unseen queen, and targets the first enemy piece, enemy marker, banana or bomb', () => {
    expect(moves(p).filter((x) => x.includes('^'))).toEqual(['e1^c1', 'e1^d2', 'e1^e6', 'e1^f2']);
    // No line ends on nothing: a lone king on an empty line has no shell that way.
    expect(moves(place({ a8: 'k', h1: 'K' })).filter((x) => x.includes('^'))).toEqual(['h1^a8']);
    // An own piece stops it: no decision that way.
    expect(moves(place({ a8: 'k', h1: 'K', c6: 'B' })).filter((x) => x.includes('^'))).toEqual([]);
  });

  it('removes the piece it hits without moving the king, and the power is used', () => {
    const r = playT(p, 'e1^e6');
    // Black's invisible queen is seen again with White's first decision (K10).
    expect(r.facts.steps).toEqual([
      { step: 'shell', from: sq('e1'), to: sq('e6'), hit: { colour: 'black', kind: 'pawn' } },
      { step: 'revealed', square: sq('e4') },
    ]);
    expect(r.facts.outcomes).toEqual([]);
    expect(letterAt(r.position, 'e6')).toBe('');
    expect(letterAt(r.position, 'e1')).toBe('K');
    expect(r.position.powers.white).toEqual({ shell: false, invisible: true });
    expect(r.position.powers.black).toEqual({ shell: true, invisible: true }); // Black's own shell is still there
    const whiteAgain = playT(r.position, 'a8-a7').position;
    expect(movesFrom(whiteAgain, 'e1').some((x) => x.includes('^'))).toBe(false); // the queen e4 would be a target
  });

  it('removes only the banana or bomb it hits (K8): no push, no draw', () => {
    for (const [target, what] of [['f2', 'banana'], ['d2', 'bomb']] as const) {
      const r = playT(p, `e1^${target}`);
      expect(r.facts.steps[0]).toEqual({ step: 'shell', from: sq('e1'), to: sq(target), hit: what });
      expect(r.facts.steps.slice(1)).toEqual([{ step: 'revealed', square: sq('e4') }]);
      expect(r.facts.outcomes).toEqual([]);
      expect(letterAt(r.position, target)).toBe('');
      expect(letterAt(r.position, 'e1')).toBe('K');
    }
  });

  it('removes the enemy marker it hits', () => {
    const r = playT(p, 'e1^c1');
    expect(r.facts.steps[0]).toEqual({ step: 'shell', from: sq('e1'), to: sq('c1'), hit: 'marker' });
    expect(letterAt(r.position, 'c1')).toBe('');
  });

  it('is not thrown by an immobilized king, nor once the power is used', () => {
    expect(moves(place({ a8: 'k', e1: 'L', e6: 'p' }))).toEqual(['pass']);
    expect(moves(place({ a8: 'k', e1: 'K', e6: 'p' }, { flags: '0111' })).some((x) => x.includes('^'))).toBe(false);
  });

  it('hitting the enemy\'s last king wins (K4)', () => {
    const r = playT(place({ a8: 'k', a1: 'K', a4: 'e' }), 'a1^a8');
    expect(rulesOf('chakart').outcome(r.position)).toEqual({ result: 'white', reason: 'kings-captured' });
    expect(rulesOf('chakart').legalMoves(r.position)).toEqual([]);
  });
  it('belongs to the side, not to one king: a promoted king may throw it while it is unused (004:42)', () => {
    const p = place({ a8: 'k', e1: 'K', h8: 'K', c1: 'r' });
    expect(moves(p).filter((x) => x.includes('^'))).toEqual(['e1^c1', 'h8^a8']);
    const used = playT(p, 'h8^a8').position;
    expect(rulesOf('chakart').outcome(used)).toEqual({ result: 'white', reason: 'kings-captured' });
    const q = playT(place({ a8: 'k', b1: 'k', e1: 'K', h8: 'K', c1: 'r' }), 'h8^a8').position;
    expect(moves(playT(q, 'b1-b2').position).some((x) => x.includes('^'))).toBe(false);
  });
});

describe('promotion (K7, contract 2)', () => {
  it('a direct move to the last rank carries the choice of five pieces, also when taking an object', () => {
    const p = place({ a8: 'k', h1: 'K', e7: 'P', d8: 'e' });
    expect(movesFrom(p, 'e7')).toEqual(['e7-d8=B', 'e7-d8=K', 'e7-d8=N', 'e7-d8=Q', 'e7-d8=R', 'e7-e8=B', 'e7-e8=K', 'e7-e8=N', 'e7-e8=Q', 'e7-e8=R']);
    expect(rulesOf('chakart').isLegal(p, d('e7-e8'))).toBe(false);
    const r = playT(p, 'e7-e8=Q');
    expect(letterAt(r.position, 'e8')).toBe('Q');
    expect(r.facts.steps).toEqual([
      { step: 'move', piece: 'pawn', from: sq('e7'), to: sq('e8') },
      { step: 'leave', object: 'mushroom', square: sq('e7') },
      { step: 'promote', square: sq('e8'), piece: 'queen' },
    ]);
  });

  it('the pawn promotes before the object on its square acts: a new rook is pushed by the banana, then lays its own', () => {
    const p = place({ a8: 'k', h1: 'K', e7: 'P', e8: 'd' });
    expect(outcomeTexts(p, 'e7-e8=R')).toHaveLength(3 + 3 + 2); // push w, e, s; then 3, 3, 2 lay squares
    const r = playT(p, 'e7-e8=R', 'push:w', 'lay:c7');
    expect(r.facts.steps).toEqual([
      { step: 'move', piece: 'pawn', from: sq('e7'), to: sq('e8'), object: 'banana' },
      { step: 'leave', object: 'mushroom', square: sq('e7') },
      { step: 'promote', square: sq('e8'), piece: 'rook' },
      { step: 'push', by: 'banana', direction: 'w', from: sq('e8'), to: sq('d8') },
      { step: 'lay', object: 'banana', square: sq('c7') },
    ]);
    // A knight promoted on an egg meets the egg as a knight: Koopa sends it back to e7.
    const k = playT(place({ a8: 'k', h1: 'K', e7: 'P', e8: 'e' }), 'e7-e8=N', 'egg:koopa').position;
    expect(letterAt(k, 'e7')).toBe('N');
    expect(letterAt(k, 'e8')).toBe('');
  });

  it('a knight promoted on a mushroom would jump on the same way, which leaves the board: it stays, the mushroom used', () => {
    const r = playT(place({ a8: 'k', h1: 'K', e7: 'P', e8: 'm' }), 'e7-e8=N');
    expect(r.facts.steps.map((s) => s.step)).toEqual(['move', 'leave', 'promote']);
    expect(letterAt(r.position, 'e8')).toBe('N');
    expect(r.position.turn).toBe('black');
  });

  it('when an effect carries the pawn to its last rank, the chain pauses in phase promote and resumes after the choice', () => {
    const p = place({ a8: 'k', h1: 'K', e6: 'P', e7: 'd', e8: 'e' });
    const paused = playT(p, 'e6-e7', 'push:n');
    expect(paused.facts.turnEnded).toBe(false);
    expect(paused.position.turn).toBe('white');
    expect(paused.position.phase).toEqual({ kind: 'promote', resume: { square: sq('e8'), object: 'egg', hopFrom: sq('e7'), dropped: false, lays: true } });
    expect(moves(paused.position)).toEqual(['=B', '=K', '=N', '=Q', '=R']);
    expect(letterAt(paused.position, 'e8')).toBe('P');
    expect(rulesOf('chakart').validate(paused.position)).toBeUndefined();
    // The promoted bishop meets the egg. After Daisy it lays its bomb next to e8 (d8, e7, f8)
    // before the bonus move; after Koopa, which sends it back to e7 (the hop began on the
    // banana square), it lays nothing (K11).
    const texts = outcomeTexts(paused.position, '=B');
    expect(texts.filter((x) => x.startsWith('egg:daisy'))).toEqual(['egg:daisy lay:d8', 'egg:daisy lay:e7', 'egg:daisy lay:f8']);
    expect(texts.filter((x) => x.startsWith('egg:koopa'))).toEqual(['egg:koopa']);
    const done = playT(paused.position, '=B', 'egg:koopa');
    expect(done.facts.steps).toEqual([
      { step: 'promote', square: sq('e8'), piece: 'bishop' },
      { step: 'egg', outcome: 'koopa' },
      { step: 'koopa', from: sq('e8'), to: sq('e7') },
    ]);
    expect(done.facts.turnEnded).toBe(true);
    expect(done.position.turn).toBe('black');
    expect(rows(done.position)).toBe('k7/4B3/4m3/8/8/8/8/7K');
  });

  it('a mushroom can carry the pawn there too; a promotion with nothing after it ends the turn', () => {
    const paused = playT(place({ a8: 'k', h1: 'K', e6: 'P', e7: 'm' }), 'e6-e7').position;
    expect(paused.phase).toEqual({ kind: 'promote', resume: { square: sq('e8'), hopFrom: sq('e7'), dropped: false, lays: true } });
    const r = playT(paused, '=K');
    expect(letterAt(r.position, 'e8')).toBe('K');
    expect(r.position.turn).toBe('black');
  });
  it('a pawn carried onto the last enemy king on its last rank still promotes; the game ends with the turn (K13)', () => {
    const p = place({ a1: 'K', e6: 'P', e7: 'd', e8: 'k' });
    const r = playT(p, 'e6-e7', 'push:n');
    expect(r.facts.steps.at(-1)).toEqual({ step: 'push', by: 'banana', direction: 'n', from: sq('e7'), to: sq('e8'), captured: { colour: 'black', kind: 'king' } });
    expect(r.position.phase.kind).toBe('promote');
    expect(rulesOf('chakart').outcome(r.position)).toBeUndefined();
    expect(rulesOf('chakart').legalMoves(r.position).length).toBe(5);
    expect(rulesOf('chakart').validate(r.position)).toBeUndefined();
    const s = rulesOf('chakart').applyEvent(rulesOf('chakart').startGame(p), { type: 'move', move: d('e6-e7'), outcomes: [o('push:n')] });
    expect(phaseOf(s)).toBe('promote');
    expect(rulesOf('chakart').rejectionReason(s, { type: 'move', move: d('=Q'), outcomes: [] })).toBeUndefined();
    const end = rulesOf('chakart').applyEvent(s, { type: 'move', move: d('=Q'), outcomes: [] });
    expect(phaseOf(end)).toBe('over');
    expect(end.context.result).toEqual({ result: 'white', reason: 'kings-captured' });
    expect(letterAt(end.context.position, 'e8')).toBe('Q');
    expect(rulesOf('chakart').rejectionReason(end, { type: 'move', move: d('a8-a7'), outcomes: [] })).toBe('the game is over (white won by kings-captured)');
  });
});

describe('the pass and the end (K2, contract 12)', () => {
  it('a side with no decision in phase move passes, and only then', () => {
    const p = place({ a8: 'k', a1: 'L', a2: 'P', a3: 'p' });
    expect(moves(p)).toEqual(['pass']);
    const r = playT(p, 'pass');
    expect(r.facts.steps).toEqual([{ step: 'pass' }, { step: 'freed', square: sq('a1') }]);
    expect(r.position.turn).toBe('black');
    expect(r.position.plies).toBe(1);
    expect(rulesOf('chakart').isLegal(place({ a8: 'k', a1: 'K' }), d('pass'))).toBe(false);
  });

  it('kings may be left attacked; taking the last enemy king wins; taking one of two kings does not', () => {
    const p = place({ a8: 'k', a1: 'K', b7: 'Q' });
    expect(movesFrom(place({ a8: 'k', a1: 'K', a7: 'Q' }, { turn: 'black' }), 'a8')).toContain('a8-b8'); // no check (K2)
    const r = playT(p, 'b7-a8');
    expect(rulesOf('chakart').outcome(r.position)).toEqual({ result: 'white', reason: 'kings-captured' });
    const two = playT(place({ a8: 'k', h8: 'k', a1: 'K', b7: 'Q' }), 'b7-a8').position;
    expect(rulesOf('chakart').outcome(two)).toBeUndefined();
  });

  it('a side can lose its own last king to its own move (a push onto it)', () => {
    const r = playT(place({ a8: 'K', h8: 'k', d3: 'N', e5: 'd', e6: 'K' }), 'd3-e5', 'push:n');
    expect(r.facts.steps.at(-1)).toMatchObject({ step: 'push', captured: { colour: 'white', kind: 'king' } });
    expect(rulesOf('chakart').outcome(r.position)).toBeUndefined(); // a8 is still a white king
    const last = playT(place({ h8: 'k', d3: 'N', e5: 'd', e6: 'K' }), 'd3-e5', 'push:n').position;
    expect(rulesOf('chakart').outcome(last)).toEqual({ result: 'black', reason: 'kings-captured' });
  });

  it('no king on either side is a draw (one decision never removes two pieces, so only a set position shows it)', () => {
    expect(rulesOf('chakart').outcome(place({ a1: 'R', h8: 'r' }))).toEqual({ result: 'draw', reason: 'kings-captured' });
    expect(rulesOf('chakart').legalMoves(place({ a1: 'R', h8: 'r' }))).toEqual([]);
  });
});

describe('the start (K1)', () => {
  const backRank = (p: chakart.ChakartPosition, rank: number) =>
    Array.from({ length: 8 }, (_, f) => chakart.cellAt(p, rank * 8 + f)).map((c) => (c?.type === 'piece' ? c.kind : null));

  it('randomness 0 is the standard array, White to move, all powers available', () => {
    const p = rulesOf('chakart', { randomness: 0 }).start();
    expect(rows(p)).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR');
    expect(p.turn).toBe('white');
    expect(p.plies).toBe(0);
    expect(p.phase).toEqual({ kind: 'move' });
    expect(p.powers).toEqual({ white: { shell: true, invisible: true }, black: { shell: true, invisible: true } });
    expect(rulesOf('chakart').validate(p)).toBeUndefined();
  });

  it('randomness 1: the same shuffled back rank for both sides, file by file; 2: each side its own', () => {
    let differ = 0;
    let nonStandard = 0;
    for (let seed = 0; seed < 50; seed++) {
      const one = rulesOf('chakart', { randomness: 1, seed }).start();
      expect(backRank(one, 7)).toEqual(backRank(one, 0));
      if (rows(one) !== 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR') nonStandard++;
      const two = rulesOf('chakart', { randomness: 2, seed }).start();
      if (backRank(two, 7).join() !== backRank(two, 0).join()) differ++;
    }
    expect(nonStandard).toBeGreaterThan(45);
    expect(differ).toBeGreaterThan(45);
    expect(rulesOf('chakart', { seed: 3 }).start()).toEqual(rulesOf('chakart', { randomness: 2, seed: 3 }).start()); // 2 is the default
  });

  it('in 1,000 seeded set-ups of each kind: bishops on opposite colours, one king, the usual army, pawns on ranks 2 and 7', () => {
    for (const randomness of [1, 2] as const) {
      for (let seed = 0; seed < 1000; seed++) {
        const p = rulesOf('chakart', { randomness, seed }).start();
        for (const rank of [0, 7]) {
          const r = backRank(p, rank);
          expect([...r].sort()).toEqual(['bishop', 'bishop', 'king', 'knight', 'knight', 'queen', 'rook', 'rook']);
          const bishops = r.flatMap((k, f) => (k === 'bishop' ? [f] : []));
          expect((bishops[0] + bishops[1]) % 2).toBe(1); // one on a dark square, one on a light one
        }
        expect(rows(p).split('/').slice(1, 7)).toEqual(['pppppppp', '8', '8', '8', '8', 'PPPPPPPP']);
      }
    }
  });

  it('the same seed gives the same set-up; different seeds vary', () => {
    const keys = new Set<string>();
    for (let seed = 0; seed < 200; seed++) {
      const a = rulesOf('chakart', { randomness: 2, seed }).start();
      expect(rulesOf('chakart').positionKey(rulesOf('chakart', { randomness: 2, seed }).start())).toBe(rulesOf('chakart').positionKey(a));
      keys.add(rows(a));
    }
    expect(keys.size).toBeGreaterThan(190);
  });
});

// The positions, their counts and each depth-1 count explained by hand: perft/chakart.json. The
// deeper figures are the engine's (the page gives none). Perft counts every decision once per
// possible sequence of random outcomes (a push direction, an egg outcome, Toadette's piece, a
// colour change, a laid object): each sequence is a branch of its own.
describe('perft (chance outcomes count as branches; perft/chakart.json)', () => {
  for (const s of perftPositions('chakart')) {
    describe(`${s.name} (${s.cite})`, () => {
      const p = s.start ? rulesOf('chakart', s.start).start() : pos(s.position);
      it('is a valid position', () => expect(rulesOf('chakart').validate(p)).toBeUndefined());
      testedNodes(s).forEach((nodes, i) => it(`depth ${i + 1}: ${nodes}`, () => expect(rulesOf('chakart').perft(p, i + 1)).toBe(nodes)));
      it('divide sums to perft at depth 2', () => expect(rulesOf('chakart').divide(p, 2).reduce((n, x) => n + x.nodes, 0)).toBe(s.nodes[1]));
    });
  }
  it('from the standard start each pawn and knight move has one outcome sequence at depth 1', () => {
    const { nodes } = perftPosition('chakart', 'standard start (randomness 0)');
    const parts = rulesOf('chakart').divide(rulesOf('chakart', { randomness: 0 }).start(), 2);
    expect(parts).toHaveLength(nodes[0]);
    expect(parts.every((x) => x.nodes === nodes[0])).toBe(true); // Black's replies mirror White's moves, none random
  });
});
