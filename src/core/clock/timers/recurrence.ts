/**
 * Recurring things (checks, watch and day boundaries) are counted arithmetically on absolute time, never
 * stepped: occurrences fall at anchor + k × every, and the count in (from, to] is a difference of floors.
 * So a year costs what a turn costs, and two 5-minute advances cross a 10-minute boundary exactly once.
 */
const floorDiv = (a: number, b: number) => Math.floor(a / b);

export interface Recurrence {
  readonly every: number;
  readonly anchor: number;
}

/** Occurrences strictly after `from`, up to and including `to`. */
export function countBetween(r: Recurrence, from: number, to: number): number {
  return floorDiv(to - r.anchor, r.every) - floorDiv(from - r.anchor, r.every);
}

/** The first occurrence strictly after `time`. */
export function nextAfter(r: Recurrence, time: number): number {
  return r.anchor + (floorDiv(time - r.anchor, r.every) + 1) * r.every;
}
