// The one place where the docs touch the Medea engine (its game definition, `medea` in
// @rulebook/rules) and its text formats (@rulebook/notation). Components and pages import from
// here, never from the packages, so the browser island and the build-time pages run exactly the
// same code. An island imports Medea's definition only, never the registry of every game.
import { medea, parseSquare as parseSquareName, squareName } from '@rulebook/rules';
import { medea as medeaText } from '@rulebook/notation';
import { strictReader, valueOf } from './game-kit.ts';

export type Square = medea.Square;
export type Colour = medea.Colour;
export type MedeaMove = medea.MedeaMove;
export type MedeaPosition = medea.MedeaPosition;
export type MedeaPieceType = medea.MedeaPieceType;
export type MedeaFacts = medea.MedeaFacts;
export type GameSnapshot = medea.GameSnapshot;
export type MedeaGame = medea.MedeaGame;
export type CaptureMove = Extract<MedeaMove, { kind: 'capture' }>;

export { squareName };

export const parseSquare = (text: string): Square | undefined => parseSquareName(text);

/** Reads a position string; throws an Error naming the problem (diagrams are build input). */
export const parsePosition: (text: string) => MedeaPosition = strictReader('Medea position', medeaText.parsePosition);

export const formatPosition = (pos: MedeaPosition): string => medeaText.formatPosition(pos);
export const formatMove = (pos: MedeaPosition, move: MedeaMove): string => medeaText.formatMove(pos, move);

/** Reads move text in a position (a scenario's `White plays "…"`); undefined if not legal or ambiguous. */
export const parseMove = (pos: MedeaPosition, text: string): MedeaMove | undefined => valueOf(medeaText.parseMove(pos, text));

/**
 * Medea's rules for a diagram: a diagram steps through a scenario and takes moves back, so it
 * keeps no repetition count (G3 is the play page's, through the notation).
 */
export const medeaRules: MedeaGame = medea.medeaGame.create({ repetition: false });

/** Every full jump path of the legal capture moves (several paths may be one move, D5). */
export const capturePaths = (pos: MedeaPosition): CaptureMove[] =>
  medea.capturePaths(pos).filter((m): m is CaptureMove => m.kind === 'capture');

export const MEDEA_START_POSITION = medeaText.formatPosition(medeaRules.start());
/** D1: the published starting diagram is lost; the start is a reconstruction. */
export const PROVISIONAL_SETUP_NOTE: string = medea.PROVISIONAL_SETUP_NOTE;

/** The status line and the end in the games' one voice (the CLI and the record say the same). */
export const statusLine = (pos: MedeaPosition, check = false): string => medeaText.statusLine(pos, check);
export const endingWords = (end: { readonly result: 'white' | 'black' | 'draw'; readonly reason: string }): string => medeaText.endingWords(end);
