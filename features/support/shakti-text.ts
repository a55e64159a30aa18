// Shakti as the players write it, for the steps: the position string and move text of
// @rulebook/notation over the rules of @rulebook/rules, and Shakti's answers to the steps
// both games share (see table.ts).

import { shakti as shaktiText } from '@rulebook/notation';
import { shakti } from '@rulebook/rules';
import { byText, legalByText, machineSteps, type GameTable, type MoveOwner } from './table.ts';
import { rulesOf, type ShaktiSlot } from './world.ts';

type ShaktiMove = shakti.ShaktiMove;
type ShaktiPosition = shakti.ShaktiPosition;
type ShaktiOptions = shakti.ShaktiOptions;

export function readShaktiPosition(text: string): ShaktiPosition {
  const parsed = shaktiText.parsePosition(text);
  if (!parsed.ok) {
    const { column, message } = parsed.error;
    throw new Error(`The Shakti position "${text}" does not parse${column === undefined ? '' : ` (column ${column})`}: ${message}`);
  }
  return parsed.value;
}

export const writeShaktiPosition = (position: ShaktiPosition): string => shaktiText.formatPosition(position);

/** The legal moves of the side to move, each with its canonical text. */
export function shaktiLegalMoves(position: ShaktiPosition, options: ShaktiOptions): { move: ShaktiMove; text: string }[] {
  return rulesOf('shakti', options).legalMoves(position).map((move) => ({ move, text: shaktiText.formatMove(position, move) }));
}

/** The shape of a Shakti move text (contract): step or King move `d2d4`, King capture `d2xc3`, jump `b2d4/c3`, `pass`. */
export const SHAKTI_MOVE_TEXT = /^(?:[a-g][1-7]x?[a-g][1-7](?:\/[a-g][1-7])?|pass)$/;

export function cell(text: string): number {
  const c = shakti.parseCell(text);
  if (c === undefined) throw new Error(`"${text}" is not a cell of the Shakti board (a1 … g7)`);
  return c;
}

/** Shakti's answers to the steps both games share. */
export function shaktiTable(slot: ShaktiSlot): GameTable {
  const settings = (): string => `warriorJump: ${slot.warriorJump}`;
  const where = (): string => `"${writeShaktiPosition(slot.position)}" (${settings()})`;
  return {
    ...machineSteps({
      slot,
      applyEvent: slot.rules.applyEvent,
      rejectionReason: slot.rules.rejectionReason,
      outcome: (position) => slot.rules.outcome(position),
      readMove: (position, text, player) => byText(shaktiLegalMoves(position, slot.options), text, player, where()),
      rejectable: (position, text) => legalByText(shaktiLegalMoves(position, slot.options), text),
      square: cell,
    }),
    title: 'Shakti',
    positionText: () => writeShaktiPosition(slot.position),
    settings,
    turn: () => slot.position.turn,
    legalTexts: () => shaktiLegalMoves(slot.position, slot.options).map((m) => m.text),
    movesOf(owner: MoveOwner, at: string): string[] {
      if (owner !== 'piece') throw new Error('Shakti has no chakras: ask for the legal moves of the piece on a cell');
      const from = cell(at);
      return shaktiLegalMoves(slot.position, slot.options)
        .filter(({ move }) => move.kind !== 'pass' && move.from === from)
        .map((m) => m.text);
    },
    moveShape: SHAKTI_MOVE_TEXT,
    isCheck: () => slot.rules.isCheck(slot.position),
  };
}
