// The fuzz properties of one format family as vitest tests: each property runs FUZZ_RUNS
// cases (times its weight; default below) from a seed fixed per property (FUZZ_SEED changes
// them all), the inputs that once broke a reader first. `npm run fuzz` runs the same
// properties for as long as asked.
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { failureReport, fuzzProperties, propertySeed, runsFor, type Family } from './properties.ts';

/** Cases per property in a test run: the whole fuzz suite stays under ~40 s on two cores. */
export const DEFAULT_RUNS = 400;

export function fuzzFamily(family: Family, title: string): void {
  const runs = Number(process.env['FUZZ_RUNS'] ?? DEFAULT_RUNS);
  describe(title, () => {
    for (const property of fuzzProperties(family)) {
      it(property.name, () => {
        const details = fc.check(property.property, {
          numRuns: runsFor(property, runs),
          seed: propertySeed(property.name),
          ...(property.examples !== undefined && property.examples.length > 0 ? { examples: property.examples as [unknown][] } : {}),
        });
        if (details.failed) throw new Error(failureReport(property, details));
      }, 120_000);
    }
  });
}
