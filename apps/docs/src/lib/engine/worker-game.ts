// What the engine's worker needs of one game besides the engine: its rules (the registry's
// definition), and its position string and move text (the notation's). Each game's worker entry
// (<game>-worker.ts) gives these, so a game's worker carries only its own text.
import type { AnyGameDefinition, AnyGame } from '@rulebook/rules';

export interface WorkerGame {
  readonly definition: AnyGameDefinition;
  /** The position string read (the notation's `parsePosition`). */
  parsePosition(text: string): { ok: true; value: unknown } | { ok: false; error: { message: string } };
  /** A move's canonical text in the position it is played from. */
  formatMove(position: never, move: never): string;
  /** Move text read in a position, for `game` (its options: Chakra's ruleset, Shakti's warrior jump). */
  parseMove(position: never, text: string, game: AnyGame): { ok: true; value: unknown } | { ok: false; error: { message: string } };
}

/**
 * The rules' options from the room's choices (`repetition: 'off'`, `seed: '42'`), each by the
 * rules' own option spec: a boolean is on or off, an integer a number, a choice one of its
 * values; a choice the rules do not name is left to its default.
 */
export function rulesOptions(definition: AnyGameDefinition, choices: Readonly<Record<string, string>>): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(definition.options as Record<string, { kind: string; values?: readonly unknown[] }>)) {
    const choice = choices[name];
    if (choice === undefined || choice === '') continue;
    if (spec.kind === 'boolean') options[name] = choice === 'on' || choice === 'true';
    else if (spec.kind === 'integer') options[name] = Number(choice);
    else {
      const value = spec.values?.find((v) => String(v) === choice);
      if (value !== undefined) options[name] = value;
    }
  }
  return options;
}
