// The one place where the docs touch the Medea engine (`medea` in @rulebook/rules) and its
// text formats (@rulebook/notation). Components and pages import from here, never from the
// packages, so the browser island and the build-time pages run exactly the same code.
import { medea, parseSquare as parseSquareName, squareName } from '@rulebook/rules';
import { medea as medeaText, describeTextError } from '@rulebook/notation';

export type Square = medea.Square;
export type Colour = medea.Colour;
export type MedeaMove = medea.MedeaMove;
export type MedeaPosition = medea.MedeaPosition;
export type MedeaPieceType = medea.MedeaPieceType;
export type MedeaFacts = medea.MedeaFacts;
export type GameSnapshot = medea.GameSnapshot;
export type CaptureMove = Extract<MedeaMove, { kind: 'capture' }>;

export { squareName };

export function parseSquare(text: string): Square | undefined {
  return parseSquareName(text);
}

/** Reads a position string; throws an Error naming the problem (diagrams are build input). */
export function parsePosition(text: string): MedeaPosition {
  const result = medeaText.parsePosition(text);
  if (!result.ok) throw new Error(`Bad Medea position "${text}": ${describeTextError(result.error)}`);
  return result.value;
}

export const formatPosition = (pos: MedeaPosition): string => medeaText.formatPosition(pos);
export const formatMove = (pos: MedeaPosition, move: MedeaMove): string => medeaText.formatMove(pos, move);

/** Reads move text in a position (a scenario's `White plays "…"`); undefined if not legal or ambiguous. */
export function parseMove(pos: MedeaPosition, text: string): MedeaMove | undefined {
  const result = medeaText.parseMove(pos, text);
  return result.ok ? result.value : undefined;
}

export const legalMoves = (pos: MedeaPosition): MedeaMove[] => [...medea.legalMoves(pos)];
/** Every full jump path of the legal capture moves (several paths may be one move, D5). */
export const capturePaths = (pos: MedeaPosition): CaptureMove[] =>
  medea.capturePaths(pos).filter((m): m is CaptureMove => m.kind === 'capture');
export const play = (pos: MedeaPosition, move: MedeaMove) => medea.play(pos, move);
export const outcome = (pos: MedeaPosition) => medea.outcome(pos);
/** Why a position cannot occur, if it cannot. */
export const validatePosition = (pos: MedeaPosition): string | undefined => medea.validatePosition(pos);
export const sameMove = (a: MedeaMove, b: MedeaMove): boolean => medea.sameMove(a, b);

// The machine, for a capture entered hop by hop (D4): each hop is one jump, the pieces
// jumped stay on the board until the last hop completes a legal capture.
export const startGame = (pos: MedeaPosition): GameSnapshot => medea.startGame({ position: pos, repetition: false });
export const applyEvent = (snapshot: GameSnapshot, event: medea.GameEvent): GameSnapshot => medea.applyEvent(snapshot, event);
export const rejectionReason = (snapshot: GameSnapshot, event: medea.GameEvent): string | undefined => medea.rejectionReason(snapshot, event);

export const MEDEA_START_POSITION = medeaText.formatPosition(medea.initialPosition());
/** D1: the published starting diagram is lost; the start is a reconstruction. */
export const PROVISIONAL_SETUP_NOTE: string = medea.PROVISIONAL_SETUP_NOTE;
/** Placement, chakras and side to move, for comparing positions (repetition, D1 notice). */
export const positionKey = (pos: MedeaPosition): string => medea.positionKey(pos);
