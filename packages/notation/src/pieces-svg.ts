// The piece set as data: every game's glyphs (the pieces, Chakra's and Medea's chakras,
// Shakti's tiles and holes, Chakart's objects and marker, the marks on a captured piece) as
// SVG element descriptions, drawn once here and used by both the site's boards (its glyph
// components render these nodes) and the CLI's `render --format svg` (which writes them as
// text with `svgText`, numbers rounded). Nothing here knows a position: a caller says which
// glyph, in which colour, where.
//
// Every piece is a silhouette standing on the same plinth, drawn around the centre of its
// square in a box about 36 wide and 46 high (of the square's SQUARE = 60), with the same two
// line widths: OUTLINE round the silhouette, DETAIL for the lines inside it. White pieces are a
// light fill with a dark outline and dark inner lines; Black pieces a dark fill with a dark
// outline and light inner lines, so the two sides differ in more than colour and both read on
// light and dark squares. The figures are the project's own drawings.

/** An attribute's value; `undefined` leaves the attribute out. */
export type SvgValue = string | number | undefined;
export type SvgAttrs = Readonly<Record<string, SvgValue>>;

/** One SVG element: its tag, its attributes, its children or its text. */
export interface SvgNode {
  readonly tag: string;
  readonly attrs: SvgAttrs;
  readonly children?: readonly SvgNode[];
  readonly text?: string;
}

const el = (tag: string, attrs: SvgAttrs, children?: readonly SvgNode[]): SvgNode => (children === undefined ? { tag, attrs } : { tag, attrs, children });

/** The side of a square every glyph is drawn for. */
export const SQUARE = 60;

export type GlyphColour = 'white' | 'black';

/** How one side's pieces are painted. */
export interface Paint {
  /** The silhouette's fill. */
  readonly fill: string;
  /** Its outline. */
  readonly line: string;
  /** Lines and dots inside the silhouette. */
  readonly detail: string;
  /** A second, quieter fill inside the silhouette (a face, a hood's opening). */
  readonly shade: string;
}

export const PAINT: Readonly<Record<GlyphColour, Paint>> = {
  white: { fill: '#fbf8f1', line: '#1c1c1c', detail: '#1c1c1c', shade: '#d6cdbb' },
  black: { fill: '#2a2a2a', line: '#0c0c0c', detail: '#efefef', shade: '#5b5b5b' },
};

/** The outline of every silhouette and the width of the lines inside it (square side 60). */
export const OUTLINE = 2.4;
export const DETAIL = 1.6;

/** The figures of the set, by name; each is drawn around (0, 0). */
export type FigureName = 'king' | 'queen' | 'samurai' | 'monk' | 'monkey' | 'courtesan' | 'pawn' | 'rook' | 'bishop' | 'knight' | 'warrior';

export const FIGURE_NAMES: readonly FigureName[] = ['king', 'queen', 'samurai', 'monk', 'monkey', 'courtesan', 'pawn', 'rook', 'bishop', 'knight', 'warrior'];

/** The attributes of a line inside a silhouette. */
export const detail = (p: Paint): SvgAttrs => ({ fill: 'none', stroke: p.detail, 'stroke-width': DETAIL, 'stroke-linecap': 'round' });

const path = (d: string, attrs: SvgAttrs = {}): SvgNode => el('path', { ...attrs, d });
const circle = (cx: number, cy: number, r: number, attrs: SvgAttrs = {}): SvgNode => el('circle', { cx, cy, r, ...attrs });
const rect = (x: number, y: number, width: number, height: number, attrs: SvgAttrs = {}): SvgNode => el('rect', { x, y, width, height, ...attrs });

// The shared parts: the plinth, the body (a flared column) and the collar under the head,
// each with a seam (DETAIL) that shows as a light line on Black's pieces.
const plinth = (p: Paint, w = 17): SvgNode[] => [rect(-w, 15, 2 * w, 7, { rx: 2.5 }), path(`M${-w + 3.5} 18.5H${w - 3.5}`, detail(p))];
const body = (): SvgNode => path('M-12 15C-11 7 -7 1 -6.5 -5H6.5C7 1 11 7 12 15Z');
const collar = (p: Paint, w = 9.5): SvgNode[] => [rect(-w, -8.5, 2 * w, 4.5, { rx: 2 }), path(`M${-w + 3} -6.25H${w - 3}`, detail(p))];
/** A figure on the common column: the body, the plinth, the figure's head, the collar over its foot. */
const onColumn = (p: Paint, head: SvgNode[]): SvgNode[] => [body(), ...plinth(p), ...head, ...collar(p)];

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
let fan: { outline: string; ribs: string } | undefined;
const FAN = (): { outline: string; ribs: string } => (fan ??= fanPath());

