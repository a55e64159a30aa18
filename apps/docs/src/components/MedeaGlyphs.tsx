// SVG glyphs of Medea, shared by its board, its legend and the piece set page (PieceSet.tsx):
// the pieces (draughtsmen, painted as the set's figures in figures.tsx), the board's colours
// and the mark on a piece a capture takes. Medea's chakras are Chakra's (ChakraGlyphs.tsx).
// Coordinates are relative to the centre (cx, cy) of a square of side SQ (60).
import type { Colour } from '../lib/chakra.ts';

import { OUTLINE, PAINT, type Paint, caseFor, detail } from './figures.tsx';

export const MEDEA_PIECE_NAMES: Record<'man' | 'king', string> = { man: 'man', king: 'king' };

/** Medea's board, a shade apart from chess's; its legend's cells are the light squares. */
export const MEDEA_SQUARES = { dark: '#a97d5d', light: '#eedcbf' };

/** One draughtsman seen a little from above: a short cylinder, a groove round its top face. */
function Draughtsman({ y, p }: { y: number; p: Paint }) {
  const rx = 19;
  const ry = 8.5;
  const h = 7.5;
  return (
    <>
      <path d={`M${-rx} ${y}V${y + h}A${rx} ${ry} 0 0 0 ${rx} ${y + h}V${y}Z`} />
      <path {...detail(p)} d={`M${-rx + 1.2} ${y + h / 2 + 0.5}A${rx - 1.2} ${ry} 0 0 0 ${rx - 1.2} ${y + h / 2 + 0.5}`} />
      <ellipse cx={0} cy={y} rx={rx} ry={ry} />
      <ellipse {...detail(p)} cx={0} cy={y} rx={rx - 6} ry={ry - 2.6} />
    </>
  );
}

/**
 * A Medea piece: a draughtsman (a short cylinder with a groove). A king is two men stacked,
 * the top one crowned, as kings are on a draughts board (D3).
 */
export function MedeaPieceGlyph({ colour, type, cx, cy }: { colour: Colour; type: 'man' | 'king'; cx: number; cy: number }) {
  const p = PAINT[colour];
  return (
    <g class={`rb-piece rb-piece-${colour} rb-${type}`} data-piece={caseFor(colour, type === 'king' ? 'K' : 'M')} aria-hidden="true">
      <g transform={`translate(${cx} ${cy})`} fill={p.fill} stroke={p.line} stroke-width={OUTLINE} stroke-linejoin="round">
        {type === 'man' ? (
          <Draughtsman y={-4} p={p} />
        ) : (
          <>
            <Draughtsman y={5.5} p={p} />
            <Draughtsman y={-7.5} p={p} />
            <path d="M-8.5 -4.5L-10.5 -16.5L-4.5 -11L0 -20L4.5 -11L10.5 -16.5L8.5 -4.5Z" fill="#e0b12a" />
          </>
        )}
      </g>
    </g>
  );
}

/** The mark on a piece that a capture takes (or has jumped, while the capture is being entered). */
export function CapturedMark({ cx, cy, taken = false }: { cx: number; cy: number; taken?: boolean }) {
  const a = 10;
  const d = `M${cx - a} ${cy - a}L${cx + a} ${cy + a}M${cx + a} ${cy - a}L${cx - a} ${cy + a}`;
  return (
    <g class="rb-captured" aria-hidden="true" stroke-linecap="round" fill="none">
      <circle cx={cx} cy={cy} r={23} stroke="#c0261c" stroke-width={taken ? 4 : 2.5} stroke-dasharray={taken ? undefined : '5 3'} />
      <path d={d} stroke="#ffffff" stroke-width={7} />
      <path d={d} stroke="#c0261c" stroke-width={4} />
    </g>
  );
}
