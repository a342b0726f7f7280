import { describe, expect, it } from "vitest";
import { currentTurn, goesBefore, restoreCombat, timeline, turnOrder, upcoming } from "../../../src/core";
import { apply, fight, newCombat, refuse } from "./fight";

describe("what tables need besides: delay, hold, joining, leaving, GM overrides, undo", () => {
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

  it("R003-11 the turn order hosts sort by: earlier segment, higher Initiative Order, then the stored tie", () => {
    const key = (next: number, initiativeOrder: number, tie: number) => ({ next, initiativeOrder, tie });
    const keys = [key(4, 0, 0), key(3, 0, 2), key(3, 1, 5), key(3, 0, 1)];
    expect([...keys].sort(turnOrder)).toEqual([key(3, 1, 5), key(3, 0, 1), key(3, 0, 2), key(4, 0, 0)]);
    expect(turnOrder(key(3, 0, 1), key(3, 0, 1))).toBe(0);
    expect(goesBefore(key(3, 0, 1), key(3, 0, 2))).toBe(true);
    expect(goesBefore(key(3, 0, 1), key(3, 0, 1))).toBe(false);
  });

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