const FIGURES: Readonly<Record<FigureName, (p: Paint) => SvgNode[]>> = {
  // The King: a flared crown under a cross.
  king: (p) => onColumn(p, [path('M-2 -26h4v3.6h3.8v3.8h-3.8v4h-4v-4h-3.8v-3.8h3.8z'), path('M-8 -8.5L-11 -14.5Q0 -17 11 -14.5L8 -8.5Z')]),
  // The Queen: a crown of three pointed spikes, each tipped with a ball.
  queen: (p) =>
    onColumn(p, [path('M-9 -8.5L-13 -19L-5 -12.5L0 -21L5 -12.5L13 -19L9 -8.5Z'), circle(-13, -20, 2.4), circle(0, -22, 2.4), circle(13, -20, 2.4)]),
  // The Samurai: a kabuto, a tall domed helmet with a peak, a flared neck guard and two
  // horns sweeping up from the brow round the dome.
  samurai: (p) => [
    body(),
    ...plinth(p),
    path('M-8.5 -11.5H8.5L14.5 -5L12 -3.5H-12L-14.5 -5Z'),
    path('M-10.5 -6.5H10.5', detail(p)),
    path('M-8.5 -12C-9 -23 9 -23 8.5 -12Z'),
    path('M-1.5 -13C-6.5 -14 -11 -18 -12.5 -25.5C-9.5 -22 -6 -19.5 -0.5 -17.5ZM1.5 -13C6.5 -14 11 -18 12.5 -25.5C9.5 -22 6 -19.5 0.5 -17.5Z'),
    rect(-12, -13.5, 24, 3.5, { rx: 1.5 }),
    circle(0, -15, 2.8),
  ],
  // The Monk: a hooded figure in a long robe, the hood's opening dark, a rope belt.
  monk: (p) => [
    ...plinth(p),
    path('M-14 15C-13 5 -11 -3 -9 -8C-9.5 -17 -4.5 -23.5 0 -23.5C4.5 -23.5 9.5 -17 9 -8C11 -3 13 5 14 15Z'),
    path('M-5 -8.5C-5.5 -16 5.5 -16 5 -8.5C3 -6.5 -3 -6.5 -5 -8.5Z', { fill: p.shade, stroke: p.detail, 'stroke-width': DETAIL }),
    path('M-9 -8C-5 -3.5 5 -3.5 9 -8M-11.5 4Q0 7.5 11.5 4M0 6V14', detail(p)),
  ],
  // The Monkey: a round head with round ears, a pale heart-shaped face, eyes and a muzzle.
  monkey: (p) => [
    path('M-12 15C-11 9 -8 4 -7 0H7C8 4 11 9 12 15Z'),
    ...plinth(p),
    circle(-11.5, -10, 4.8),
    circle(11.5, -10, 4.8),
    circle(0, -11, 10.5),
    path('M0 -13.5C-2 -17.5 -8 -16.5 -7.5 -11.5C-7.5 -7 -4 -3 0 -3C4 -3 7.5 -7 7.5 -11.5C8 -16.5 2 -17.5 0 -13.5Z', { fill: p.shade, stroke: p.detail, 'stroke-width': DETAIL }),
    circle(-3.2, -11, 1.7, { fill: p.detail, stroke: 'none' }),
    circle(3.2, -11, 1.7, { fill: p.detail, stroke: 'none' }),
    path('M-2.5 -6.5Q0 -4.8 2.5 -6.5M-11.5 -12.2A2.4 2.4 0 0 0 -11.5 -7.8M11.5 -12.2A2.4 2.4 0 0 1 11.5 -7.8', detail(p)),
  ],
  // The Courtesan: an open folding fan held up above the collar.
  courtesan: (p) => [
    body(),
    ...plinth(p),
    ...collar(p),
    path(FAN().outline),
    path(FAN().ribs, detail(p)),
    circle(0, -5.5, 1.8, { fill: p.detail, stroke: 'none' }),
  ],
  // The pawn: a small ball on a short column.
  pawn: (p) => [path('M-9.5 16C-9 9 -5 5 -4.5 1.5H4.5C5 5 9 9 9.5 16Z'), ...plinth(p, 13), rect(-7.5, -2, 15, 4, { rx: 2 }), circle(0, -9, 7)],
  // The rook (Chakart): a tower with three merlons.
  rook: (p) => [
    path('M-10 15L-8.5 -6H8.5L10 15Z'),
    ...plinth(p),
    path('M-11 -8V-21H-6.3V-17H-2.2V-21H2.2V-17H6.3V-21H11V-8Z'),
    rect(-11.5, -9.5, 23, 4.5, { rx: 1.5 }),
    path('M-7.5 3H7.5', detail(p)),
  ],
  // The bishop (Chakart): a mitre with its slit and a ball on top.
  bishop: (p) =>
    onColumn(p, [
      path('M-8.5 -8.5C-12 -14 -6 -19.5 0 -22C6 -19.5 12 -14 8.5 -8.5Z'),
      circle(0, -23, 2.5),
      path('M-1.5 -11.5L4.5 -17.5', { fill: 'none', stroke: p.detail, 'stroke-width': 2.2, 'stroke-linecap': 'round' }),
    ]),
  // The knight (Chakart): a horse's head and neck, facing left.
  knight: (p) => [
    ...plinth(p),
    path('M-11 15C-11 8.5 -6.5 4 -4 -1C-7 -1.5 -11.5 0 -14.5 -2.5C-17 -4.5 -16.5 -9 -13.5 -10.5L-5.5 -17L-3.5 -24L1 -18.5C9 -17.5 14.5 -9.5 13.5 0C12.8 6 12.5 11 13.5 15Z'),
    circle(-6, -11.5, 1.7, { fill: p.detail, stroke: 'none' }),
    circle(-13, -5.2, 1.1, { fill: p.detail, stroke: 'none' }),
    path('M3 -16C9 -13.5 11.5 -6 10.2 3', detail(p)),
  ],
  // Shakti's warrior: a helmeted figure behind a round shield, a spear at his side.
  warrior: (p) => [
    path('M10.3 -15V14', { fill: 'none', stroke: p.line, 'stroke-width': 4.6, 'stroke-linecap': 'round' }),
    path('M10.3 -15V14', { fill: 'none', stroke: p.fill, 'stroke-width': 1.4, 'stroke-linecap': 'round' }),
    path('M10.3 -26L13.6 -19L10.3 -15L7 -19Z'),
    path('M-10 15C-9.5 8 -6 3 -5 -2H5C6 3 9.5 8 10 15Z'),
    ...plinth(p, 15),
    path('M-6.5 -8C-7.5 -20 6.5 -20 6.5 -8Z'),
    path('M-1.5 -16.5V-22.5H1.5V-16.5Z'),
    rect(-8.5, -9.5, 17, 4, { rx: 2 }),
    circle(-3.5, 4.5, 9.5),
    circle(-3.5, 4.5, 6, detail(p)),
    circle(-3.5, 4.5, 2, { fill: p.detail, stroke: 'none' }),
  ],
};

