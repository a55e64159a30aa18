// What the games' legends (rendered statically, no island) share: an entry on the board's own
// background, the legal-move dot, and the two Transmitter entries of Chakra and Medea (C8, C9).
import type { ComponentChildren } from 'preact';
import { HighlightMark, LegendItem } from './grid.tsx';

type Entry = (props: { children: ComponentChildren; label: string }) => ComponentChildren;

/** A legend entry drawn on `background` (a game's light square, Shakti's water). */
export const legendItemOn =
  (background: string): Entry =>
  ({ children, label }) => (
    <LegendItem label={label} background={background}>
      {children}
    </LegendItem>
  );

/** The Transmitter's two entries: a transmission's dashed line, a pass's dashed ring. */
export function TransmitterItems({ background }: { background?: string }) {
  return (
    <>
      <LegendItem label="Through the Transmitter: from the chakra entered to where the piece ends (dashed line)" background={background}>
        <circle cx={14} cy={46} r={6} fill="none" stroke="#147a3d" stroke-width={2.5} />
        <line x1={14} y1={46} x2={48} y2={12} stroke="#147a3d" stroke-width={2.5} stroke-dasharray="6 5" />
      </LegendItem>
      <LegendItem label="Pass through the Transmitter (dashed ring)" background={background}>
        <HighlightMark highlight="pass" x={0} y={0} />
      </LegendItem>
    </>
  );
}

/** The legal-move dot, as every board marks a square a selected piece may go to. */
export const LegalMoveItem = ({ background }: { background?: string }) => (
  <LegendItem label="Legal move (dot)" background={background}>
    <HighlightMark highlight="move" x={0} y={0} />
  </LegendItem>
);
