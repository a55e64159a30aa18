// The key to the Chakart board's glyphs, rendered statically (no island).
import { ChakartPieceGlyph, InvisibleMark, MarkerGlyph, ObjectGlyph, ShellMark } from './ChakartGlyphs.tsx';
import type { PieceKind } from '../lib/chakart.ts';
import { HighlightMark, LegendItem, SQ } from './grid.tsx';

// The pieces and their powers (K4): what each leaves or does.
const PIECES: { kind: PieceKind; text: string }[] = [
  { kind: 'king', text: 'King (cross): throws a shell, once per game' },
  { kind: 'queen', text: 'Queen (crown): may move invisibly' },
  { kind: 'rook', text: 'Rook (tower): lays a banana' },
  { kind: 'bishop', text: 'Bishop (mitre): lays a bomb' },
  { kind: 'knight', text: "Knight (horse's head): leaves an egg" },
  { kind: 'pawn', text: 'Pawn (ball): leaves a mushroom' },
];

export default function ChakartLegend() {
  const c = SQ / 2;
  return (
    <div class="not-content rb-legend rb-legend-chakart">
      <ul aria-label="Pieces">
        {PIECES.map(({ kind, text }) => (
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
        <LegendItem label="Mushroom (left by a pawn): one more step">
          <ObjectGlyph object="mushroom" cx={c} cy={c} />
        </LegendItem>
        <LegendItem label="Egg (left by a knight): one of eight surprises">
          <ObjectGlyph object="egg" cx={c} cy={c} />
        </LegendItem>
        <LegendItem label="Banana (laid by a rook): pushed one square straight">
          <ObjectGlyph object="banana" cx={c} cy={c} />
        </LegendItem>
        <LegendItem label="Bomb (laid by a bishop): pushed one square diagonally">
          <ObjectGlyph object="bomb" cx={c} cy={c} />
        </LegendItem>
      </ul>
      <ul aria-label="Marks">
        <LegendItem label="Legal move (dot)">
          <HighlightMark highlight="move" x={0} y={0} />
        </LegendItem>
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
