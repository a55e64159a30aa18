// Playing Chakart from text: a decision with the random outcomes it drew (G4), checked by the
// game machine, its steps derived and its log line made: the game-neutral play (game.ts) with
// Chakart's text and rules. Each decision text is read in the position and phase it is decided
// in, its outcomes are handed to the rules, which check each one was possible (never re-drawn,
// G4). Replaying a log (replay.ts) adds the log's readers.

import { chakart } from '../rules.ts';
import type { ChakartDecision, ChakartFacts, ChakartOutcome, ChakartPosition, ChakartSnapshot, PromotionPiece } from '../rules.ts';
import { gameEndOf, playActionWith, startFromEventWith, type MachineEvent, type PlayedActionOf, type PlayerActionOf, type PlayText, type ReplayStartOf } from '../game.ts';
import { ok, type Result, type TextError } from '../result.ts';
import { chakartFactsToJson, diffChakartFacts, type ChakartFactsJson, type ChakartGameEnd } from './facts.ts';
import type { ChakartStartEvent } from './log.ts';
import { formatChakartDecision, formatChakartOutcome, parseChakartDecision, parseChakartOutcome, parseChakartOutcomes } from './move.ts';
import { parseChakartPosition } from './position.ts';

/** A decision with the random outcomes it drew, in drawing order (G4). */
export interface ChakartMove {
  readonly decision: ChakartDecision;
  readonly outcomes: readonly ChakartOutcome[];
}

/** Chakart's types for the game-neutral code. Its rules take no options besides the position. */
export interface ChakartTypes {
  readonly position: ChakartPosition;
  readonly move: ChakartMove;
  readonly facts: ChakartFacts;
  readonly factsJson: ChakartFactsJson;
  readonly end: ChakartGameEnd;
  readonly snapshot: ChakartSnapshot;
  readonly options: undefined;
  readonly start: ChakartStartEvent;
}

/** The machine's event for the fold's: the decision and its outcomes side by side. */
function machineEvent(event: MachineEvent<ChakartTypes>): chakart.GameEvent {
  return event.type === 'move' ? { type: 'move', move: event.move.decision, outcomes: event.move.outcomes } : event;
}

/** The rules' outcome keys (`push n`, `toadette queen`) in this package's outcome text (`push:n`, `toadette:q`). */
const outcomeText = (message: string): string =>
  message
    .replace(/\btoadette (queen|rook|knight|bishop|king)\b/g, (_, piece: PromotionPiece) => formatChakartOutcome({ draw: 'toadette', piece }))
    .replace(/\bpush (n|s|e|w|ne|nw|se|sw)\b/g, 'push:$1')
    .replace(/\begg (kingboo|koopa|toadette|chomp|daisy|bowser|luigi|waluigi)\b/g, 'egg:$1')
    .replace(/\b(colour|lay) ([a-h][1-8])\b/g, '$1:$2')
    .replace(/\ba egg draw\b/g, 'an egg draw');

/** Chakart's text and rules, as the game-neutral code takes them to play. */
export const CHAKART_PLAY_TEXT: PlayText<ChakartTypes> = {
  parsePosition: parseChakartPosition,
  parseMove: (position, text, _options, outcomeTexts) => {
    const decision = parseChakartDecision(position, text);
    if (!decision.ok) return decision;
    const outcomes = parseChakartOutcomes(outcomeTexts ?? []);
    if (!outcomes.ok) return outcomes;
    return ok({ decision: decision.value, outcomes: outcomes.value });
  },
  formatMove: (position, move) => formatChakartDecision(position, move.decision),
  outcomes: {
    format: (move) => move.outcomes.map(formatChakartOutcome),
    read: parseChakartOutcome,
  },
  isLegal: (position, move) => chakart.isLegal(position, move.decision),
  rulesOptions: () => undefined,
  startGame: (_start, position) => chakart.startGame({ position }),
  applyEvent: (snapshot, event) => chakart.applyEvent(snapshot, machineEvent(event)),
  rejectionReason: (snapshot, event) => {
    const reason = chakart.rejectionReason(snapshot, machineEvent(event));
    return reason === undefined ? undefined : outcomeText(reason);
  },
  factsToJson: chakartFactsToJson,
  diffFacts: diffChakartFacts,
};

export type ChakartPlayerAction = PlayerActionOf<ChakartMove>;
export type ChakartPlayedAction = PlayedActionOf<ChakartTypes>;

/** The machine's result, when the game is over. */
export const chakartGameEnd = (snapshot: ChakartSnapshot): ChakartGameEnd | undefined => gameEndOf<ChakartGameEnd>(snapshot);

/** Line 1 to a running game. */
export function startChakartFromEvent(event: ChakartStartEvent, line: number = 1): Result<ReplayStartOf<ChakartTypes>, TextError> {
  return startFromEventWith(CHAKART_PLAY_TEXT, event, line);
}

/**
 * One decision applied to a Chakart game: decision text with its outcomes' texts, a move
 * ({decision, outcomes}), a resignation or a draw. The error does not name a line.
 */
export function playChakartAction(snapshot: ChakartSnapshot, action: ChakartPlayerAction): Result<ChakartPlayedAction, string> {
  return playActionWith(CHAKART_PLAY_TEXT, snapshot, action, undefined);
}
