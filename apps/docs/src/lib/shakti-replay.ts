// Shakti on the replay page: a pasted log replayed by @rulebook/notation's shaktiText.replayLog
// (the CLI's reader and checks), each event with its facts, position and last-move cells in the
// play page's words (lib/shakti-session.ts). Apart from the play session so that the play page does
// not load the log reader.
import { shakti as shaktiText } from '@rulebook/notation';
import { lastOf, shaktiEndWords, shaktiFactPairs } from './shakti-session.ts';
import type { ReplayGame, ReplayView } from './session.ts';

function replay(text: string): ReplayView {
  const result = shaktiText.replayLog(text);
  const start = result.start;
  const steps = result.steps.map((step) => {
    const facts = step.event.event === 'move' ? step.event.facts : undefined;
    const last = facts ? lastOf(facts) : undefined;
    return {
      ply: step.ply,
      line: step.line,
      ...(step.event.event !== 'draw' ? { player: step.event.player } : {}),
      text: step.text,
      facts: facts ? shaktiFactPairs(facts) : [['Event', step.event.event === 'resign' ? 'resignation (G2)' : 'draw agreed (G2)'] as [string, string]],
      positionText: shaktiText.formatPosition(step.position),
      ...(last ? { last } : {}),
      ...(step.result ? { end: shaktiEndWords(step.result) } : {}),
    };
  });
  return {
    ...(start
      ? {
          startText: shaktiText.formatPosition(start.position),
          options: { warriorJump: start.event.options.warriorJump },
          tags: Object.entries(start.event.tags),
        }
      : {}),
    steps,
    ...(result.error ? { error: result.error } : {}),
  };
}

export const shaktiReplay: ReplayGame = {
  id: 'shakti',
  name: 'Shakti',
  replay(text) {
    try {
      return replay(text);
    } catch (e) {
      // shaktiText.replayLog does not throw; should it, the page shows an error instead of
      // breaking.
      return { steps: [], error: { line: 1, message: e instanceof Error ? e.message : String(e) } };
    }
  },
};
