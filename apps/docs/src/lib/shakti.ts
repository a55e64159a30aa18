// The one place where the docs touch the Shakti engine (`shakti` in @rulebook/rules) and its
// text formats (@rulebook/notation). Components and pages import from here, never from the
// packages, so the browser island and the build-time pages run exactly the same code.
import { shakti } from '@rulebook/rules';
import { shakti as shaktiText, describeTextError } from '@rulebook/notation';

export type Cell = shakti.Cell;
export type Colour = shakti.Colour;
export type ShaktiMove = shakti.ShaktiMove;
export type ShaktiPosition = shakti.ShaktiPosition;
export type ShaktiPieceType = shakti.ShaktiPieceType;
export type ShaktiFacts = shakti.ShaktiFacts;
export type WarriorJump = shakti.WarriorJump;

export const cellName = (cell: Cell): string => shakti.cellName(cell);
export const parseCell = (text: string): Cell | undefined => shakti.parseCell(text);

/** Reads a position string; throws an Error naming the problem (diagrams are build input). */
export function parsePosition(text: string): ShaktiPosition {
  const result = shaktiText.parsePosition(text);
  if (!result.ok) throw new Error(`Bad Shakti position "${text}": ${describeTextError(result.error)}`);
  return result.value;
}

export const formatPosition = (pos: ShaktiPosition): string => shaktiText.formatPosition(pos);
export const formatMove = (pos: ShaktiPosition, move: ShaktiMove): string => shaktiText.formatMove(pos, move);

/** Reads move text in a position (a scenario's `White plays "…"`); undefined if not legal. */
export function parseMove(pos: ShaktiPosition, text: string, warriorJump: WarriorJump = 'seen'): ShaktiMove | undefined {
  const result = shaktiText.parseMove(pos, text, { warriorJump });
  return result.ok ? result.value : undefined;
}

export const legalMoves = (pos: ShaktiPosition, warriorJump: WarriorJump = 'seen'): ShaktiMove[] =>
  shakti.legalMoves(pos, { warriorJump });
export const play = (pos: ShaktiPosition, move: ShaktiMove, warriorJump: WarriorJump = 'seen') =>
  shakti.play(pos, move, { warriorJump });
export const isCheck = (pos: ShaktiPosition): boolean => shakti.isCheck(pos);
export const outcome = (pos: ShaktiPosition, warriorJump: WarriorJump = 'seen') => shakti.outcome(pos, { warriorJump });
/** Why a position cannot occur (one King each, Kings not seeing each other, …), if it cannot. */
export const validatePosition = (pos: ShaktiPosition): string | undefined => shakti.validatePosition(pos);

export const SHAKTI_START_POSITION = shaktiText.formatPosition(shakti.initialPosition());
