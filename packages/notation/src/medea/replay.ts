// Replaying a Medea log: the game-neutral fold (game.ts) with Medea's text and rules. Each
// move text is read in the position it is played in, the facts (path, pieces taken,
// transmission, promotion, end) are re-derived by the rules and compared with the log's.

import { medea } from '../rules.ts';
import type { MedeaFacts, MedeaMove, MedeaPosition, MedeaSnapshot } from '../rules.ts';
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
} from '../game.ts';
import type { Result, TextError } from '../result.ts';
import { diffMedeaFacts, medeaFactsToJson, type MedeaFactsJson, type MedeaGameEnd } from './facts.ts';
import { readMedeaEventLine, readMedeaStartLine, type MedeaStartEvent } from './log.ts';
import { canonicalMedeaMove, formatMedeaMove, parseMedeaMove } from './move.ts';
import { parseMedeaPosition } from './position.ts';

/** Medea's types for the game-neutral code. Medea's rules take no options besides the position. */
export interface MedeaTypes {
  readonly position: MedeaPosition;
  readonly move: MedeaMove;
  readonly facts: MedeaFacts;
  readonly factsJson: MedeaFactsJson;
  readonly end: MedeaGameEnd;
  readonly snapshot: MedeaSnapshot;
  readonly options: undefined;
  readonly start: MedeaStartEvent;
}

/** Medea's text and rules, as the game-neutral code takes them. */
export const MEDEA_TEXT: GameText<MedeaTypes> = {
  parsePosition: parseMedeaPosition,
  parseMove: (position, text) => parseMedeaMove(position, text),
  formatMove: formatMedeaMove,
  // D5: a capture given by any of its paths is recorded by the path `medea.legalMoves` gives.
  canonicalMove: (position, move) => canonicalMedeaMove(position, move),
  isLegal: (position, move) => medea.isLegal(position, move),
  rulesOptions: () => undefined,
  startGame: (start, position) => medea.startGame({ position, repetition: start.options.repetition }),
  applyEvent: medea.applyEvent,
  rejectionReason: medea.rejectionReason,
  factsToJson: medeaFactsToJson,
  diffFacts: diffMedeaFacts,
  readStartLine: readMedeaStartLine,
  readEventLine: readMedeaEventLine,
};

export type MedeaReplayStart = ReplayStartOf<MedeaTypes>;
export type MedeaReplayStep = ReplayStepOf<MedeaTypes>;
export type MedeaReplayResult = ReplayResultOf<MedeaTypes>;
export type MedeaReplayer = ReplayerOf<MedeaTypes>;
export type MedeaPlayerAction = PlayerActionOf<MedeaMove>;
export type MedeaPlayedAction = PlayedActionOf<MedeaTypes>;

/** The machine's result, when the game is over. */
export const medeaGameEnd = (snapshot: MedeaSnapshot): MedeaGameEnd | undefined => gameEndOf<MedeaGameEnd>(snapshot);

/** Line 1 to a running game. */
export function startMedeaFromEvent(event: MedeaStartEvent, line: number = 1): Result<MedeaReplayStart, TextError> {
  return startFromEventWith(MEDEA_TEXT, event, line);
}

/** One decision applied to a Medea game (see `playAction`). */
export function playMedeaAction(snapshot: MedeaSnapshot, action: MedeaPlayerAction): Result<MedeaPlayedAction, string> {
  return playActionWith(MEDEA_TEXT, snapshot, action, undefined);
}

/** A Medea log replayed a line at a time (`ReplayerOf`): line 1 (at `line` in a longer input) read and the game started. */
export function startMedeaReplay(text: string, line: number = 1): Result<MedeaReplayer, TextError> {
  return startReplayWith(MEDEA_TEXT, text, line);
}

/** Replays a Medea log's text. Never throws; `ok: false` carries the first error. */
export function replayMedeaLog(text: string, options: ReplayOptions = {}): MedeaReplayResult {
  return replayLogWith(MEDEA_TEXT, text, options);
}
