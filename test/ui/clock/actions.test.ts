/** The clock panel's buttons, read once for both hosts. */
import { describe, expect, it } from "vitest";
import { parseClockAction } from "../../../src/ui";

describe("the clock panel's buttons", () => {
  it("become intents from the button's data and the duration typed beside Advance", () => {
    expect(parseClockAction("advanceUnit", { unit: "turn" })).toEqual({
      kind: "intent",
      intent: { type: "advanceUnit", unit: "turn" },
    });
    // What the duration box holds is read by submitDurationBox (./duration-box.test.ts).
    expect(parseClockAction("advanceBy", { duration: " 1d4 rounds " })).toEqual({
      kind: "advanceBy",
      text: " 1d4 rounds ",
    });
    expect(parseClockAction("action", { id: "search" })).toEqual({
      kind: "intent",
      intent: { type: "action", action: "search" },
    });
    expect(parseClockAction("loud", {})).toEqual({
      kind: "intent",
      intent: { type: "checkEncounter", loud: true },
    });
    expect(parseClockAction("rollDue", { id: "3" })).toEqual({
      kind: "intent",
      intent: { type: "rollDue", id: 3 },
    });
    expect(parseClockAction("undo", { entry: "12" })).toEqual({
      kind: "intent",
      intent: { type: "undo", entry: 12 },
    });
    expect(parseClockAction("extinguish", { timer: "t4" })).toEqual({
      kind: "intent",
      intent: { type: "extinguish", timer: "t4" },
    });
  });

  it("read a missing or odd number as none: the newest entry, any due check", () => {
    expect(parseClockAction("undo", { entry: "0" })).toEqual({ kind: "intent", intent: { type: "undo" } });
    expect(parseClockAction("dismissDue", { id: "x" })).toEqual({
      kind: "intent",
      intent: { type: "dismissDue" },
    });
  });

  it("ask the procedure's form first, and send the areas to the host", () => {
    const asks = ["travel", "camp", "lightTorch", "pushedMount", "reaction", "morale"].map((action) =>
      parseClockAction(action, {}),
    );
    expect(asks).toEqual(
      ["travel", "camp", "light", "pushedMount", "reaction", "morale"].map((dialog) => ({
        kind: "ask",
        dialog,
      })),
    );
    expect(parseClockAction("areas", {})).toEqual({ kind: "areas" });
  });

  it("R002-09 ask a search's room size first, an action timed per area; other actions at once", () => {
    expect(parseClockAction("action", { id: "search", area: "true" })).toEqual({
      kind: "ask",
      dialog: "room",
      action: "search",
    });
    expect(parseClockAction("action", { id: "listen", area: "false" })).toEqual({
      kind: "intent",
      intent: { type: "action", action: "listen" },
    });
  });

  it("give nothing for incomplete data or a button they do not know", () => {
    expect(parseClockAction("advanceUnit", {})).toBeNull();
    expect(parseClockAction("action", {})).toBeNull();
    expect(parseClockAction("extinguish", {})).toBeNull();
    expect(parseClockAction("dance", {})).toBeNull();
  });
});
