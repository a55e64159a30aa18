// The key to the Shakti board's glyphs, rendered statically (no island).
import { HoleGlyph, JumpRing, RemovalCross, RemovalVeil, SHAKTI_WATER, ShaktiPieceGlyph, TileGlyph } from './ShaktiGlyphs.tsx';
import { HighlightMark, SQ } from './grid.tsx';
import { legendItemOn } from './legend.tsx';

const Item = legendItemOn(SHAKTI_WATER);

export default function ShaktiLegend() {
  const c = SQ / 2;
  return (
    <div class="not-content rb-legend rb-legend-shakti">
      <ul aria-label="Cells and pieces">
        <Item label="A tile (raised): pieces stand and move only on tiles">
          <TileGlyph x={0} y={0} shade={0} />
        </Item>
        <Item label="A hole: no tile, seen through">
          <HoleGlyph x={0} y={0} />
        </Item>
        <Item label="White King, a cross (Black: the same, dark)">
          <TileGlyph x={0} y={0} shade={0} />
          <ShaktiPieceGlyph colour="white" type="king" cx={c} cy={c} />
        </Item>
        <Item label="Black warrior, shield and spear (White: the same, light)">
          <TileGlyph x={0} y={0} shade={0} />
          <ShaktiPieceGlyph colour="black" type="warrior" cx={c} cy={c} />
        </Item>
      </ul>
      <ul aria-label="Marks">
        <Item label="Legal move (dot)">
          <TileGlyph x={0} y={0} shade={1} />
          <HighlightMark highlight="move" x={0} y={0} />
        </Item>
        <Item label="The King captures a warrior (red corners)">
          <TileGlyph x={0} y={0} shade={1} />
          <ShaktiPieceGlyph colour="white" type="warrior" cx={c} cy={c} />
          <HighlightMark highlight="capture" x={0} y={0} inset={3} />
        </Item>
        <Item label="A warrior's jump (a ring round the dot): point at it, or focus it, to see the tile it removes">
          <TileGlyph x={0} y={0} shade={1} />
          <HighlightMark highlight="move" x={0} y={0} />
          <JumpRing x={0} y={0} />
        </Item>
        <Item label="The tile that jump removes (a red cross on a faded tile)">
          <TileGlyph x={0} y={0} shade={1} />
          <RemovalVeil x={0} y={0} />
          <RemovalCross x={0} y={0} />
        </Item>
      </ul>
    </div>
  );
}
