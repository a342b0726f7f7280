import { describe, expect, it } from "vitest";
import { currentTurn, timeline, upcoming } from "../../../src/core";
import { apply, applyAll, fight, newCombat, refuse } from "./fight";

describe("timed effects on the combat timeline", () => {
  it("R003-02 a fast poison ticks at its segments, before anyone acts in them, then leaves the timeline", () => {
    const { state } = fight([{ id: "victim", roll: 2 }]);
    const poisoned = apply(state, {
      type: "addEffect",
      id: "poison",
      label: "spider venom",
      after: 2,
      every: 3,
      times: 2,
      combatantId: "victim",
    });
    expect(poisoned.events).toEqual([{ type: "effectAdded", id: "poison", at: 4 }]);
    expect(timeline(poisoned.state).map((s) => [s.clock.absolute, s.groups.length, s.effects])).toEqual([
      [2, 1, []],
      [4, 0, ["poison"]],
    ]);
    // The victim's next turn is at 12: the count stops at 4 and 7 for the poison on the way.
    const waited = apply(poisoned.state, { type: "act", id: "victim", recovery: 10 });
    expect(waited.events.map((e) => e.type)).toEqual([
      "turnEnded",
      "advanced",
      "effectFired",
      "advanced",
      "effectFired",
      "advanced",
      "roundEnded",
    ]);
    expect(waited.events.filter((e) => e.type === "effectFired")).toEqual([
      { type: "effectFired", id: "poison", label: "spider venom", segment: 4, remaining: 1 },
      { type: "effectFired", id: "poison", label: "spider venom", segment: 7, remaining: 0 },
    ]);
    expect(waited.state.effects).toEqual([]);
    expect(waited.seconds).toBe(20);
    expect(currentTurn(waited.state)).toBe("victim");
  });

  it("R003-02 combat time without a battle: holding breath counts down while the GM counts segments", () => {
    const { state } = applyAll(newCombat(), [
      { type: "begin" },
      { type: "addEffect", id: "breath", label: "out of breath", after: 15 },
    ]);
    expect(upcoming(state)).toBeNull();
    const first = apply(state, { type: "countTo", segment: 10 });
    expect(first.events).toEqual([{ type: "advanced", from: 0, to: 10, seconds: 20 }]);
    const second = apply(first.state, { type: "countTo", segment: 20 });
    expect(second.events).toEqual([
      { type: "advanced", from: 10, to: 15, seconds: 10 },
      { type: "roundEnded", from: 1, to: 1 },
      { type: "effectFired", id: "breath", label: "out of breath", segment: 15, remaining: 0 },
      { type: "advanced", from: 15, to: 20, seconds: 10 },
    ]);
    expect(second.seconds).toBe(20);
  });
});

describe("removing timed effects and the count's limit", () => {
  it("R003-02 effects can be removed, and bad ones are refused", () => {
    const { state } = fight([{ id: "a", roll: 1 }]);
    const added = apply(state, {
      type: "addEffect",
      id: "fire",
      label: "burning",
      after: 1,
      every: 1,
      times: 5,
    });
    expect(refuse(added.state, { type: "addEffect", id: "fire", label: "again", after: 1 }).code).toBe(
      "combat.duplicateEffect",
    );
    expect(refuse(state, { type: "addEffect", id: "x", label: "never", after: 0 }).code).toBe(
      "combat.badEffect",
    );
    expect(refuse(state, { type: "addEffect", id: "x", label: "y", after: 1, combatantId: "z" }).code).toBe(
      "combat.unknownCombatant",
    );
    const removed = apply(added.state, { type: "removeEffect", id: "fire" });
    expect(removed.state.effects).toEqual([]);
    expect(refuse(removed.state, { type: "removeEffect", id: "fire" }).code).toBe("combat.unknownEffect");
  });

  it("R003-02 the count never runs past someone's turn", () => {
    const { state } = fight([{ id: "a", roll: 1 }]);
    expect(refuse(state, { type: "countTo", segment: 5 })).toMatchObject({
      code: "combat.countPastTurn",
      params: { segment: 5, due: 1 },
    });
  });
});
