import { describe, expect, it } from "vitest";
import {
  activeLights,
  advance,
  applyTimerCommand,
  BUILT_IN_PRESETS,
  createTimerState,
  lightTimer,
  occurrences,
  recurringCheck,
  timersOf,
  timerViews,
  upcomingChecks,
  type TimeEvent,
  type TimerCommand,
  type TimerState,
} from "../../../../src/core";
import { DAY, HOUR, MINUTE, must, TURN } from "../helpers";

const p001 = BUILT_IN_PRESETS["six-watches"];
const p002 = BUILT_IN_PRESETS["turns-rounds-segments"];

function run(state: TimerState, ...commands: TimerCommand[]): { state: TimerState; events: TimeEvent[] } {
  const events: TimeEvent[] = [];
  for (const command of commands) {
    const out = must(applyTimerCommand(state, command));
    state = out.state;
    events.push(...out.events);
  }
  return { state, events };
}

const light = (preset: typeof p001, source: string, owner?: string): TimerCommand => ({
  type: "startTimer",
  timer: must(lightTimer(preset.lights, preset.time, source, owner)),
});

const ended = (events: readonly TimeEvent[]) =>
  events.flatMap((e) => (e.type === "timerEnded" ? [[e.timer.source ?? e.timer.label, e.at, e.cause]] : []));

