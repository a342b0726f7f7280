/**
 * Undo patches: what an entry changed, recorded as the old values. Unchanged parts keep their identity
 * (commands copy only what they touch), so an advance that ends nothing costs a patch of two numbers.
 */
import { sortTimers, type Timer, type TimerState } from "../timers";
import type { UndoPatch } from "./model";

export function diff(before: TimerState, after: TimerState): UndoPatch {
  const patch: { -readonly [K in keyof UndoPatch]: UndoPatch[K] } = {
    time: before.time,
    nextId: before.nextId,
  };
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

export function restore(after: TimerState, patch: UndoPatch): TimerState {
  let timers = after.timers;
  if (patch.timers) {
    const drop = new Set(patch.timers.drop);
    timers = sortTimers([...after.timers.filter((t) => !drop.has(t.id)), ...patch.timers.restore]);
  }
  return {
    time: patch.time,
    timers,
    checks: patch.checks ?? after.checks,
    boundaries: patch.boundaries ?? after.boundaries,
    nextId: patch.nextId,
  };
}
