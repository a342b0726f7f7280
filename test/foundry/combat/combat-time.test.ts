/** A fight's time in the clock's log: the world time Combat updates move, logged as the fight's. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { logEntries } from "../../../src/core";
import { combatSetupFor } from "../../../src/foundry/combat/register";
import { api, settle, tkOf } from "../session/clock-table";
import { combatTable } from "./harness";

afterEach(() => vi.restoreAllMocks());

describe("a fight's time in the clock's log", () => {
  it("logs the time Combat updates move as the fight's: one entry, shortened when a step is taken back", async () => {
    const t = await combatTable();
    await settle(t.world);
    t.roller.queue.push(3, 8, 3, 6);
    await t.combat(t.gm).rollInitiative([t.ids.brakka, t.ids.ilsa, t.ids.goblin, t.ids.ogre]);
    await t.combat(t.gm).startCombat();
    const gm = combatSetupFor(t.gm)!.client;
    await gm.perform(t.combat(t.gm), [{ type: "endTurn", id: t.ids.brakka, recovery: 10 }]);
    await gm.perform(t.combat(t.gm), [{ type: "endTurn", id: t.ids.goblin, recovery: 10 }]);
    await settle(t.world);
    // 2-second segments: the count went 0 → 3 → 6 (the ogre's turn), 12 seconds in all.
    expect(t.world.worldTime).toBe(12);
    const entries = () => logEntries(api(t.gm).state().keeper).filter((e) => e.reason.kind !== "setup");
    expect(entries()).toMatchObject([
      { from: 0, to: 12, reason: { kind: "combat", combat: { fight: t.combatId, round: 1, segment: 6 } } },
    ]);
    tkOf(t.gm).panel.open();
    await settle(t.world);
    expect(t.gm.apps.windows.get("clock")!.html).toContain("Combat: round 1, segment 6");
    await t.combat(t.gm).previousTurn();
    await settle(t.world);
    expect(t.world.worldTime).toBe(6);
    expect(entries()).toMatchObject([{ from: 0, to: 6, reason: { combat: { round: 1, segment: 3 } } }]);
  });
});
