/**
 * A combat begun without Turnkeeper (before it was enabled, or by another module) is core's and the system's
 * own until the GM runs it with Turnkeeper: next and previous turn, next round and Begin work as core's; the
 * GM adopts it in one step, its order kept as the starting count or everyone rolling.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { offersAdoption } from "../../../src/foundry/combat/adoption";
import { readState } from "../../../src/foundry/combat/store";
import { FakeCombat } from "../../fakes/foundry-combat-doc";
import { api, names } from "./fixtures";
import { combatTable, type Table } from "./harness";

afterEach(() => vi.restoreAllMocks());

/** Under core's Combat class (initiative, highest first), with the second, Ilsa, acting in round 2. */
const inProgress = () => combatTable({ inProgress: true, documentClass: FakeCombat });

const stateOf = (t: Table) => {
  const read = readState(t.combat(t.gm));
  return read.ok ? read.value : null;
};

describe("a combat begun without Turnkeeper", () => {
  it("works as core's own: next and previous turn, next round and Begin move core's turn, one update each", async () => {
    const t = await inProgress();
    const combat = t.combat(t.gm);
    expect(offersAdoption(combat)).toBe(true);
    expect(names(t, t.gm)).toEqual(["Brakka", "Ilsa", "Goblin", "Ogre"]);
    const mark = t.server.writes.length;
    await combat.nextTurn();
    expect([combat.round, combat.combatant?.name]).toEqual([2, "Goblin"]);
    await combat.previousTurn();
    expect(combat.combatant?.name).toBe("Ilsa");
    await combat.nextRound();
    expect([combat.round, combat.combatant?.name]).toEqual([3, "Brakka"]);
    await combat.startCombat();
    expect(t.writesSince(mark)).toBe(4);
    expect(stateOf(t)).toBeNull();
    expect(t.alice.notifications.shown).toEqual([]);
  });

  it("rolls and takes initiative the system's way, and a player's Turnkeeper step is refused", async () => {
    const t = await inProgress();
    await t.combat(t.gm).rollInitiative([t.ids.goblin]);
    expect(t.combat(t.bob).combatants.get(t.ids.goblin)!.initiative).toBe(10);
    await t.combat(t.gm).setInitiative(t.ids.ogre, 16);
    await t.settle();
    expect(names(t, t.alice)).toEqual(["Brakka", "Ogre", "Ilsa", "Goblin"]);
    expect(stateOf(t)).toBeNull();
    const mark = t.server.writes.length;
    expect(await api(t.gm).combat.step(t.combatId, [{ type: "begin" }])).toBeNull();
    expect(t.gm.notifications.shown.at(-1)?.message).toBe("This combat is not run by Turnkeeper's tracker.");
    expect(await api(t.bob).combat.step(t.combatId, [{ type: "adopt", order: "kept" }])).toBeNull();
    expect(t.writesSince(mark)).toBe(0);
  });

  it("is adopted in one step with its order as the starting count, from whoever acts", async () => {
    const t = await inProgress();
    const mark = t.server.writes.length;
    const report = await api(t.gm).combat.step(t.combatId, [{ type: "adopt", order: "kept" }]);
    expect(report?.written).toBe(true);
    expect(t.writesSince(mark)).toBe(1);
    expect(offersAdoption(t.combat(t.alice))).toBe(false);
    // Ilsa acted: segment 1, then the goblin 2, the ogre 3, Brakka 4; the count begins at segment 1.
    expect(names(t, t.alice)).toEqual(["Ilsa", "Goblin", "Ogre", "Brakka"]);
    expect(t.combat(t.bob).combatants.contents.map((c) => [c.name, c.initiative])).toEqual([
      ["Brakka", 4],
      ["Goblin", 2],
      ["Ogre", 3],
      ["Ilsa", 1],
    ]);
    expect([stateOf(t)?.now, t.combat(t.bob).combatant?.name, t.world.worldTime]).toEqual([1, "Ilsa", 2]);
    expect(await api(t.gm).combat.step(t.combatId, [{ type: "adopt", order: "kept" }])).toBeNull();
    expect(t.gm.notifications.shown.at(-1)?.message).toBe("Turnkeeper already runs this fight.");
  });

  it("is adopted with everyone rolling their own die, the rolls shown once the step is written", async () => {
    const t = await inProgress();
    t.roller.queue.push(5, 2, 7, 9);
    await api(t.gm).combat.step(t.combatId, [{ type: "adopt", order: "rolled" }]);
    // Rolled in core's order from Ilsa: Ilsa 5, goblin 2, ogre 7, Brakka 9.
    expect(t.roller.log).toEqual([
      "Ilsa rolls initiative: 5",
      "Goblin rolls initiative: 2",
      "Ogre rolls initiative: 7",
      "Brakka rolls initiative: 9",
    ]);
    expect(names(t, t.gm)).toEqual(["Goblin", "Ilsa", "Ogre", "Brakka"]);
    expect(t.combat(t.gm).combatant?.name).toBe("Goblin");
  });

  it("is Turnkeeper's from the start when nobody has an initiative and it has not begun", async () => {
    const t = await combatTable();
    expect(offersAdoption(t.combat(t.gm))).toBe(false);
    t.server.updateCombatant(t.gm.user, t.combatId, t.ids.ogre, { initiative: 4 });
    await vi.waitFor(() => expect(stateOf(t)?.queue.map((c) => c.next)).toEqual([4]));
  });
});
