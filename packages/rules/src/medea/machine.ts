// Medea's turn (core/fold.ts): whole moves, and a capture entered hop by hop (as a board UI
// enters it) committed only when its path is complete (D4); the repetition count (G3) and the
// game's own endings (D9). The fold and the state chart (phases `playing`, `capturing`) are
// built from it.
import type { CommonEvent, CommonReason, Ending } from '../core/game.ts';
import { refuse, type GameState, type Refusal, type Turn } from '../core/fold.ts';
import { advance, startCounting, type RepetitionContext } from '../core/repetition.ts';
import type { MedeaFacts, MedeaMove, MedeaPosition } from './types.ts';
import { initialPosition } from './setup.ts';
import { capturePaths, isLegal, outcome, play, positionKey } from './play.ts';

/** One hop of a capture entered hop by hop. */
export interface HopEvent {
  readonly type: 'hop';
  readonly from: number;
  readonly to: number;
}

export type GameEvent = CommonEvent<MedeaMove> | HopEvent;

export interface MedeaOptions {
  /** G3: automatic draw on the third occurrence of a position. */
  readonly repetition: boolean;
}

/** The start of a game: a set-up position, or the start position (D1). */
export interface GameInput {
  readonly position?: MedeaPosition;
}

/** A capture entered hop by hop, not yet complete. */
export interface PendingCapture {
  readonly from: number;
  readonly path: readonly number[];
  readonly captured: readonly number[];
}

export interface GameContext extends RepetitionContext<MedeaPosition, MedeaFacts, 'no-pieces' | 'no-moves'> {
  readonly pending?: PendingCapture;
}

export type GameSnapshot = GameState<GameContext>;

type Capture = MedeaMove & { kind: 'capture' };

/** The capture paths that begin with the pending hops followed by the hop `from`-`to`. */
function continuing(context: GameContext, from: number, to: number): Capture[] {
  const pending = context.pending;
  const start = pending?.from ?? from;
  const at = pending ? pending.path[pending.path.length - 1] : start;
  if (at !== from) return [];
  const done = pending?.path.length ?? 0;
  return (capturePaths(context.position) as Capture[]).filter(
    (p) => p.from === start && p.path.length > done && p.path[done] === to && (pending?.path ?? []).every((s, i) => p.path[i] === s),
  );
}

/** G3 for Medea: a capture can never be undone, no earlier position can occur again. */
const MEDEA_REPETITION = { positionKey, irreversible: (facts: MedeaFacts) => Boolean(facts.captured) };

/** A legal move played: D9 ends the game, G3 counts the position. */
function commit(context: GameContext, move: MedeaMove): GameContext {
  const next = play(context.position, move);
  return { ...advance(context, next, MEDEA_REPETITION, outcome(next.position)), pending: undefined };
}

/** A hop: the capture goes on pending, or, once its path is complete, is played. */
function hop(context: GameContext, event: HopEvent): GameContext | Refusal {
  const paths = continuing(context, event.from, event.to);
  if (paths.length === 0) return refuse('not a hop of a legal capture');
  const done = context.pending?.path.length ?? 0;
  const first = paths[0];
  const pending: PendingCapture = { from: first.from, path: first.path.slice(0, done + 1), captured: first.captured.slice(0, done + 1) };
  const complete = paths.find((c) => c.path.length === pending.path.length);
  return complete ? commit(context, complete) : { ...context, pending };
}

export function medeaTurn(options: MedeaOptions): Turn<GameContext, MedeaMove, HopEvent, GameInput | undefined> {
  return {
    id: 'medea',
    phases: ['playing', 'capturing'],
    events: { move: ['playing'], hop: ['playing', 'capturing'] },
    start: (input) => {
      const position = input?.position ?? initialPosition();
      const ended = outcome(position);
      return startCounting(position, options.repetition, MEDEA_REPETITION, ended);
    },
    step: (context, event) => {
      if (event.type === 'hop') return hop(context, event);
      // D4: the pieces taken so far stay on the board until the capture is complete.
      if (context.pending) return refuse('a capture is being entered hop by hop; finish it first');
      return isLegal(context.position, event.move) ? commit(context, event.move) : refuse('not a legal move');
    },
    phaseOf: (context) => (context.pending ? 'capturing' : 'playing'),
    // G2: either player may resign at any moment, even in the middle of a capture.
    end: (context, result: Ending<CommonReason>) => ({ ...context, result, pending: undefined }),
  };
}
