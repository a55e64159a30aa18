// The one place where the docs touch the Chakra engine (its game definition in @rulebook/rules)
// and its text formats (@rulebook/notation). Components and pages import from here, never from
// the packages, so the browser island and the build-time pages run exactly the same code. An
// island imports Chakra's definition only (the `chakra` namespace), never the registry of every
// game (the page budget).
import { chakra, parseSquare as parseSquareName, squareName } from '@rulebook/rules';
import { chakra as chakraText, describeTextError } from '@rulebook/notation';

export type ChakraGame = chakra.ChakraGame;
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
export function parseMove(pos: ChakraPosition, text: string, ruleset: Ruleset): ChakraMove | undefined {
  const result = chakraText.parseMove(pos, text, ruleset);
  return result.ok ? result.value : undefined;
}

/** The ruleset a diagram or a new game uses when it names none (C3: the designer's page). */
export const DEFAULT_RULESET: Ruleset = chakra.chakraGame.options.ruleset.default;

// One game value per ruleset, made once: every rule of Chakra for that ruleset (C3).
const byRuleset = new Map<Ruleset, ChakraGame>();
/** Chakra's rules for a ruleset (legal moves, play, check and the end differ between them, C16). */
export function chakraRules(ruleset: Ruleset): ChakraGame {
  let game = byRuleset.get(ruleset);
  if (!game) byRuleset.set(ruleset, (game = chakra.chakraGame.create({ ruleset })));
  return game;
}

export const CHAKRA_START_POSITION = chakraText.formatPosition(chakraRules(DEFAULT_RULESET).start());
