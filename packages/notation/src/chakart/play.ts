// Playing Chakart from text: a decision with the random outcomes it drew (G4), checked by the
// game machine, its steps derived and its log line made: the game-neutral play (game.ts) with
// Chakart's text and rules. Each decision text is read in the position and phase it is decided
// in, its outcomes are handed to the rules, which check each one was possible (never re-drawn,
// G4). Replaying a log (replay.ts) adds the log's readers.

import type { chakart } from '../rules.ts';
import { CHAKART } from './game-value.ts';
import type { ChakartDecision, ChakartFacts, ChakartOutcome, ChakartPosition, ChakartSnapshot, PromotionPiece } from '../rules.ts';
import { playActionWith, startFromEventWith, type MachineEvent, type PlayedActionOf, type PlayerActionOf, type PlayText, type ReplayStartOf } from '../game.ts';
import { ok, type Result, type TextError } from '../result.ts';
import { factsToJson, diffFacts, type FactsJson, type GameEnd } from './facts.ts';
import type { Decision, StartOptions } from './build.ts';
import type { Log, LogEvent, StartEvent } from './log.ts';
import { formatMove, formatOutcome, parseMove, parseOutcome, parseOutcomes } from './move.ts';
import { parsePosition } from './position.ts';

/** A decision with the random outcomes it drew, in drawing order (G4). */
export interface Move {
  readonly decision: ChakartDecision;
  readonly outcomes: readonly ChakartOutcome[];
}

/**
 * Chakart's types for the game-neutral code and the text contract (contract.ts). Its rules
 * take no options besides the position; its move text names a decision, without its outcomes.
 */
export interface Types {
  readonly position: ChakartPosition;
  readonly move: Move;
  readonly facts: ChakartFacts;
  readonly factsJson: FactsJson;
  readonly end: GameEnd;
  readonly snapshot: ChakartSnapshot;
  readonly options: undefined;
  readonly start: StartEvent;
  readonly moveText: ChakartDecision;
  readonly logEvent: LogEvent;
  readonly log: Log;
  readonly startOptions: StartOptions;
  readonly decision: Decision;
}

/** The machine's event for the fold's: the decision and its outcomes side by side. */
function machineEvent(event: MachineEvent<Types>): chakart.GameEvent {
  return event.type === 'move' ? { type: 'move', move: event.move.decision, outcomes: event.move.outcomes } : event;
}

/** The rules' outcome keys (`push n`, `toadette queen`) in this package's outcome text (`push:n`, `toadette:q`). */
const outcomeText = (message: string): string =>
  message
    .replace(/\btoadette (queen|rook|knight|bishop|king)\b/g, (_, piece: PromotionPiece) => formatOutcome({ draw: 'toadette', piece }))
    .replace(/\bpush (n|s|e|w|ne|nw|se|sw)\b/g, 'push:$1')
    .replace(/\begg (kingboo|koopa|toadette|chomp|daisy|bowser|luigi|waluigi)\b/g, 'egg:$1')
    .replace(/\b(colour|lay) ([a-h][1-8])\b/g, '$1:$2')
    .replace(/\ba egg draw\b/g, 'an egg draw');

/** Chakart's text and rules, as the game-neutral code takes them to play. */
export const playText: PlayText<Types> = {
  parsePosition,
  parseMove: (position, text, _options, outcomeTexts) => {
    const decision = parseMove(position, text);
    if (!decision.ok) return decision;
    const outcomes = parseOutcomes(outcomeTexts ?? []);
    if (!outcomes.ok) return outcomes;
    return ok({ decision: decision.value, outcomes: outcomes.value });
  },
  formatMove: (position, move) => formatMove(position, move.decision),
  outcomes: {
    format: (move) => move.outcomes.map(formatOutcome),
    read: parseOutcome,
  },
  isLegal: (position, move) => CHAKART.isLegal(position, move.decision),
  // The rules take no options besides the position: not K1's randomness, nor the seed or the
  // commitment (G4), which only the start and the drawing of outcomes use.
  rulesOptions: () => undefined,
  startGame: (_start, position) => CHAKART.startGame(position),
  applyEvent: (snapshot, event) => CHAKART.applyEvent(snapshot, machineEvent(event)),
  rejectionReason: (snapshot, event) => {
    const reason = CHAKART.rejectionReason(snapshot, machineEvent(event));
    return reason === undefined ? undefined : outcomeText(reason);
  },
  factsToJson,
  diffFacts,
};

export type PlayerAction = PlayerActionOf<Move>;
export type PlayedAction = PlayedActionOf<Types>;

/** Line 1 to a running game. */
export const startFromEvent = (event: StartEvent, line: number = 1): Result<ReplayStartOf<Types>, TextError> => startFromEventWith(playText, event, line);

/**
 * One decision applied to a Chakart game: decision text with its outcomes' texts, a move
 * ({decision, outcomes}), a resignation or a draw. The error does not name a line.
 */
export const playAction = (snapshot: ChakartSnapshot, action: PlayerAction): Result<PlayedAction, string> => playActionWith(playText, snapshot, action, undefined);
