/** A combatant's turn: ending it with a Recovery Time, instant actions, delaying, holding and interrupting. */
import { describe, expect, it } from "vitest";
import { currentTurn, timeline, toClock, upcoming } from "../../../src/core";
import { apply, fight, refuse } from "./fight";

describe("Recovery Time and instant actions", () => {
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

describe("delaying, holding and interrupting", () => {
  it("delay: act later this round, never past its end", () => {
    const { state } = fight([
      { id: "a", roll: 3 },
      { id: "b", roll: 5 },
    ]);
    const delayed = apply(state, { type: "delay", id: "a", to: 6 });
    expect(delayed.events).toContainEqual({ type: "delayed", id: "a", from: 3, to: 6 });
    expect(currentTurn(delayed.state)).toBe("b");
    const bActs = apply(delayed.state, { type: "act", id: "b", recovery: 5 });
    expect([bActs.state.now, currentTurn(bActs.state)]).toEqual([6, "a"]);
    expect(refuse(state, { type: "delay", id: "a", to: 11 })).toMatchObject({
      code: "combat.delayPastRound",
      params: { segment: 11, last: 10 },
    });
    expect(refuse(state, { type: "delay", id: "a", to: 3 }).code).toBe("combat.badSegment");
  });

  it("hold, then interrupt another's segment: the interrupter acts first, the count waits", () => {
    const { state } = fight([
      { id: "archer", roll: 2 },
      { id: "orc", roll: 6 },
    ]);
    const held = apply(state, { type: "hold", id: "archer" });
    expect(held.state.aside.map((c) => [c.id, c.status])).toEqual([["archer", "holding"]]);
    expect(held.state.now).toBe(6);
    expect(currentTurn(held.state)).toBe("orc");
    const cut = apply(held.state, { type: "interrupt", id: "archer" });
    expect(cut.seconds).toBe(0);
    expect(upcoming(cut.state)!.groups.map((g) => [g.ids, g.interrupting])).toEqual([
      [["archer"], true],
      [["orc"], false],
    ]);
    expect(timeline(cut.state)[0]!.groups.map((g) => g.ids)).toEqual([["archer"], ["orc"]]);
    expect(refuse(cut.state, { type: "act", id: "orc", recovery: 3 }).code).toBe("combat.beforeFirstTurn");
    const shot = apply(cut.state, { type: "act", id: "archer", recovery: 4 });
    expect(shot.state.interrupter).toBeNull();
    expect(shot.state.queue.find((c) => c.id === "archer")!.next).toBe(10);
    expect([shot.state.now, currentTurn(shot.state)]).toEqual([6, "orc"]);
    expect(refuse(state, { type: "interrupt", id: "orc" }).code).toBe("combat.notHolding");
  });
});
