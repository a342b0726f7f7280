import { describe, expect, it } from "vitest";
import { BUILT_IN_PRESETS, createCombat, tideBonus, toClock } from "../../../src/core";
import { apply, applyAll, newCombat, refuse } from "./fight";

const bonus = (state: Parameters<typeof tideBonus>[0], id: string) => {
  const result = tideBonus(state, id);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

describe("Tide of Battle", () => {
  it("R003-03 the GM sets the Tide before anyone rolls initiative, recorded at segment 0", () => {
    const state = newCombat("segment-combat", { side: "party", value: 2 });
    expect(state.phase).toBe("setup");
    expect(state.queue).toEqual([]);
    expect(state.tide).toEqual({ side: "party", value: 2 });
    expect(state.tideHistory).toEqual([{ side: "party", value: 2, at: 0 }]);
    expect(
      createCombat(BUILT_IN_PRESETS["segment-combat"].combat, { side: "party", value: -1 }),
    ).toMatchObject({
      ok: false,
      error: { code: "combat.badTide" },
    });
  });

  it("R003-04 the favoured side adds the Tide value to Attack Rolls and Defenses; a Neutral Tide gives none", () => {
    const { state } = applyAll(newCombat("segment-combat", { side: "party", value: 2 }), [
      { type: "add", id: "knight", side: "party", roll: 3 },
      { type: "add", id: "goblin", side: "monsters", roll: 5 },
    ]);
    expect([bonus(state, "knight"), bonus(state, "goblin")]).toEqual([2, 0]);
    const neutral = apply(state, { type: "setTide", side: null, value: 0 }).state;
    expect([bonus(neutral, "knight"), bonus(neutral, "goblin")]).toEqual([0, 0]);
    expect(tideBonus(state, "dragon")).toMatchObject({
      ok: false,
      error: { code: "combat.unknownCombatant" },
    });
  });

  it("R003-04 the GM shifts the Tide during the fight; each shift is kept with its round and segment", () => {
    const { state } = applyAll(newCombat("segment-combat", { side: "party", value: 1 }), [
      { type: "add", id: "knight", side: "party", roll: 3 },
      { type: "add", id: "goblin", side: "monsters", roll: 5 },
      { type: "begin" },
      { type: "act", id: "knight", recovery: 9 },
    ]);
    const shifted = apply(state, { type: "setTide", side: "monsters", value: 3 });
    expect(shifted.events).toEqual([{ type: "tideShifted", shift: { side: "monsters", value: 3, at: 5 } }]);
    expect(shifted.seconds).toBe(0);
    expect([bonus(shifted.state, "knight"), bonus(shifted.state, "goblin")]).toEqual([0, 3]);
    const history = shifted.state.tideHistory.map((s) => ({ ...s, ...toClock(s.at, state.rules) }));
    expect(history).toMatchObject([
      { side: "party", value: 1, round: 0, segment: 0 },
      { side: "monsters", value: 3, round: 1, segment: 5 },
    ]);
    // A value of 0 is neutral whatever side is named; a side-less Tide must be 0.
    expect(apply(state, { type: "setTide", side: "monsters", value: 0 }).state.tide).toEqual({
      side: null,
      value: 0,
    });
    expect(refuse(state, { type: "setTide", side: null, value: 2 }).code).toBe("combat.badTide");
    expect(refuse(state, { type: "setTide", side: "party", value: 1.5 }).code).toBe("combat.badTide");
  });
});
