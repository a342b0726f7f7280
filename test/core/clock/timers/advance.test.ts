/** Advancing the timers: the units that begin, and events in time order. */
import { describe, expect, it } from "vitest";
import { advance, createTimerState, occurrences, recurringCheck } from "../../../../src/core";
import { DAY, HOUR, must } from "../helpers";
import { light, p002, run } from "./fixtures";

const time = p002.time;

describe("advancing the timers", () => {
  it("announces each watch and day that begins, counted over long spans", () => {
    const state = createTimerState(0, time);
    const out = must(advance(state, DAY));
    expect(out.events).toEqual([
      { type: "unitBegan", unit: "watch", at: 6 * HOUR, count: 4, every: 6 * HOUR },
      { type: "unitBegan", unit: "day", at: DAY, count: 1, every: DAY },
    ]);
    const year = must(advance(out.state, 366 * DAY));
    expect(year.events).toEqual([
      { type: "unitBegan", unit: "watch", at: DAY + 6 * HOUR, count: 365 * 4, every: 6 * HOUR },
      { type: "unitBegan", unit: "day", at: 2 * DAY, count: 365, every: DAY },
    ]);
    // Each single occurrence: a new day comes before the first watch that begins with it.
    expect(occurrences(out.events).map((e) => [e.type === "unitBegan" && e.unit, e.at])).toEqual([
      ["watch", 6 * HOUR],
      ["watch", 12 * HOUR],
      ["watch", 18 * HOUR],
      ["day", DAY],
      ["watch", DAY],
    ]);
  });

  it("reports events in time order across kinds", () => {
    const check = must(recurringCheck({ id: "c", label: "c", every: "5 hours", align: "now" }, time, 0));
    const { state } = run(createTimerState(0, time), { type: "addCheck", check }, light(p002, "torch"));
    const out = must(advance(state, 6 * HOUR));
    expect(out.events.map((e) => [e.type, e.at])).toEqual([
      ["timerEnded", HOUR],
      ["checkDue", 5 * HOUR],
      ["unitBegan", 6 * HOUR],
    ]);
  });
});
