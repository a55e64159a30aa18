// Chakart as the players write it, for the steps: the home site's position string, the
// decision and outcome texts of @rulebook/notation over the rules of @rulebook/rules, and
// Chakart's answers to the steps every game shares (see table.ts). A decision is played with
// the random outcomes the scenario fixed for it (G4): the steps never draw.

import { chakart as chakartText } from '@rulebook/notation';
import { chakart, parseSquare } from '@rulebook/rules';
import { colourName, type Colour, type Ending, type GameTable, type MoveOwner } from './table.ts';
import { rulesOf, type ChakartSlot, type ChakartSnapshot } from './world.ts';

type ChakartPosition = chakart.ChakartPosition;
type Decision = chakart.Decision;
type Outcome = chakart.Outcome;
type GameEvent = chakart.GameEvent;

// ---------------------------------------------------------------- positions

export function readChakartPosition(text: string): ChakartPosition {
  const parsed = chakartText.parsePosition(text);
  if (!parsed.ok) {
    const { column, message } = parsed.error;
    throw new Error(`The Chakart position "${text}" does not parse${column === undefined ? '' : ` (column ${column})`}: ${message}`);
  }
  return parsed.value;
}

export const writeChakartPosition = (position: ChakartPosition): string => chakartText.formatPosition(position);

export function chakartSquare(text: string): number {
  const sq = parseSquare(text);
  if (sq === undefined) throw new Error(`"${text}" is not a square of the Chakart board (a1 … h8)`);
  return sq;
}

// ---------------------------------------------------------------- decisions

/** The decisions open to the side to move, each with its canonical text. */
export function chakartLegal(position: ChakartPosition): { decision: Decision; text: string }[] {
  return rulesOf('chakart').legalMoves(position).map((decision) => ({ decision, text: chakartText.formatMove(position, decision) }));
}

export const legalList = (position: ChakartPosition): string =>
  chakartLegal(position)
    .map((m) => m.text)
    .sort()
    .join(' ') || '(none)';

/**
 * The shape of a Chakart decision text (contract): piece move `Pe2-e4`, `Pf3xe4`, `Pe7-e8=Q`;
 * invisible queen move `Qd1~d5`; shell `Ke1^e7`; swap `c1<>e8`; drop `Q@e5`; promotion `=Q`;
 * `pass`.
 */
export const CHAKART_DECISION_TEXT =
  /^(?:[PRNBQK][a-h][1-8][-x][a-h][1-8](?:=[QRNBK])?|Q[a-h][1-8]~[a-h][1-8]|K[a-h][1-8]\^[a-h][1-8]|[a-h][1-8]<>[a-h][1-8]|[QRNBK]@[a-h][1-8]|=[QRNBK]|pass)$/;

/** The legal decision a text stands for; throws with the reader's reason and the legal list. */
export function readDecision(position: ChakartPosition, text: string, player: Colour): Decision {
  const exact = chakartLegal(position).find((m) => m.text === text);
  if (exact) return exact.decision;
  const parsed = chakartText.parseMove(position, text);
  if (parsed.ok && rulesOf('chakart').isLegal(position, parsed.value)) return parsed.value;
  const why = parsed.ok ? 'it is not legal here' : parsed.error.message;
  throw new Error(`"${text}" is not a legal decision for ${colourName(player)} in "${writeChakartPosition(position)}": ${why}\n  legal: ${legalList(position)}`);
}

/** The decision a text names, legal or not, for a check that the game refuses it. */
function rejectable(position: ChakartPosition, text: string): Decision {
  const parsed = chakartText.parseMove(position, text);
  if (parsed.ok) return parsed.value;
  const sq = (s: string): number => chakartSquare(s);
  const m = /^[PRNBQK]([a-h][1-8])[-x]([a-h][1-8])$/.exec(text);
  if (m) return { kind: 'move', from: sq(m[1]!), to: sq(m[2]!) };
  const shell = /^K([a-h][1-8])\^([a-h][1-8])$/.exec(text);
  if (shell) return { kind: 'shell', from: sq(shell[1]!), to: sq(shell[2]!) };
  const hidden = /^Q([a-h][1-8])~([a-h][1-8])$/.exec(text);
  if (hidden) return { kind: 'invisible', from: sq(hidden[1]!), to: sq(hidden[2]!) };
  const swap = /^([a-h][1-8])<>([a-h][1-8])$/.exec(text);
  if (swap) return { kind: 'swap', a: sq(swap[1]!), b: sq(swap[2]!) };
  const drop = /^[QRNBK]@([a-h][1-8])$/.exec(text);
  if (drop) return { kind: 'drop', to: sq(drop[1]!) };
  if (text === 'pass') return { kind: 'pass' };
  throw new Error(`"${text}" does not name a Chakart decision: ${parsed.error.message}`);
}

/** Where a decision starts, for "the legal moves of the piece on …". */
function decisionSquare(d: Decision): number | undefined {
  return d.kind === 'move' || d.kind === 'invisible' || d.kind === 'shell' ? d.from : undefined;
}

// ---------------------------------------------------------------- outcomes

/** Space-separated outcome texts (`push:n egg:daisy lay:g7`) as outcomes. */
export function readOutcomes(text: string): Outcome[] {
  return text
    .split(/[\s,]+/)
    .filter((t) => t.length > 0)
    .map((t) => {
      const parsed = chakartText.parseOutcome(t);
      if (!parsed.ok) throw new Error(`"${t}" is not a Chakart outcome: ${parsed.error.message}`);
      return parsed.value;
    });
}

