/**
 * The benchmark contract and the one timing helper every suite uses. Each file in bench/suites exports
 * `benchmarks`, run by bench/run.ts in a process of its own. A benchmark measures Turnkeeper beside a
 * reference in the same process and reports both times and their ratio: absolute times on a shared machine
 * swing by a factor of two from run to run, a ratio measured side by side does not.
 */

/** One entry of bench/results.json. */
export interface BenchResult {
  /** Stable name, e.g. "clock.year-vs-naive-500-timers". */
  readonly name: string;
  readonly value: number;
  /** "ms", "µs", "KB", or "ratio" for a figure divided by its reference. */
  readonly unit: string;
}

/** A figure as a benchmark reports it: a result, and the bound it should stay within, if it has one. */
export interface Figure extends BenchResult {
  readonly target?: number;
}

export interface Benchmark {
  /** What it measures; `npm run bench -- <part of a name>` runs only the benchmarks whose name has it. */
  readonly name: string;
  /** Measures, checks the reference agrees (throwing if not), and returns the figures. */
  run(): readonly Figure[] | Promise<readonly Figure[]>;
}

export interface SideBySideOptions {
  /** Keep sampling until this much time has passed (ms) or `maxSamples` are taken. */
  readonly budgetMs?: number;
  /** A sample repeats a quick function until it has run this long (ms), so the clock's grain is no matter. */
  readonly minSampleMs?: number;
  readonly minSamples?: number;
  readonly maxSamples?: number;
}

/**
 * The median time in ms of one call of each function, sampled in turns (a sample of the first, of the
 * second, ..., then again), so that whatever else the machine does slows them alike. The first calls warm
 * each up and tell how many calls a sample needs; the number of samples adapts to the budget, at least
 * `minSamples` however slow the functions are. A function that returns a promise is timed until it
 * settles; one that does not is never awaited, so a quick one pays for no promise.
 *
 * Self-contained (no imports, no named inner functions) so the tracker suite can run this very code in
 * Chromium.
 */
export async function timeSideBySide(
  fns: readonly (() => unknown)[],
  { budgetMs = 1000, minSampleMs = 2, minSamples = 5, maxSamples = 41 }: SideBySideOptions = {},
): Promise<number[]> {
  const repeats: number[] = [];
  for (const fn of fns) {
    let calls = 0;
    const start = performance.now();
    let elapsed = 0;
    while (elapsed < minSampleMs) {
      const out = fn();
      if (out instanceof Promise) await out;
      calls++;
      elapsed = performance.now() - start;
    }
    repeats.push(Math.max(1, Math.ceil((minSampleMs * calls) / Math.max(elapsed, 1e-3))));
  }
  const samples: number[][] = fns.map(() => []);
  const start = performance.now();
  for (let taken = 0; taken < maxSamples; taken++) {
    if (taken >= minSamples && performance.now() - start > budgetMs) break;
    for (let i = 0; i < fns.length; i++) {
      const fn = fns[i]!;
      const reps = repeats[i]!;
      const t0 = performance.now();
      for (let r = 0; r < reps; r++) {
        const out = fn();
        if (out instanceof Promise) await out;
      }
      samples[i]!.push((performance.now() - t0) / reps);
    }
  }
  return samples.map((s) => s.sort((a, b) => a - b)[s.length >> 1] ?? Number.NaN);
}

export interface Paired {
  /** Median ms per call of Turnkeeper's code and of the reference. */
  readonly subject: number;
  readonly reference: number;
  /** subject / reference: below 1, Turnkeeper is faster. */
  readonly ratio: number;
}

/** Turnkeeper's code beside its reference, sampled in turns (see `timeSideBySide`). */
export async function timePair(
  subject: () => unknown,
  reference: () => unknown,
  options?: SideBySideOptions,
): Promise<Paired> {
  const [s = Number.NaN, r = Number.NaN] = await timeSideBySide([subject, reference], options);
  return { subject: s, reference: r, ratio: s / r };
}

/** Throws, failing the run, when Turnkeeper and its reference disagree: a ratio is only worth it if they agree. */
export function mustAgree(what: string, subject: readonly unknown[], reference: readonly unknown[]): void {
  const at = subject.findIndex((x, i) => x !== reference[i]);
  if (at === -1 && subject.length === reference.length) return;
  const where = at === -1 ? `lengths ${subject.length} and ${reference.length}` : `item ${at}`;
  throw new Error(
    `${what}: Turnkeeper and the reference disagree at ${where} ` +
      `(${String(subject[at])} vs ${String(reference[at])})`,
  );
}

/** The value of a core result, for setting a benchmark up: a refused command is a broken benchmark. */
export function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** A figure that is one time divided by another. */
export const ratio = (name: string, value: number, target?: number): Figure =>
  target === undefined ? { name, value, unit: "ratio" } : { name, value, unit: "ratio", target };
