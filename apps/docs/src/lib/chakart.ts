// The one place where the docs touch the Chakart engine (its game definition, `chakart` in
// @rulebook/rules) and its text formats (@rulebook/notation). Components and pages import from
// here, never from the packages, so the browser island and the build-time pages run exactly the
// same code. An island imports Chakart's definition only, never the registry of every game.
import { chakart } from '@rulebook/rules';
import { chakart as chakartText } from '@rulebook/notation';
import { strictReader, valueOf } from './game-kit.ts';

export type ChakartPosition = chakart.ChakartPosition;
export type ChakartColour = chakart.Colour;
export type Cell = chakart.Cell;
export type Decision = chakart.Decision;
export type Outcome = chakart.Outcome;
export type Step = chakart.Step;
export type PieceKind = chakart.PieceKind;
export type ObjectKind = chakart.ObjectKind;
export type Square = chakart.Square;
export type ChakartGame = chakart.ChakartGame;
export type Randomness = chakart.Randomness;

export const squareName = (s: Square): string => chakart.squareName(s);
export const parseSquare = (text: string): Square | undefined => chakart.parseSquare(text);
export const cellAt = (pos: ChakartPosition, s: Square): Cell => chakart.cellAt(pos, s);

/** The notation letter of a piece (P R N B Q K, 004:131), as its disc shows it. */
export const pieceLetter = (kind: PieceKind): string => chakartText.PIECE_LETTERS[kind];

/** Reads a position string; throws an Error naming the problem (diagrams are build input). */
export const parsePosition: (text: string) => ChakartPosition = strictReader('Chakart position', chakartText.parsePosition);

export const formatPosition = (pos: ChakartPosition): string => chakartText.formatPosition(pos);
export const formatDecision = (pos: ChakartPosition, d: Decision): string => chakartText.formatMove(pos, d);
export const formatOutcome = (o: Outcome): string => chakartText.formatOutcome(o);

/** Reads decision text in a position (a scenario's `White plays "…"`); undefined if not legal. */
export const parseDecision = (pos: ChakartPosition, text: string): Decision | undefined => valueOf(chakartText.parseMove(pos, text));

/** Reads outcome text (`push:n`, `egg:waluigi`, …); throws on bad text (diagrams are build input). */
export const parseOutcome: (text: string) => Outcome = strictReader('Chakart outcome', chakartText.parseOutcome);

/** A decision's steps in words: "Pf3xe4: leaves a mushroom on f3; banana, pushed n to e5; …". */
export const describeSteps = (steps: readonly Step[]): string => chakartText.describeSteps(steps);

/**
 * The words of each step of a chain, said as in the whole sentence (`chakartText.describeSteps`
 * words a step with what follows it, e.g. a mushroom that does nothing): the decision first,
 * then one phrase per step.
 */
export function stepWords(steps: readonly Step[]): string[] {
  const all = chakartText.describeSteps(steps);
  if (steps.length <= 1) return [all];
  const cut = all.indexOf(': ');
  const parts = cut < 0 ? [] : [all.slice(0, cut), ...all.slice(cut + 2).split('; ')];
  return parts.length === steps.length ? parts : steps.map((step) => chakartText.describeSteps([step]));
}

/**
 * Chakart's rules for a board: the randomness and the seed (K1, G4) make only the start, so one
 * game value serves every position; a decision's outcomes come with it (see `play`).
 */
export const chakartRules: ChakartGame = chakart.chakartGame.create();

/** Resolves a decision with the given outcomes (replay) or drawn from a seeded game stream. */
export function play(pos: ChakartPosition, d: Decision, outcomes: readonly Outcome[] | { seed: number; drawn: number }) {
  // G4: a game's stream is its seed and the number of outcomes drawn so far.
  const source = 'seed' in outcomes ? chakart.SeededRandom.forPlay(outcomes.seed, outcomes.drawn).source() : outcomes;
  return chakartRules.play(pos, d, source);
}

