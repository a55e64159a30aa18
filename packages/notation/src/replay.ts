// Replay: the fold of a log's events through the game machine (`chakra.startGame`, then
// `chakra.applyEvent` per line). Each move text is read against the position it is played
// in, the facts are re-derived by the rules and compared with the recorded ones; ply
// numbers and players are checked. The first problem stops the fold and is named by its
// line; everything valid before it is kept. The fold itself is game-neutral (game.ts); this
// file gives it Chakra's text and rules.

import { chakra } from './rules.ts';
import type { ChakraMove, ChakraPosition, MoveFacts, Ruleset } from './rules.ts';
import type { GameSnapshot } from './rules.ts';
import { diffFacts, factsToJson, type FactsJson, type GameEnd } from './facts.ts';
import { readEventLine, readStartLine, type ChakraStartEvent } from './log.ts';
import { formatChakraMove, parseChakraMove } from './move.ts';
import { parseChakraPosition } from './position.ts';
import {
  gameEndOf,
  playActionWith,
  replayLogWith,
  startFromEventWith,
  startReplayWith,
  type GameText,
  type PlayedActionOf,
  type PlayerActionOf,
  type ReplayerOf,
  type ReplayOptions,
  type ReplayResultOf,
  type ReplayStartOf,
  type ReplayStepOf,
} from './game.ts';
import type { Result, TextError } from './result.ts';

export type { ReplayOptions };

/** Chakra's types for the game-neutral code. */
export interface ChakraTypes {
  readonly position: ChakraPosition;
  readonly move: ChakraMove;
  readonly facts: MoveFacts;
  readonly factsJson: FactsJson;
  readonly end: GameEnd;
  readonly snapshot: GameSnapshot;
  readonly options: Ruleset;
  readonly start: ChakraStartEvent;
}

/** Chakra's text and rules, as the game-neutral code takes them. */
export const CHAKRA_TEXT: GameText<ChakraTypes> = {
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
  readStartLine,
  readEventLine,
};

export type ReplayStart = ReplayStartOf<ChakraTypes>;
export type ReplayStep = ReplayStepOf<ChakraTypes>;
export type ReplayResult = ReplayResultOf<ChakraTypes>;
export type Replayer = ReplayerOf<ChakraTypes>;
/** What a player does, before it is checked: move text or a move, a resignation, a draw. */
export type PlayerAction = PlayerActionOf<ChakraMove>;
/** A decision the game took: what a replay step holds, and the log line that records it. */
export type PlayedAction = PlayedActionOf<ChakraTypes>;

/** The machine's result, when the game is over. */
export const gameEnd = (snapshot: GameSnapshot): GameEnd | undefined => gameEndOf<GameEnd>(snapshot);

/** Line 1 to a running game. */
export function startFromEvent(event: ChakraStartEvent, line: number = 1): Result<ReplayStart, TextError> {
  return startFromEventWith(CHAKRA_TEXT, event, line);
}

/**
 * One decision applied to the game: read, checked by the machine, its facts derived. The
 * error message does not name the line (the caller knows where the decision came from).
 */
export function playAction(snapshot: GameSnapshot, action: PlayerAction, ruleset: Ruleset): Result<PlayedAction, string> {
  return playActionWith(CHAKRA_TEXT, snapshot, action, ruleset);
}

/** A Chakra log replayed a line at a time (`ReplayerOf`): line 1 (at `line` in a longer input) read and the game started. */
export function startChakraReplay(text: string, line: number = 1): Result<Replayer, TextError> {
  return startReplayWith(CHAKRA_TEXT, text, line);
}

/** Replays a log's text. Never throws; `ok: false` carries the first error. */
export function replayChakraLog(text: string, options: ReplayOptions = {}): ReplayResult {
  return replayLogWith(CHAKRA_TEXT, text, options);
}