/**
 * One figure of the set centred on (cx, cy), in its side's paint (or `paint`); `faded` makes
 * the fill see-through (Chakart's invisible queen). Classes and test hooks are the caller's.
 */
export function figureGlyph(figure: FigureName, colour: GlyphColour, cx: number, cy: number, options: { paint?: Paint; faded?: boolean } = {}): SvgNode {
  const p = options.paint ?? PAINT[colour];
  return el(
    'g',
    { transform: `translate(${cx} ${cy})`, fill: p.fill, 'fill-opacity': options.faded ? 0.4 : undefined, stroke: p.line, 'stroke-width': OUTLINE, 'stroke-linejoin': 'round' },
    FIGURES[figure](p),
  );
}

// ---- Chakra and Medea: the chakras ---------------------------------------------------------

/**
 * A chakra: a marker under the square in the owner's colour. Knight face = circle outline,
 * king face = square outline (ruling C2); a Medea chakra has no face (D6) and is drawn as a
 * circle. Two strokes so it reads on light and dark squares.
 */
export function chakraGlyph(owner: GlyphColour, face: 'knight' | 'king' | undefined, cx: number, cy: number): SvgNode[] {
  const white = owner === 'white';
  const shape = (stroke: string, width: number): SvgNode =>
    face !== 'king'
      ? circle(cx, cy, 24, { fill: 'none', stroke, 'stroke-width': width })
      : rect(cx - 23, cy - 23, 46, 46, { rx: 3, fill: 'none', stroke, 'stroke-width': width });
  return [shape(white ? '#1c1c1c' : '#f4f4f4', 7.5), shape(white ? '#ffffff' : '#1c1c1c', 4.5)];
}

