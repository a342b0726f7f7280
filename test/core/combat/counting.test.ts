import { describe, expect, it } from "vitest";
import { currentTurn, restoreCombat, seededRoller, toClock, upcoming } from "../../../src/core";
import { apply, fight, refuse } from "./fight";

describe("counting segments and taking turns", () => {
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

  it("R003-12 the next turn is the current segment plus Recovery Time, wrapping into later rounds", () => {
    const { state } = fight([{ id: "ogre", roll: 6 }]);
    const step = apply(state, { type: "act", id: "ogre", recovery: 25, label: "heavy club" });
    expect(step.events).toContainEqual({
      type: "turnEnded",
      id: "ogre",
      segment: 6,
      recovery: 25,
      next: 31,
      label: "heavy club",
    });
    expect(toClock(31, state.rules)).toMatchObject({ round: 4, segment: 1 });
    expect(step.events).toContainEqual({ type: "roundEnded", from: 1, to: 3 });
    expect(step.seconds).toBe(25 * 2);
  });

  it("R003-12 refuses a Recovery Time that is negative, zero or not whole", () => {
    const { state } = fight([{ id: "a", roll: 2 }]);
    for (const recovery of [-3, 0, 1.5, Number.NaN]) {
      expect(refuse(state, { type: "act", id: "a", recovery })).toMatchObject({ code: "combat.badRecovery" });
    }
  });

  it("R003-13 segment 6 + Dagger speed 6 acts in segment 2 of the next round", () => {
    const { state } = fight([{ id: "rogue", roll: 6 }]);
    expect(toClock(state.now, state.rules)).toMatchObject({ round: 1, segment: 6 });
    const step = apply(state, { type: "act", id: "rogue", recovery: 6, label: "Dagger" });
    const rogue = step.state.queue.find((c) => c.id === "rogue")!;
    expect(rogue.next).toBe(12);
    expect(toClock(rogue.next, state.rules)).toMatchObject({ round: 2, segment: 2 });
    expect(currentTurn(step.state)).toBe("rogue");
  });

  it("R002-02 an instant action happens on one's turn in addition to the action and ends nothing", () => {
    const { state } = fight(
      [
        { id: "mage", roll: 3 },
        { id: "orc", roll: 5 },
      ],
      "turns-rounds-segments",
    );
    const instant = apply(state, { type: "instant", id: "mage", label: "shield" });
    expect(instant.events).toEqual([{ type: "instantAction", id: "mage", segment: 3, label: "shield" }]);
    expect(instant.seconds).toBe(0);
    expect(currentTurn(instant.state)).toBe("mage");
    expect(instant.state.queue[0]!.next).toBe(3);
    const acted = apply(instant.state, { type: "act", id: "mage", recovery: 4 });
    expect(acted.state.queue.find((c) => c.id === "mage")!.next).toBe(7);
    // 6-second segments: from segment 3 to the orc's segment 5 is 12 seconds.
    expect(acted.seconds).toBe(12);
    expect(refuse(acted.state, { type: "instant", id: "mage" })).toMatchObject({
      code: "combat.notYourTurn",
    });
  });
});
