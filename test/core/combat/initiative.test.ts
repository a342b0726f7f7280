import { describe, expect, it } from "vitest";
import { currentTurn, scriptedRoller, seededRoller, toClock, upcoming } from "../../../src/core";
import { apply, applyAll, fight, newCombat, refuse } from "./fight";

describe("initiative", () => {
  it("R003-05 each combatant rolls 1d10 through the dice port; the result is its first segment", () => {
    const dice = scriptedRoller([7, 2]);
    const { state, events } = applyAll(
      newCombat(),
      [
        { type: "add", id: "fighter", side: "party" },
        { type: "add", id: "orc", side: "monsters" },
      ],
      dice,
    );
    expect(dice.history.map((r) => r.formula)).toEqual(["1d10", "1d10"]);
    expect(events).toContainEqual({ type: "added", id: "orc", roll: 2, surprise: "none", start: 2 });
    expect(state.queue.map((c) => [c.id, c.start, c.next])).toEqual([
      ["orc", 2, 2],
      ["fighter", 7, 7],
    ]);
    const begun = apply(state, { type: "begin" });
    expect(begun.state.now).toBe(2);
    expect(currentTurn(begun.state)).toBe("orc");
  });

  it("R003-05 a feat or feature gives a combatant a smaller initiative die", () => {
    const dice = seededRoller(11);
    let state = newCombat();
    for (let i = 0; i < 40; i++) {
      state = apply(state, { type: "add", id: `quick${i}`, side: "party", initiativeDie: "1d6" }, dice).state;
    }
    expect(new Set(dice.history.map((r) => r.formula))).toEqual(new Set(["1d6"]));
    expect(Math.max(...state.queue.map((c) => c.start))).toBeLessThanOrEqual(6);
  });

  it("R003-05 a player's own roll can be entered instead, but only one the die can show", () => {
    const { state } = apply(newCombat(), { type: "add", id: "pc", side: "party", roll: 9 });
    expect(state.queue[0]!.start).toBe(9);
    const error = refuse(state, { type: "add", id: "pc2", side: "party", roll: 11 });
    expect(error).toMatchObject({ code: "combat.badRoll", params: { roll: "11", formula: "1d10" } });
  });

  it("R003-05 refuses an initiative die that is not a die, or that could roll below segment 1", () => {
    const state = newCombat();
    for (const die of ["d", "1d10+x", "1d6-6", ""]) {
      const error = refuse(state, { type: "add", id: "x", side: "party", initiativeDie: die });
      expect(error).toMatchObject({ code: "combat.badInitiativeDie", params: { received: die } });
    }
  });
});

describe("surprise and the first turn", () => {
  it("R003-07 Totally Surprised adds 10 segments: no turn until the next round", () => {
    const dice = scriptedRoller([3, 8]);
    const { state } = applyAll(
      newCombat(),
      [
        { type: "add", id: "sleeper", side: "monsters", surprise: "total" },
        { type: "add", id: "thief", side: "party" },
      ],
      dice,
    );
    const sleeper = state.queue.find((c) => c.id === "sleeper")!;
    expect(sleeper.start).toBe(13);
    expect(toClock(sleeper.start, state.rules)).toMatchObject({ round: 2, segment: 3 });
    // Round 1: only the thief acts, then round 2 opens with the sleeper.
    const begun = apply(state, { type: "begin" });
    expect(currentTurn(begun.state)).toBe("thief");
    const next = apply(begun.state, { type: "act", id: "thief", recovery: 10 });
    expect(next.events).toContainEqual({ type: "roundEnded", from: 1, to: 1 });
    expect(currentTurn(next.state)).toBe("sleeper");
    expect(toClock(next.state.now, state.rules)).toMatchObject({ round: 2, segment: 3 });
  });

  it("R003-08 Partially Surprised (On Guard) adds 5 to Starting Initiative", () => {
    const { state, events } = apply(
      newCombat(),
      { type: "add", id: "guard", side: "monsters", surprise: "partial" },
      scriptedRoller([4]),
    );
    expect(events).toContainEqual({ type: "added", id: "guard", roll: 4, surprise: "partial", start: 9 });
    expect(state.queue[0]!.next).toBe(9);
  });

  it("R003-07 R003-08 surprise penalties come from the preset's rules", () => {
    const rules = { ...newCombat().rules, partialSurprisePenalty: 2, totalSurprisePenalty: 4 };
    const state = { ...newCombat(), rules };
    const partial = apply(state, { type: "add", id: "p", side: "x", surprise: "partial", roll: 1 });
    const total = apply(partial.state, { type: "add", id: "t", side: "x", surprise: "total", roll: 1 });
    expect(total.state.queue.map((c) => [c.id, c.start])).toEqual([
      ["p", 3],
      ["t", 5],
    ]);
    expect(refuse(state, { type: "add", id: "s", side: "x", surprise: "sleepy" as "none" }).code).toBe(
      "combat.badSurprise",
    );
  });

  it("R003-06 no action of any kind, free actions included, before a combatant's first turn", () => {
    const { state } = fight([
      { id: "quick", roll: 2 },
      { id: "slow", roll: 8 },
    ]);
    expect(currentTurn(state)).toBe("quick");
    for (const command of [
      { type: "free", id: "slow" },
      { type: "instant", id: "slow" },
      { type: "act", id: "slow", recovery: 3 },
      { type: "hold", id: "slow" },
      { type: "delay", id: "slow", to: 5 },
    ] as const) {
      expect(refuse(state, command)).toMatchObject({
        code: "combat.beforeFirstTurn",
        params: { id: "slow" },
      });
    }
    // Once its first turn has come, a free action needs no turn of its own.
    const quickActs = apply(state, { type: "act", id: "quick", recovery: 7 });
    expect(currentTurn(quickActs.state)).toBe("slow");
    const slowActs = apply(quickActs.state, { type: "act", id: "slow", recovery: 10 });
    expect([slowActs.state.now, currentTurn(slowActs.state)]).toEqual([9, "quick"]);
    const free = apply(slowActs.state, { type: "free", id: "slow", label: "drop sword" });
    expect(free.events).toEqual([{ type: "freeAction", id: "slow", segment: 9, label: "drop sword" }]);
    expect(free.state.now).toBe(9);
  });

  it("R003-06 a combatant joining mid-fight counts its die from now and cannot act before it comes up", () => {
    const { state } = fight([{ id: "a", roll: 4 }]);
    const joined = apply(state, { type: "add", id: "late", side: "monsters", roll: 3 });
    expect(joined.state.queue.find((c) => c.id === "late")!.start).toBe(7);
    expect(refuse(joined.state, { type: "free", id: "late" }).code).toBe("combat.beforeFirstTurn");
    const next = apply(joined.state, { type: "act", id: "a", recovery: 5 });
    expect(upcoming(next.state)!.groups[0]!.ids).toEqual(["late"]);
    expect(next.state.now).toBe(7);
  });
});