// ---- Shakti: tiles, holes, the removal cross -------------------------------------------------

/** The colour under the tiles: what a hole shows (the "atlantis effect" leaves open water). */
export const SHAKTI_WATER = '#2c4a5a';
export const SHAKTI_TILE = { inset: 3, radius: 5 } as const;

/**
 * A tile: a raised square (a drop shadow, a light top-left bevel and a dark bottom-right
 * edge), in two close shades so the cells are easy to count. `x`, `y`: the cell's corner.
 */
export function tileGlyph(x: number, y: number, shade: 0 | 1): SvgNode[] {
  const i = SHAKTI_TILE.inset;
  const s = SQUARE - 2 * i;
  return [
    rect(x + i + 2, y + i + 3, s, s, { rx: 5, fill: '#0d1a21', 'fill-opacity': 0.55 }),
    rect(x + i, y + i, s, s, { rx: 5, fill: shade === 0 ? '#ecd7a9' : '#e0c48e' }),
    path(`M${x + i + 1.5} ${y + i + s - 5}V${y + i + 5}q0 -3.5 3.5 -3.5H${x + i + s - 5}`, { fill: 'none', stroke: '#fff6e0', 'stroke-width': 2.5, 'stroke-linecap': 'round' }),
    path(`M${x + i + s - 1.5} ${y + i + 5}V${y + i + s - 5}q0 3.5 -3.5 3.5H${x + i + 5}`, { fill: 'none', stroke: '#a8864c', 'stroke-width': 2.5, 'stroke-linecap': 'round' }),
  ];
}

/** A hole: no tile, only a faint dashed outline where a tile could be. */
export function holeGlyph(x: number, y: number): SvgNode {
  const i = SHAKTI_TILE.inset + 4;
  return rect(x + i, y + i, SQUARE - 2 * i, SQUARE - 2 * i, {
    rx: 4,
    fill: 'none',
    stroke: '#9fb8c6',
    'stroke-opacity': 0.45,
    'stroke-width': 1.5,
    'stroke-dasharray': '4 4',
  });
}

/** The red cross on a tile that a warrior's jump would remove. */
export function removalCross(x: number, y: number): SvgNode[] {
  const a = 13;
  const b = SQUARE - 13;
  const d = `M${x + a} ${y + a}L${x + b} ${y + b}M${x + b} ${y + a}L${x + a} ${y + b}`;
  return [path(d, { stroke: '#ffffff', 'stroke-width': 8 }), path(d, { stroke: '#c0261c', 'stroke-width': 4.5 })];
}

// ---- Medea: draughtsmen, the board's colours, the captured mark ----------------------------

/** Medea's board, a shade apart from chess's; its legend's cells are the light squares. */
export const MEDEA_SQUARES = { dark: '#a97d5d', light: '#eedcbf' } as const;

/** One draughtsman seen a little from above: a short cylinder, a groove round its top face. */
function draughtsman(y: number, p: Paint): SvgNode[] {
  const rx = 19;
  const ry = 8.5;
  const h = 7.5;
  return [
    path(`M${-rx} ${y}V${y + h}A${rx} ${ry} 0 0 0 ${rx} ${y + h}V${y}Z`),
    path(`M${-rx + 1.2} ${y + h / 2 + 0.5}A${rx - 1.2} ${ry} 0 0 0 ${rx - 1.2} ${y + h / 2 + 0.5}`, detail(p)),
    el('ellipse', { cx: 0, cy: y, rx, ry }),
    el('ellipse', { ...detail(p), cx: 0, cy: y, rx: rx - 6, ry: ry - 2.6 }),
  ];
}

/**
 * A Medea piece: a draughtsman (a short cylinder with a groove). A king is two men stacked,
 * the top one crowned, as kings are on a draughts board (D3).
 */
export function medeaPieceGlyph(colour: GlyphColour, type: 'man' | 'king', cx: number, cy: number): SvgNode {
  const p = PAINT[colour];
  const shapes =
    type === 'man'
      ? draughtsman(-4, p)
      : [...draughtsman(5.5, p), ...draughtsman(-7.5, p), path('M-8.5 -4.5L-10.5 -16.5L-4.5 -11L0 -20L4.5 -11L10.5 -16.5L8.5 -4.5Z', { fill: '#e0b12a' })];
  return el('g', { transform: `translate(${cx} ${cy})`, fill: p.fill, stroke: p.line, 'stroke-width': OUTLINE, 'stroke-linejoin': 'round' }, shapes);
}

