/** Timer commands: pausing, resuming, extending, refuelling and ending timers, and refusing bad commands. */
import { describe, expect, it } from "vitest";
import {
  activeLights,
  advance,
  applyTimerCommand,
  createTimerState,
  lightTimer,
  timerViews,
  type TimerCommand,
} from "../../../../src/core";
import { DAY, must, TURN } from "../helpers";
import { ended, light, p002, run } from "./fixtures";

describe("timer commands", () => {
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
