// The one place where the docs touch the engine (@rulebook/rules) and the text formats
// (@rulebook/notation). Components and pages import from here, never from the packages, so
// the browser island and the build-time pages run exactly the same code.
import { chakra, parseSquare as parseSquareName, squareName } from '@rulebook/rules';
import { chakra as chakraText, describeTextError } from '@rulebook/notation';

export type Chakra = chakra.Chakra;
export type ChakraMove = chakra.ChakraMove;
export type ChakraPosition = chakra.ChakraPosition;
export type Colour = chakra.Colour;
export type Face = chakra.Face;
export type MoveFacts = chakra.MoveFacts;
export type Piece = chakra.Piece;
export type PieceType = chakra.PieceType;
export type PromotionType = chakra.PromotionType;
export type Ruleset = chakra.Ruleset;
export type Square = chakra.Square;

export { squareName };

export function parseSquare(text: string): Square | undefined {
  return parseSquareName(text);
}

/** The notation letter of a piece type (K Q S M N C P). */
export function pieceLetter(type: PieceType): string {
  return chakraText.PIECE_LETTERS[type];
}

/** Reads a position string; throws an Error naming the problem (diagrams are build input). */
export function parsePosition(text: string): ChakraPosition {
  const result = chakraText.parsePosition(text);
  if (!result.ok) throw new Error(`Bad Chakra position "${text}": ${describeTextError(result.error)}`);
  return result.value;
}

export const formatPosition = (pos: ChakraPosition): string => chakraText.formatPosition(pos);
export const formatMove = (pos: ChakraPosition, move: ChakraMove): string => chakraText.formatMove(pos, move);

/** Reads move text in a position (a scenario's `White plays "…"`); undefined if not legal. */
export function parseMove(pos: ChakraPosition, text: string, ruleset: Ruleset = 'current'): ChakraMove | undefined {
  const result = chakraText.parseMove(pos, text, ruleset);
  return result.ok ? result.value : undefined;
}

export const legalMoves = (pos: ChakraPosition, ruleset: Ruleset = 'current'): ChakraMove[] => chakra.legalMoves(pos, ruleset);
export const play = (pos: ChakraPosition, move: ChakraMove, ruleset: Ruleset = 'current') => chakra.play(pos, move, ruleset);
/** Is the side to move in check? The ruleset matters (a 1995 double step may enter a chakra, C16). */
export const isCheck = (pos: ChakraPosition, ruleset: Ruleset = 'current'): boolean => chakra.isCheck(pos, ruleset);
export const outcome = (pos: ChakraPosition, ruleset: Ruleset = 'current') => chakra.outcome(pos, ruleset);

export const START_POSITION = chakraText.formatPosition(chakra.initialPosition());
