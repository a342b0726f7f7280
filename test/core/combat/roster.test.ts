/** Who is in the fight: removing and defeating combatants, and the GM's overrides of segment, order and side. */
import { describe, expect, it } from "vitest";
import { currentTurn, restoreCombat, upcoming } from "../../../src/core";
import { apply, fight, refuse } from "./fight";

describe("leaving the count and the GM's next segment", () => {
  it("removing or defeating a combatant takes it out of the count", () => {
    const { state } = fight([
      { id: "a", roll: 2 },
      { id: "b", roll: 4 },
      { id: "c", roll: 6 },
    ]);
    const defeated = apply(state, { type: "defeat", id: "b" });
    expect(defeated.state.aside.map((c) => [c.id, c.status])).toEqual([["b", "defeated"]]);
    expect(refuse(defeated.state, { type: "free", id: "b" }).code).toBe("combat.defeated");
    const next = apply(defeated.state, { type: "act", id: "a", recovery: 9 });
    expect([next.state.now, currentTurn(next.state)]).toEqual([6, "c"]);
    const removed = apply(next.state, { type: "remove", id: "c" });
    expect(removed.state.queue.map((c) => c.id)).toEqual(["a"]);
    expect(removed.state.now).toBe(11);
    expect(refuse(removed.state, { type: "remove", id: "c" }).code).toBe("combat.unknownCombatant");
  });

  it("the GM sets a combatant's next segment by hand, which also brings back a defeated one", () => {
    const { state } = fight([
      { id: "a", roll: 2 },
      { id: "b", roll: 4 },
    ]);
    const moved = apply(state, { type: "setNext", id: "b", segment: 3 });
    expect(moved.events).toEqual([{ type: "nextSet", id: "b", next: 3 }]);
    const defeated = apply(moved.state, { type: "defeat", id: "b" }).state;
    const back = apply(defeated, { type: "setNext", id: "b", segment: 15 }).state;
    expect(back.queue.map((c) => [c.id, c.next, c.status])).toEqual([
      ["a", 2, "active"],
      ["b", 15, "active"],
    ]);
    expect(refuse(state, { type: "setNext", id: "b", segment: 1 })).toMatchObject({
      code: "combat.badSegment",
      params: { min: 2 },
    });
    // Never back into the segment where it has just ended a turn: nobody acts twice in a segment.
    const pair = fight([
      { id: "a", roll: 2 },
      { id: "b", roll: 2 },
    ]).state;
    const acted = apply(pair, { type: "act", id: "a", recovery: 5 }).state;
    expect([acted.now, currentTurn(acted)]).toEqual([2, "b"]);
    expect(refuse(acted, { type: "setNext", id: "a", segment: 2 })).toMatchObject({
      code: "combat.alreadyActed",
      params: { id: "a", segment: 2 },
    });
  });
});

describe("the GM's Initiative Order and side", () => {
  it("R003-11 R003-04 the GM changes a combatant's Initiative Order or side: its place moves, its tie stays", () => {
    const { state } = fight([
      { id: "a", roll: 3 },
      { id: "b", roll: 3 },
      { id: "c", roll: 5 },
    ]);
    expect(upcoming(state)!.groups.map((g) => g.ids)).toEqual([["a", "b"]]);
    const raised = apply(state, { type: "configure", id: "b", initiativeOrder: 2 });
    expect(raised.events).toEqual([{ type: "configured", id: "b", side: "party", initiativeOrder: 2 }]);
    // b now goes first in segment 3, alone: a's turn waits for it.
    expect(upcoming(raised.state)!.groups.map((g) => g.ids)).toEqual([["b"], ["a"]]);
    expect(currentTurn(raised.state)).toBe("b");
    const tie = state.queue.find((c) => c.id === "b")!.tie;
    expect(raised.state.queue.find((c) => c.id === "b")!.tie).toBe(tie);
    const restored = restoreCombat(JSON.parse(JSON.stringify(raised.state)));
    expect(restored.ok && currentTurn(restored.value)).toBe("b");
    const sided = apply(raised.state, { type: "configure", id: "c", side: "monsters" });
    expect(sided.state.queue.find((c) => c.id === "c")).toMatchObject({
      side: "monsters",
      initiativeOrder: 0,
    });
    // Nothing to change: no event, the same state.
    expect(apply(sided.state, { type: "configure", id: "c", side: "monsters" }).events).toEqual([]);
    expect(refuse(state, { type: "configure", id: "a", side: " " }).code).toBe("combat.badSide");
    expect(refuse(state, { type: "configure", id: "a", initiativeOrder: Number.NaN }).code).toBe(
      "combat.badInitiativeOrder",
    );
    expect(refuse(state, { type: "configure", id: "z", initiativeOrder: 1 }).code).toBe(
      "combat.unknownCombatant",
    );
  });
});
