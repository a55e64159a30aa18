// Chakra on the replay page: a pasted log replayed by @rulebook/notation's chakraText.replayLog
// (the CLI's reader and checks), each event with its facts, position and last-move squares in the
// play page's words (lib/chakra-session.ts). Apart from the play session so that the play page does
// not load the log reader.
import { chakra as chakraText } from '@rulebook/notation';
import { chakraEndWords, chakraFactPairs, lastOf } from './chakra-session.ts';
import type { ReplayGame, ReplayView } from './session.ts';

function replay(text: string): ReplayView {
  const result = chakraText.replayLog(text);
  const start = result.start;
  const steps = result.steps.map((step) => {
    const facts = step.event.event === 'move' ? step.event.facts : undefined;
    return {
      ply: step.ply,
      line: step.line,
      ...(step.event.event !== 'draw' ? { player: step.event.player } : {}),
      text: step.text,
      facts: facts ? chakraFactPairs(facts) : [['Event', step.event.event === 'resign' ? 'resignation (G2)' : 'draw agreed (G2)'] as [string, string]],
      positionText: chakraText.formatPosition(step.position),
      ...(facts ? { last: lastOf(facts) } : {}),
      ...(step.result ? { end: chakraEndWords(step.result) } : {}),
    };
  });
  return {
    ...(start
      ? {
          startText: chakraText.formatPosition(start.position),
          options: { ruleset: start.event.ruleset },
          tags: Object.entries(start.event.tags),
        }
      : {}),
    steps,
    ...(result.error ? { error: result.error } : {}),
  };
}

export const chakraReplay: ReplayGame = {
  id: 'chakra',
  name: 'Chakra',
  replay(text) {
    try {
      return replay(text);
    } catch (e) {
      // chakraText.replayLog does not throw; should it, the page shows an error instead of
      // breaking.
      return { steps: [], error: { line: 1, message: e instanceof Error ? e.message : String(e) } };
    }
  },
};
