// The vocabulary both games share: what a step that reads the same for Chakra and Shakti
// ("White plays …", "the legal moves are …", "the position is …") asks of the scenario's
// game, and the helpers those steps use to compare and explain.

export type Colour = 'white' | 'black';
export type Ending = { result: 'white' | 'black' | 'draw'; reason: string };
export type MoveOwner = 'piece' | 'chakra';

export const COLOURS: Record<string, Colour> = { White: 'white', Black: 'black' };
export const colourName = (c: Colour): string => (c === 'white' ? 'White' : 'Black');

/** One game's answers to the shared steps. Every method reads the position now. */
export interface GameTable {
  /** The game's name as a scenario writes it: `Chakra`, `Shakti`. */
  readonly title: string;
  /** The position now, in the game's position string. */
  positionText(): string;
  /** The settings in force, for messages: `current`, `warriorJump: seen`. */
  settings(): string;
  turn(): Colour;
  /** The canonical texts of the legal moves of the side to move. */
  legalTexts(): string[];
  /** The legal moves of what stands on a square (a piece, or Chakra's chakra). */
  movesOf(owner: MoveOwner, at: string): string[];
  /** The shape every move text of the game has (a scenario's typo fails loudly). */
  readonly moveShape: RegExp;
  isCheck(): boolean;
  /** The game's end: the machine's result once it runs, else the position's outcome. */
  ending(): Ending | undefined;
  /** Plays one legal move, given by its text, for `player`; throws with the legal list if not legal. */
  play(player: Colour, text: string): void;
  resign(player: Colour): void;
  agreeDraw(): void;
  /** Asserts that the running game refuses `text` (a move legal in the position). */
  rejects(text: string): void;
  /** `white king`, `black warrior`, … or `nothing`. */
  pieceAt(at: string): string;
  /** Switches the repetition draw (G3) off; before the first move only. */
  repetitionOff(): void;
}

/** Space-separated move texts as a sorted list (order-free comparison). */
export function moveList(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .filter((t) => t.length > 0)
    .sort();
}

/** Throws, listing what is missing and extra, unless the two sets of texts are equal. */
export function compareSets(what: string, expected: string[], actual: string[]): void {
  const e = [...expected].sort();
  const a = [...actual].sort();
  const missing = e.filter((m) => !a.includes(m));
  const extra = a.filter((m) => !e.includes(m));
  if (missing.length === 0 && extra.length === 0 && e.length === a.length) return;
  throw new Error(
    `${what}\n  expected: ${e.join(' ') || '(none)'}\n  actual:   ${a.join(' ') || '(none)'}` +
      (missing.length ? `\n  missing:  ${missing.join(' ')}` : '') +
      (extra.length ? `\n  extra:    ${extra.join(' ')}` : ''),
  );
}

export const showEnding = (e: Ending | undefined): string => (e ? `${e.result} by ${e.reason}` : 'the game goes on');
