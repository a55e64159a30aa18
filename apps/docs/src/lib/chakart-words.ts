// Chakart's decisions as players read them on the play and replay pages: what followed a
// decision (its effect chain after the decision itself) in words, the directions said in full.
// The words are the notation's (`describeSteps`, `stepWords`); the raw outcome text (`push:n`,
// `egg:koopa`) stays in the log and the record. No engine here: the board imports it too.

const DIRECTIONS: Readonly<Record<string, string>> = {
  n: 'north',
  s: 'south',
  e: 'east',
  w: 'west',
  ne: 'north-east',
  nw: 'north-west',
  se: 'south-east',
  sw: 'south-west',
};

/** Step words with the push directions in full: `banana, pushed north to e5`. */
export const playerWords = (text: string): string => text.replace(/\bpushed (ne|nw|se|sw|n|s|e|w)\b/g, (_, d: string) => `pushed ${DIRECTIONS[d]}`);

/**
 * What followed a decision, from its steps in words (`Pf3xe4: leaves a mushroom on f3; banana,
 * pushed n to e5`): the part after the decision, directions in full; undefined when nothing did.
 */
export function effectWords(described: string): string | undefined {
  const cut = described.indexOf(': ');
  return cut < 0 ? undefined : playerWords(described.slice(cut + 2));
}
