// An exhaustive solver for the puzzle suites: can the side to move force a win within n of its
// own turns? It reads only the public game contract (`legalMoves`, `play`, `outcome`) and, for
// Chakart's chance, `chakart.everyOutcome`; it imports nothing from the engine, so that the
// puzzles prove the engine right and not the engine itself.
//
// Plain AND/OR search: the attacker needs one decision that wins (an OR, left at the first
// winning one), the defender refutes with one decision that escapes (an AND, left at the first
// refutation). Random outcomes are AND branches too: a win must hold whatever is drawn (G4,
// K4-K6), as if the defender chose them. The only thing besides is move order (forcing moves
// first), which changes how soon a branch is left, never its answer.
//
// Repetition (G3) is left out, and cannot change an answer. It only ever makes a draw, so it
// can take a win away but never give one; and it takes none away from a set-up position (the
// suites' positions have no history). Where the side to move can win within n turns, let it
// play, from its second turn on, a decision that wins in the fewest turns left: along every
// line the turns still needed then fall strictly, so no position recurs after the first move
// and only the root may occur once more. No position occurs a third time, which is what G3
// draws. (This holds for any n; the suites' n <= 3 need nothing more. Chakart has no G3.)
import { chakart, type Game, type GameTypes } from '@rulebook/rules';

type Colour = GameTypes['position']['turn'];

/** The solver's answer: whether a win is forced, and every first decision that forces it. */
export interface Solution<Move> {
  readonly win: boolean;
  /** Every winning first decision, in the order `legalMoves` lists them. */
  readonly moves: readonly Move[];
}

export interface SolveOptions {
  /**
   * Give up (throw `BudgetExceeded`) after this many decisions played (each with all its
   * outcomes): the puzzle finder skips a position whose proof would be slow. An answer is
   * never guessed.
   */
  readonly maxNodes?: number;
}

/** The proof would have played more decisions than `maxNodes` allowed. */
export class BudgetExceeded extends Error {
  constructor(nodes: number) {
    super(`the proof needs more than ${nodes} decisions played`);
  }
}

type PositionOf<T extends GameTypes> = T['position'];

/** One search: the attacker (the side to move at the root), the game, the decisions played so far. */
class Search<T extends GameTypes> {
  nodes = 0;
  private readonly game: Game<T>;
  private readonly attacker: Colour;
  private readonly maxNodes: number;

  constructor(game: Game<T>, attacker: Colour, maxNodes: number) {
    this.game = game;
    this.attacker = attacker;
    this.maxNodes = maxNodes;
  }

  /**
   * Every position a decision can lead to: one for a game without chance, one per possible
   * sequence of random outcomes in Chakart (G4: every outcome a branch of its own).
   */
  successors(position: PositionOf<T>, move: T['move']): PositionOf<T>[] {
    this.nodes++;
    if (this.nodes > this.maxNodes) throw new BudgetExceeded(this.maxNodes);
    if (this.game.name === 'chakart') {
      return chakart.everyOutcome(position as chakart.ChakartPosition, move as chakart.Decision).map((branch) => branch.position as PositionOf<T>);
    }
    return [this.game.play(position, move).position];
  }

  /** The attacker's decisions in `position`, forcing ones first (see `forcing`). */
  ordered(position: PositionOf<T>, turns: number): { move: T['move']; next: PositionOf<T>[] }[] {
    const children = this.game.legalMoves(position).map((move) => ({ move, next: this.successors(position, move) }));
    if (turns < 2) return children;
    const rank = children.map((child) => this.forcing(child.next));
    const order = children.map((_, i) => i).sort((a, b) => rank[a] - rank[b] || a - b);
    return order.map((i) => children[i]);
  }

  /**
   * How much a decision leaves the defender: the game ended or the attacker still to decide
   * (Chakart's sub-phases) counts 0, else the defender's decisions summed over the outcomes.
   * Only an order: fewest replies first, which puts checks and captures of the last pieces early.
   */
  private forcing(next: readonly PositionOf<T>[]): number {
    let replies = 0;
    for (const q of next) {
      if (q.turn === this.attacker || this.game.outcome(q) !== undefined) continue;
      replies += this.game.legalMoves(q).length;
    }
    return replies;
  }

  /** The attacker to move in `position` (a new turn, or a later decision of the same turn) wins within `turns` turns. */
  attack(position: PositionOf<T>, turns: number): boolean {
    if (turns < 2) {
      // The last turn: no order to gain, each decision played only when it is reached.
      for (const move of this.game.legalMoves(position)) if (this.winsAll(this.successors(position, move), turns)) return true;
      return false;
    }
    for (const { next } of this.ordered(position, turns)) {
      if (this.winsAll(next, turns)) return true;
    }
    return false;
  }

  /** Every outcome of the attacker's decision wins within `turns` turns, counting the current one. */
  winsAll(next: readonly PositionOf<T>[], turns: number): boolean {
    for (const q of next) if (!this.afterAttacker(q, turns)) return false;
    return true;
  }

  private afterAttacker(q: PositionOf<T>, turns: number): boolean {
    // The same side still to decide: a Chakart turn goes on (a bonus move, a swap, a drop, a
    // promotion choice, K6, K7). It is still the same turn.
    if (q.turn === this.attacker) return this.attack(q, turns);
    const end = this.game.outcome(q);
    // The game's own ending: a win only if the attacker is the winner (a draw, a stalemate, a
    // Chakart exchange of last kings, is no win).
    if (end !== undefined) return end.result === this.attacker;
    return turns > 1 && this.defend(q, turns - 1);
  }

  /** The defender to move in `position`; the attacker wins within `turns` more turns whatever the defender does. */
  private defend(position: PositionOf<T>, turns: number): boolean {
    const moves = this.game.legalMoves(position);
    // The contract: a position with no ending always has a decision (a pass where a game has one).
    if (moves.length === 0) throw new Error(`${this.game.name}: no decision and no ending`);
    for (const move of moves) {
      for (const q of this.successors(position, move)) {
        if (!this.afterDefender(q, turns)) return false;
      }
    }
    return true;
  }

  private afterDefender(q: PositionOf<T>, turns: number): boolean {
    // The defender's Chakart turn goes on.
    if (q.turn !== this.attacker) return this.defend(q, turns);
    const end = this.game.outcome(q);
    // A turn that ends the game ends it for the defender too (a Chakart push onto its own king).
    if (end !== undefined) return end.result === this.attacker;
    return this.attack(q, turns);
  }
}

/**
 * Whether the side to move in `position` can force a win by the game's own rules within
 * `turns` of its own turns, against every defence and whatever the random outcomes; and every
 * first decision that does. A Chakart turn of several decisions (a bonus move, a swap, a drop,
 * a promotion choice) counts as one turn.
 */
export function winIn<T extends GameTypes>(
  game: Game<T>,
  position: PositionOf<T>,
  turns: number,
  options: SolveOptions = {},
): Solution<T['move']> & { /** Decisions played by the proof. */ readonly nodes: number } {
  const search = new Search(game, position.turn, options.maxNodes ?? Number.POSITIVE_INFINITY);
  const moves: T['move'][] = [];
  if (turns >= 1 && game.outcome(position) === undefined) {
    // Every first decision is tried whole: the answer lists them all.
    for (const { move, next } of search.ordered(position, 1)) if (search.winsAll(next, turns)) moves.push(move);
  }
  return { win: moves.length > 0, moves, nodes: search.nodes };
}
