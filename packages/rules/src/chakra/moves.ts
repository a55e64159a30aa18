// Between the fast generator's integer moves and the public ChakraMove values.
import type { ChakraMove, PromotionType } from './types.ts';
import { PROMOTION_NAMES, PROMOTION_TYPES } from './pieces.ts';
import {
  KIND_CHAKRA, KIND_FLIP, KIND_PASS, KIND_PIECE, isFlipped, isTransmitted, moveFrom, moveKind, movePromotion, moveTo, moveVia,
} from './encoding.ts';

export function decodeMove(m: number): ChakraMove {
  const from = moveFrom(m);
  switch (moveKind(m)) {
    case KIND_CHAKRA:
      return { kind: 'chakra', from, to: moveTo(m), flip: isFlipped(m) };
    case KIND_FLIP:
      return { kind: 'flip', square: from };
    case KIND_PASS:
      return { kind: 'pass', square: from, via: moveVia(m) };
    default: {
      const promotion = movePromotion(m);
      const move: { kind: 'piece'; from: number; to: number; via?: number; promotion?: PromotionType } = {
        kind: 'piece',
        from,
        to: moveTo(m),
      };
      if (isTransmitted(m)) move.via = moveVia(m);
      if (promotion) move.promotion = PROMOTION_NAMES[PROMOTION_TYPES.indexOf(promotion)];
      return move;
    }
  }
}

const PROMOTION_OF_TYPE: (PromotionType | undefined)[] = [];
PROMOTION_TYPES.forEach((type, i) => (PROMOTION_OF_TYPE[type] = PROMOTION_NAMES[i]));

/** Is the encoded move `m` the move `move` in the sense of sameMove (C16), without decoding it? */
export function matchesEncoded(m: number, move: ChakraMove): boolean {
  switch (move.kind) {
    case 'piece':
      return moveKind(m) === KIND_PIECE && moveFrom(m) === move.from && moveTo(m) === move.to && PROMOTION_OF_TYPE[movePromotion(m)] === move.promotion;
    case 'chakra':
      return moveKind(m) === KIND_CHAKRA && moveFrom(m) === move.from && moveTo(m) === move.to && isFlipped(m) === move.flip;
    case 'flip':
      return moveKind(m) === KIND_FLIP && moveFrom(m) === move.square;
    case 'pass':
      return moveKind(m) === KIND_PASS;
  }
}

/** C16: moves are one when they have the same kind, squares, promotion and chakra face. */
export function sameMove(a: ChakraMove, b: ChakraMove): boolean {
  // A plain switch: this runs for every candidate on every replayed move.
  switch (a.kind) {
    case 'piece':
      return b.kind === 'piece' && a.from === b.from && a.to === b.to && a.promotion === b.promotion;
    case 'chakra':
      return b.kind === 'chakra' && a.from === b.from && a.to === b.to && a.flip === b.flip;
    case 'flip':
      return b.kind === 'flip' && a.square === b.square;
    case 'pass':
      return b.kind === 'pass';
  }
}
