// The piece set: one drawing style for every game. The figures (Chakra's pieces, Chakart's
// rook, bishop and knight, Shakti's warrior) are drawn here; each game's glyphs (ChakraGlyphs.tsx
// for Chakra, ShaktiGlyphs.tsx, MedeaGlyphs.tsx, ChakartGlyphs.tsx) wrap them in their classes
// and test hooks. Also the words and letters the games share: a side's name and a piece
// letter's case in the position string.
//
// Every piece is a silhouette standing on the same plinth, drawn around the centre of its
// square in a box about 36 wide and 46 high (of the square's 60), with the same two line
// widths: OUTLINE round the silhouette, DETAIL for the lines inside it. White pieces are a
// light fill with a dark outline and dark inner lines; Black pieces a dark fill with a dark
// outline and light inner lines, so the two sides differ in more than colour and both read
// on light and dark squares. The figures are the project's own drawings.
import type { ComponentChildren, JSX } from 'preact';
import type { Colour } from '../lib/chakra.ts';

/** How one side's pieces are painted. */
export interface Paint {
  /** The silhouette's fill. */
  fill: string;
  /** Its outline. */
  line: string;
  /** Lines and dots inside the silhouette. */
  detail: string;
  /** A second, quieter fill inside the silhouette (a face, a hood's opening). */
  shade: string;
}

export const PAINT: Record<Colour, Paint> = {
  white: { fill: '#fbf8f1', line: '#1c1c1c', detail: '#1c1c1c', shade: '#d6cdbb' },
  black: { fill: '#2a2a2a', line: '#0c0c0c', detail: '#efefef', shade: '#5b5b5b' },
};

/** The outline of every silhouette and the width of the lines inside it (square side 60). */
export const OUTLINE = 2.4;
const DETAIL = 1.6;

/** The figures of the set, by name; each is drawn around (0, 0). */
export type FigureName =
  | 'king'
  | 'queen'
  | 'samurai'
  | 'monk'
  | 'monkey'
  | 'courtesan'
  | 'pawn'
  | 'rook'
  | 'bishop'
  | 'knight'
  | 'warrior';

/** The attributes of a line inside a silhouette. */
export const detail = (p: Paint) => ({ fill: 'none', stroke: p.detail, 'stroke-width': DETAIL, 'stroke-linecap': 'round' as const });

// The shared parts: the plinth, the body (a flared column) and the collar under the head,
// each with a seam (DETAIL) that shows as a light line on Black's pieces.
const Plinth = ({ p, w = 17 }: { p: Paint; w?: number }) => (
  <>
    <rect x={-w} y={15} width={2 * w} height={7} rx={2.5} />
    <path {...detail(p)} d={`M${-w + 3.5} 18.5H${w - 3.5}`} />
  </>
);
const Body = () => <path d="M-12 15C-11 7 -7 1 -6.5 -5H6.5C7 1 11 7 12 15Z" />;
const Collar = ({ p, w = 9.5 }: { p: Paint; w?: number }) => (
  <>
    <rect x={-w} y={-8.5} width={2 * w} height={4.5} rx={2} />
    <path {...detail(p)} d={`M${-w + 3} -6.25H${w - 3}`} />
  </>
);

/** A figure on the common column: the body, the plinth, the figure's head, the collar over its foot. */
const OnColumn = ({ p, children }: { p: Paint; children: ComponentChildren }) => (
  <>
    <Body />
    <Plinth p={p} />
    {children}
    <Collar p={p} />
  </>
);

/** An open folding fan on a pivot (the Courtesan's): pleated paper on sticks, with its ribs. */
function fanPath(): { outline: string; ribs: string } {
  const px = 0;
  const py = -5.5;
  const paper = 8;
  const outer = 17;
  const from = (-160 * Math.PI) / 180;
  const to = (-20 * Math.PI) / 180;
  const folds = 6;
  const at = (r: number, a: number) => `${(px + r * Math.cos(a)).toFixed(2)} ${(py + r * Math.sin(a)).toFixed(2)}`;
  let outline = `M${px} ${py}L${at(outer, from)}`;
  let ribs = `M${at(paper, from)}A${paper} ${paper} 0 0 1 ${at(paper, to)}`;
  for (let k = 1; k <= folds; k++) {
    const a = from + ((to - from) * k) / folds;
    outline += `A9 9 0 0 1 ${at(outer, a)}`;
    if (k < folds) ribs += `M${at(paper, a)}L${at(outer - 1.2, a)}`;
  }
  outline += 'Z';
  return { outline, ribs };
}
const FAN = fanPath();

