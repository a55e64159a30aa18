// The key to the board's glyphs, rendered statically (no island).
import type { Chakra, PieceType } from '../lib/chakra.ts';
import { ChakraGlyph, PIECE_NAMES, PieceGlyph, SQ } from './glyphs.tsx';

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

function Cell({ children, label }: { children: preact.ComponentChildren; label: string }) {
  return (
    <li>
      <svg viewBox={`0 0 ${SQ} ${SQ}`} width="40" height="40" aria-hidden="true">
        <rect width={SQ} height={SQ} fill="#f0d9b5" />
        {children}
      </svg>
      <span>{label}</span>
    </li>
  );
}

export default function Legend() {
  const c = SQ / 2;
  return (
    <div class="not-content rb-legend">
      <ul aria-label="Pieces">
        {PIECES.map(({ type, moves }) => (
          <Cell key={type} label={`${PIECE_NAMES[type]}: ${moves}`}>
            <PieceGlyph colour="white" type={type} cx={c} cy={c} />
          </Cell>
        ))}
      </ul>
      <ul aria-label="Chakras and marks">
        {CHAKRAS.map(({ chakra, text }) => (
          <Cell key={text} label={text}>
            <ChakraGlyph chakra={chakra} cx={c} cy={c} />
          </Cell>
        ))}
        <Cell label="Legal move (dot)">
          <circle cx={c} cy={c} r={9} fill="#147a3d" stroke="#ffffff" stroke-width={2} />
        </Cell>
        <Cell label="Capture (red corners)">
          <PieceGlyph colour="black" type="pawn" cx={c} cy={c} />
          <g fill="#c0261c" stroke="#ffffff" stroke-width={1.5}>
            <path d={`M0 0h18l-18 18z`} />
            <path d={`M${SQ} 0h-18l18 18z`} />
            <path d={`M0 ${SQ}h18l-18 -18z`} />
            <path d={`M${SQ} ${SQ}h-18l18 -18z`} />
          </g>
        </Cell>
        <Cell label="Through the Transmitter: from the chakra entered to where the piece ends (dashed line)">
          <circle cx={14} cy={46} r={6} fill="none" stroke="#147a3d" stroke-width={2.5} />
          <line x1={14} y1={46} x2={48} y2={12} stroke="#147a3d" stroke-width={2.5} stroke-dasharray="6 5" />
        </Cell>
        <Cell label="Pass through the Transmitter (dashed ring)">
          <circle cx={c} cy={c} r={11} fill="none" stroke="#147a3d" stroke-width={4} stroke-dasharray="4 3" />
        </Cell>
      </ul>
      <p>Black pieces are the same letters on dark discs. The King has an inner ring.</p>
    </div>
  );
}
