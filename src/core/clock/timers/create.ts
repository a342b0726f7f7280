/** A new timer state for a scale: its clock starts where the host's world time is. */
import type { TimeScale } from "../time";
import type { Boundary, TimerState } from "./model";

/** The boundaries a scale announces (watches, days), aligned to its day start. */
export function boundariesFor(scale: TimeScale): Boundary[] {
  return scale.units
    .filter((u) => u.announce)
    .map((u) => ({ unit: u.id, every: u.seconds, anchor: scale.dayStart }));
}

/** A fresh timer state at world time `time`, announcing the scale's boundaries. */
export function createTimerState(time: number, scale: TimeScale): TimerState {
  return { time, timers: [], checks: [], boundaries: boundariesFor(scale), nextId: 1 };
}
