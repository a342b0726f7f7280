/**
 * Undo patches: what an entry changed, recorded as the old values. Unchanged parts keep their identity
 * (commands copy only what they touch), so an advance that ends nothing has an empty patch.
 */
import { sortTimers, type Timer, type TimerState } from "../timers";
import type { UndoPatch } from "./model";

/** Shared by every entry that changed nothing but the clock (most advances), to spare an object each. */
const CLOCK_ONLY: UndoPatch = Object.freeze({});

export function diff(before: TimerState, after: TimerState): UndoPatch {
  if (
    before.timers === after.timers &&
    before.checks === after.checks &&
    before.boundaries === after.boundaries &&
    before.nextId === after.nextId
  ) {
    return CLOCK_ONLY;
  }
  const patch: { -readonly [K in keyof UndoPatch]: UndoPatch[K] } = {};
  if (before.nextId !== after.nextId) patch.nextId = before.nextId;
  if (before.timers !== after.timers) {
    const now = new Map(after.timers.map((t) => [t.id, t]));
    const was = new Set(before.timers.map((t) => t.id));
    const restore: Timer[] = [];
    const drop: string[] = [];
    for (const t of before.timers) {
      const current = now.get(t.id);
      if (current === t) continue;
      restore.push(t);
      if (current) drop.push(t.id);
    }
    for (const t of after.timers) if (!was.has(t.id)) drop.push(t.id);
    patch.timers = { restore, drop };
  }
  if (before.checks !== after.checks) patch.checks = before.checks;
  if (before.boundaries !== after.boundaries) patch.boundaries = before.boundaries;
  return patch;
}

/** The state before an entry, from the state after it, its patch and the time it started at. */
export function restore(after: TimerState, patch: UndoPatch, time: number): TimerState {
  let timers = after.timers;
  if (patch.timers) {
    const drop = new Set(patch.timers.drop);
    timers = sortTimers([...after.timers.filter((t) => !drop.has(t.id)), ...patch.timers.restore]);
  }
  return {
    time,
    timers,
    checks: patch.checks ?? after.checks,
    boundaries: patch.boundaries ?? after.boundaries,
    nextId: patch.nextId ?? after.nextId,
  };
}
