// The piece set page: every glyph of every game at 32 px and at 64 px, with its name, each
// shown in both colours on a light and a dark square (or, for Shakti, on a tile). Rendered
// statically (no island): the same components the boards draw with, nothing redrawn here.
import type { ComponentChildren } from 'preact';
import { games, type GameName } from '@rulebook/rules';
import type { Colour, PieceType } from '../lib/chakra.ts';
import type { ObjectKind, PieceKind } from '../lib/chakart.ts';
import { ChakartPieceGlyph, InvisibleMark, MarkerGlyph, ObjectGlyph, ShellMark } from './ChakartGlyphs.tsx';
import { CapturedMark, MEDEA_SQUARES, MedeaPieceGlyph } from './MedeaGlyphs.tsx';
import { HoleGlyph, RemovalCross, SHAKTI_WATER, ShaktiPieceGlyph, TileGlyph } from './ShaktiGlyphs.tsx';
import { ChakraGlyph, PIECE_NAMES, PieceGlyph } from './ChakraGlyphs.tsx';
import { CHESS_SQUARES, HighlightMark, SQ } from './grid.tsx';

const C = SQ / 2;

/** What a cell of the set stands on. */
type Ground = 'light' | 'dark' | 'tile' | 'water';

function Cell({ size, ground, squares = CHESS_SQUARES, children }: { size: number; ground: Ground; squares?: { light: string; dark: string }; children: ComponentChildren }) {
  return (
    <svg viewBox={`0 0 ${SQ} ${SQ}`} width={size} height={size} aria-hidden="true" class={`rb-set-cell rb-set-${ground}`}>
      {ground === 'tile' || ground === 'water' ? (
        <>
          <rect width={SQ} height={SQ} fill={SHAKTI_WATER} />
          {ground === 'tile' && <TileGlyph x={0} y={0} shade={0} />}
        </>
      ) : (
        <rect width={SQ} height={SQ} fill={squares[ground]} />
      )}
      {children}
    </svg>
  );
}

/**
 * One glyph of the set: its name, then at 32 px and at 64 px. `draw` draws it for a colour;
 * a glyph without colours (an object, a mark) passes `colours={[undefined]}`.
 */
function Entry({
  name,
  note,
  draw,
  colours = ['white', 'black'],
  grounds = ['light', 'dark'],
  squares,
}: {
  name: string;
  note?: string;
  draw: (colour: Colour) => ComponentChildren;
  colours?: Colour[];
  grounds?: Ground[];
  squares?: { light: string; dark: string };
}) {
  const pairs = colours.flatMap((colour) => grounds.map((ground) => ({ colour, ground })));
  return (
    <li class="rb-set-entry">
      <span class="rb-set-name">{name}</span>
      {note && <span class="rb-set-note">{note}</span>}
      {[32, 64].map((size) => (
        <span class={`rb-set-row rb-set-${size}`} key={size} data-size={size}>
          {pairs.map(({ colour, ground }) => (
            <Cell key={`${colour}-${ground}`} size={size} ground={ground} squares={squares}>
              {draw(colour)}
            </Cell>
          ))}
        </span>
      ))}
    </li>
  );
}

/** One game's glyphs: a list, under its own heading unless the page gives one (`bare`). */
function Section({ id, title, bare, children }: { id: SetPart; title: string; bare: boolean; children: ComponentChildren }) {
  if (bare) return <ul class="rb-set" aria-label={title}>{children}</ul>;
  return (
    <section class="rb-set-game" aria-labelledby={`set-${id}`}>
      <h2 id={`set-${id}`}>{title}</h2>
      <ul class="rb-set">{children}</ul>
    </section>
  );
}

/** A part of the set: a game's glyphs (one for every game of the registry), or the marks. */
export type SetPart = GameName | 'marks';

