/** Foundry's turn order in a Turnkeeper combat as combatants join, move, fall or leave. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { combatSetupFor } from "../../../src/foundry/combat/register";
import { readState } from "../../../src/foundry/combat/store";
import { handleTrackerAction } from "../../../src/foundry/combat/tracker-view";
import { begun, names } from "./fixtures";
import { combatTable } from "./harness";

afterEach(() => vi.restoreAllMocks());

describe("Foundry's order as combatants come and go", () => {
  it("keeps the turn on whoever acts when the order sorts again (a combatant joins, another is moved)", async () => {
    const t = await combatTable();
    await begun(t);
    const [wolf] = t.server.addCombatants(t.gm.user, t.combatId, [{ name: "Aardwolf", disposition: -1 }]);
    expect(t.combat(t.alice).combatant?.name).toBe("Brakka");
    expect(names(t, t.gm).at(-1)).toBe("Aardwolf");
    t.roller.queue.push(1);
    await t.combat(t.gm).rollInitiative([wolf!]);
    // Rolled in segment 3: it acts in segment 4; Brakka still has the turn.
    expect(t.combat(t.gm).combatants.get(wolf!)!.initiative).toBe(4);
    expect(t.combat(t.bob).combatant?.name).toBe("Brakka");
    // Dropped on segment 5's cell: the tracker reschedules it there.
    const gm = combatSetupFor(t.gm)!;
    await handleTrackerAction(
      t.gm,
      gm.services,
      gm.client,
      t.combat(t.gm),
      "tkReschedule",
      { combatantId: t.ids.ilsa, absolute: "5" },
      async () => null,
    );
    expect(names(t, t.gm)).toEqual(["Brakka", "Goblin", "Aardwolf", "Ilsa", "Ogre"]);
    expect(t.combat(t.bob).combatant?.name).toBe("Brakka");
  });

  it("sets aside a combatant marked defeated elsewhere, and counts on when the one acting is removed", async () => {
    const t = await combatTable();
    await begun(t);
    t.server.updateCombatant(t.gm.user, t.combatId, t.ids.ogre, { defeated: true });
    await vi.waitFor(() => expect(names(t, t.gm).at(-1)).toBe("Ogre"));
    const state = readState(t.combat(t.gm));
    expect(state.ok && state.value?.aside.map((c) => c.status)).toEqual(["defeated"]);
    await combatSetupFor(t.gm)!.client.perform(t.combat(t.gm), [{ type: "hold", id: t.ids.goblin }]);
    t.server.deleteCombatant(t.gm.user, t.combatId, t.ids.brakka);
    await vi.waitFor(() => expect(t.combat(t.alice).combatant?.name).toBe("Ilsa"));
    expect(t.combat(t.alice).round).toBe(1);
  });
});
