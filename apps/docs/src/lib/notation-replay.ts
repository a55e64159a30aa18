// A game's replay page, written once over its text contract: a pasted log replayed by the
// game's `replayLog` (the CLI's reader and checks), each event with its facts, position and
// last-move squares in the game's words (GameWords, the same the play page uses). A game's
// lib/<game>-replay.ts gives its reader and its words; the replay island loads that module with
// the first log given (`replayOnDemand`, lib/session.ts), so the page opens without the reader.
import type { TextGame, TextTypes } from '@rulebook/notation';
import { factPairsOf, shownText, asMove, type GameWords } from './game-words.ts';
import type { Colour, ReplayGame, ReplayStepView, ReplayView } from './session.ts';

/** What the replay takes from a game's text module (only these, so the chunk holds no more). */
export type ReplayText<T extends TextTypes> = Pick<TextGame<T>, 'replayLog' | 'formatPosition' | 'recordToLog' | 'writeRecord'>;

/** A game record begins with a tag (`[Game "Chakra"]`) or a comment; a log with `{`. */
const isRecord = (text: string): boolean => /^\s*[[;]/.test(text);

/** The ReplayGame of a game read through its notation. */
export function replayOverNotation<T extends TextTypes>(game: { readonly name: ReplayGame['id']; readonly title: string }, text: ReplayText<T>, words: GameWords<T>): ReplayGame {
  function replay(input: string): ReplayView {
    // A game record is read into a log by the notation (the CLI's `convert`), then replayed.
    const read = isRecord(input) ? 'record' : 'log';
    let log = input;
    if (read === 'record') {
      const converted = text.recordToLog(input);
      if (!converted.ok) {
        const e = converted.error;
        return { steps: [], read, error: { line: e.line, ...(e.column !== undefined ? { column: e.column } : {}), message: `the game record: ${e.message}` } };
      }
      log = converted.value;
    }
    const result = text.replayLog(log);
    const start = result.start;
    let before = start?.position;
    const steps = result.steps.map((step): ReplayStepView => {
      // A step follows the start (a log without one has no steps).
      const decided = { ...step, before: before as T['position'] };
      before = step.position;
      const move = asMove<T>(decided);
      const last = move && words.lastOf(move);
      const effects = move && words.effects?.(move);
      const taken = move && words.taken?.(move);
      return {
        ply: step.ply,
        line: step.line,
        ...(step.event.event !== 'draw' ? { player: step.event.player } : {}),
        text: shownText(words, decided),
        facts: factPairsOf(words, decided),
        positionText: text.formatPosition(step.position),
        ...(last ? { last } : {}),
        ...(step.result ? { end: words.endWords(step.result), result: (step.result as { readonly result: Colour | 'draw' }).result } : {}),
        ...(effects ? { effects } : {}),
        ...(taken && taken.length > 0 ? { taken } : {}),
      };
    });
    const error = result.error;
    // The record of what could be replayed: the share link's content (a record is shorter than its log).
    let record: string | undefined;
    try {
      record = start ? text.writeRecord(result) : undefined;
    } catch {
      record = undefined;
    }
    return {
      ...(start ? { startText: text.formatPosition(start.position), options: words.choicesOf(start.event), tags: Object.entries(start.event.tags) } : {}),
      steps,
      read,
      ...(record !== undefined ? { record } : {}),
      ...(error ? { error: { line: error.line, ...(error.column !== undefined ? { column: error.column } : {}), message: error.message } } : {}),
    };
  }
  return {
    id: game.name,
    name: game.title,
    replay(log) {
      try {
        return replay(log);
      } catch (e) {
        // `replayLog` does not throw; should it, the page shows an error instead of breaking.
        return { steps: [], error: { line: 1, message: e instanceof Error ? e.message : String(e) } };
      }
    },
  };
}
