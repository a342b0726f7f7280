import { describe, expect, it } from "vitest";
import { restoreCombat, type CombatState } from "../../../src/core";
import { apply, fight } from "./fight";

const roundTrip = (state: CombatState): unknown => JSON.parse(JSON.stringify(state));

describe("saving and restoring a combat", () => {
  it("a saved combat restores to an equal state, undo included", () => {
    const { state } = fight([
      { id: "a", roll: 2, order: 1 },
      { id: "b", roll: 2 },
      { id: "c", roll: 7 },
    ]);
    const held = apply(apply(state, { type: "hold", id: "a" }).state, { type: "interrupt", id: "a" }).state;
    const restored = restoreCombat(roundTrip(held));
    expect(restored).toEqual({ ok: true, value: held });
  });

  it("refuses data that is not a combat, naming where", () => {
    const { state } = fight([
      { id: "a", roll: 2 },
      { id: "b", roll: 4 },
    ]);
    const saved = roundTrip(state) as Record<string, unknown> & { queue: Record<string, unknown>[] };
    expect(restoreCombat({ ...saved, version: 2 })).toMatchObject({
      error: { code: "schema.futureVersion" },
    });
    expect(restoreCombat({ ...saved, now: -1 })).toMatchObject({ error: { path: "now" } });
    const swapped = { ...saved, queue: [saved.queue[1], saved.queue[0]] };
    expect(restoreCombat(swapped)).toMatchObject({ error: { code: "combat.badQueue", path: "queue" } });
    const twice = { ...saved, queue: [saved.queue[0], { ...saved.queue[1], id: "a" }] };
    expect(restoreCombat(twice)).toMatchObject({
      error: { code: "combat.duplicateCombatant", path: "queue[1].id" },
    });
    const late = { ...saved, now: 3 };
    expect(restoreCombat(late)).toMatchObject({
      error: { code: "combat.turnInPast", path: "queue[0].next" },
    });
    const ghost = { ...saved, interrupter: "ghost" };
    expect(restoreCombat(ghost)).toMatchObject({ error: { code: "combat.badInterrupter" } });
    const effect = { id: "e", label: "x", combatantId: null, at: 2, every: 1, remaining: 1 };
    expect(restoreCombat({ ...saved, effects: [effect] })).toMatchObject({
      error: { code: "combat.effectInPast", path: "effects[0].at" },
    });
    const badUndo = { ...saved, undo: { ...saved, undo: null, queue: swapped.queue } };
    expect(restoreCombat(badUndo)).toMatchObject({ error: { code: "combat.badQueue", path: "undo.queue" } });
  });
});