/** The mark on a piece that a capture takes (or has jumped, while the capture is being entered). */
export function capturedMark(cx: number, cy: number, taken = false): SvgNode[] {
  const a = 10;
  const d = `M${cx - a} ${cy - a}L${cx + a} ${cy + a}M${cx + a} ${cy - a}L${cx - a} ${cy + a}`;
  return [
    circle(cx, cy, 23, { stroke: '#c0261c', 'stroke-width': taken ? 4 : 2.5, 'stroke-dasharray': taken ? undefined : '5 3' }),
    path(d, { stroke: '#ffffff', 'stroke-width': 7 }),
    path(d, { stroke: '#c0261c', 'stroke-width': 4 }),
  ];
}

// ---- Chakart: pieces invisible or immobilized, objects, the marker --------------------------

export type ChakartGlyphKind = 'king' | 'queen' | 'rook' | 'bishop' | 'knight' | 'pawn';
export type ChakartGlyphObject = 'mushroom' | 'egg' | 'banana' | 'bomb';
export const CHAKART_OBJECTS: readonly ChakartGlyphObject[] = ['mushroom', 'egg', 'banana', 'bomb'];

/** The invisible queen's paint: her side's fill (drawn see-through) with a violet outline. */
const GHOST: Readonly<Record<GlyphColour, Paint>> = {
  white: { ...PAINT.white, line: '#6d28d9', detail: '#4c1d95' },
  black: { ...PAINT.black, line: '#6d28d9', detail: '#ddd6fe' },
};

/**
 * A Chakart piece: its figure; when invisible (K4) see-through with a violet outline inside a
 * dashed violet ring; when immobilized (Bowser, K6) in a ringed light-green halo.
 */
export function chakartPieceGlyph(colour: GlyphColour, kind: ChakartGlyphKind, cx: number, cy: number, options: { invisible?: boolean; immobilized?: boolean } = {}): SvgNode[] {
  const halo = options.immobilized
    ? [
        circle(cx, cy, 27, { fill: '#a6f0a0', 'fill-opacity': 0.85, stroke: '#1f7a35', 'stroke-width': 2.5 }),
        circle(cx, cy, 23.5, { fill: 'none', stroke: '#1f7a35', 'stroke-width': 1.5, 'stroke-dasharray': '2 3' }),
      ]
    : [];
  const piece = options.invisible
    ? [circle(cx, cy, 27, { fill: 'none', stroke: '#6d28d9', 'stroke-width': 2.5, 'stroke-dasharray': '5 3.5' }), figureGlyph(kind, colour, cx, cy, { paint: GHOST[colour], faded: true })]
    : [figureGlyph(kind, colour, cx, cy)];
  return [...halo, ...piece];
}