const CHAKRA_PIECES: PieceType[] = ['king', 'queen', 'samurai', 'monk', 'monkey', 'courtesan', 'pawn'];
const CHAKRA_NOTES: Record<PieceType, string> = {
  king: 'a cross',
  queen: 'a crown of three spikes',
  samurai: 'a horned helmet',
  monk: 'a hooded figure',
  monkey: "a monkey's head",
  courtesan: 'an open fan',
  pawn: 'a ball',
};
const CHAKART_PIECES: PieceKind[] = ['king', 'queen', 'rook', 'bishop', 'knight', 'pawn'];
/** A Chakart piece's name, its kind capitalised: `Knight`. */
const chakartName = (kind: PieceKind): string => kind[0].toUpperCase() + kind.slice(1);
const CHAKART_NOTES: Record<PieceKind, string> = {
  king: 'a cross',
  queen: 'a crown',
  rook: 'a tower',
  bishop: 'a mitre',
  knight: "a horse's head",
  pawn: 'a ball',
};
const OBJECTS: { object: ObjectKind; name: string; note: string }[] = [
  { object: 'mushroom', name: 'Mushroom', note: 'left by a pawn' },
  { object: 'egg', name: 'Egg', note: 'left by a knight' },
  { object: 'banana', name: 'Banana', note: 'laid by a rook' },
  { object: 'bomb', name: 'Bomb', note: 'laid by a bishop' },
];
const MEDEA = { light: MEDEA_SQUARES.light, dark: MEDEA_SQUARES.dark };
const ONE: Colour[] = ['white'];

