// The thin bridge from steps to @rulebook/notation: positions and moves as the players
// write them. Every failure becomes an Error whose message says what was expected.

import { chakra as chakraText } from '@rulebook/notation';
import { chakra, parseSquare } from '@rulebook/rules';
import { byText, legalByText, machineSteps, type GameTable, type MoveOwner } from './table.ts';
import { rulesOf, type ChakraSlot } from './world.ts';

type ChakraMove = chakra.ChakraMove;
type ChakraPosition = chakra.ChakraPosition;
type Ruleset = chakra.Ruleset;

export function readPosition(text: string): ChakraPosition {
  const parsed = chakraText.parsePosition(text);
  if (!parsed.ok) {
    const { column, message } = parsed.error;
    throw new Error(`The position "${text}" does not parse${column === undefined ? '' : ` (column ${column})`}: ${message}`);
  }
  return parsed.value;
}

export function writePosition(position: ChakraPosition): string {
  return chakraText.formatPosition(position);
}

export function writeMove(position: ChakraPosition, move: ChakraMove): string {
  return chakraText.formatMove(position, move);
}

/** The legal moves of the side to move, each with its canonical text. */
export function legalMoves(position: ChakraPosition, ruleset: Ruleset): { move: ChakraMove; text: string }[] {
  return rulesOf('chakra', { ruleset }).legalMoves(position).map((move) => ({ move, text: writeMove(position, move) }));
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
  return {
    ...machineSteps({
      slot,
      applyEvent: slot.rules.applyEvent,
      rejectionReason: slot.rules.rejectionReason,
      outcome: (position) => slot.rules.outcome(position),
      readMove: (position, text, player) => byText(legalMoves(position, slot.ruleset), text, player, where()),
      rejectable: (position, text) => legalByText(legalMoves(position, slot.ruleset), text),
      square,
    }),
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
    isCheck: () => slot.rules.isCheck(slot.position),
  };
}