const FIGURES: Record<FigureName, (p: Paint) => JSX.Element> = {
  // The King: a flared crown under a cross.
  king: (p) => (
    <OnColumn p={p}>
      <path d="M-2 -26h4v3.6h3.8v3.8h-3.8v4h-4v-4h-3.8v-3.8h3.8z" />
      <path d="M-8 -8.5L-11 -14.5Q0 -17 11 -14.5L8 -8.5Z" />
    </OnColumn>
  ),
  // The Queen: a crown of three pointed spikes, each tipped with a ball.
  queen: (p) => (
    <OnColumn p={p}>
      <path d="M-9 -8.5L-13 -19L-5 -12.5L0 -21L5 -12.5L13 -19L9 -8.5Z" />
      <circle cx={-13} cy={-20} r={2.4} />
      <circle cx={0} cy={-22} r={2.4} />
      <circle cx={13} cy={-20} r={2.4} />
    </OnColumn>
  ),
  // The Samurai: a kabuto, a tall domed helmet with a peak, a flared neck guard and two
  // horns sweeping up from the brow round the dome.
  samurai: (p) => (
    <>
      <Body />
      <Plinth p={p} />
      <path d="M-8.5 -11.5H8.5L14.5 -5L12 -3.5H-12L-14.5 -5Z" />
      <path {...detail(p)} d="M-10.5 -6.5H10.5" />
      <path d="M-8.5 -12C-9 -23 9 -23 8.5 -12Z" />
      <path d="M-1.5 -13C-6.5 -14 -11 -18 -12.5 -25.5C-9.5 -22 -6 -19.5 -0.5 -17.5ZM1.5 -13C6.5 -14 11 -18 12.5 -25.5C9.5 -22 6 -19.5 0.5 -17.5Z" />
      <rect x={-12} y={-13.5} width={24} height={3.5} rx={1.5} />
      <circle cx={0} cy={-15} r={2.8} />
    </>
  ),
  // The Monk: a hooded figure in a long robe, the hood's opening dark, a rope belt.
  monk: (p) => (
    <>
      <Plinth p={p} />
      <path d="M-14 15C-13 5 -11 -3 -9 -8C-9.5 -17 -4.5 -23.5 0 -23.5C4.5 -23.5 9.5 -17 9 -8C11 -3 13 5 14 15Z" />
      <path d="M-5 -8.5C-5.5 -16 5.5 -16 5 -8.5C3 -6.5 -3 -6.5 -5 -8.5Z" fill={p.shade} stroke={p.detail} stroke-width={DETAIL} />
      <path {...detail(p)} d="M-9 -8C-5 -3.5 5 -3.5 9 -8M-11.5 4Q0 7.5 11.5 4M0 6V14" />
    </>
  ),
  // The Monkey: a round head with round ears, a pale heart-shaped face, eyes and a muzzle.
  monkey: (p) => (
    <>
      <path d="M-12 15C-11 9 -8 4 -7 0H7C8 4 11 9 12 15Z" />
      <Plinth p={p} />
      <circle cx={-11.5} cy={-10} r={4.8} />
      <circle cx={11.5} cy={-10} r={4.8} />
      <circle cx={0} cy={-11} r={10.5} />
      <path d="M0 -13.5C-2 -17.5 -8 -16.5 -7.5 -11.5C-7.5 -7 -4 -3 0 -3C4 -3 7.5 -7 7.5 -11.5C8 -16.5 2 -17.5 0 -13.5Z" fill={p.shade} stroke={p.detail} stroke-width={DETAIL} />
      <circle cx={-3.2} cy={-11} r={1.7} fill={p.detail} stroke="none" />
      <circle cx={3.2} cy={-11} r={1.7} fill={p.detail} stroke="none" />
      <path {...detail(p)} d="M-2.5 -6.5Q0 -4.8 2.5 -6.5M-11.5 -12.2A2.4 2.4 0 0 0 -11.5 -7.8M11.5 -12.2A2.4 2.4 0 0 1 11.5 -7.8" />
    </>
  ),
  // The Courtesan: an open folding fan held up above the collar.
  courtesan: (p) => (
    <>
      <Body />
      <Plinth p={p} />
      <Collar p={p} />
      <path d={FAN.outline} />
      <path {...detail(p)} d={FAN.ribs} />
      <circle cx={0} cy={-5.5} r={1.8} fill={p.detail} stroke="none" />
    </>
  ),
  // The pawn: a small ball on a short column.
  pawn: (p) => (
    <>
      <path d="M-9.5 16C-9 9 -5 5 -4.5 1.5H4.5C5 5 9 9 9.5 16Z" />
      <Plinth p={p} w={13} />
      <rect x={-7.5} y={-2} width={15} height={4} rx={2} />
      <circle cx={0} cy={-9} r={7} />
    </>
  ),
  // The rook (Chakart): a tower with three merlons.
  rook: (p) => (
    <>
      <path d="M-10 15L-8.5 -6H8.5L10 15Z" />
      <Plinth p={p} />
      <path d="M-11 -8V-21H-6.3V-17H-2.2V-21H2.2V-17H6.3V-21H11V-8Z" />
      <rect x={-11.5} y={-9.5} width={23} height={4.5} rx={1.5} />
      <path {...detail(p)} d="M-7.5 3H7.5" />
    </>
  ),
  // The bishop (Chakart): a mitre with its slit and a ball on top.
  bishop: (p) => (
    <OnColumn p={p}>
      <path d="M-8.5 -8.5C-12 -14 -6 -19.5 0 -22C6 -19.5 12 -14 8.5 -8.5Z" />
      <circle cx={0} cy={-23} r={2.5} />
      <path d="M-1.5 -11.5L4.5 -17.5" fill="none" stroke={p.detail} stroke-width={2.2} stroke-linecap="round" />
    </OnColumn>
  ),
  // The knight (Chakart): a horse's head and neck, facing left.
  knight: (p) => (
    <>
      <Plinth p={p} />
      <path d="M-11 15C-11 8.5 -6.5 4 -4 -1C-7 -1.5 -11.5 0 -14.5 -2.5C-17 -4.5 -16.5 -9 -13.5 -10.5L-5.5 -17L-3.5 -24L1 -18.5C9 -17.5 14.5 -9.5 13.5 0C12.8 6 12.5 11 13.5 15Z" />
      <circle cx={-6} cy={-11.5} r={1.7} fill={p.detail} stroke="none" />
      <circle cx={-13} cy={-5.2} r={1.1} fill={p.detail} stroke="none" />
      <path {...detail(p)} d="M3 -16C9 -13.5 11.5 -6 10.2 3" />
    </>
  ),
  // Shakti's warrior: a helmeted figure behind a round shield, a spear at his side.
  warrior: (p) => (
    <>
      <path d="M10.3 -15V14" fill="none" stroke={p.line} stroke-width={4.6} stroke-linecap="round" />
      <path d="M10.3 -15V14" fill="none" stroke={p.fill} stroke-width={1.4} stroke-linecap="round" />
      <path d="M10.3 -26L13.6 -19L10.3 -15L7 -19Z" />
      <path d="M-10 15C-9.5 8 -6 3 -5 -2H5C6 3 9.5 8 10 15Z" />
      <Plinth p={p} w={15} />
      <path d="M-6.5 -8C-7.5 -20 6.5 -20 6.5 -8Z" />
      <path d="M-1.5 -16.5V-22.5H1.5V-16.5Z" />
      <rect x={-8.5} y={-9.5} width={17} height={4} rx={2} />
      <circle cx={-3.5} cy={4.5} r={9.5} />
      <circle {...detail(p)} cx={-3.5} cy={4.5} r={6} />
      <circle cx={-3.5} cy={4.5} r={2} fill={p.detail} stroke="none" />
    </>
  ),
};

/**
 * One figure of the set centred on (cx, cy), in its side's paint (or `paint`); `faded` makes
 * the fill see-through (Chakart's invisible queen). Classes and test hooks are the caller's.
 */
export function Figure(props: { figure: FigureName; colour: Colour; cx: number; cy: number; paint?: Paint; faded?: boolean }) {
  const { figure, colour, cx, cy, paint, faded = false } = props;
  const p = paint ?? PAINT[colour];
  return (
    <g
      transform={`translate(${cx} ${cy})`}
      fill={p.fill}
      fill-opacity={faded ? 0.4 : undefined}
      stroke={p.line}
      stroke-width={OUTLINE}
      stroke-linejoin="round"
    >
      {FIGURES[figure](p)}
    </g>
  );
}

// ---- What several games share --------------------------------------------------------

export function colourName(c: Colour): string {
  return c === 'white' ? 'White' : 'Black';
}

/** The position-string letter of a piece: White upper case, Black lower case. */
export const caseFor = (colour: Colour, letter: string) => (colour === 'white' ? letter.toUpperCase() : letter.toLowerCase());
