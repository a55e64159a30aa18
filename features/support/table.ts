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
  /** G5: the player's clock runs out (the server records it). */
  timeout(player: Colour): void;
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

// ---------------------------------------------------------------- the game machine, for every game

type Event<M> = { type: 'move'; move: M } | { type: 'resign'; player: Colour } | { type: 'draw' } | { type: 'timeout'; player: Colour };

interface Snapshot<P> {
  readonly value: unknown;
  readonly context: { readonly position: P; readonly result?: Ending };
}

/** What a game's slot holds (see world.ts). */
interface Slot<P, S> {
  game: S | undefined;
  repetition: boolean;
  readonly position: P;
  ensureGame(): S;
}

/** A game's machine and move reading, for the steps that act on the machine. */
export interface MachineSpec<P extends { turn: Colour; board: readonly ({ colour: string; type: string } | null)[] }, M, S extends Snapshot<P>> {
  readonly slot: Slot<P, S>;
  readonly applyEvent: (snapshot: S, event: Event<M>) => S;
  readonly rejectionReason: (snapshot: S, event: Event<M>) => string | undefined;
  /** The game's own end of the given position (before the machine runs). */
  readonly outcome: (position: P) => Ending | undefined;
  /** The legal move `text` names for `player`; throws with the legal moves otherwise. */
  readonly readMove: (position: P, text: string, player: Colour) => M;
  /** The move `text` names, for a check that the running game refuses it. */
  readonly rejectable: (position: P, text: string) => M;
  readonly square: (at: string) => number;
}

/** The shared steps that read the game machine: the same for every game, given its spec. */
export function machineSteps<P extends { turn: Colour; board: readonly ({ colour: string; type: string } | null)[] }, M, S extends Snapshot<P>>(
  spec: MachineSpec<P, M, S>,
): Pick<GameTable, 'ending' | 'play' | 'resign' | 'agreeDraw' | 'timeout' | 'rejects' | 'pieceAt' | 'repetitionOff'> {
  const { slot } = spec;
  const apply = (event: Event<M>, what: string): void => {
    const game = slot.ensureGame();
    const next = spec.applyEvent(game, event);
    if (next === game) throw new Error(`The game rejected ${what}: ${spec.rejectionReason(game, event)}`);
    slot.game = next;
  };
  return {
    ending(): Ending | undefined {
      if (slot.game) {
        const result = slot.game.context.result;
        if (result && slot.game.value !== 'over') throw new Error(`The game has a result (${result.result} by ${result.reason}) but is still "${String(slot.game.value)}"`);
        if (!result && slot.game.value === 'over') throw new Error('The game is over but has no result');
        return result;
      }
      return spec.outcome(slot.position);
    },
    play(player: Colour, text: string): void {
      const game = slot.ensureGame();
      const position = game.context.position;
      if (game.value === 'over') throw new Error(`${colourName(player)} cannot play "${text}": the game is over`);
      if (game.value !== 'playing') throw new Error(`${colourName(player)} cannot play "${text}": a capture entered hop by hop is not complete`);
      if (position.turn !== player) throw new Error(`${colourName(player)} cannot play "${text}": it is ${colourName(position.turn)}'s turn`);
      apply({ type: 'move', move: spec.readMove(position, text, player) }, `"${text}"`);
    },
    resign: (player: Colour) => apply({ type: 'resign', player }, `${colourName(player)}'s resignation`),
    agreeDraw: () => apply({ type: 'draw' }, 'the agreed draw'),
    timeout: (player: Colour) => apply({ type: 'timeout', player }, `${colourName(player)}'s timeout`),
    rejects(text: string): void {
      const game = slot.ensureGame();
      const event: Event<M> = { type: 'move', move: spec.rejectable(game.context.position, text) };
      if (spec.applyEvent(game, event) !== game) throw new Error(`Expected the game to reject "${text}", but it was accepted`);
      if (!spec.rejectionReason(game, event)) throw new Error(`The game rejected "${text}" without a reason`);
    },
    pieceAt(at: string): string {
      const piece = slot.position.board[spec.square(at)];
      return piece ? `${piece.colour} ${piece.type}` : 'nothing';
    },
    repetitionOff(): void {
      if (slot.game) throw new Error('Choose the options before the first move');
      slot.repetition = false;
    },
  };
}

/** The legal move whose canonical text is `text`, or an error listing the legal moves. */
export function byText<M>(legal: readonly { move: M; text: string }[], text: string, player: Colour, where: string): M {
  const found = legal.find((m) => m.text === text);
  if (!found) {
    throw new Error(`"${text}" is not a legal move for ${colourName(player)} in ${where}\n  legal: ${legal.map((m) => m.text).sort().join(' ') || '(none)'}`);
  }
  return found.move;
}

/** For a refusal check: the legal move named `text` (a check about an illegal one means nothing). */
export function legalByText<M>(legal: readonly { move: M; text: string }[], text: string): M {
  const found = legal.find((m) => m.text === text);
  if (!found) throw new Error(`"${text}" must be a legal move of the position for this check to mean anything`);
  return found.move;
}
