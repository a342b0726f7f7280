/** What a clock panel shows: lights with time or ticks left, what an owner carries, the checks coming up. */
import type { RecurringCheck, Timer, TimerState } from "./model";
import { nextAfter } from "./recurrence";

/** Seconds (or ticks, for tick timers) a timer has left at `time`. */
export function left(t: Timer, time: number): number {
  return t.mode === "running" ? t.endsAt - time : t.mode === "paused" ? t.remaining : t.ticks;
}

export interface TimerView {
  readonly timer: Timer;
  readonly left: number;
  readonly unit: "seconds" | "ticks";
  readonly running: boolean;
}

function view(t: Timer, time: number): TimerView {
  return {
    timer: t,
    left: left(t, time),
    unit: t.mode === "ticks" ? "ticks" : "seconds",
    running: t.mode === "running" || (t.mode === "ticks" && t.running),
  };
}

/** Every timer, soonest to end first. */
export function timerViews(state: TimerState): TimerView[] {
  return state.timers.map((t) => view(t, state.time));
}

export function activeLights(state: TimerState): TimerView[] {
  return state.timers.filter((t) => t.kind === "light").map((t) => view(t, state.time));
}

export function timersOf(state: TimerState, owner: string): TimerView[] {
  return state.timers.filter((t) => t.owner === owner).map((t) => view(t, state.time));
}

export interface DueCheck {
  readonly check: RecurringCheck;
  readonly at: number;
}

/** Active checks by when they next fall due; the first is the next due check. */
export function upcomingChecks(state: TimerState): DueCheck[] {
  return state.checks
    .filter((c) => c.active)
    .map((check) => ({ check, at: nextAfter(check, state.time) }))
    .sort((a, b) => a.at - b.at);
}
