/**
 * Issue 20: every number a combat command carries is a safe integer within its bound and every name within its
 * length, so no command leaves a fight that cannot be stored, stepped or undone.
 */
import { describe, expect, it } from "vitest";
import { LIMITS, restoreCombat, type CombatCommand, type CombatState } from "../../../src/core";
import { apply, fight, refuse } from "./fight";

/** The state stores and reads back, and the fight can still be stepped and undone. */
function stillPlayable(state: CombatState) {
  const restored = restoreCombat(JSON.parse(JSON.stringify(state)));
  expect(restored.ok).toBe(true);
  const stepped = apply(state, { type: "act", id: "ogre", recovery: 3 });
  apply(stepped.state, { type: "undo" });
}

describe("bounds on combat commands", () => {
  it("refuses a player's Recovery Time of 1e20, 2**53 or past the most one step reaches, and the fight plays on", () => {
    const { state } = fight([{ id: "ogre", roll: 6 }]);
    for (const recovery of [1e20, 2 ** 53, LIMITS.segments + 1]) {
      expect(refuse(state, { type: "act", id: "ogre", recovery })).toMatchObject({
        code: "combat.badRecovery",
        params: { max: LIMITS.segments },
      });
    }
    const longest = apply(state, { type: "act", id: "ogre", recovery: LIMITS.segments });
    expect(longest.state.now).toBe(6 + LIMITS.segments);
    stillPlayable(state);
  });

  it("refuses a label longer than a name may be (a 1 MB label is not stored)", () => {
    const { state } = fight([{ id: "ogre", roll: 6 }]);
    const label = "x".repeat(1_000_000);
    const commands: CombatCommand[] = [
      { type: "act", id: "ogre", recovery: 3, label },
      { type: "instant", id: "ogre", label },
      { type: "free", id: "ogre", label },
      { type: "addEffect", id: "poison", label, after: 2 },
    ];
    for (const command of commands) {
      const error = refuse(state, command);
      expect(error.code).toMatch(/^combat\.(badLabel|badEffect)$/);
      expect(error.message.length).toBeLessThan(1000);
    }
    expect(apply(state, { type: "instant", id: "ogre", label: "x".repeat(LIMITS.name) }).events).toHaveLength(
      1,
    );
  });

  it("refuses ids, sides and initiative dice longer than a name may be, and shows a huge id cut short", () => {
    const { state } = fight([{ id: "ogre", roll: 6 }]);
    const long = "y".repeat(LIMITS.name + 1);
    expect(refuse(state, { type: "add", id: long, side: "foes", roll: 3 }).code).toBe("combat.badId");
    expect(refuse(state, { type: "add", id: "orc", side: long, roll: 3 }).code).toBe("combat.badSide");
    const order = { type: "add", id: "orc", side: "foes", roll: 3, initiativeOrder: 1e300 } as const;
    expect(refuse(state, order).code).toBe("combat.badInitiativeOrder");
    const die = Array.from({ length: 100 }, () => "1d4").join("+");
    expect(refuse(state, { type: "add", id: "orc", side: "foes", initiativeDie: die, roll: 100 }).code).toBe(
      "combat.badInitiativeDie",
    );
    const unknown = refuse(state, { type: "defeat", id: "z".repeat(2_000_000) });
    expect(String(unknown.params.id)).toHaveLength(LIMITS.name);
  });

  it("a turn set, a count or a countdown reaches at most so many segments from now", () => {
    const { state } = fight([{ id: "ogre", roll: 6 }]);
    const far = state.now + LIMITS.segments + 1;
    expect(refuse(state, { type: "setNext", id: "ogre", segment: far })).toMatchObject({
      code: "combat.badSegment",
      params: { max: far - 1 },
    });
    const holding = apply(state, { type: "hold", id: "ogre" }).state;
    expect(refuse(holding, { type: "countTo", segment: Number.MAX_SAFE_INTEGER }).code).toBe(
      "combat.badSegment",
    );
    for (const timing of [{ after: 1e9 }, { after: 1, every: 1e9 }, { after: 1, times: 1e9 }]) {
      const command = { type: "addEffect", id: "tick", label: "tick", ...timing } as const;
      expect(refuse(state, command).code).toBe("combat.badEffect");
    }
    stillPlayable(state);
  });

  it("the Tide of Battle is a whole value up to its bound", () => {
    const { state } = fight([{ id: "ogre", roll: 6 }]);
    for (const value of [LIMITS.tide + 1, 2 ** 53, 1e20]) {
      expect(refuse(state, { type: "setTide", side: "party", value }).code).toBe("combat.badTide");
    }
    expect(apply(state, { type: "setTide", side: "party", value: LIMITS.tide }).state.tide.value).toBe(
      LIMITS.tide,
    );
  });
});
