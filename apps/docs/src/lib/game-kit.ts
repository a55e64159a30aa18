// What the four games' wrappers (lib/<game>.ts) share: reading build input that must be right
// (a diagram's position, a scenario's outcome) with an Error naming the problem, reading move
// text that may not be legal, and one game value per option set, made once.
import { describeTextError, type Result } from '@rulebook/notation';

/** A reader that throws `Bad <what> "<text>": <the problem>` (diagrams are build input). */
export const strictReader =
  <T>(what: string, read: (text: string) => Result<T>) =>
  (text: string): T => {
    const result = read(text);
    if (!result.ok) throw new Error(`Bad ${what} "${text}": ${describeTextError(result.error)}`);
    return result.value;
  };

/** What a reading gave, or undefined when it failed (move text that is not legal here). */
export const valueOf = <T>(result: Result<T>): T | undefined => (result.ok ? result.value : undefined);

/** A function made once per key (a game value per ruleset): later calls give the same value. */
export function oncePer<K, V>(make: (key: K) => V): (key: K) => V {
  const made = new Map<K, V>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) made.set(key, (value = make(key)));
    return value;
  };
}
