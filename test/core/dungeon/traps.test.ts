/** A trap sprung at speed: initiative against the trap. */
import { describe, expect, it } from "vitest";
import { rollTrapInitiative, scriptedRoller } from "../../../src/core";
import { four, six } from "./fixtures";

describe("trap initiative", () => {
  it("R001-06 a trap sprung at speed: initiative against it; winners see the trigger and may act once", () => {
    // Trap 4; Ana 5 wins, Bo ties (the trap wins ties), Cy 2 loses.
    const result = rollTrapInitiative(
      six,
      [{ id: "ana" }, { id: "bo" }, { id: "cy" }],
      0,
      scriptedRoller([4, 5, 4, 2]),
    );
    expect(result).toEqual({
      ok: true,
      value: {
        trap: 4,
        characters: [
          { id: "ana", total: 5, won: true },
          { id: "bo", total: 4, won: false },
          { id: "cy", total: 2, won: false },
        ],
        triggerDescribed: true,
        mayAct: ["ana"],
      },
    });
    const allLose = rollTrapInitiative(six, [{ id: "ana", modifier: -1 }], 1, scriptedRoller([3, 4]));
    expect(allLose).toMatchObject({ ok: true, value: { trap: 4, triggerDescribed: false, mayAct: [] } });
    expect(rollTrapInitiative(four, [{ id: "ana" }], 0, scriptedRoller([]))).toMatchObject({
      ok: false,
      error: { code: "dungeon.noTrapInitiative" },
    });
  });
});
