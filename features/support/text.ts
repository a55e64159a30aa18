// The thin bridge from steps to @rulebook/notation: positions and moves as the players
// write them. Every failure becomes an Error whose message says what was expected.

import { formatChakraMove, formatChakraPosition, parseChakraPosition } from '@rulebook/notation';
import { chakra, parseSquare } from '@rulebook/rules';
import { colourName, type Colour, type Ending, type GameTable, type MoveOwner } from './table.ts';
import type { ChakraSlot } from './world.ts';

type ChakraMove = chakra.ChakraMove;
type ChakraPosition = chakra.ChakraPosition;
type Ruleset = chakra.Ruleset;

export function readPosition(text: string): ChakraPosition {
  const parsed = parseChakraPosition(text);
  if (!parsed.ok) {
    const { column, message } = parsed.error;
    throw new Error(`The position "${text}" does not parse${column === undefined ? '' : ` (column ${column})`}: ${message}`);
  }
  return parsed.value;
}

export function writePosition(position: ChakraPosition): string {
  return formatChakraPosition(position);
}

export function writeMove(position: ChakraPosition, move: ChakraMove): string {
  return formatChakraMove(position, move);
}

/** The legal moves of the side to move, each with its canonical text. */
export function legalMoves(position: ChakraPosition, ruleset: Ruleset): { move: ChakraMove; text: string }[] {
  return chakra.legalMoves(position, ruleset).map((move) => ({ move, text: writeMove(position, move) }));
}

/** The shape of a move text (contract: piece, capture, promotion, Transmitter, chakra, flip, pass). */
export const MOVE_TEXT = /^(?:[a-h][1-8]~?x?[a-h][1-8](?:=[QSMNC])?|T[a-h][1-8](?:[a-h][1-8])?\*?|pass)$/;

// ---------------------------------------------------------------- Chakra's side of the shared steps

function square(text: string): number {
  const sq = parseSquare(text);
  if (sq === undefined) throw new Error(`"${text}" is not a square`);
  return sq;
}

/** Chakra's answers to the steps both games share (see table.ts). */
export function chakraTable(slot: ChakraSlot): GameTable {
  const where = (): string => `"${writePosition(slot.position)}" (${slot.ruleset})`;
  const apply = (event: chakra.GameEvent, what: string): void => {
    const game = slot.ensureGame();
    const next = chakra.applyEvent(game, event);
    if (next === game) throw new Error(`The game rejected ${what}: ${chakra.rejectionReason(game, event)}`);
    slot.game = next;
  };
  return {
    title: 'Chakra',
    positionText: () => writePosition(slot.position),
    settings: () => slot.ruleset,
    turn: () => slot.position.turn,
    legalTexts: () => legalMoves(slot.position, slot.ruleset).map((m) => m.text),
    movesOf(owner: MoveOwner, at: string): string[] {
      const sq = square(at);
      return legalMoves(slot.position, slot.ruleset)
        .filter(({ move }) =>
          owner === 'piece'
            ? (move.kind === 'piece' && move.from === sq) || (move.kind === 'pass' && move.square === sq)
            : (move.kind === 'chakra' && move.from === sq) || (move.kind === 'flip' && move.square === sq),
        )
        .map((m) => m.text);
    },
    moveShape: MOVE_TEXT,
    isCheck: () => chakra.isCheck(slot.position, slot.ruleset),
    ending(): Ending | undefined {
      if (slot.game) {
        const result = slot.game.context.result;
        if (result && slot.game.value !== 'over') throw new Error(`The game has a result (${result.result} by ${result.reason}) but is still "${String(slot.game.value)}"`);
        if (!result && slot.game.value === 'over') throw new Error('The game is over but has no result');
        return result;
      }
      return chakra.outcome(slot.position, slot.ruleset);
    },
    play(player: Colour, text: string): void {
      const game = slot.ensureGame();
      const position = game.context.position;
      if (game.value !== 'playing') throw new Error(`${colourName(player)} cannot play "${text}": the game is over`);
      if (position.turn !== player) throw new Error(`${colourName(player)} cannot play "${text}": it is ${colourName(position.turn)}'s turn`);
      const legal = legalMoves(position, slot.ruleset);
      const found = legal.find((m) => m.text === text);
      if (!found) {
        throw new Error(`"${text}" is not a legal move for ${colourName(player)} in ${where()}\n  legal: ${legal.map((m) => m.text).sort().join(' ')}`);
      }
      apply({ type: 'move', move: found.move }, `"${text}"`);
    },
    resign: (player: Colour) => apply({ type: 'resign', player }, `${colourName(player)}'s resignation`),
    agreeDraw: () => apply({ type: 'draw' }, 'the agreed draw'),
    rejects(text: string): void {
      const game = slot.ensureGame();
      const found = legalMoves(game.context.position, slot.ruleset).find((m) => m.text === text);
      if (!found) throw new Error(`"${text}" must be a legal move of the position for this check to mean anything`);
      const event = { type: 'move', move: found.move } as const;
      if (chakra.applyEvent(game, event) !== game) throw new Error(`Expected the game to reject "${text}", but it was accepted`);
      if (!chakra.rejectionReason(game, event)) throw new Error(`The game rejected "${text}" without a reason`);
    },
    pieceAt(at: string): string {
      const piece = slot.position.board[square(at)];
      return piece ? `${piece.colour} ${piece.type}` : 'nothing';
    },
    repetitionOff(): void {
      if (slot.game) throw new Error('Choose the options before the first move');
      slot.repetition = false;
    },
  };
}
