/**
 * The campaign record by day. This module imports nothing at run time: the record's views and Foundry's
 * record store load it lazily, and a chunk that shared a module with the start bundle would split it. Import
 * it from here (it is not in the core's index).
 */
import type { DAY_SECONDS, TimeScale } from "../clock/time";
import type { RecordEntry } from "./record";

/** Seconds in a day: the same figure as `DAY_SECONDS`, checked by its type. */
const DAY: typeof DAY_SECONDS = 86_400;

/** The day an entry belongs to: the day (0 = the first, counted from the preset's day start) it began on. */
export function recordDay(time: number, scale: Pick<TimeScale, "dayStart">): number {
  return Math.floor((time - scale.dayStart) / DAY);
}

/** The world time a record day begins at. */
export function recordDayStart(day: number, scale: Pick<TimeScale, "dayStart">): number {
  return day * DAY + scale.dayStart;
}

export interface RecordDay<E extends RecordEntry = RecordEntry> {
  readonly day: number;
  /** The world time the day begins at. */
  readonly start: number;
  readonly entries: readonly E[];
}

/** Entries grouped by the day each began on, days and entries in order. */
export function recordDays<E extends RecordEntry>(
  entries: readonly E[],
  scale: Pick<TimeScale, "dayStart">,
): RecordDay<E>[] {
  const days = new Map<number, E[]>();
  for (const entry of [...entries].sort((a, b) => a.id - b.id)) {
    const day = recordDay(entry.from, scale);
    const list = days.get(day);
    if (list) list.push(entry);
    else days.set(day, [entry]);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a - b)
    .map(([day, list]) => ({ day, start: recordDayStart(day, scale), entries: list }));
}
