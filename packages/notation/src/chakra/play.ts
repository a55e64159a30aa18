// Playing Chakra from text: a decision (move text, a move, a resignation, an agreed draw)
// checked by the game machine (`chakra.startGame`, `chakra.applyEvent`), its facts derived
// and its log line made. The play itself is game-neutral (game.ts); this file gives it
// Chakra's text and rules. Replaying a log (replay.ts) adds the log's readers.

import { chakra } from '../rules.ts';
import type { ChakraFacts, ChakraMove, ChakraPosition, ChakraSnapshot, Ruleset } from '../rules.ts';
import { diffFacts, factsToJson, type FactsJson, type GameEnd } from './facts.ts';
import type { ChakraStartEvent } from './log.ts';
import { formatChakraMove, parseChakraMove } from './move.ts';
import { parseChakraPosition } from './position.ts';
import {
  gameEndOf,
  playActionWith,
  startFromEventWith,
  type PlayedActionOf,
  type PlayerActionOf,
  type PlayText,
  type ReplayStartOf,
} from '../game.ts';
import type { Result, TextError } from '../result.ts';

/** Chakra's types for the game-neutral code. */
export interface ChakraTypes {
  readonly position: ChakraPosition;
  readonly move: ChakraMove;
  readonly facts: ChakraFacts;
  readonly factsJson: FactsJson;
  readonly end: GameEnd;
  readonly snapshot: ChakraSnapshot;
  readonly options: Ruleset;
  readonly start: ChakraStartEvent;
}

/** Chakra's text and rules, as the game-neutral code takes them to play. */
export const CHAKRA_PLAY_TEXT: PlayText<ChakraTypes> = {
  parsePosition: parseChakraPosition,
  parseMove: parseChakraMove,
  formatMove: formatChakraMove,
  isLegal: (position, move, ruleset) => chakra.isLegal(position, move, ruleset),
  rulesOptions: (start) => start.ruleset,
  startGame: (start, position) => chakra.startGame({ ruleset: start.ruleset, position, repetition: start.options.repetition }),
  applyEvent: chakra.applyEvent,
  rejectionReason: chakra.rejectionReason,
  factsToJson,
  diffFacts,
};

/** What a player does, before it is checked: move text or a move, a resignation, a draw. */
export type PlayerAction = PlayerActionOf<ChakraMove>;
/** A decision the game took: what a replay step holds, and the log line that records it. */
export type PlayedAction = PlayedActionOf<ChakraTypes>;

/** The machine's result, when the game is over. */
export const gameEnd = (snapshot: ChakraSnapshot): GameEnd | undefined => gameEndOf<GameEnd>(snapshot);

/** Line 1 to a running game. */
export function startFromEvent(event: ChakraStartEvent, line: number = 1): Result<ReplayStartOf<ChakraTypes>, TextError> {
  return startFromEventWith(CHAKRA_PLAY_TEXT, event, line);
}

/**
 * One decision applied to the game: read, checked by the machine, its facts derived. The
 * error message does not name the line (the caller knows where the decision came from).
 */
export function playAction(snapshot: ChakraSnapshot, action: PlayerAction, ruleset: Ruleset): Result<PlayedAction, string> {
  return playActionWith(CHAKRA_PLAY_TEXT, snapshot, action, ruleset);
}
