// The key to the board's glyphs, rendered statically (no island).
import type { Chakra, PieceType } from '../lib/chakra.ts';
import { ChakraGlyph, PIECE_NAMES, PieceGlyph, SQ } from './ChakraGlyphs.tsx';
import { HighlightMark, LegendItem } from './grid.tsx';
import { LegalMoveItem, TransmitterItems } from './legend.tsx';

const PIECES: { type: PieceType; moves: string }[] = [
  { type: 'king', moves: 'one step any way' },
  { type: 'queen', moves: 'as the chess queen' },
  { type: 'samurai', moves: 'rook or king' },
  { type: 'monk', moves: 'bishop or king' },
  { type: 'monkey', moves: 'knight (the 1995 Ape)' },
  { type: 'courtesan', moves: 'king, and rides the line to her King' },
  { type: 'pawn', moves: 'one step, captures diagonally' },
];

const CHAKRAS: { chakra: Chakra; text: string }[] = [
  { chakra: { owner: 'white', face: 'knight' }, text: 'White chakra, knight face (circle)' },
  { chakra: { owner: 'white', face: 'king' }, text: 'White chakra, king face (square)' },
  { chakra: { owner: 'black', face: 'knight' }, text: 'Black chakra, knight face' },
  { chakra: { owner: 'black', face: 'king' }, text: 'Black chakra, king face' },
];

export default function ChakraLegend() {
  const c = SQ / 2;
  return (
    <div class="not-content rb-legend">
      <ul aria-label="Pieces">
        {PIECES.map(({ type, moves }) => (
          <LegendItem key={type} label={`${PIECE_NAMES[type]}: ${moves}`}>
            <PieceGlyph colour="white" type={type} cx={c} cy={c} />
          </LegendItem>
        ))}
      </ul>
      <ul aria-label="Chakras and marks">
        {CHAKRAS.map(({ chakra, text }) => (
          <LegendItem key={text} label={text}>
            <ChakraGlyph chakra={chakra} cx={c} cy={c} />
          </LegendItem>
        ))}
        <LegalMoveItem />
        <LegendItem label="Capture (red corners)">
          <PieceGlyph colour="black" type="pawn" cx={c} cy={c} />
          <HighlightMark highlight="capture" x={0} y={0} />
        </LegendItem>
        <TransmitterItems />
      </ul>
      <p>
        Each piece has its own figure: the King a cross, the Queen a crown, the Samurai a horned helmet, the Monk a hood, the
        Monkey a monkey's head, the Courtesan a fan. Black's pieces are the same figures, dark with light inner lines. All
        the glyphs: <a href="/pieces/">the piece set</a>.
      </p>
    </div>
  );
}
