/**
 * Advancing the timer state from its time to a later world time. Cost is O(log n) plus what actually
 * happens: timers that ran out are a prefix of the expiry index, and recurring events are counted.
 */
import { coreError, type CoreError } from "../../util/errors";
import { err, ok, type Result } from "../../util/result";
import { compareEvents } from "./events";
import type { TimeEvent, Timer, TimerState } from "./model";
import { countBetween, nextAfter } from "./recurrence";
import { endedBy } from "./store-ops";

/**
 * The timers a command took out of the index and those it put in, in index order; a changed timer is in
 * both (its old copy out, its new one in). The time log's undo patch is made of these, so logging costs
 * what changed, not what stayed.
 */
export interface TimerChanges {
  readonly removed: readonly Timer[];
  readonly added: readonly Timer[];
}

/** Shared by every outcome that left the timers alone. */
export const NO_TIMER_CHANGES: TimerChanges = Object.freeze({ removed: [], added: [] });

export interface Outcome {
  readonly state: TimerState;
  /** A fresh array the caller may keep (the time log stores it as is). */
  readonly events: TimeEvent[];
  readonly changes: TimerChanges;
}

/** Most advances report one or two events already in order; checking is cheaper than sorting. */
function inOrder(events: readonly TimeEvent[]): boolean {
  for (let i = 1; i < events.length; i++) {
    if (compareEvents(events[i - 1] as TimeEvent, events[i] as TimeEvent) > 0) return false;
  }
  return true;
}

/** Boundaries crossed and checks due in (from, to], each counted once with its first occurrence. */
function recurringEvents(state: TimerState, from: number, to: number): TimeEvent[] {
  const events: TimeEvent[] = [];
  for (const b of state.boundaries) {
    const count = countBetween(b, from, to);
    if (count > 0)
      events.push({ type: "unitBegan", unit: b.unit, at: nextAfter(b, from), count, every: b.every });
  }
  for (const c of state.checks) {
    if (!c.active) continue;
    const count = countBetween(c, from, to);
    if (count === 0) continue;
    const event: TimeEvent = {
      type: "checkDue",
      check: c.id,
      label: c.label,
      at: nextAfter(c, from),
      count,
      every: c.every,
    };
    if (c.area !== undefined) event.area = c.area;
    events.push(event);
  }
  return events;
}

/** The state at `to` with `timers` left running, everything else shared. */
function movedTo(state: TimerState, to: number, timers = state.timers): TimerState {
  return { time: to, timers, checks: state.checks, boundaries: state.boundaries, nextId: state.nextId };
}

/**
 * Moving backwards is a typed error ("time.backwards"): undoing is the time log's job (`rewindTo`), which
 * restores timers exactly instead of guessing what a fire that went out should do when time runs back.
 */
export function advance(state: TimerState, to: number): Result<Outcome, CoreError> {
  const from = state.time;
  if (!Number.isSafeInteger(to)) return err(coreError("time.badTime", { time: to }));
  if (to < from) return err(coreError("time.backwards", { from, to }));
  if (to === from) return ok({ state, events: [], changes: NO_TIMER_CHANGES });
  const recurring = recurringEvents(state, from, to);
  if (!inOrder(recurring)) recurring.sort(compareEvents);
  const ended = endedBy(state.timers, to);
  if (ended === 0) return ok({ state: movedTo(state, to), events: recurring, changes: NO_TIMER_CHANGES });
  // Timers run out in index order, which is their event order: merging in the few recurring events is
  // cheaper than sorting them all.
  const events: TimeEvent[] = [];
  let r = 0;
  for (let i = 0; i < ended; i++) {
    const timer = state.timers[i];
    if (timer?.mode !== "running") continue;
    const event: TimeEvent = { type: "timerEnded", at: timer.endsAt, timer, cause: "time" };
    while (r < recurring.length && compareEvents(recurring[r] as TimeEvent, event) < 0) {
      events.push(recurring[r++] as TimeEvent);
    }
    events.push(event);
  }
  while (r < recurring.length) events.push(recurring[r++] as TimeEvent);
  const next = movedTo(state, to, state.timers.slice(ended));
  return ok({ state: next, events, changes: { removed: state.timers.slice(0, ended), added: [] } });
}
