// "Analyse this game" on the replay page, loaded when asked (ReplayShell): every decision of the
// game shown is scored in the engine's worker (lib/engine/analyse.ts) against the engine's own
// choice in the same position, one after the other, with the progress shown; each decision
// gets its score (White's view) and, when it lost enough, a mark (lib/engine/marks.ts says how
// much: an inaccuracy ?!, a mistake ?, a blunder ??). The move list shows them beside the moves,
// the evaluation bar the score of the position shown, and this panel the decision shown beside
// the engine's choice and each side's count of marks.
//
// Test hooks: .rb-analysis[data-state="running"|"done"|"error"] [data-done] [data-total];
// progress.rb-analysis-meter; in the move list .rb-move-note[data-mark] and .rb-move-score;
// .rb-analysis-best (the engine's choice for the decision shown).
import { useEffect, useMemo, useState } from 'preact/hooks';
import { Cancelled, EngineClient } from '../../lib/engine/engine-client.ts';
import { MARK_SIGNS, lossPercent, type Mark } from '../../lib/engine/marks.ts';
import type { AnalysedMove, Score } from '../../lib/engine/protocol.ts';
import { whiteScoreShort, whiteScoreText } from '../../lib/engine/score-words.ts';
import type { Colour, ReplayView } from '../../lib/session.ts';

export { EvalBar } from './Computer.tsx';

/** The analysis so far: the decisions scored by ply, how far it has come, its end. */
export interface GameAnalysis {
  readonly moves: ReadonlyMap<number, AnalysedMove>;
  readonly done: number;
  readonly total: number;
  readonly state: 'running' | 'done' | 'error';
  readonly error?: string;
  /** The start position's score (White's view). */
  readonly start?: Score;
}

const MARK_WORDS: Readonly<Record<Mark, [string, string]>> = {
  inaccuracy: ['inaccuracy', 'inaccuracies'],
  mistake: ['mistake', 'mistakes'],
  blunder: ['blunder', 'blunders'],
};
const MARKS: readonly Mark[] = ['inaccuracy', 'mistake', 'blunder'];

/** The score of the position after `ply` decisions (the start's at 0), as far as the analysis knows it. */
export function scoreAt(analysis: GameAnalysis, ply: number): Score | undefined {
  for (let p = ply; p > 0; p--) {
    const move = analysis.moves.get(p);
    if (move) return move.score;
  }
  return analysis.start;
}

/** What the move list shows after a decision's text: its mark and its score. */
export function Note({ analysis, ply }: { analysis: GameAnalysis; ply: number }) {
  const move = analysis.moves.get(ply);
  if (!move) return null;
  return (
    <>
      {move.mark && (
        <span class="rb-move-note" data-mark={move.mark} title={`${MARK_WORDS[move.mark][0]}: ${Math.round(move.loss * 100)}% of the expected score lost`}>
          {MARK_SIGNS[move.mark]}
        </span>
      )}
      <span class="rb-move-score" title={`${whiteScoreText(move.score)} (White's view)`}>
        {whiteScoreShort(move.score)}
      </span>
    </>
  );
}

export interface AnalysisProps {
  view: ReplayView;
  engine: () => Worker;
  /** The ply shown. */
  ply: number;
  onChange: (analysis: GameAnalysis) => void;
}

/** The analysis run and its panel: progress, then the decision shown against the engine's choice, and the marks each side earned. */
export function Analysis({ view, engine, ply, onChange }: AnalysisProps) {
  const [analysis, setAnalysis] = useState<GameAnalysis>({ moves: new Map(), done: 0, total: view.steps.length, state: 'running' });
  const client = useMemo(() => new EngineClient(engine), []);
  useEffect(() => {
    const moves = new Map<number, AnalysedMove>();
    const update = (next: GameAnalysis) => {
      setAnalysis(next);
      onChange(next);
    };
    const total = view.steps.length;
    update({ moves, done: 0, total, state: 'running' });
    let start: Score | undefined;
    client
      .analyse(
        { options: view.options ?? {}, start: view.startText ?? '', steps: view.steps.map((s) => ({ text: s.text, position: s.positionText })) },
        (progress) => {
          if (progress.move) {
            moves.set(progress.move.ply, progress.move);
            if (progress.move.ply === 1) start = progress.move.bestScore;
          }
          update({ moves: new Map(moves), done: progress.done, total, state: 'running', ...(start ? { start } : {}) });
        },
      )
      .then(
        (result) => update({ moves: new Map(result.moves.map((m) => [m.ply, m])), done: total, total, state: 'done', ...(result.start ? { start: result.start } : {}) }),
        (e: unknown) => {
          if (!(e instanceof Cancelled)) update({ moves: new Map(moves), done: moves.size, total, state: 'error', error: e instanceof Error ? e.message : String(e) });
        },
      );
    return () => client.dispose();
  }, []);

  const shown = analysis.moves.get(ply);
  const players = new Map(view.steps.map((s) => [s.ply, s.player]));
  const count = (colour: Colour, mark: Mark) => [...analysis.moves.values()].filter((m) => m.mark === mark && players.get(m.ply) === colour).length;
  const step = view.steps[ply - 1];
  return (
    <section class="rb-analysis" aria-label="Analysis" data-state={analysis.state} data-done={String(analysis.done)} data-total={String(analysis.total)}>
      {analysis.state === 'running' && (
        <p class="rb-analysis-progress" role="status">
          <label>
            Analysing: decision {analysis.done} of {analysis.total}{' '}
            <progress class="rb-analysis-meter" max={analysis.total} value={analysis.done} />
          </label>
        </p>
      )}
      {analysis.state === 'error' && (
        <p class="rb-error" role="alert">
          The analysis stopped: {analysis.error}.
        </p>
      )}
      {shown && step && (
        <p class="rb-analysis-best">
          {step.text}
          {shown.mark ? ` ${MARK_SIGNS[shown.mark]}` : ''}: {whiteScoreText(shown.score)}.{' '}
          {shown.loss === 0 ? 'The engine’s choice too.' : `The engine preferred ${shown.best} (${whiteScoreText(shown.bestScore)}).`}
        </p>
      )}
      {analysis.state === 'done' && (
        <table class="rb-analysis-summary">
          <thead>
            <tr>
              <th scope="col">Marks</th>
              {MARKS.map((m) => (
                <th key={m} scope="col" title={MARK_WORDS[m][1]}>
                  {MARK_SIGNS[m]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(['white', 'black'] as const).map((c) => (
              <tr key={c} data-colour={c}>
                <th scope="row">{c === 'white' ? 'White' : 'Black'}</th>
                {MARKS.map((m) => (
                  <td key={m} data-mark={m}>
                    {count(c, m)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p class="rb-quiet rb-analysis-key">
        Each score is White’s view, in pawns. A decision that loses at least {lossPercent('inaccuracy')} of its expected score (the chance of winning, a draw counting half) against the
        engine’s choice is an inaccuracy (?!), {lossPercent('mistake')} a mistake (?), {lossPercent('blunder')} a blunder (??).
      </p>
    </section>
  );
}
