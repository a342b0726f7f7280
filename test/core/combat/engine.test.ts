/** The engine's entry points: undoing the last step, and checking combatants and commands. */
import { describe, expect, it } from "vitest";
import { apply, fight, newCombat, refuse } from "./fight";

describe("undo and checked commands", () => {
  it("undo restores the state before the last step exactly, and world time runs back", () => {
    const { state } = fight([
      { id: "a", roll: 2 },
      { id: "b", roll: 4 },
    ]);
    const acted = apply(state, { type: "act", id: "a", recovery: 3 });
    expect(acted.seconds).toBe(4);
    const undone = apply(acted.state, { type: "undo" });
    expect(undone.events).toEqual([{ type: "undone" }]);
    expect(undone.seconds).toBe(-4);
    expect(undone.state).toEqual({ ...state, undo: null });
    expect(refuse(undone.state, { type: "undo" }).code).toBe("combat.nothingToUndo");
  });

  it("combatants and commands are checked", () => {
    const { state } = fight([{ id: "a", roll: 2 }]);
    expect(refuse(state, { type: "act", id: "zed", recovery: 3 })).toMatchObject({
      code: "combat.unknownCombatant",
      params: { id: "zed" },
    });
    expect(refuse(state, { type: "add", id: "a", side: "party", roll: 1 }).code).toBe(
      "combat.duplicateCombatant",
    );
    expect(refuse(state, { type: "add", id: " ", side: "party", roll: 1 }).code).toBe("combat.badId");
    expect(refuse(state, { type: "add", id: "b", side: "", roll: 1 }).code).toBe("combat.badSide");
    expect(refuse(state, { type: "add", id: "b", side: "x", roll: 1, initiativeOrder: Infinity }).code).toBe(
      "combat.badInitiativeOrder",
    );
    expect(refuse(state, { type: "begin" }).code).toBe("combat.alreadyStarted");
    expect(refuse(state, { type: "bogus" } as never)).toMatchObject({
      code: "combat.unknownCommand",
      params: { type: "bogus" },
    });
    expect(refuse(newCombat(), { type: "countTo", segment: 3 }).code).toBe("combat.notStarted");
  });
});
