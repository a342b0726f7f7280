/**
 * Undo patches: what an entry changed, recorded as the old values. Unchanged parts keep their identity
 * (commands copy only what they touch), so an advance that ends nothing has an empty patch, and the timers'
 * part is made of the changes the command reported: it costs the timers that changed, not those that stayed.
 */
import { mergeTimers, sortTimers, type Outcome, type TimerState } from "../timers";
import type { UndoPatch } from "./model";

/** Shared by every entry that changed nothing but the clock (most advances), to spare an object each. */
const CLOCK_ONLY: UndoPatch = Object.freeze({});

/** The patch that takes a command's outcome back to the state it was applied to. */
export function undoPatch(before: TimerState, outcome: Outcome): UndoPatch {
  const after = outcome.state;
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
    const { removed, added } = outcome.changes;
    // A changed timer is dropped by id and its old copy restored.
    patch.timers = { restore: [...removed], drop: added.map((t) => t.id) };
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
    const kept = drop.size === 0 ? after.timers : after.timers.filter((t) => !drop.has(t.id));
    timers = mergeTimers(kept, sortTimers(patch.timers.restore));
  }
  return {
    time,
    timers,
    checks: patch.checks ?? after.checks,
    boundaries: patch.boundaries ?? after.boundaries,
    nextId: patch.nextId ?? after.nextId,
  };
}
