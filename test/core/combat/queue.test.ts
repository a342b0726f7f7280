/** The turn order: Initiative Order first, simultaneous groups, and the GM's stored order within them. */
import { describe, expect, it } from "vitest";
import { goesBefore, restoreCombat, seededRoller, turnOrder, upcoming } from "../../../src/core";
import { apply, fight, refuse } from "./fight";

describe("the turn order", () => {
  it("R003-11 higher Initiative Order goes first; equal orders form one simultaneous group", () => {
    const { state } = fight([
      { id: "b", roll: 3, order: 2 },
      { id: "a", roll: 3, order: 5 },
      { id: "c", roll: 3, order: 2 },
      { id: "d", roll: 3, order: 2 },
    ]);
    expect(upcoming(state)!.groups).toEqual([
      { initiativeOrder: 5, ids: ["a"], interrupting: false },
      { initiativeOrder: 2, ids: ["b", "c", "d"], interrupting: false },
    ]);
    // c's segment has come, but its turn comes after a's.
    expect(refuse(state, { type: "act", id: "c", recovery: 4 })).toMatchObject({
      code: "combat.beforeFirstTurn",
    });
    const afterA = apply(state, { type: "act", id: "a", recovery: 4 }).state;
    // Simultaneous: any of the group may go first, not only the first listed.
    const dFirst = apply(afterA, { type: "act", id: "d", recovery: 4 }).state;
    expect(upcoming(dFirst)!.groups[0]!.ids).toEqual(["b", "c"]);
  });

  it("R003-11 the GM's order within a simultaneous group is stored, survives saving, and nothing is re-rolled", () => {
    const dice = seededRoller(3);
    const { state } = fight([
      { id: "b", roll: 3 },
      { id: "c", roll: 3 },
      { id: "d", roll: 3 },
    ]);
    const reordered = apply(state, { type: "reorder", ids: ["d", "b"] }, dice);
    expect(upcoming(reordered.state)!.groups[0]!.ids).toEqual(["d", "c", "b"]);
    expect(dice.history).toHaveLength(0);
    const restored = restoreCombat(JSON.parse(JSON.stringify(reordered.state)));
    expect(restored.ok && upcoming(restored.value)!.groups[0]!.ids).toEqual(["d", "c", "b"]);
    expect(refuse(reordered.state, { type: "reorder", ids: ["d", "nobody"] }).code).toBe(
      "combat.unknownCombatant",
    );
    const split = apply(reordered.state, { type: "act", id: "c", recovery: 2 }).state;
    expect(refuse(split, { type: "reorder", ids: ["c", "d"] }).code).toBe("combat.notSimultaneous");
  });

  it("R003-11 the turn order hosts sort by: earlier segment, higher Initiative Order, then the stored tie", () => {
    const key = (next: number, initiativeOrder: number, tie: number) => ({ next, initiativeOrder, tie });
    const keys = [key(4, 0, 0), key(3, 0, 2), key(3, 1, 5), key(3, 0, 1)];
    expect([...keys].sort(turnOrder)).toEqual([key(3, 1, 5), key(3, 0, 1), key(3, 0, 2), key(4, 0, 0)]);
    expect(turnOrder(key(3, 0, 1), key(3, 0, 1))).toBe(0);
    expect(goesBefore(key(3, 0, 1), key(3, 0, 2))).toBe(true);
    expect(goesBefore(key(3, 0, 1), key(3, 0, 1))).toBe(false);
  });
});
