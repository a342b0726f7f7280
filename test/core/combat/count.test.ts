/** Counting segments: the count stops where someone acts and wraps into new rounds. */
import { describe, expect, it } from "vitest";
import { currentTurn, toClock, upcoming } from "../../../src/core";
import { apply, fight } from "./fight";

describe("counting segments", () => {
  it("R003-09 the count starts at segment 1 and stops only at segments where someone acts", () => {
    const { state, events, seconds } = fight([
      { id: "a", roll: 4 },
      { id: "b", roll: 7 },
    ]);
    expect(events).toEqual([{ type: "began" }, { type: "advanced", from: 0, to: 4, seconds: 8 }]);
    expect(seconds).toBe(8);
    expect(upcoming(state)).toMatchObject({ clock: { round: 1, segment: 4 }, groups: [{ ids: ["a"] }] });
    const next = apply(state, { type: "act", id: "a", recovery: 10 });
    expect(next.events.filter((e) => e.type === "advanced")).toEqual([
      { type: "advanced", from: 4, to: 7, seconds: 6 },
    ]);
    expect(currentTurn(next.state)).toBe("b");
  });

  it("R003-10 after segment 10's actions the round ends and a new one starts at segment 1", () => {
    const { state } = fight([
      { id: "a", roll: 10, order: 2 },
      { id: "b", roll: 10, order: 1 },
    ]);
    const first = apply(state, { type: "act", id: "a", recovery: 1 });
    // b still acts in segment 10, so round 1 is not over.
    expect(first.events.some((e) => e.type === "roundEnded")).toBe(false);
    expect([first.state.now, currentTurn(first.state)]).toEqual([10, "b"]);
    const second = apply(first.state, { type: "act", id: "b", recovery: 4 });
    expect(second.events).toContainEqual({ type: "roundEnded", from: 1, to: 1 });
    expect(toClock(second.state.now, state.rules)).toMatchObject({ round: 2, segment: 1 });
    expect(currentTurn(second.state)).toBe("a");
  });
});
