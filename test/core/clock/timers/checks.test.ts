/** Recurring checks: counted on absolute time, every so often or so many times a unit, per area. */
import { describe, expect, it } from "vitest";
import { advance, createTimerState, recurringCheck, upcomingChecks } from "../../../../src/core";
import { DAY, HOUR, MINUTE, must, TURN } from "../helpers";
import { p002, run } from "./fixtures";

const time = p002.time;

describe("recurring checks", () => {
  it("counts a check every 3 turns from now, reporting a long jump once with its count", () => {
    const check = must(
      recurringCheck({ id: "wandering", label: "Wandering", every: "3 turns", align: "now" }, time, 100),
    );
    expect(check).toMatchObject({ every: 3 * TURN, anchor: 100 });
    let { state } = run({ ...createTimerState(100, time), boundaries: [] }, { type: "addCheck", check });
    expect(upcomingChecks(state)[0]?.at).toBe(100 + 3 * TURN);
    state = must(advance(state, 100 + 2 * TURN)).state;
    const due = must(advance(state, 100 + 3 * TURN));
    expect(due.events).toEqual([
      {
        type: "checkDue",
        check: "wandering",
        label: "Wandering",
        at: 100 + 3 * TURN,
        count: 1,
        every: 3 * TURN,
      },
    ]);
    const week = must(advance(due.state, 100 + 3 * TURN + 7 * DAY));
    expect(week.events).toMatchObject([
      { type: "checkDue", count: (7 * DAY) / (3 * TURN), at: 100 + 6 * TURN },
    ]);
  });

  it("counts boundaries on absolute time: two 5-minute advances cross one turn, like one 10-minute advance", () => {
    const check = must(
      recurringCheck({ id: "turn", label: "Turn", every: "1 turn", align: "clock" }, time, 0),
    );
    const { state } = run(
      { ...createTimerState(7 * MINUTE, time), boundaries: [] },
      { type: "addCheck", check },
    );
    const a = must(advance(state, 12 * MINUTE));
    const b = must(advance(a.state, 17 * MINUTE));
    const whole = must(advance(state, 17 * MINUTE));
    expect([...a.events, ...b.events]).toEqual(whole.events);
    expect(whole.events).toMatchObject([{ type: "checkDue", at: 10 * MINUTE, count: 1 }]);
  });
});

describe("check periods and areas", () => {
  it("supports every watch and twice a watch, and per-area frequencies that can change", () => {
    const watch = must(
      recurringCheck({ id: "w", label: "Watch", every: "1 watch", align: "clock" }, time, 0),
    );
    const twice = must(
      recurringCheck({ id: "t", label: "Twice", times: 2, per: "watch", align: "clock" }, time, 0),
    );
    const busy = must(
      recurringCheck({ id: "busy", label: "Halls", every: "2 turns", align: "now", area: "halls" }, time, 0),
    );
    let { state } = run(
      { ...createTimerState(0, time), boundaries: [] },
      ...[watch, twice, busy].map((check) => ({ type: "addCheck" as const, check })),
    );
    const day = must(advance(state, DAY));
    expect(day.events.map((e) => (e.type === "checkDue" ? [e.check, e.count, e.area] : []))).toEqual([
      ["busy", 72, "halls"],
      ["t", 8, undefined],
      ["w", 4, undefined],
    ]);
    // The party leaves the busy halls: the GM slows that check to every 6 turns, counted from now.
    state = run(
      day.state,
      { type: "updateCheck", id: "busy", changes: { every: 6 * TURN, anchor: DAY } },
      { type: "updateCheck", id: "w", changes: { active: false } },
    ).state;
    expect(upcomingChecks(state).map((c) => [c.check.id, c.at])).toEqual([
      ["busy", DAY + 6 * TURN],
      ["t", DAY + 3 * HOUR],
    ]);
    expect(
      recurringCheck({ id: "x", label: "x", times: 7, per: "turn", align: "now" }, time, 0),
    ).toMatchObject({
      ok: false,
      error: { code: "timer.badPeriod" },
    });
    expect(recurringCheck({ id: "x", label: "x", every: "1d4 turns", align: "now" }, time, 0)).toMatchObject({
      ok: false,
      error: { code: "timer.badPeriod" },
    });
  });
});
