// Chakart's chance, fairly (G4, committed): the server draws every outcome from a secret seed of
// 256 bits that only it knows; the start line carries the seed's SHA-256 (its commitment), and the
// line that ends the game publishes the seed, so anyone can check with `rulebook replay` that each
// outcome is what the seed draws and that no player could have predicted one.
import { chakart as text, type Result } from '@rulebook/notation';
import { chakart } from '@rulebook/rules';
import { CommittedRandom, commitmentOf as commitment } from '@rulebook/rules/committed';

/** The rules every Chakart position plays by (the options change only the start). */
const RULES = chakart.chakartGame.create();

export const commitmentOf = (secret: string): string => commitment(secret);

/** The line that publishes the seed once the game is over. */
export const revealLine = (secret: string): string => text.writeRevealLine(secret);

/** A decision read in the game's position, its outcomes drawn from the secret's stream after the `drawn` already taken. */
export function drawOutcomes(
  snapshot: chakart.GameSnapshot,
  decisionText: string,
  secret: string,
  drawn: number,
): Result<{ move: { decision: unknown; outcomes: readonly unknown[] }; outcomes: readonly unknown[] }, string> {
  const position = snapshot.context.position;
  const parsed = text.parseMove(position, decisionText);
  if (!parsed.ok) {
    const where = parsed.error.column === undefined ? '' : `"${decisionText}", column ${parsed.error.column}: `;
    return { ok: false, error: `${where}${parsed.error.message}` };
  }
  const outcomes = RULES.play(position, parsed.value, CommittedRandom.forPlay(secret, drawn).source()).facts.outcomes;
  return { ok: true, value: { move: { decision: parsed.value, outcomes }, outcomes } };
}
