// The piece set: one drawing style for every game. The drawings themselves are data in the
// notation (`@rulebook/notation/pieces-svg`: the figures, the chakras, the tiles, the objects),
// shared with the CLI's SVG boards; here they become Preact elements (`SvgNodes`), and each
// game's glyphs (ChakraGlyphs.tsx, ShaktiGlyphs.tsx, MedeaGlyphs.tsx, ChakartGlyphs.tsx) wrap
// them in their classes and test hooks. Also the words and letters the games share: a side's
// name and a piece letter's case in the position string.
import { h, type VNode } from 'preact';
import { figureGlyph, type FigureName, type Paint, type SvgNode } from '@rulebook/notation/pieces-svg';
import type { Colour } from '../lib/chakra.ts';

export { OUTLINE, PAINT, detail, type FigureName, type Paint } from '@rulebook/notation/pieces-svg';

/** The shared drawing data as Preact elements: each node's tag and attributes, as they are. */
export function SvgNodes({ nodes }: { nodes: SvgNode | readonly SvgNode[] }): VNode {
  const list: readonly SvgNode[] = Array.isArray(nodes) ? nodes : [nodes as SvgNode];
  return <>{list.map(toElement)}</>;
}

const toElement = (node: SvgNode): VNode<unknown> =>
  h(node.tag, node.attrs as Record<string, unknown>, node.text ?? (node.children === undefined ? null : node.children.map(toElement))) as VNode<unknown>;

/**
 * One figure of the set centred on (cx, cy), in its side's paint (or `paint`); `faded` makes
 * the fill see-through (Chakart's invisible queen). Classes and test hooks are the caller's.
 */
export function Figure(props: { figure: FigureName; colour: Colour; cx: number; cy: number; paint?: Paint; faded?: boolean }) {
  const { figure, colour, cx, cy, paint, faded = false } = props;
  return <SvgNodes nodes={figureGlyph(figure, colour, cx, cy, { ...(paint ? { paint } : {}), faded })} />;
}

// ---- What several games share --------------------------------------------------------

export function colourName(c: Colour): string {
  return c === 'white' ? 'White' : 'Black';
}

/** The position-string letter of a piece: White upper case, Black lower case. */
export const caseFor = (colour: Colour, letter: string) => (colour === 'white' ? letter.toUpperCase() : letter.toLowerCase());
