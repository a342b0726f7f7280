/**
 * The expiry index: timers kept sorted by end time, so advancing finds what ran out by binary search and
 * the state keeps one canonical order (undo restores the same array, not just the same set). Every client
 * reads the order; the writer changes the index (store-ops.ts).
 */
import type { Timer } from "./model";

/** Running timers by end time; paused and tick timers after them. */
export const endOf = (t: Timer) => (t.mode === "running" ? t.endsAt : Number.POSITIVE_INFINITY);

/** Running timers first by end time, then by id. */
export function compareTimers(a: Timer, b: Timer): number {
  const byEnd = endOf(a) - endOf(b);
  if (byEnd !== 0 && !Number.isNaN(byEnd)) return byEnd;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Restores the canonical order, e.g. after loading hand-edited data. */
export function sortTimers(timers: readonly Timer[]): Timer[] {
  return [...timers].sort(compareTimers);
}
