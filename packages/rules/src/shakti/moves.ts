// Shakti moves as integers for the generator (bits 0-5 from, 6-11 to, 12-17 removed tile,
// 18-19 kind), and the public ShaktiMove values.
import type { ShaktiMove } from './types.ts';

export const KIND_STEP = 0;
export const KIND_JUMP = 1;
export const KIND_PASS = 2;
export const PASS = KIND_PASS << 18;

export const encodeStep = (from: number, to: number): number => from | (to << 6);
export const encodeJump = (from: number, to: number, removed: number): number => from | (to << 6) | (removed << 12) | (KIND_JUMP << 18);
export const moveFrom = (m: number): number => m & 63;
export const moveTo = (m: number): number => (m >> 6) & 63;
export const moveRemoved = (m: number): number => (m >> 12) & 63;
export const moveKind = (m: number): number => (m >> 18) & 3;

export function decodeMove(m: number): ShaktiMove {
  switch (moveKind(m)) {
    case KIND_PASS:
      return { kind: 'pass' };
    case KIND_JUMP:
      return { kind: 'jump', from: moveFrom(m), to: moveTo(m), removed: moveRemoved(m) };
    default:
      return { kind: 'step', from: moveFrom(m), to: moveTo(m) };
  }
}

/** Two moves are one when they have the same kind and cells (the removed tile follows from them). */
export function sameMove(a: ShaktiMove, b: ShaktiMove): boolean {
  switch (a.kind) {
    case 'pass':
      return b.kind === 'pass';
    case 'step':
      return b.kind === 'step' && a.from === b.from && a.to === b.to;
    case 'jump':
      return b.kind === 'jump' && a.from === b.from && a.to === b.to && a.removed === b.removed;
  }
}
