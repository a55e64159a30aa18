// Playing Medea from text: a decision checked by the game machine, its facts derived and its
// log line made: the game-neutral play (game.ts) with Medea's text and rules. Replaying a log
// (replay.ts) adds the log's readers.

import { medea } from '../rules.ts';
import type { MedeaFacts, MedeaMove, MedeaPosition, MedeaSnapshot } from '../rules.ts';
import { gameEndOf, playActionWith, startFromEventWith, type PlayedActionOf, type PlayerActionOf, type PlayText, type ReplayStartOf } from '../game.ts';
import type { Result, TextError } from '../result.ts';
import { diffMedeaFacts, medeaFactsToJson, type MedeaFactsJson, type MedeaGameEnd } from './facts.ts';
import type { MedeaStartEvent } from './log.ts';
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

/** Medea's text and rules, as the game-neutral code takes them to play. */
export const MEDEA_PLAY_TEXT: PlayText<MedeaTypes> = {
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
};

export type MedeaPlayerAction = PlayerActionOf<MedeaMove>;
export type MedeaPlayedAction = PlayedActionOf<MedeaTypes>;

/** The machine's result, when the game is over. */
export const medeaGameEnd = (snapshot: MedeaSnapshot): MedeaGameEnd | undefined => gameEndOf<MedeaGameEnd>(snapshot);

/** Line 1 to a running game. */
export function startMedeaFromEvent(event: MedeaStartEvent, line: number = 1): Result<ReplayStartOf<MedeaTypes>, TextError> {
  return startFromEventWith(MEDEA_PLAY_TEXT, event, line);
}

/** One decision applied to a Medea game (see `playAction`). */
export function playMedeaAction(snapshot: MedeaSnapshot, action: MedeaPlayerAction): Result<MedeaPlayedAction, string> {
  return playActionWith(MEDEA_PLAY_TEXT, snapshot, action, undefined);
}
