// The key to the Chakart board's glyphs, rendered statically (no island).
import { ChakartPieceGlyph, InvisibleMark, MarkerGlyph, ObjectGlyph, ShellMark } from './ChakartGlyphs.tsx';
import type { ObjectKind, PieceKind } from '../lib/chakart.ts';
import { HighlightMark, LegendItem, SQ } from './grid.tsx';
import { LegalMoveItem } from './legend.tsx';

// The pieces and their powers (K4): what each leaves or does.
const PIECES: [PieceKind, string][] = [
  ['king', 'King (cross): throws a shell, once per game'],
  ['queen', 'Queen (crown): may move invisibly'],
  ['rook', 'Rook (tower): lays a banana'],
  ['bishop', 'Bishop (mitre): lays a bomb'],
  ['knight', "Knight (horse's head): leaves an egg"],
  ['pawn', 'Pawn (ball): leaves a mushroom'],
];

// The objects (K3): who leaves each and what it does.
const OBJECTS: [ObjectKind, string][] = [
  ['mushroom', 'Mushroom (left by a pawn): one more step'],
  ['egg', 'Egg (left by a knight): one of eight surprises'],
  ['banana', 'Banana (laid by a rook): pushed one square straight'],
  ['bomb', 'Bomb (laid by a bishop): pushed one square diagonally'],
];

export default function ChakartLegend() {
  const c = SQ / 2;
  return (
    <div class="not-content rb-legend rb-legend-chakart">
      <ul aria-label="Pieces">
        {PIECES.map(([kind, text]) => (
          <LegendItem key={kind} label={text}>
            <ChakartPieceGlyph colour="white" kind={kind} cx={c} cy={c} />
          </LegendItem>
        ))}
        <LegendItem label="An invisible queen (see-through, in a dashed ring): the opponent cannot see it">
          <ChakartPieceGlyph colour="white" kind="queen" cx={c} cy={c} invisible />
        </LegendItem>
        <LegendItem label="The marker an invisible queen left where it stood">
          <MarkerGlyph colour="white" cx={c} cy={c} />
        </LegendItem>
        <LegendItem label="An immobilized piece (Bowser): a ringed halo, cannot move on its next turn">
          <ChakartPieceGlyph colour="black" kind="rook" cx={c} cy={c} immobilized />
        </LegendItem>
      </ul>
      <ul aria-label="Objects">
        {OBJECTS.map(([object, text]) => (
          <LegendItem key={object} label={text}>
            <ObjectGlyph object={object} cx={c} cy={c} />
          </LegendItem>
        ))}
      </ul>
      <ul aria-label="Marks">
        <LegalMoveItem />
        <LegendItem label="Capture of a piece (red corners)">
          <HighlightMark highlight="capture" x={0} y={0} />
        </LegendItem>
        <LegendItem label="Where the king's shell would hit (orange target)">
          <ShellMark cx={c} cy={c} />
        </LegendItem>
        <LegendItem label="Where the queen may go invisibly (dashed violet ring)">
          <InvisibleMark cx={c} cy={c} />
        </LegendItem>
      </ul>
      <p>
        Black's pieces are the same figures, dark with light inner lines. All the glyphs: <a href="/pieces/">the piece set</a>.
      </p>
    </div>
  );
}