describe("lights", () => {
  it("R002-10 a torch burns 6 turns (1 hour) and lantern oil 24 turns (4 hours)", () => {
    const { state } = run(
      createTimerState(0, p002.time),
      light(p002, "torch", "actor1"),
      light(p002, "lantern"),
    );
    expect(activeLights(state).map((l) => [l.timer.source, l.left, l.unit])).toEqual([
      ["torch", 6 * TURN, "seconds"],
      ["lantern", 24 * TURN, "seconds"],
    ]);
    const hour = must(advance(state, HOUR));
    expect(ended(hour.events)).toEqual([["torch", HOUR, "time"]]);
    expect(hour.events[0]).toMatchObject({ timer: { owner: "actor1", kind: "light" } });
    expect(ended(must(advance(hour.state, 4 * HOUR - 1)).events)).toEqual([]);
    expect(ended(must(advance(hour.state, 4 * HOUR)).events)).toEqual([["lantern", 4 * HOUR, "time"]]);
  });

  it("R001-12 light burns by ticks from the encounter table: 2 ticks put out a torch, 4 a lantern", () => {
    let { state } = run(
      createTimerState(0, p001.time),
      light(p001, "torch", "a"),
      light(p001, "lantern", "b"),
    );
    // Time alone never puts out a tick light.
    state = must(advance(state, 10 * DAY)).state;
    expect(activeLights(state).map((l) => [l.timer.source, l.left, l.unit])).toEqual([
      ["torch", 2, "ticks"],
      ["lantern", 4, "ticks"],
    ]);
    const first = run(state, { type: "tickLights" });
    expect(ended(first.events)).toEqual([]);
    const second = run(first.state, { type: "tickLights" });
    expect(ended(second.events)).toEqual([["torch", 10 * DAY, "ticks"]]);
    const fourth = run(second.state, { type: "tickLights", ticks: 2 });
    expect(ended(fourth.events)).toEqual([["lantern", 10 * DAY, "ticks"]]);
    expect(activeLights(fourth.state)).toEqual([]);
  });

  it("ticks only the lights asked for, and not snuffed ones", () => {
    const { state } = run(
      createTimerState(0, p001.time),
      light(p001, "torch", "a"),
      light(p001, "torch", "b"),
    );
    const [ta, tb] = state.timers;
    const ticked = run(
      state,
      { type: "pauseTimer", id: tb?.id ?? "" },
      { type: "tickLights" },
      { type: "tickLights", owner: "b" },
    );
    expect(timersOf(ticked.state, "a")[0]?.left).toBe(1);
    expect(timersOf(ticked.state, "b")[0]).toMatchObject({ left: 2, running: false });
    expect(ended(run(ticked.state, { type: "tickLights", ids: [ta?.id ?? ""] }).events)).toEqual([
      ["torch", 0, "ticks"],
    ]);
  });

  it("pauses, resumes, extends, refuels and puts out timers", () => {
    let { state } = run(createTimerState(0, p002.time), light(p002, "lantern", "actor1"));
    const id = state.timers[0]?.id ?? "";
    state = must(advance(state, 20 * TURN)).state;
    state = run(state, { type: "pauseTimer", id }).state;
    state = must(advance(state, 5 * DAY)).state;
    expect(activeLights(state)[0]).toMatchObject({ left: 4 * TURN, running: false });
    state = run(state, { type: "resumeTimer", id }, { type: "refuelTimer", id, amount: 2 * TURN }).state;
    expect(activeLights(state)[0]).toMatchObject({ left: 6 * TURN, running: true });
    state = run(state, { type: "refuelTimer", id }).state;
    expect(activeLights(state)[0]?.left).toBe(24 * TURN);
    state = run(state, { type: "extendTimer", id, amount: TURN }).state;
    expect(activeLights(state)[0]?.left).toBe(25 * TURN);
    // A spell beside the lantern: the panel lists every timer, soonest to end first.
    state = run(state, {
      type: "startTimer",
      timer: { kind: "effect", label: "Bless", owner: "actor2", burn: { by: "time", seconds: 6 * 60 } },
    }).state;
    expect(timerViews(state).map((v) => [v.timer.label, v.left])).toEqual([
      ["Bless", 6 * 60],
      ["TURNKEEPER.Time.Light.lantern", 25 * TURN],
    ]);
    state = run(state, { type: "endTimer", id: state.timers[0]?.id ?? "" }).state;
    const out = run(state, { type: "endTimer", id });
    expect(ended(out.events)).toEqual([["lantern", 5 * DAY, "ended"]]);
    expect(out.state.timers).toEqual([]);
  });

  it("refuses bad commands and leaves the state as it was", () => {
    const { state } = run(createTimerState(0, p002.time), light(p002, "torch"));
    const id = state.timers[0]?.id ?? "";
    const bad: [TimerCommand, string][] = [
      [{ type: "resumeTimer", id }, "timer.alreadyRunning"],
      [{ type: "pauseTimer", id: "t99" }, "timer.unknownTimer"],
      [{ type: "extendTimer", id, amount: 0 }, "timer.badAmount"],
      [{ type: "refuelTimer", id, amount: 1.5 }, "timer.badAmount"],
      [
        { type: "startTimer", timer: { kind: "effect", label: "x", burn: { by: "time", seconds: -1 } } },
        "timer.badAmount",
      ],
      [{ type: "advance", to: -1 }, "time.backwards"],
      [{ type: "advance", to: 0.5 }, "time.badTime"],
      [{ type: "removeCheck", id: "nope" }, "timer.unknownCheck"],
      [
        { type: "addCheck", check: { id: "a b", label: "x", every: 60, anchor: 0, active: true } },
        "schema.badId",
      ],
      [{ type: "updateCheck", id: "nope", changes: {} }, "timer.unknownCheck"],
      [{ type: "jumpBack", to: 10 }, "time.badTime"],
      [{ type: "setBoundaries", boundaries: [{ unit: "watch", every: 0, anchor: 0 }] }, "schema.outOfRange"],
    ];
    for (const [command, code] of bad) {
      expect(applyTimerCommand(state, command)).toMatchObject({ ok: false, error: { code } });
    }
    expect(lightTimer(p002.lights, p002.time, "candle")).toMatchObject({
      ok: false,
      error: { code: "timer.unknownLight" },
    });
  });
});

describe("recurring checks and boundaries", () => {
  const time = p002.time;

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
