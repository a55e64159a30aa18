// The one place where the docs touch the Chakra engine (its game definition in @rulebook/rules)
// and its text formats (@rulebook/notation). Components and pages import from here, never from
// the packages, so the browser island and the build-time pages run exactly the same code. An
// island imports Chakra's definition only (the `chakra` namespace), never the registry of every
// game (the page budget).
import { chakra, parseSquare as parseSquareName, squareName } from '@rulebook/rules';
import { chakra as chakraText } from '@rulebook/notation';
import { oncePer, strictReader, valueOf } from './game-kit.ts';

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

export const parseSquare = (text: string): Square | undefined => parseSquareName(text);

/** The notation letter of a piece type (K Q S M N C P). */
export function pieceLetter(type: PieceType): string {
  return chakraText.PIECE_LETTERS[type];
}

/** Reads a position string; throws an Error naming the problem (diagrams are build input). */
export const parsePosition: (text: string) => ChakraPosition = strictReader('Chakra position', chakraText.parsePosition);

export const formatPosition = (pos: ChakraPosition): string => chakraText.formatPosition(pos);
export const formatMove = (pos: ChakraPosition, move: ChakraMove): string => chakraText.formatMove(pos, move);

/** Reads move text in a position (a scenario's `White plays "…"`); undefined if not legal. */
export const parseMove = (pos: ChakraPosition, text: string, ruleset: Ruleset): ChakraMove | undefined =>
  valueOf(chakraText.parseMove(pos, text, ruleset));

/** The ruleset a diagram or a new game uses when it names none (C3: the designer's page). */
export const DEFAULT_RULESET: Ruleset = chakra.chakraGame.options.ruleset.default;

/**
 * Chakra's rules for a ruleset (legal moves, play, check and the end differ between them, C16):
 * one game value per ruleset, made once (C3).
 */
export const chakraRules: (ruleset: Ruleset) => ChakraGame = oncePer((ruleset) => chakra.chakraGame.create({ ruleset }));

export const CHAKRA_START_POSITION = chakraText.formatPosition(chakraRules(DEFAULT_RULESET).start());

/** The status line and the end in the games' one voice (the CLI and the record say the same). */
export const statusLine = (pos: ChakraPosition, check = false): string => chakraText.statusLine(pos, check);
export const endingWords = (end: { readonly result: 'white' | 'black' | 'draw'; readonly reason: string }): string => chakraText.endingWords(end);