export const outcomesText = (outcomes: readonly Outcome[]): string => outcomes.map((o) => chakartText.formatOutcome(o)).join(' ');

// ---------------------------------------------------------------- the game

/** The machine's phase: 'move', 'bonus', 'swap', 'drop', 'promote' or 'over'. */
export const machinePhase = (game: ChakartSnapshot): string => game.value;

function apply(slot: ChakartSlot, event: GameEvent, what: string): void {
  const game = slot.ensureGame();
  const next = slot.rules.applyEvent(game, event);
  if (next === game) {
    throw new Error(`The game rejected ${what} in "${writeChakartPosition(game.context.position)}": ${slot.rules.rejectionReason(game, event)}`);
  }
  slot.game = next;
}

/**
 * Plays one decision of `player` with the outcomes the scenario fixed for it: those given
 * here, else those of `Given the next outcomes are …` (used up), else none.
 */
export function playDecision(slot: ChakartSlot, player: Colour, text: string, outcomes?: readonly Outcome[]): void {
  const game = slot.ensureGame();
  const position = game.context.position;
  if (machinePhase(game) === 'over') throw new Error(`${colourName(player)} cannot play "${text}": the game is over`);
  if (position.turn !== player) throw new Error(`${colourName(player)} cannot play "${text}": it is ${colourName(position.turn)}'s turn`);
  const fixed = outcomes ?? slot.next ?? [];
  slot.next = undefined;
  const move = readDecision(position, text, player);
  const event: GameEvent = { type: 'move', move, outcomes: fixed };
  const next = slot.rules.applyEvent(game, event);
  if (next === game) {
    const reason = slot.rules.rejectionReason(game, event);
    throw new Error(
      `The game rejected "${text}"${fixed.length ? ` with the outcomes "${outcomesText(fixed)}"` : ' without outcomes'} in "${writeChakartPosition(position)}": ${reason}\n` +
        `  possible: ${possibleOutcomes(position, move).map((seq) => seq || '(none)').join(' | ')}`,
    );
  }
  slot.game = next;
}

/** Every sequence of outcomes a decision may draw, each written `push:n,push:sw` ('' for none). */
export function possibleOutcomes(position: ChakartPosition, decision: Decision): string[] {
  return chakart.everyOutcome(position, decision).map((e) => e.outcomes.map((o) => chakartText.formatOutcome(o)).join(','));
}

/** Chakart's answers to the steps every game shares. */
export function chakartTable(slot: ChakartSlot): GameTable {
  return {
    title: 'Chakart',
    positionText: () => writeChakartPosition(slot.position),
    settings: () => (slot.randomness === undefined ? 'set-up position' : `randomness ${slot.randomness}${slot.seed === undefined ? '' : `, seed ${slot.seed}`}`),
    turn: () => slot.position.turn,
    legalTexts: () => chakartLegal(slot.position).map((m) => m.text),
    movesOf(owner: MoveOwner, at: string): string[] {
      if (owner !== 'piece') throw new Error('Chakart has no chakras: ask for the legal moves of the piece on a square');
      const sq = chakartSquare(at);
      return chakartLegal(slot.position)
        .filter((m) => decisionSquare(m.decision) === sq)
        .map((m) => m.text);
    },
    moveShape: CHAKART_DECISION_TEXT,
    isCheck(): boolean {
      throw new Error('Chakart has no check (K2): kings may be left attacked; ask what the game allows instead');
    },
    ending(): Ending | undefined {
      const game = slot.game;
      if (game) {
        const result = game.context.result;
        const over = machinePhase(game) === 'over';
        if (result && !over) throw new Error(`The game has a result (${result.result} by ${result.reason}) but still waits for a decision ("${machinePhase(game)}")`);
        if (!result && over) throw new Error('The game is over but has no result');
        return result;
      }
      return rulesOf('chakart').outcome(slot.position);
    },
    play: (player: Colour, text: string) => playDecision(slot, player, text),
    resign: (player: Colour) => apply(slot, { type: 'resign', player }, `${colourName(player)}'s resignation`),
    agreeDraw: () => apply(slot, { type: 'draw' }, 'the agreed draw'),
    timeout: (player: Colour) => apply(slot, { type: 'timeout', player }, `${colourName(player)}'s timeout`),
    rejects(text: string): void {
      const game = slot.ensureGame();
      const event: GameEvent = { type: 'move', move: rejectable(game.context.position, text), outcomes: slot.next ?? [] };
      if (slot.rules.applyEvent(game, event) !== game) throw new Error(`Expected the game to reject "${text}", but it was accepted`);
      if (!slot.rules.rejectionReason(game, event)) throw new Error(`The game rejected "${text}" without a reason`);
    },
    pieceAt(at: string): string {
      const cell = chakart.cellAt(slot.position, chakartSquare(at));
      return cell && cell.type === 'piece' ? `${cell.colour} ${cell.kind}` : 'nothing';
    },
    repetitionOff(): void {
      throw new Error('Chakart has no repetition draw to switch off (G3)');
    },
  };
}

/** The event a refusal check sends: the decision `text` names with the given outcomes. */
export function refusalEvent(position: ChakartPosition, text: string, outcomes: readonly Outcome[]): GameEvent {
  return { type: 'move', move: rejectable(position, text), outcomes };
}