/** K1: a start position drawn with the given randomness and seed. */
export const startPosition = (randomness: Randomness, seed: number): string => chakartText.formatPosition(chakart.chakartGame.create({ randomness, seed }).start());

/** K1 with randomness 0: the standard array, the position the scenarios' start step names. */
export const CHAKART_START_POSITION = startPosition(0, 0);

/**
 * The cells after each step of an effect chain, drawn from the steps alone (the engine gives
 * only the end position): frame 0 is the position before the decision, frame k the board after
 * step k. The last frame is the engine's end position itself.
 */
export function chainFrames(pos: ChakartPosition, steps: readonly Step[], end: ChakartPosition): Cell[][] {
  const cells: Cell[] = Array.from({ length: 64 }, (_, s) => cellAt(pos, s));
  const mover = pos.turn;
  const frames: Cell[][] = [cells.slice()];
  const pieceAt = (s: Square) => {
    const c = cells[s];
    return c && c.type === 'piece' ? c : undefined;
  };
  const moveCell = (from: Square, to: Square) => {
    cells[to] = cells[from];
    cells[from] = null;
  };
  for (const step of steps) {
    switch (step.step) {
      case 'move':
        // K4: the invisible queen leaves her marker on the square she left.
        if (step.invisible) {
          const q = pieceAt(step.from);
          cells[step.to] = q ? { ...q, invisible: true } : cells[step.from];
          cells[step.from] = { type: 'marker', colour: mover };
        } else moveCell(step.from, step.to);
        break;
      case 'mushroom': // K5
      case 'push': // K5
      case 'koopa': // K6
        moveCell(step.from, step.to);
        break;
      case 'leave': // K4: a pawn's mushroom, a knight's egg
      case 'lay': // K4: a rook's banana, a bishop's bomb
        cells[step.square] = { type: 'object', object: step.object };
        break;
      case 'promote': { // K7
        const p = pieceAt(step.square);
        if (p) cells[step.square] = { ...p, kind: step.piece };
        break;
      }
      case 'chomp': // K6
        cells[step.square] = null;
        break;
      case 'shell': // K4: the shell removes what it hits; the king stays
        cells[step.to] = null;
        break;
      case 'bowser': { // K6
        const p = pieceAt(step.square);
        if (p) cells[step.square] = { ...p, immobilized: true };
        break;
      }
      case 'freed': { // K6: free again at the end of its owner's next turn
        const p = pieceAt(step.square);
        if (p) cells[step.square] = { type: 'piece', colour: p.colour, kind: p.kind, ...(p.invisible ? { invisible: true as const } : {}) };
        break;
      }
      case 'revealed': { // K10: seen again with the opponent's first decision
        const p = pieceAt(step.square);
        if (p) cells[step.square] = { type: 'piece', colour: p.colour, kind: p.kind, ...(p.immobilized ? { immobilized: true as const } : {}) };
        break;
      }
      case 'colour': { // K6: Luigi, Waluigi
        const p = pieceAt(step.square);
        if (p) cells[step.square] = { ...p, colour: step.to };
        break;
      }
      case 'swap': { // K6: King Boo
        const t = cells[step.a];
        cells[step.a] = cells[step.b];
        cells[step.b] = t;
        break;
      }
      case 'drop': // K6: Toadette
        cells[step.to] = { type: 'piece', colour: mover, kind: step.piece };
        break;
      default:
        // egg, toadette, pass: words only, the board does not change.
        break;
    }
    frames.push(cells.slice());
  }
  frames[frames.length - 1] = Array.from({ length: 64 }, (_, s) => cellAt(end, s));
  return frames;
}

/** The status line and the end in the games' one voice (the CLI and the record say the same). */
export const statusLine = (pos: ChakartPosition, check = false): string => chakartText.statusLine(pos, check);
export const endingWords = (end: { readonly result: 'white' | 'black' | 'draw'; readonly reason: string }): string => chakartText.endingWords(end);
