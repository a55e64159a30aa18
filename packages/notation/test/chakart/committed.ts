// A committed Chakart game (G4 online) played as a server plays it: each decision's outcomes
// drawn from the secret seed's stream after those drawn so far (CommittedRandom), the log's
// start carrying only the commitment; the seed revealed in the last line once the game is over.
import { CommittedRandom, commitmentOf } from '@rulebook/rules/committed';
import { chakart } from '@rulebook/rules';
import { chakart as chakartText } from '../../src/index.ts';
import { CHAKART } from '../support/rules.ts';

export const SEED = '5eed5eed00000000000000000000000000000000000000000000000000c0ffee';
export const SETUP = 'rkrbbnqn/pppppppp/8/8/8/8/PPPPPPPP/KQNNRRBB w 0 {"flags":"1111"}';

export interface Committed {
  /** The log's lines: start, decisions, the ending (when asked), no reveal. */
  readonly lines: string[];
  /** The outcomes drawn, and the line of the first decision that drew any. */
  readonly drawn: number;
  readonly firstDrawingLine: number | undefined;
}

/** `plies` decisions, each the legal one at a pseudo-random index, then Black's timeout if `end`. */
export function committedGame(seed: string, plies: number, end: boolean): Committed {
  const start = chakartText.startEvent({ position: SETUP, commitment: commitmentOf(seed) });
  if (!start.ok) throw new Error(start.error.message);
  const started = chakartText.startFromEvent(start.value);
  if (!started.ok) throw new Error(started.error.message);
  let snapshot = started.value.snapshot;
  const lines = [chakartText.writeStartLine(start.value)];
  let drawn = 0;
  let firstDrawingLine: number | undefined;
  for (let ply = 1; ply <= plies && snapshot.value !== 'over'; ply++) {
    const position = snapshot.context.position;
    const legal = CHAKART.legalMoves(position);
    const decision = legal[(ply * 7919) % legal.length]!;
    const outcomes = CHAKART.play(position, decision, CommittedRandom.forPlay(seed, drawn).source()).facts.outcomes;
    const played = chakartText.playAction(snapshot, { type: 'move', move: { decision, outcomes } });
    if (!played.ok) throw new Error(played.error);
    lines.push(chakartText.writeEventLine(played.value.logEvent(ply) as chakartText.LogEvent));
    if (outcomes.length > 0) firstDrawingLine ??= ply + 1;
    drawn += outcomes.length;
    snapshot = played.value.snapshot;
  }
  if (end && snapshot.value !== 'over') {
    const timeout = chakartText.playAction(snapshot, { type: 'timeout', player: 'black' });
    if (!timeout.ok) throw new Error(timeout.error);
    lines.push(chakartText.writeEventLine(timeout.value.logEvent(lines.length) as chakartText.LogEvent));
  }
  return { lines, drawn, firstDrawingLine };
}

export const text = (lines: readonly string[]): string => lines.map((l) => `${l}\n`).join('');
