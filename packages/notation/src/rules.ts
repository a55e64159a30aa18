// The one place this package reaches into @rulebook/rules: the Chakra, Shakti, Medea and
// Chakart vocabulary and the functions it calls. No rule is re-implemented here.

import type { chakart as chakartRules, chakra as rules, medea as medeaRules, shakti as shaktiRules } from '@rulebook/rules';

export { chakart, chakra, medea, shakti, squareName, parseSquare } from '@rulebook/rules';

export type Chakra = rules.Chakra;
export type ChakraMove = rules.ChakraMove;
export type ChakraPosition = rules.ChakraPosition;
export type Colour = rules.Colour;
export type EndReason = rules.EndReason;
export type Face = rules.Face;
export type GameResult = rules.GameResult;
export type MoveFacts = rules.MoveFacts;
export type Piece = rules.Piece;
export type PieceType = rules.PieceType;
export type Pool = rules.Pool;
export type PromotionType = rules.PromotionType;
export type Ruleset = rules.Ruleset;
export type Square = rules.Square;
/** The machine's snapshot, as `chakra.startGame` returns it. */
export type GameSnapshot = rules.GameSnapshot;
/** What the machine takes: a move, a resignation or an agreed draw. */
export type GameEvent = rules.GameEvent;

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
/** Shakti's machine snapshot, as `shakti.startGame` returns it. */
export type ShaktiSnapshot = shaktiRules.GameSnapshot;
export type ShaktiGameEvent = shaktiRules.GameEvent;

export type MedeaPiece = medeaRules.MedeaPiece;
export type MedeaPieceType = medeaRules.MedeaPieceType;
export type MedeaPosition = medeaRules.MedeaPosition;
export type MedeaMove = medeaRules.MedeaMove;
export type MedeaFacts = medeaRules.MedeaFacts;
/** Medea's machine snapshot, as `medea.startGame` returns it. */
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
/** Chakart's machine snapshot, as `chakart.startGame` returns it. */
export type ChakartSnapshot = chakartRules.GameSnapshot;
export type ChakartGameEvent = chakartRules.GameEvent;
