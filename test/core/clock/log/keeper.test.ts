import { describe, expect, it } from "vitest";
import {
  apply,
  BUILT_IN_PRESETS,
  createTimekeeper,
  lightTimer,
  loadTimekeeper,
  logEntries,
  recordResults,
  recurringCheck,
  rewindTo,
  TIMEKEEPER_VERSION,
  undoLast,
  undoThrough,
  type Timekeeper,
  type TimerCommand,
} from "../../../../src/core";
import { HOUR, must, TURN } from "../helpers";

const preset = BUILT_IN_PRESETS["turns-rounds-segments"];
const torch: TimerCommand = {
  type: "startTimer",
  timer: must(lightTimer(preset.lights, preset.time, "torch", "actor1")),
};
const check = must(
  recurringCheck({ id: "wandering", label: "Wandering", every: "3 turns", align: "clock" }, preset.time, 0),
);

function play(keeper: Timekeeper, ...steps: [TimerCommand, string?][]): Timekeeper {
  for (const [command, note] of steps) {
    keeper = must(apply(keeper, command, { kind: command.type, ...(note ? { note } : {}) })).state;
  }
  return keeper;
}

describe("the time log", () => {
  it("records what each advance was for and what it caused", () => {
    let keeper = play(createTimekeeper(0, preset.time), [torch], [{ type: "addCheck", check }]);
    const out = must(
      apply(keeper, { type: "advance", to: HOUR }, { kind: "search", note: "north corridor" }),
    );
    keeper = out.state;
    const entry = logEntries(keeper)[0];
    expect(entry).toMatchObject({
      command: "advance",
      from: 0,
      to: HOUR,
      reason: { kind: "search", note: "north corridor" },
    });
    expect(entry?.events.map((e) => e.type)).toEqual(["checkDue", "timerEnded"]);
    // The host rolls the due checks with the rules that own them and records what came of them.
    keeper = must(
      recordResults(keeper, entry?.id ?? 0, [{ check: "wandering", total: 1, outcome: "2 goblins" }]),
    );
    expect(logEntries(keeper)[0]?.results).toEqual([{ check: "wandering", total: 1, outcome: "2 goblins" }]);
    expect(recordResults(keeper, 999, [])).toMatchObject({
      ok: false,
      error: { code: "timer.unknownEntry" },
    });
  });

  it("logs nothing for an advance to the current time", () => {
    const keeper = createTimekeeper(50, preset.time);
    expect(must(apply(keeper, { type: "advance", to: 50 })).state).toBe(keeper);
  });
});

describe("undoing the time log", () => {
  it("undoes the last entry, or back through any entry, restoring clock, timers and lights exactly", () => {
    const start = createTimekeeper(0, preset.time);
    const lit = play(start, [torch], [{ type: "addCheck", check }]);
    const later = play(
      lit,
      [{ type: "advance", to: 2 * TURN }],
      [{ type: "tickLights" }],
      [{ type: "advance", to: 2 * HOUR }],
    );
    expect(later.state.timers).toEqual([]);
    const back = must(undoLast(later));
    expect(back.state.state).toEqual(must(apply(lit, { type: "advance", to: 2 * TURN })).state.state);
    expect(back.undone.map((e) => e.command)).toEqual(["advance"]);
    const whole = must(undoThrough(later, logEntries(lit).at(-1)?.id ?? 0));
    expect(whole.state.state).toEqual(start.state);
    expect(whole.state).toMatchObject({ log: null, logLength: 0 });
    expect(undoLast(start)).toMatchObject({ ok: false, error: { code: "timer.nothingToUndo" } });
  });

  it("follows the host's clock backwards by undoing and replaying, so a torch that went out is lit again", () => {
    const lit = play(createTimekeeper(0, preset.time), [torch]);
    const later = play(lit, [{ type: "advance", to: 2 * HOUR }]);
    expect(later.state.timers).toEqual([]);
    const rewound = must(rewindTo(later, HOUR / 2));
    expect(rewound.state.state.time).toBe(HOUR / 2);
    expect(rewound.state.state.timers).toEqual(lit.state.timers);
    expect(logEntries(rewound.state).map((e) => [e.reason.kind, e.from, e.to])).toEqual([
      ["sync", 0, HOUR / 2],
      ["startTimer", 0, 0],
    ]);
    // Past the start of the log the clock moves back as it is.
    const beyond = must(rewindTo(createTimekeeper(1000, preset.time), 400));
    expect(beyond.state.state.time).toBe(400);
    // A plain advance never runs backwards: that is what rewinding is for.
    expect(apply(createTimekeeper(1000, preset.time), { type: "advance", to: 400 })).toMatchObject({
      ok: false,
      error: { code: "time.backwards", params: { from: 1000, to: 400 } },
    });
  });
});

describe("the time log's limit and saves", () => {
  it("keeps at least its limit of entries, trimming the oldest once it holds twice as many", () => {
    let keeper = createTimekeeper(0, preset.time, 3);
    const ends = () => logEntries(keeper).map((e) => e.to / TURN);
    for (let t = 1; t <= 6; t++) keeper = play(keeper, [{ type: "advance", to: t * TURN }]);
    expect(ends()).toEqual([6, 5, 4, 3, 2, 1]);
    keeper = play(keeper, [{ type: "advance", to: 7 * TURN }]);
    expect(ends()).toEqual([7, 6, 5]);
    expect(keeper.logLength).toBe(3);
    // Undo still reaches every entry kept.
    expect(must(undoThrough(keeper, logEntries(keeper).at(-1)?.id ?? 0)).state.state.time).toBe(4 * TURN);
  });

  it("survives a reload as JSON, and refuses a damaged save at the exact path", () => {
    const keeper = play(
      createTimekeeper(0, preset.time),
      [torch],
      [{ type: "addCheck", check }],
      [{ type: "advance", to: HOUR }],
    );
    const saved: unknown = JSON.parse(JSON.stringify(keeper));
    expect(loadTimekeeper(saved)).toEqual({ ok: true, value: keeper });
    const damaged = JSON.parse(JSON.stringify(keeper)) as { state: { checks: { every: number }[] } };
    (damaged.state.checks[0] as { every: number }).every = 0;
    expect(loadTimekeeper(damaged)).toMatchObject({
      ok: false,
      error: { code: "schema.outOfRange", path: "state.checks[0].every" },
    });
    expect(loadTimekeeper({ ...keeper, version: TIMEKEEPER_VERSION + 1 })).toMatchObject({
      ok: false,
      error: { code: "schema.futureVersion" },
    });
  });
});
