/** The benchmark contract: each file in bench/suites exports `benchmarks`, run by bench/run.ts. */
export interface Benchmark {
  /** Stable name written to bench/results.json, e.g. "clock.advance-year-500-timers". */
  readonly name: string;
  readonly unit: string;
  /** The figure we aim to stay at or under. */
  readonly target: number;
  /** Measures and returns the figure in `unit`. */
  run(): number | Promise<number>;
}

export interface BenchResult {
  readonly name: string;
  readonly value: number;
  readonly unit: string;
}

/** Median wall time in ms of `fn` over `samples` runs after `warmup` runs. */
export function medianMs(fn: () => void, samples = 15, warmup = 3): number {
  for (let i = 0; i < warmup; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}
