/** The tracker's buttons read as actions (actions.ts), as both hosts read them. */
import { describe, expect, it } from "vitest";
import { parseTrackerAction, runIntent, TRACKER_BUTTONS } from "../../../src/ui/combat";
import { dice, fight, gm } from "./fixtures";

describe("the tracker's buttons", () => {
  it("turns the GM's drag onto a timeline cell into a reschedule", () => {
    const { state, entrants } = fight();
    const action = parseTrackerAction("tkReschedule", { combatantId: "ogre", absolute: "14" });
    expect(action).toEqual({ kind: "intent", intent: { type: "reschedule", id: "ogre", to: 14 } });
    const intent = action?.kind === "intent" ? action.intent : null;
    const out = runIntent(state, intent!, gm, (id) => entrants.find((e) => e.id === id), dice);
    expect(out.ok && out.value.step.events).toContainEqual({ type: "nextSet", id: "ogre", next: 14 });
    expect(parseTrackerAction("tkReschedule", { combatantId: "ogre", absolute: "x" })).toBeNull();
    expect(parseTrackerAction("tkReschedule", { combatantId: "", absolute: "14" })).toBeNull();
  });

  it("reads the tracker's buttons as intents", () => {
    expect(parseTrackerAction("tkEndTurn", { combatantId: "a" })).toEqual({ kind: "endTurn", id: "a" });
    expect(parseTrackerAction("tkDelay", { combatantId: "a", value: "7" })).toEqual({
      kind: "intent",
      intent: { type: "delay", id: "a", to: 7 },
    });
    expect(parseTrackerAction("tkTide", { toward: "party" })).toEqual({
      kind: "intent",
      intent: { type: "shiftTide", toward: "party" },
    });
    expect(parseTrackerAction("tkSurprise", { combatantId: "a", value: "total" })).toEqual({
      kind: "surprise",
      id: "a",
      surprise: "total",
    });
    expect(parseTrackerAction("tkSurprise", { combatantId: "a", value: "very" })).toBeNull();
    expect(parseTrackerAction("tkHold", {})).toBeNull();
    expect(parseTrackerAction("tkCountOn", { absolute: "12" })).toEqual({
      kind: "intent",
      intent: { type: "countOn", to: 12 },
    });
    expect(parseTrackerAction("nothing", { combatantId: "a" })).toBeNull();
  });

  it("reads every button hosts route to it", () => {
    const full = { combatantId: "a", absolute: "12", toward: "party", value: "7", order: "a,b" };
    for (const button of TRACKER_BUTTONS) {
      const data = button === "tkAdopt" ? { order: "kept" } : full;
      expect(parseTrackerAction(button, data), button).not.toBeNull();
    }
  });

  it("reads the GM's adoption of a combat begun without Turnkeeper: in the order it has, or rolled again", () => {
    expect(parseTrackerAction("tkAdopt", { order: "kept" })).toEqual({ kind: "adopt", order: "kept" });
    expect(parseTrackerAction("tkAdopt", { order: "rolled" })).toEqual({ kind: "adopt", order: "rolled" });
    expect(parseTrackerAction("tkAdopt", { order: "a,b" })).toBeNull();
  });
});
