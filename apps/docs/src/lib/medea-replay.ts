// Medea on the replay page: a pasted log read back by `medeaText.replayLog` (the CLI's reader and
// checks), each event with its facts, position and last-move squares in the play page's words
// (lib/medea-session.ts). Apart from the play session so that the play page does not load the
// log reader.
import { medea as medeaText } from '@rulebook/notation';
import { endWords, factsOf, lastOf } from './medea-session.ts';
import type { ReplayGame, ReplayStepView, ReplayView } from './session.ts';

export const medeaReplay: ReplayGame = {
  id: 'medea',
  name: 'Medea',

  replay(text): ReplayView {
    let replayed: ReturnType<typeof medeaText.replayLog>;
    try {
      replayed = medeaText.replayLog(text);
    } catch (e) {
      return { steps: [], error: { line: 1, message: `the log could not be read: ${e instanceof Error ? e.message : String(e)}` } };
    }
    const steps: ReplayStepView[] = replayed.steps.map((step) => {
      const { event } = step;
      const end = step.result;
      return {
        ply: step.ply,
        line: step.line,
        ...(event.event !== 'draw' ? { player: event.player } : {}),
        text: step.text,
        facts: factsOf(event),
        positionText: medeaText.formatPosition(step.position),
        ...(event.event === 'move' ? { last: lastOf(event.facts) } : {}),
        ...(end !== undefined ? { end: endWords(end) } : {}),
      };
    });
    const start = replayed.start?.event;
    return {
      ...(start !== undefined && replayed.start !== undefined
        ? {
            startText: medeaText.formatPosition(replayed.start.position),
            options: { repetition: start.options.repetition ? 'on' : 'off' },
            tags: Object.entries(start.tags),
          }
        : {}),
      steps,
      ...(replayed.error !== undefined
        ? { error: { line: replayed.error.line, ...(replayed.error.column !== undefined ? { column: replayed.error.column } : {}), message: replayed.error.message } }
        : {}),
    };
  },
};
