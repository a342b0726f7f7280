/**
 * The expiry index: timers kept sorted by end time, so advancing finds what ran out by binary search and
 * the state keeps one canonical order (undo restores the same array, not just the same set).
 */
import type { Timer } from "./model";

/** Running timers by end time; paused and tick timers after them. */
const endOf = (t: Timer) => (t.mode === "running" ? t.endsAt : Number.POSITIVE_INFINITY);

export function compareTimers(a: Timer, b: Timer): number {
  const byEnd = endOf(a) - endOf(b);
  if (byEnd !== 0 && !Number.isNaN(byEnd)) return byEnd;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

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

/** Restores the canonical order, e.g. after loading hand-edited data. */
export function sortTimers(timers: readonly Timer[]): Timer[] {
  return [...timers].sort(compareTimers);
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
