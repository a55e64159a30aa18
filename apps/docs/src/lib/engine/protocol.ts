// What the play and replay pages and the engine's worker say to each other (engine-worker.ts,
// engine-client.ts). Positions, moves and options travel as the pages hold them: position
// strings, move text, the room's option choices. Scores travel from White's view (the engine's
// `whiteScore`), so the page never needs to know who was deciding.
import type { Score } from '@rulebook/engine';
import type { Mark } from './marks.ts';

export type { Score };

/** The engine's move in a position, at a level; `limits` override the level's. */
export interface SearchRequest {
  readonly type: 'search';
  readonly id: number;
  /** The room's option choices (`ruleset: '1995'`, `repetition: 'off'`, `seed: '42'`). */
  readonly options: Readonly<Record<string, string>>;
  readonly position: string;
  /** The positions of the game before `position`, oldest first (G3's count). */
  readonly history: readonly string[];
  readonly level: number;
  readonly seed?: number;
  readonly limits?: { readonly depth?: number; readonly nodes?: number; readonly movetime?: number };
}

/** One decision of a finished game, for the analysis: its text and the position after it. */
export interface GameStep {
  /** The decision as the move list writes it (`Qd1-d4`; `White resigns` is no move and gets no score). */
  readonly text: string;
  readonly position: string;
}

/** Every decision of a game scored against the engine's choice. */
export interface AnalyseRequest {
  readonly type: 'analyse';
  readonly id: number;
  readonly options: Readonly<Record<string, string>>;
  readonly start: string;
  readonly steps: readonly GameStep[];
}

export type EngineRequest = SearchRequest | AnalyseRequest;

/** After each depth the search completes. */
export interface SearchInfoMessage {
  readonly type: 'info';
  readonly id: number;
  readonly depth: number;
  readonly score: Score;
  readonly nodes: number;
}

export interface SearchReply {
  /** The move chosen, as move text in the position (absent when there is none). */
  readonly move?: string;
  /** From White's view. */
  readonly score: Score;
  readonly depth: number;
  readonly nodes: number;
  readonly timeMs: number;
}

export interface SearchResultMessage extends SearchReply {
  readonly type: 'result';
  readonly id: number;
}

/** One decision analysed. */
export interface AnalysedMove {
  /** Its ply (1: the first decision). */
  readonly ply: number;
  /** The score of the decision played, from White's view (expected over the outcomes in Chakart). */
  readonly score: Score;
  /** The engine's choice in the same position, and its score from White's view. */
  readonly best: string;
  readonly bestScore: Score;
  /** What the decision cost its player: the expected score lost (0 to 1, marks.ts), 0 when it was the engine's choice. */
  readonly loss: number;
  readonly mark?: Mark;
}

export interface AnalyseProgressMessage {
  readonly type: 'progress';
  readonly id: number;
  /** Decisions looked at so far, of `total`. */
  readonly done: number;
  readonly total: number;
  /** The decision just analysed (absent for a decision that is no move: a resignation, a draw). */
  readonly move?: AnalysedMove;
}

export interface AnalyseResultMessage {
  readonly type: 'analysis';
  readonly id: number;
  readonly moves: readonly AnalysedMove[];
  /** The start position's score from White's view. */
  readonly start?: Score;
}

export interface ErrorMessage {
  readonly type: 'error';
  readonly id: number;
  readonly message: string;
}

export type EngineMessage = SearchInfoMessage | SearchResultMessage | AnalyseProgressMessage | AnalyseResultMessage | ErrorMessage;
