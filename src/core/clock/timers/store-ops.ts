/**
 * Changing the expiry index (store.ts keeps its order): finding what ran out, putting timers in, taking them
 * out, merging two indexes. Only the writer's commands and undo change it, so these load with them.
 */
import type { Timer } from "./model";
import { compareTimers, endOf } from "./store";

/** How many timers at the front of the index end at or before `time`. */
export function endedBy(timers: readonly Timer[], time: number): number {
  let lo = 0;
  let hi = timers.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (endOf(timers[mid] as Timer) <= time) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function insertTimer(timers: readonly Timer[], timer: Timer): Timer[] {
  let lo = 0;
  let hi = timers.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareTimers(timers[mid] as Timer, timer) < 0) lo = mid + 1;
    else hi = mid;
  }
  return [...timers.slice(0, lo), timer, ...timers.slice(lo)];
}

export function withoutTimer(timers: readonly Timer[], id: string): Timer[] {
  return timers.filter((t) => t.id !== id);
}

/** Replaces a timer, moving it to its new place in the index. */
export function replaceTimer(timers: readonly Timer[], timer: Timer): Timer[] {
  return insertTimer(withoutTimer(timers, timer.id), timer);
}

/** Two indexes as one, in one pass (undo puts a few timers back among many). */
export function mergeTimers(a: readonly Timer[], b: readonly Timer[]): Timer[] {
  const merged: Timer[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as Timer;
    const y = b[j] as Timer;
    if (compareTimers(x, y) <= 0) {
      merged.push(x);
      i++;
    } else {
      merged.push(y);
      j++;
    }
  }
  for (; i < a.length; i++) merged.push(a[i] as Timer);
  for (; j < b.length; j++) merged.push(b[j] as Timer);
  return merged;
}
