// Moves of the fast generator as 32-bit integers, so perft allocates nothing:
// bits 0-5 from, 6-11 to, 12-17 via (the own chakra entered), 18-19 kind,
// 20 transmitted, 21-23 promotion type, 24 flip.

export const KIND_PIECE = 0;
export const KIND_CHAKRA = 1;
export const KIND_FLIP = 2;
export const KIND_PASS = 3;

export const TRANSMITTED = 1 << 20;
export const FLIP = 1 << 24;

export const encode = (from: number, to: number, kind: number): number => from | (to << 6) | (kind << 18);
export const withVia = (move: number, via: number): number => move | (via << 12) | TRANSMITTED;
export const withPromotion = (move: number, type: number): number => move | (type << 21);

export const moveFrom = (m: number): number => m & 63;
export const moveTo = (m: number): number => (m >> 6) & 63;
export const moveVia = (m: number): number => (m >> 12) & 63;
export const moveKind = (m: number): number => (m >> 18) & 3;
export const isTransmitted = (m: number): boolean => (m & TRANSMITTED) !== 0;
export const movePromotion = (m: number): number => (m >> 21) & 7;
export const isFlipped = (m: number): boolean => (m & FLIP) !== 0;
