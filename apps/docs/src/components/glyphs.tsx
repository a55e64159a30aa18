// SVG glyphs shared by the board and its legend. Coordinates are relative to the centre of
// a square of side SQ.
import type { Chakra, Colour, PieceType } from '../lib/chakra.ts';
import { pieceLetter } from '../lib/chakra.ts';

export const SQ = 60;

export const PIECE_NAMES: Record<PieceType, string> = {
  king: 'King',
  queen: 'Queen',
  samurai: 'Samurai',
  monk: 'Monk',
  monkey: 'Monkey',
  courtesan: 'Courtesan',
  pawn: 'Pawn',
};

export function colourName(c: Colour): string {
  return c === 'white' ? 'White' : 'Black';
}

/** A piece: a disc in the owner's colour with the piece's letter (K Q S M N C P). */
export function PieceGlyph({ colour, type, cx, cy }: { colour: Colour; type: PieceType; cx: number; cy: number }) {
  const white = colour === 'white';
  const r = type === 'pawn' ? 14 : 18;
  return (
    <g class={`rb-piece rb-piece-${colour}`} aria-hidden="true">
      <circle cx={cx} cy={cy} r={r} fill={white ? '#ffffff' : '#1c1c1c'} stroke={white ? '#1c1c1c' : '#f4f4f4'} stroke-width={2} />
      {type === 'king' && (
        <circle cx={cx} cy={cy} r={r - 4} fill="none" stroke={white ? '#1c1c1c' : '#f4f4f4'} stroke-width={1.2} />
      )}
      <text
        x={cx}
        y={cy + 1}
        text-anchor="middle"
        dominant-baseline="central"
        font-family="system-ui, sans-serif"
        font-weight="700"
        font-size={type === 'pawn' ? 15 : 19}
        fill={white ? '#1c1c1c' : '#ffffff'}
      >
        {pieceLetter(type)}
      </text>
    </g>
  );
}

/**
 * A chakra: a marker under the square in the owner's colour. Knight face = circle outline,
 * king face = square outline (ruling C2). Two strokes so it reads on light and dark squares.
 */
export function ChakraGlyph({ chakra, cx, cy }: { chakra: Chakra; cx: number; cy: number }) {
  const white = chakra.owner === 'white';
  const outer = white ? '#1c1c1c' : '#f4f4f4';
  const inner = white ? '#ffffff' : '#1c1c1c';
  const shape = (stroke: string, width: number) =>
    chakra.face === 'knight' ? (
      <circle cx={cx} cy={cy} r={24} fill="none" stroke={stroke} stroke-width={width} />
    ) : (
      <rect x={cx - 23} y={cy - 23} width={46} height={46} rx={3} fill="none" stroke={stroke} stroke-width={width} />
    );
  return (
    <g class={`rb-chakra rb-chakra-${chakra.owner} rb-chakra-${chakra.face}`} aria-hidden="true">
      {shape(outer, 7.5)}
      {shape(inner, 4.5)}
    </g>
  );
}
