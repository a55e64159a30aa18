// The key to the Medea board's glyphs, rendered statically (no island).
import { CapturedMark, MEDEA_SQUARES, MedeaPieceGlyph } from './MedeaGlyphs.tsx';
import { ChakraGlyph } from './ChakraGlyphs.tsx';
import { HighlightMark, SQ } from './grid.tsx';
import { LegalMoveItem, legendItemOn, TransmitterItems } from './legend.tsx';

const LIGHT = MEDEA_SQUARES.light;

const Item = legendItemOn(LIGHT);

export default function MedeaLegend() {
  const c = SQ / 2;
  return (
    <div class="not-content rb-legend rb-legend-medea">
      <ul aria-label="Pieces and chakras">
        <Item label="White man (a draughtsman): one step forward, straight or diagonal; captures by the short leap">
          <MedeaPieceGlyph colour="white" type="man" cx={c} cy={c} />
        </Item>
        <Item label="White king (two men stacked, crowned): slides as a chess queen; captures by the long leap">
          <MedeaPieceGlyph colour="white" type="king" cx={c} cy={c} />
        </Item>
        <Item label="Black man and king: the same, dark">
          <MedeaPieceGlyph colour="black" type="man" cx={c} cy={c} />
        </Item>
        <Item label="White chakra: a ring under the square (Black: a dark ring)">
          <ChakraGlyph chakra={{ owner: 'white' }} cx={c} cy={c} />
        </Item>
        <Item label="A White man standing on a Black chakra">
          <ChakraGlyph chakra={{ owner: 'black' }} cx={c} cy={c} />
          <MedeaPieceGlyph colour="white" type="man" cx={c} cy={c} />
        </Item>
      </ul>
      <ul aria-label="Marks">
        <LegalMoveItem background={LIGHT} />
        <Item label="Where a capture ends (red corners)">
          <HighlightMark highlight="capture" x={0} y={0} />
        </Item>
        <Item label="Landing squares of a capture, numbered in order (a square landed on twice shows both numbers)">
          <polyline points={`6,54 ${c},${c}`} fill="none" stroke="#b3261e" stroke-width={3} stroke-dasharray="7 5" />
          <rect x={2} y={2} width={22} height={16} rx={8} fill="#b3261e" stroke="#ffffff" stroke-width={1.5} />
          <text x={13} y={14} text-anchor="middle" font-size={12} font-weight="700" fill="#ffffff" font-family="system-ui, sans-serif">
            2
          </text>
        </Item>
        <Item label="The next jump may land here (green ring): click to enter the capture hop by hop">
          <circle cx={c} cy={c} r={12} fill="none" stroke="#147a3d" stroke-width={4} />
        </Item>
        <Item label="A piece the capture takes (dashed ring); solid once jumped: it stays until the capture ends">
          <MedeaPieceGlyph colour="black" type="man" cx={c} cy={c} />
          <CapturedMark cx={c} cy={c} />
        </Item>
        <TransmitterItems background={LIGHT} />
      </ul>
    </div>
  );
}
