// Chakart on the replay page: a pasted log replayed by @rulebook/notation's chakartText.replayLog
// (the CLI's reader and checks), each event with its facts, position and last-move squares in
// the play page's words (lib/chakart-session.ts). The outcomes are the ones the log recorded
// (G4), never re-drawn; each event's squares carry its effect chain for the board (K5, K6).
// Apart from the play session so that the play page does not load the log reader.
import { chakart as chakartText } from '@rulebook/notation';
import { chakartEndWords, factPairs, lastOf, withOutcomes } from './chakart-session.ts';
import type { ReplayGame, ReplayStepView, ReplayView } from './session.ts';

function replay(text: string): ReplayView {
  const result = chakartText.replayLog(text);
  const start = result.start;
  let before = start ? chakartText.formatPosition(start.position) : '';
  const steps = result.steps.map((step): ReplayStepView => {
    const event = step.event;
    const positionText = chakartText.formatPosition(step.position);
    let view: ReplayStepView;
    if (event.event === 'move' && step.move && step.facts) {
      const outcomes = event.outcomes ?? [];
      const chain = { before, decision: step.text, outcomes };
      view = {
        ply: step.ply,
        line: step.line,
        player: event.player,
        text: withOutcomes(step.text, outcomes),
        facts: factPairs(outcomes, step.facts.steps, step.position, step.result),
        positionText,
        last: lastOf(step.move.decision, step.facts.steps, chain),
        ...(step.result ? { end: chakartEndWords(step.result) } : {}),
      };
    } else {
      view = {
        ply: step.ply,
        line: step.line,
        ...(event.event === 'resign' ? { player: event.player } : {}),
        text: step.text,
        facts: [['Event', event.event === 'resign' ? 'resignation (G2)' : 'draw agreed (G2)'], ...(step.result ? [['End', chakartEndWords(step.result)] as [string, string]] : [])],
        positionText,
        ...(step.result ? { end: chakartEndWords(step.result) } : {}),
      };
    }
    before = positionText;
    return view;
  });
  return {
    ...(start
      ? {
          startText: chakartText.formatPosition(start.position),
          options: {
            randomness: String(start.event.options.randomness),
            ...(start.event.options.seed !== undefined ? { seed: String(start.event.options.seed) } : {}),
          },
          tags: Object.entries(start.event.tags),
        }
      : {}),
    steps,
    ...(result.error ? { error: result.error } : {}),
  };
}

export const chakartReplay: ReplayGame = {
  id: 'chakart',
  name: 'Chakart',
  replay(text) {
    try {
      return replay(text);
    } catch (e) {
      // chakartText.replayLog does not throw; should it, the page shows an error instead of
      // breaking.
      return { steps: [], error: { line: 1, message: e instanceof Error ? e.message : String(e) } };
    }
  },
};
