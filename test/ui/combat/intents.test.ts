/** The tracker's intents (intents.ts): who may send which, and the engine step each becomes. */
import { describe, expect, it } from "vitest";
import { currentTurn, scriptedRoller } from "../../../src/core";
import {
  authorize,
  describeError,
  parseTrackerAction,
  runIntent,
  type TrackerIntent,
} from "../../../src/ui/combat";
import { dice, entrant, fight, fresh, gm, lookup, player } from "./fixtures";

describe("tracker intents", () => {
  it("lets a player act only for its own combatants, and only on turn actions", () => {
    const act: TrackerIntent = { type: "endTurn", id: "brakka", recovery: 6 };
    expect(authorize(act, player("brakka")).ok).toBe(true);
    expect(authorize(act, player("ilsa"))).toMatchObject({ ok: false, error: { code: "tracker.notOwner" } });
    expect(authorize({ type: "undo" }, player("brakka"))).toMatchObject({
      ok: false,
      error: { code: "tracker.gmOnly" },
    });
    expect(authorize({ type: "reschedule", id: "brakka", to: 5 }, player("brakka")).ok).toBe(false);
    for (const intent of [act, { type: "undo" } as const, { type: "shiftTide", toward: "party" } as const]) {
      expect(authorize(intent, gm).ok).toBe(true);
    }
  });

  it("R003-05 R003-08 rolls with the entrant's own die and surprise, taking a roll made elsewhere", () => {
    const entrants = [entrant("ilsa", { surprise: "partial", initiativeDie: "1d6", initiativeOrder: 3 })];
    const out = runIntent(
      fresh(),
      { type: "roll", id: "ilsa", roll: 6 },
      gm,
      (id) => entrants.find((e) => e.id === id),
      dice,
    );
    expect(out.ok && out.value.step.events).toContainEqual({
      type: "added",
      id: "ilsa",
      roll: 6,
      surprise: "partial",
      start: 11,
    });
    const tooHigh = runIntent(fresh(), { type: "roll", id: "ilsa", roll: 7 }, gm, () => entrants[0], dice);
    expect(tooHigh).toMatchObject({ ok: false, error: { code: "combat.badRoll" } });
  });

  it("R003-12 R003-13 ends a turn with its Recovery Time and hands back the choice to remember", () => {
    const { state, entrants } = fight();
    const out = runIntent(
      state,
      { type: "endTurn", id: "brakka", recovery: 6, label: "Dagger" },
      player("brakka"),
      (id) => entrants.find((e) => e.id === id),
      dice,
    );
    if (!out.ok) throw new Error(out.error.message);
    expect(out.value.remember).toEqual({ id: "brakka", recovery: { label: "Dagger", recovery: 6 } });
    expect(out.value.step.events).toContainEqual(
      expect.objectContaining({ type: "turnEnded", id: "brakka", segment: 3, next: 9 }),
    );
    expect(currentTurn(out.value.step.state)).toBe("goblin");
  });

  it("refuses a player's step out of turn with the engine's reason, and keeps the state", () => {
    const { state, entrants } = fight();
    const out = runIntent(
      state,
      { type: "hold", id: "ilsa" },
      player("ilsa"),
      (id) => entrants.find((e) => e.id === id),
      dice,
    );
    expect(out).toMatchObject({ ok: false, error: { code: "combat.beforeFirstTurn" } });
    if (!out.ok) {
      expect(describeError(out.error, (id) => entrants.find((e) => e.id === id)?.name)).toEqual({
        key: "TURNKEEPER.Error.combat.beforeFirstTurn",
        data: { id: "Ilsa" },
      });
    }
  });

  it("R003-04 shifts the Tide one step toward a side, through neutral", () => {
    let { state } = fight();
    const shift = (toward: "party" | "foes") => {
      const out = runIntent(state, { type: "shiftTide", toward }, gm, () => undefined, dice);
      if (!out.ok) throw new Error(out.error.message);
      state = out.value.step.state;
      return state.tide;
    };
    expect(shift("foes")).toEqual({ side: "foes", value: 1 });
    expect(shift("party")).toEqual({ side: null, value: 0 });
    expect(shift("party")).toEqual({ side: "party", value: 1 });
    expect(shift("party")).toEqual({ side: "party", value: 2 });
  });
});

describe("a simultaneous group put in order", () => {
  it("R003-11 reads the reorder buttons as the group's new order, stored with no dice rolled", () => {
    expect(parseTrackerAction("tkReorder", { order: "goblin,brakka" })).toEqual({
      kind: "intent",
      intent: { type: "reorder", ids: ["goblin", "brakka"] },
    });
    expect(parseTrackerAction("tkReorder", { order: "goblin" })).toBeNull();
    expect(parseTrackerAction("tkReorder", {})).toBeNull();
    expect(parseTrackerAction("tkSettings", { combatantId: "ogre" })).toEqual({
      kind: "settings",
      id: "ogre",
    });
    const { state, entrants } = fight();
    const rolls = scriptedRoller([]);
    const out = runIntent(state, { type: "reorder", ids: ["goblin", "brakka"] }, gm, lookup(entrants), rolls);
    expect(out.ok && currentTurn(out.value.step.state)).toBe("goblin");
    expect(rolls.history).toEqual([]);
    expect(authorize({ type: "reorder", ids: ["brakka", "goblin"] }, player("brakka", "goblin")).ok).toBe(
      false,
    );
  });
});
