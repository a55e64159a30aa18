// Conversion between the engine's public position (read through chakart.cellAt only) and the
// reference model, so that both are compared cell by cell with the reference's own keys.

import { chakart } from '../../../src/index.ts';
import type { Cell, ChakartPosition, Phase } from '../../../src/chakart/types.ts';
import { marker, object, piece, type RCell, type RPhase, type RPosition } from './chakart-reference.ts';

export function cellFromEngine(c: Cell): RCell {
  if (c === null) return null;
  if (c.type === 'object') return object(c.object);
  if (c.type === 'marker') return marker(c.colour);
  return piece(c.colour, c.kind, c.immobilized === true, c.invisible === true);
}

export function cellToEngine(x: RCell): Cell {
  if (x === null) return null;
  if (x.t === 'object') return { type: 'object', object: x.o };
  if (x.t === 'marker') return { type: 'marker', colour: x.c };
  return { type: 'piece', colour: x.c, kind: x.k, ...(x.imm ? { immobilized: true as const } : {}), ...(x.inv ? { invisible: true as const } : {}) };
}

function phaseFromEngine(p: Phase): RPhase {
  switch (p.kind) {
    case 'drop':
      return { kind: 'drop', piece: p.piece };
    case 'promote': {
      const r = p.resume;
      return {
        kind: 'promote',
        resume: { square: r.square, ...(r.object !== undefined ? { object: r.object } : {}), hopFrom: r.hopFrom, dropped: r.dropped, lays: r.lays },
      };
    }
    default:
      return { kind: p.kind };
  }
}

export function fromEngine(pos: ChakartPosition): RPosition {
  const cells: RCell[] = [];
  for (let s = 0; s < 64; s++) cells.push(cellFromEngine(chakart.cellAt(pos, s)));
  return {
    cells,
    turn: pos.turn,
    plies: pos.plies,
    powers: { white: { ...pos.powers.white }, black: { ...pos.powers.black } },
    phase: phaseFromEngine(pos.phase),
    bowsered: [...pos.bowsered],
  };
}

export function toEngine(p: RPosition): ChakartPosition {
  return chakart.makePosition(
    p.cells.map(cellToEngine),
    {
      turn: p.turn,
      plies: p.plies,
      powers: { white: { ...p.powers.white }, black: { ...p.powers.black } },
      phase: p.phase as Phase,
      bowsered: [...p.bowsered],
    },
  );
}
