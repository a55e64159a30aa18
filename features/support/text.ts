// The thin bridge from steps to @rulebook/notation: positions and moves as the players
// write them. Every failure becomes an Error whose message says what was expected.

import { formatChakraMove, formatChakraPosition, parseChakraPosition } from '@rulebook/notation';
import { chakra } from '@rulebook/rules';

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

/** Space-separated move texts as a sorted list (order-free comparison). */
export function moveList(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .filter((t) => t.length > 0)
    .sort();
}

/** The shape of a move text (contract: piece, capture, promotion, Transmitter, chakra, flip, pass). */
export const MOVE_TEXT = /^(?:[a-h][1-8]~?x?[a-h][1-8](?:=[QSMNC])?|T[a-h][1-8](?:[a-h][1-8])?\*?|pass)$/;
