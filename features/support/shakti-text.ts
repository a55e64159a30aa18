// Shakti as the players write it, for the steps: the position string and move text of
// @rulebook/notation over the rules of @rulebook/rules, and Shakti's answers to the steps
// both games share (see table.ts).

import { formatShaktiMove, formatShaktiPosition, parseShaktiPosition } from '@rulebook/notation';
import { shakti } from '@rulebook/rules';
import { colourName, type Colour, type Ending, type GameTable, type MoveOwner } from './table.ts';
import type { ShaktiSlot } from './world.ts';

type ShaktiMove = shakti.ShaktiMove;
type ShaktiPosition = shakti.ShaktiPosition;
type ShaktiOptions = shakti.ShaktiOptions;

export function readShaktiPosition(text: string): ShaktiPosition {
  const parsed = parseShaktiPosition(text);
  if (!parsed.ok) {
    const { column, message } = parsed.error;
    throw new Error(`The Shakti position "${text}" does not parse${column === undefined ? '' : ` (column ${column})`}: ${message}`);
  }
  return parsed.value;
}

export const writeShaktiPosition = (position: ShaktiPosition): string => formatShaktiPosition(position);

/** The legal moves of the side to move, each with its canonical text. */
export function shaktiLegalMoves(position: ShaktiPosition, options: ShaktiOptions): { move: ShaktiMove; text: string }[] {
  return shakti.legalMoves(position, options).map((move) => ({ move, text: formatShaktiMove(position, move) }));
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
  const apply = (event: shakti.GameEvent, what: string): void => {
    const game = slot.ensureGame();
    const next = shakti.applyEvent(game, event);
    if (next === game) throw new Error(`The game rejected ${what}: ${shakti.rejectionReason(game, event)}`);
    slot.game = next;
  };
  return {
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
    isCheck: () => shakti.isCheck(slot.position),
    ending(): Ending | undefined {
      if (slot.game) {
        const result = slot.game.context.result;
        if (result && slot.game.value !== 'over') throw new Error(`The game has a result (${result.result} by ${result.reason}) but is still "${String(slot.game.value)}"`);
        if (!result && slot.game.value === 'over') throw new Error('The game is over but has no result');
        return result;
      }
      return shakti.outcome(slot.position, slot.options);
    },
    play(player: Colour, text: string): void {
      const game = slot.ensureGame();
      const position = game.context.position;
      if (game.value !== 'playing') throw new Error(`${colourName(player)} cannot play "${text}": the game is over`);
      if (position.turn !== player) throw new Error(`${colourName(player)} cannot play "${text}": it is ${colourName(position.turn)}'s turn`);
      const legal = shaktiLegalMoves(position, slot.options);
      const found = legal.find((m) => m.text === text);
      if (!found) {
        throw new Error(`"${text}" is not a legal move for ${colourName(player)} in ${where()}\n  legal: ${legal.map((m) => m.text).sort().join(' ') || '(none)'}`);
      }
      apply({ type: 'move', move: found.move }, `"${text}"`);
    },
    resign: (player: Colour) => apply({ type: 'resign', player }, `${colourName(player)}'s resignation`),
    agreeDraw: () => apply({ type: 'draw' }, 'the agreed draw'),
    rejects(text: string): void {
      const game = slot.ensureGame();
      const found = shaktiLegalMoves(game.context.position, slot.options).find((m) => m.text === text);
      if (!found) throw new Error(`"${text}" must be a legal move of the position for this check to mean anything`);
      const event = { type: 'move', move: found.move } as const;
      if (shakti.applyEvent(game, event) !== game) throw new Error(`Expected the game to reject "${text}", but it was accepted`);
      if (!shakti.rejectionReason(game, event)) throw new Error(`The game rejected "${text}" without a reason`);
    },
    pieceAt(at: string): string {
      const piece = slot.position.board[cell(at)];
      return piece ? `${piece.colour} ${piece.type}` : 'nothing';
    },
    repetitionOff(): void {
      if (slot.game) throw new Error('Choose the options before the first move');
      slot.repetition = false;
    },
  };
}
