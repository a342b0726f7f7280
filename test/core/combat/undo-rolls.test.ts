/**
 * Undo through a fight's setup: after every combatant rolled, undo takes back each roll in turn until none
 * is left; begin goes back into the setup with its rolls; once the count runs, one step back is kept.
 */
import { describe, expect, it } from "vitest";
import { restoreCombat, type CombatState } from "../../../src/core";
import { SETUP_UNDO_BUDGET } from "../../../src/core/combat/engine";
import { apply, newCombat, refuse } from "./fight";

/** A fight in setup where `ids` rolled one after another (rolls 1, 2, ...). */
function rolled(ids: readonly string[]): CombatState {
  return ids.reduce(
    (s, id, i) => apply(s, { type: "add", id, side: "party", roll: (i % 6) + 1 }).state,
    newCombat(),
  );
}

const ids = (s: CombatState) => s.queue.map((c) => c.id).sort();

describe("undo through the setup", () => {
  it("takes back each roll in turn until none is left", () => {
    let state = rolled(["a", "b", "c", "d"]);
    for (const left of [["a", "b", "c"], ["a", "b"], ["a"], []]) {
      state = apply(state, { type: "undo" }).state;
      expect(ids(state)).toEqual(left);
    }
    expect(state).toEqual(newCombat());
    expect(refuse(state, { type: "undo" }).code).toBe("combat.nothingToUndo");
  });

  it("begin goes back into the setup with every roll still undoable", () => {
    const began = apply(rolled(["a", "b"]), { type: "begin" }).state;
    const back = apply(began, { type: "undo" }).state;
    expect(back.phase).toBe("setup");
    expect(ids(apply(apply(back, { type: "undo" }).state, { type: "undo" }).state)).toEqual([]);
  });

  it("keeps one step back once the count runs", () => {
    const began = apply(rolled(["a", "b"]), { type: "begin" }).state;
    const acted = apply(began, { type: "act", id: began.queue[0]!.id, recovery: 3 }).state;
    const back = apply(acted, { type: "undo" }).state;
    expect(back.undo).toBeNull();
    expect(refuse(back, { type: "undo" }).code).toBe("combat.nothingToUndo");
  });

  it("a large setup keeps no more combatant records than its budget", () => {
    const many = Array.from({ length: 120 }, (_, i) => `c${i}`);
    let records = 0;
    for (let s = rolled(many).undo; s !== null; s = s.undo) records += s.queue.length + s.aside.length + 1;
    expect(records).toBeLessThanOrEqual(SETUP_UNDO_BUDGET);
    expect(records).toBeGreaterThan(SETUP_UNDO_BUDGET / 2);
  });

  it("the chain stores and reads back, each record checked", () => {
    const state = rolled(["a", "b", "c"]);
    const saved: unknown = JSON.parse(JSON.stringify(state));
    expect(restoreCombat(saved)).toEqual({ ok: true, value: state });
    const bad = JSON.parse(JSON.stringify(state)) as { undo: { undo: { queue: { status: string }[] } } };
    bad.undo.undo.queue[0]!.status = "holding";
    expect(restoreCombat(bad)).toMatchObject({
      error: { code: "combat.badQueue", path: "undo.undo.queue[0].status" },
    });
  });
});
