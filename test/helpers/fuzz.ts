/**
 * The settings of the property tests at the gates (issue 20): a fixed seed and a few runs in `npm test`, so it
 * stays quick and the same on every machine, and many more under `npm run fuzz` (npm names the script it runs in
 * `npm_lifecycle_event`). `TURNKEEPER_FUZZ_RUNS` and `TURNKEEPER_FUZZ_SEED` set either by hand.
 */
const FUZZ = process.env.npm_lifecycle_event === "fuzz";
/** How many more runs the fuzz script makes than `npm test`. */
const FUZZ_FACTOR = 50;

export function fuzzRuns(runs: number): { seed: number; numRuns: number } {
  const numRuns = Number(process.env.TURNKEEPER_FUZZ_RUNS) || (FUZZ ? runs * FUZZ_FACTOR : runs);
  return { seed: Number(process.env.TURNKEEPER_FUZZ_SEED) || 20, numRuns };
}
