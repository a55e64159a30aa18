// The Chakra types the CLI uses, from the rules package's `chakra` namespace.
import type { chakra } from '@rulebook/rules';

export type ChakraPosition = chakra.ChakraPosition;
export type ChakraMove = chakra.ChakraMove;
export type Colour = chakra.Colour;
export type Face = chakra.Face;
export type MoveFacts = chakra.MoveFacts;
export type PieceType = chakra.PieceType;
export type PromotionType = chakra.PromotionType;
export type Ruleset = chakra.Ruleset;
export type GameSnapshot = chakra.GameSnapshot;
export type GameEvent = chakra.GameEvent;
