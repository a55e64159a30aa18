// The one place this package reaches into @rulebook/rules: the Chakra, Shakti, Medea and
// Chakart vocabulary and the functions it calls. No rule is re-implemented here.

import type { chakart as chakartRules, chakra as chakraRules, medea as medeaRules, shakti as shaktiRules } from '@rulebook/rules';

export { chakart, chakra, medea, shakti, squareName, parseSquare } from '@rulebook/rules';

/** White or Black, in every game. */
export type Colour = chakraRules.Colour;
/** A square's index (rank * size + file), in every game. */
export type Square = chakraRules.Square;

export type Chakra = chakraRules.Chakra;
export type ChakraMove = chakraRules.ChakraMove;
export type ChakraPosition = chakraRules.ChakraPosition;
export type ChakraEndReason = chakraRules.EndReason;
export type ChakraResult = chakraRules.GameResult;
export type ChakraFacts = chakraRules.MoveFacts;
export type ChakraPiece = chakraRules.Piece;
export type ChakraPieceType = chakraRules.PieceType;
export type Face = chakraRules.Face;
export type Pool = chakraRules.Pool;
export type PromotionType = chakraRules.PromotionType;
export type Ruleset = chakraRules.Ruleset;
/** Chakra's machine snapshot, as a Chakra game value's `startGame` returns it. */
export type ChakraSnapshot = chakraRules.GameSnapshot;
/** What Chakra's machine takes: a move, a resignation or an agreed draw. */
export type ChakraGameEvent = chakraRules.GameEvent;

export type Cell = shaktiRules.Cell;
export type ShaktiPiece = shaktiRules.ShaktiPiece;
export type ShaktiPieceType = shaktiRules.ShaktiPieceType;
export type ShaktiPosition = shaktiRules.ShaktiPosition;
export type ShaktiMove = shaktiRules.ShaktiMove;
export type ShaktiFacts = shaktiRules.ShaktiFacts;
export type ShaktiOptions = shaktiRules.ShaktiOptions;
export type ShaktiResult = shaktiRules.ShaktiResult;
export type ShaktiEndReason = shaktiRules.ShaktiEndReason;
export type WarriorJump = shaktiRules.WarriorJump;
/** Shakti's machine snapshot, as a Shakti game value's `startGame` returns it. */
export type ShaktiSnapshot = shaktiRules.GameSnapshot;
export type ShaktiGameEvent = shaktiRules.GameEvent;

export type MedeaPiece = medeaRules.MedeaPiece;
export type MedeaPieceType = medeaRules.MedeaPieceType;
export type MedeaPosition = medeaRules.MedeaPosition;
export type MedeaMove = medeaRules.MedeaMove;
export type MedeaFacts = medeaRules.MedeaFacts;
/** Medea's machine snapshot, as a Medea game value's `startGame` returns it. */
export type MedeaSnapshot = medeaRules.GameSnapshot;
export type MedeaGameEvent = medeaRules.GameEvent;

export type ChakartPosition = chakartRules.ChakartPosition;
export type ChakartCell = chakartRules.Cell;
export type ChakartDecision = chakartRules.Decision;
export type ChakartOutcome = chakartRules.Outcome;
export type ChakartStep = chakartRules.Step;
export type ChakartFacts = chakartRules.ChakartFacts;
export type ChakartPhase = chakartRules.Phase;
export type ChakartResume = chakartRules.Resume;
export type ChakartPieceKind = chakartRules.PieceKind;
export type ChakartPieceOn = chakartRules.PieceOn;
export type ChakartObject = chakartRules.ObjectKind;
export type PromotionPiece = chakartRules.PromotionPiece;
export type EggOutcome = chakartRules.EggOutcome;
export type Direction = chakartRules.Direction;
export type Randomness = chakartRules.Randomness;
/** Chakart's machine snapshot, as a Chakart game value's `startGame` returns it. */
export type ChakartSnapshot = chakartRules.GameSnapshot;
export type ChakartGameEvent = chakartRules.GameEvent;
