/** The one order events are reported in, and the expansion of a counted event into its occurrences. */
import type { TimeEvent } from "./model";

const RANK: Record<TimeEvent["type"], number> = { unitBegan: 0, timerEnded: 1, checkDue: 2 };

/** By time; at the same moment a day begins before its watch, timers end, then checks fall due. */
export function compareEvents(a: TimeEvent, b: TimeEvent): number {
  if (a.at !== b.at) return a.at - b.at;
  if (a.type !== b.type) return RANK[a.type] - RANK[b.type];
  if (a.type === "unitBegan" && b.type === "unitBegan") return b.every - a.every;
  const ka = a.type === "timerEnded" ? a.timer.id : a.type === "checkDue" ? a.check : a.unit;
  const kb = b.type === "timerEnded" ? b.timer.id : b.type === "checkDue" ? b.check : b.unit;
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}

/** Each single occurrence of an event, in time order (a check due 3 times becomes three events with count 1). */
export function occurrences(events: readonly TimeEvent[]): TimeEvent[] {
  const out: TimeEvent[] = [];
  for (const event of events) {
    if (event.type === "timerEnded") {
      out.push(event);
      continue;
    }
    for (let i = 0; i < event.count; i++) out.push({ ...event, at: event.at + i * event.every, count: 1 });
  }
  return out.sort(compareEvents);
}