const OBJECT_SHAPES: Readonly<Record<ChakartGlyphObject, (cx: number, cy: number) => SvgNode[]>> = {
  // A mushroom (the pawn's turbo): a red spotted cap on a pale stem.
  mushroom: (cx, cy) => [
    path(`M${cx - 7} ${cy + 2}h14l2 14h-18z`, { fill: '#f6ead2', stroke: '#4a2c12', 'stroke-width': 1.8, 'stroke-linejoin': 'round' }),
    path(`M${cx - 19} ${cy + 3}a19 17 0 0 1 38 0z`, { fill: '#d7261e', stroke: '#4a2c12', 'stroke-width': 1.8, 'stroke-linejoin': 'round' }),
    circle(cx - 9, cy - 5, 3.6, { fill: '#ffffff' }),
    circle(cx + 2, cy - 10, 3.2, { fill: '#ffffff' }),
    circle(cx + 11, cy - 3, 3, { fill: '#ffffff' }),
  ],
  // An egg (left by the knight): an upright white oval with green spots.
  egg: (cx, cy) => [
    path(`M${cx} ${cy - 19}c10 0 15 13 15 22c0 9 -7 15 -15 15s-15 -6 -15 -15c0 -9 5 -22 15 -22z`, { fill: '#fbfbf2', stroke: '#1f4d2b', 'stroke-width': 1.8 }),
    circle(cx - 6, cy - 4, 4, { fill: '#2f9e44' }),
    circle(cx + 6, cy + 7, 4.5, { fill: '#2f9e44' }),
    circle(cx + 5, cy - 11, 2.6, { fill: '#2f9e44' }),
  ],
  // A banana (laid by the rook): a yellow crescent with brown tips.
  banana: (cx, cy) => [
    path(`M${cx - 16} ${cy - 10}c-2 16 12 28 32 20c-14 0 -24 -8 -27 -22z`, { fill: '#f7d417', stroke: '#6b4f00', 'stroke-width': 1.8, 'stroke-linejoin': 'round' }),
    path(`M${cx - 18} ${cy - 13}l4 4`, { stroke: '#5a3b12', 'stroke-width': 3.5, 'stroke-linecap': 'round' }),
    path(`M${cx + 15} ${cy + 10}l3 0`, { stroke: '#5a3b12', 'stroke-width': 3.5, 'stroke-linecap': 'round' }),
  ],
  // A bomb (laid by the bishop): a black ball with a burning fuse.
  bomb: (cx, cy) => [
    circle(cx - 2, cy + 4, 14, { fill: '#202020', stroke: '#e8e8e8', 'stroke-width': 1.5 }),
    rect(cx + 5, cy - 12, 8, 7, { rx: 1.5, transform: `rotate(40 ${cx + 9} ${cy - 8.5})`, fill: '#555555' }),
    path(`M${cx + 11} ${cy - 12}q3 -6 8 -5`, { fill: 'none', stroke: '#8a6a3a', 'stroke-width': 2 }),
    path(`M${cx + 19} ${cy - 22}l1.5 4.5l4.5 -1.5l-3 3.5l3.5 2.5l-4.5 0.5l0 4.5l-2.5 -4l-3.5 2.5l1.5 -4.5l-4 -1.5l4.5 -1z`, { fill: '#ff9d00', stroke: '#c2410c', 'stroke-width': 0.8 }),
    circle(cx - 7, cy - 1, 3, { fill: '#ffffff', 'fill-opacity': 0.55 }),
  ],
};

/** One of Chakart's four objects (K3), drawn as what it is: shapes, not letters, so they read at 32 px. */
export const objectGlyph = (object: ChakartGlyphObject, cx: number, cy: number): SvgNode[] => OBJECT_SHAPES[object](cx, cy);

/** A marker: where an invisible queen left from (K4), in that queen's colour: a question mark in a dashed ring. */
export function markerGlyph(colour: GlyphColour, cx: number, cy: number): SvgNode[] {
  const white = colour === 'white';
  return [
    circle(cx, cy, 16, { fill: white ? '#ffffff' : '#1c1c1c', 'fill-opacity': 0.8, stroke: '#6d28d9', 'stroke-width': 2.5, 'stroke-dasharray': '4 3' }),
    {
      tag: 'text',
      attrs: {
        x: cx,
        y: cy + 1,
        'text-anchor': 'middle',
        'dominant-baseline': 'central',
        'font-family': 'system-ui, sans-serif',
        'font-weight': '800',
        'font-size': 21,
        fill: white ? '#4c1d95' : '#ddd6fe',
      },
      text: '?',
    },
  ];
}

// ---- As text -----------------------------------------------------------------------------------

/** A number as SVG text: at most `digits` decimals, no trailing zeros, no `-0`. */
export function svgNumber(value: number, digits = 2): string {
  const scale = 10 ** digits;
  const rounded = Math.round(value * scale) / scale;
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

/** Every number in an attribute's text (a path, a transform) rounded to `digits` decimals. */
export const roundNumbers = (text: string, digits = 2): string => text.replace(/-?\d*\.\d+/g, (n) => svgNumber(Number(n), digits));

const escapeText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Nodes as SVG text, each number rounded to at most `digits` decimals (2: exact enough for a
 * board, and no `21.599999999999998`); attributes left `undefined` are left out.
 */
export function svgText(nodes: SvgNode | readonly SvgNode[], digits = 2): string {
  const list: readonly SvgNode[] = Array.isArray(nodes) ? nodes : [nodes as SvgNode];
  return list
    .map((node) => {
      const attrs = Object.entries(node.attrs)
        .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
        .map(([name, value]) => ` ${name}="${typeof value === 'number' ? svgNumber(value, digits) : escapeText(roundNumbers(value, digits))}"`)
        .join('');
      const inner = node.text !== undefined ? escapeText(node.text) : node.children !== undefined ? svgText(node.children, digits) : undefined;
      return inner === undefined || inner === '' ? `<${node.tag}${attrs}/>` : `<${node.tag}${attrs}>${inner}</${node.tag}>`;
    })
    .join('');
}
