/**
 * The clock as peers keep it, for comparison: step the clock a turn at a time and, at each step, scan every
 * timer for one that has run out and every check and boundary for one that falls due. It reports each
 * occurrence on its own, at the time it happened.
 */
import type { TimerState } from "../../src/core";

export interface NaiveEvent {
  readonly type: "unitBegan" | "timerEnded" | "checkDue";
  readonly id: string;
  readonly at: number;
}

/** Something that recurs, with the next time it falls due (what a peer stores beside each check). */
interface Due {
  readonly type: "unitBegan" | "checkDue";
  readonly id: string;
  readonly every: number;
  next: number;
}

/** Advances `state` to `to` in steps of `step` seconds, reporting every occurrence. */
export function naiveAdvance(state: TimerState, to: number, step: number): NaiveEvent[] {
  const from = state.time;
  const firstAfter = (anchor: number, every: number) =>
    anchor + (Math.floor((from - anchor) / every) + 1) * every;
  const recurring: Due[] = [
    ...state.boundaries.map((b) => ({
      type: "unitBegan" as const,
      id: b.unit,
      every: b.every,
      next: firstAfter(b.anchor, b.every),
    })),
    ...state.checks
      .filter((c) => c.active)
      .map((c) => ({
        type: "checkDue" as const,
        id: c.id,
        every: c.every,
        next: firstAfter(c.anchor, c.every),
      })),
  ];
  const events: NaiveEvent[] = [];
  let timers = state.timers;
  for (let now = Math.min(from + step, to); ; now = Math.min(now + step, to)) {
    let ended = false;
    for (const t of timers) {
      if (t.mode === "running" && t.endsAt <= now) {
        events.push({ type: "timerEnded", id: t.id, at: t.endsAt });
        ended = true;
      }
    }
    if (ended) timers = timers.filter((t) => t.mode !== "running" || t.endsAt > now);
    for (const r of recurring) {
      for (; r.next <= now; r.next += r.every) events.push({ type: r.type, id: r.id, at: r.next });
    }
    if (now === to) return events;
  }
}
