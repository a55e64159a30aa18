// The one place this package reaches into @rulebook/rules: the Chakra and Shakti
// vocabulary and the functions it calls. No rule is re-implemented here.

import type { chakra as rules, shakti as shaktiRules } from '@rulebook/rules';

export { chakra, shakti, squareName, parseSquare } from '@rulebook/rules';

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
