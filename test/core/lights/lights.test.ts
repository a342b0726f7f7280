/** Light sources as timers: burning by time or by ticks from the encounter table. */
import { describe, expect, it } from "vitest";
import { activeLights, advance, createTimerState, timersOf } from "../../../src/core";
import { DAY, HOUR, must, TURN } from "../clock/helpers";
import { ended, light, p001, p002, run } from "../clock/timers/fixtures";

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
});
