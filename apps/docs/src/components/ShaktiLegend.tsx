// The key to the Shakti board's glyphs, rendered statically (no island).
import { HoleGlyph, RemovalCross, SHAKTI_WATER, ShaktiPieceGlyph, TileGlyph } from './ShaktiGlyphs.tsx';
import { HighlightMark, LegendItem, SQ } from './grid.tsx';

export default function ShaktiLegend() {
  const c = SQ / 2;
  return (
    <div class="not-content rb-legend rb-legend-shakti">
      <ul aria-label="Cells and pieces">
        <LegendItem label="A tile (raised): pieces stand and move only on tiles" background={SHAKTI_WATER}>
          <TileGlyph x={0} y={0} shade={0} />
        </LegendItem>
        <LegendItem label="A hole: no tile, seen through" background={SHAKTI_WATER}>
          <HoleGlyph x={0} y={0} />
        </LegendItem>
        <LegendItem label="White King, a cross (Black: the same, dark)" background={SHAKTI_WATER}>
          <TileGlyph x={0} y={0} shade={0} />
          <ShaktiPieceGlyph colour="white" type="king" cx={c} cy={c} />
        </LegendItem>
        <LegendItem label="Black warrior, shield and spear (White: the same, light)" background={SHAKTI_WATER}>
          <TileGlyph x={0} y={0} shade={0} />
          <ShaktiPieceGlyph colour="black" type="warrior" cx={c} cy={c} />
        </LegendItem>
      </ul>
      <ul aria-label="Marks">
        <LegendItem label="Legal move (dot)" background={SHAKTI_WATER}>
          <TileGlyph x={0} y={0} shade={1} />
          <HighlightMark highlight="move" x={0} y={0} />
        </LegendItem>
        <LegendItem label="The King captures a warrior (red corners)" background={SHAKTI_WATER}>
          <TileGlyph x={0} y={0} shade={1} />
          <ShaktiPieceGlyph colour="white" type="warrior" cx={c} cy={c} />
          <HighlightMark highlight="capture" x={0} y={0} inset={3} />
        </LegendItem>
        <LegendItem label="Tile removed by a jump (red cross)" background={SHAKTI_WATER}>
          <TileGlyph x={0} y={0} shade={1} />
          <RemovalCross x={0} y={0} />
        </LegendItem>
      </ul>
    </div>
  );
}