/** The glyphs of each part of the set, with its heading. */
const PARTS: Record<SetPart, { title: string; entries: () => ComponentChildren }> = {
  chakra: {
    title: games.chakra.title,
    entries: () => (
      <>
        {CHAKRA_PIECES.map((type) => (
          <Entry key={type} name={PIECE_NAMES[type]} note={CHAKRA_NOTES[type]} draw={(colour) => <PieceGlyph colour={colour} type={type} cx={C} cy={C} />} />
        ))}
        {/* C2: a chakra's face is knight (circle) or king (square). */}
        <Entry name="Chakra, knight face" note="a circle under the square" draw={(colour) => <ChakraGlyph chakra={{ owner: colour, face: 'knight' }} cx={C} cy={C} />} />
        <Entry name="Chakra, king face" note="a square under the square" draw={(colour) => <ChakraGlyph chakra={{ owner: colour, face: 'king' }} cx={C} cy={C} />} />
        <Entry
          name="A Monk on its own chakra"
          note="the chakra's edge shows round the piece"
          draw={(colour) => (
            <>
              <ChakraGlyph chakra={{ owner: colour, face: 'knight' }} cx={C} cy={C} />
              <PieceGlyph colour={colour} type="monk" cx={C} cy={C} />
            </>
          )}
        />
      </>
    ),
  },
  shakti: {
    title: games.shakti.title,
    entries: () => (
      <>
        <Entry name="King" note="a cross, as in Chakra" grounds={['tile']} draw={(colour) => <ShaktiPieceGlyph colour={colour} type="king" cx={C} cy={C} />} />
        <Entry name="Warrior" note="shield and spear" grounds={['tile']} draw={(colour) => <ShaktiPieceGlyph colour={colour} type="warrior" cx={C} cy={C} />} />
        <Entry name="Tile" note="raised; pieces stand only on tiles" colours={ONE} grounds={['water']} draw={() => <TileGlyph x={0} y={0} shade={0} />} />
        <Entry name="Hole" note="no tile: open water" colours={ONE} grounds={['water']} draw={() => <HoleGlyph x={0} y={0} />} />
        <Entry name="Tile a jump removes" note="a red cross" colours={ONE} grounds={['tile']} draw={() => <RemovalCross x={0} y={0} />} />
      </>
    ),
  },
  medea: {
    title: games.medea.title,
    entries: () => (
      <>
        <Entry name="Man" note="a draughtsman" squares={MEDEA} draw={(colour) => <MedeaPieceGlyph colour={colour} type="man" cx={C} cy={C} />} />
        <Entry name="King" note="two men stacked, crowned" squares={MEDEA} draw={(colour) => <MedeaPieceGlyph colour={colour} type="king" cx={C} cy={C} />} />
        {/* D6: Medea's chakras have no face. */}
        <Entry name="Chakra" note="no face: a ring" squares={MEDEA} draw={(colour) => <ChakraGlyph chakra={{ owner: colour }} cx={C} cy={C} />} />
        <Entry
          name="A piece the capture takes"
          note="dashed ring; solid once jumped"
          squares={MEDEA}
          draw={(colour) => (
            <>
              <MedeaPieceGlyph colour={colour} type="man" cx={C} cy={C} />
              <CapturedMark cx={C} cy={C} />
            </>
          )}
        />
      </>
    ),
  },
  chakart: {
    title: games.chakart.title,
    entries: () => (
      <>
        {CHAKART_PIECES.map((kind) => (
          <Entry key={kind} name={chakartName(kind)} note={CHAKART_NOTES[kind]} draw={(colour) => <ChakartPieceGlyph colour={colour} kind={kind} cx={C} cy={C} />} />
        ))}
        {/* K4: the invisible queen and the marker she leaves; K6: Bowser immobilizes a piece. */}
        <Entry name="Invisible queen" note="see-through, in a dashed ring" draw={(colour) => <ChakartPieceGlyph colour={colour} kind="queen" cx={C} cy={C} invisible />} />
        <Entry name="Marker" note="where an invisible queen stood" draw={(colour) => <MarkerGlyph colour={colour} cx={C} cy={C} />} />
        <Entry name="Immobilized piece" note="a ringed halo: misses its next turn" draw={(colour) => <ChakartPieceGlyph colour={colour} kind="knight" cx={C} cy={C} immobilized />} />
        {/* K3: the four objects. */}
        {OBJECTS.map(({ object, name, note }) => (
          <Entry key={object} name={name} note={note} colours={ONE} draw={() => <ObjectGlyph object={object} cx={C} cy={C} />} />
        ))}
      </>
    ),
  },
  marks: {
    title: 'Marks (every game)',
    entries: () => (
      <>
        <Entry name="Legal move" note="a dot" colours={ONE} draw={() => <HighlightMark highlight="move" x={0} y={0} />} />
        <Entry name="Capture" note="red corners" colours={ONE} draw={() => <HighlightMark highlight="capture" x={0} y={0} />} />
        <Entry name="Pass through the Transmitter" note="a dashed ring" colours={ONE} draw={() => <HighlightMark highlight="pass" x={0} y={0} />} />
        {/* Drawn as GridCell (grid.tsx) draws the squares of the last move. */}
        <Entry
          name="Last move"
          note="a tint in a dotted frame"
          colours={ONE}
          draw={() => (
            <>
              <rect width={SQ} height={SQ} fill="#9bc700" fill-opacity={0.45} />
              <rect x={1.5} y={1.5} width={SQ - 3} height={SQ - 3} fill="none" stroke="#3d5a00" stroke-width={2} stroke-dasharray="3 3" />
            </>
          )}
        />
        <Entry name="Shell hits here" note="Chakart: a target" colours={ONE} draw={() => <ShellMark cx={C} cy={C} />} />
        <Entry name="Invisible move ends here" note="Chakart: a dashed ring" colours={ONE} draw={() => <InvisibleMark cx={C} cy={C} />} />
      </>
    ),
  },
};

/**
 * The whole set under its own headings, or one part of it (`part`: a game's glyphs, or the
 * marks) under a heading the page gives.
 */
export default function PieceSet({ part }: { part?: SetPart }) {
  const parts = part ? [part] : (Object.keys(PARTS) as SetPart[]);
  return (
    <div class="not-content rb-piece-set">
      {parts.map((id) => (
        <Section key={id} id={id} title={PARTS[id].title} bare={part !== undefined}>
          {PARTS[id].entries()}
        </Section>
      ))}
    </div>
  );
}
