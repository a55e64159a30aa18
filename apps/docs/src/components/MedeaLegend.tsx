// The key to the Medea board's glyphs, rendered statically (no island).
import { CapturedMark, MEDEA_SQUARES, MedeaPieceGlyph } from './MedeaGlyphs.tsx';
import { ChakraGlyph } from './ChakraGlyphs.tsx';
import { HighlightMark, LegendItem, SQ } from './grid.tsx';

const LIGHT = MEDEA_SQUARES.light;

export default function MedeaLegend() {
  const c = SQ / 2;
  return (
    <div class="not-content rb-legend rb-legend-medea">
      <ul aria-label="Pieces and chakras">
        <LegendItem label="White man (a draughtsman): one step forward, straight or diagonal; captures by the short leap" background={LIGHT}>
          <MedeaPieceGlyph colour="white" type="man" cx={c} cy={c} />
        </LegendItem>
        <LegendItem label="White king (two men stacked, crowned): slides as a chess queen; captures by the long leap" background={LIGHT}>
          <MedeaPieceGlyph colour="white" type="king" cx={c} cy={c} />
        </LegendItem>
        <LegendItem label="Black man and king: the same, dark" background={LIGHT}>
          <MedeaPieceGlyph colour="black" type="man" cx={c} cy={c} />
        </LegendItem>
        <LegendItem label="White chakra: a ring under the square (Black: a dark ring)" background={LIGHT}>
          <ChakraGlyph chakra={{ owner: 'white' }} cx={c} cy={c} />
        </LegendItem>
        <LegendItem label="A White man standing on a Black chakra" background={LIGHT}>
          <ChakraGlyph chakra={{ owner: 'black' }} cx={c} cy={c} />
          <MedeaPieceGlyph colour="white" type="man" cx={c} cy={c} />
        </LegendItem>
      </ul>
      <ul aria-label="Marks">
        <LegendItem label="Legal move (dot)" background={LIGHT}>
          <HighlightMark highlight="move" x={0} y={0} />
        </LegendItem>
        <LegendItem label="Where a capture ends (red corners)" background={LIGHT}>
          <HighlightMark highlight="capture" x={0} y={0} />
        </LegendItem>
        <LegendItem label="Landing squares of a capture, numbered in order (a square landed on twice shows both numbers)" background={LIGHT}>
          <polyline points={`6,54 ${c},${c}`} fill="none" stroke="#b3261e" stroke-width={3} stroke-dasharray="7 5" />
          <rect x={2} y={2} width={22} height={16} rx={8} fill="#b3261e" stroke="#ffffff" stroke-width={1.5} />
          <text x={13} y={14} text-anchor="middle" font-size={12} font-weight="700" fill="#ffffff" font-family="system-ui, sans-serif">
            2
          </text>
        </LegendItem>
        <LegendItem label="The next jump may land here (green ring): click to enter the capture hop by hop" background={LIGHT}>
          <circle cx={c} cy={c} r={12} fill="none" stroke="#147a3d" stroke-width={4} />
        </LegendItem>
        <LegendItem label="A piece the capture takes (dashed ring); solid once jumped: it stays until the capture ends" background={LIGHT}>
          <MedeaPieceGlyph colour="black" type="man" cx={c} cy={c} />
          <CapturedMark cx={c} cy={c} />
        </LegendItem>
        <LegendItem label="Through the Transmitter: from the chakra entered to where the piece ends (dashed line)" background={LIGHT}>
          <circle cx={14} cy={46} r={6} fill="none" stroke="#147a3d" stroke-width={2.5} />
          <line x1={14} y1={46} x2={48} y2={12} stroke="#147a3d" stroke-width={2.5} stroke-dasharray="6 5" />
        </LegendItem>
        <LegendItem label="Pass through the Transmitter (dashed ring)" background={LIGHT}>
          <HighlightMark highlight="pass" x={0} y={0} />
        </LegendItem>
      </ul>
    </div>
  );
}
