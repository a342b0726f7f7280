/**
 * Issue 21 in Foundry: the clock panel reads the fight the combat tracker shows (`game.combats.viewed`) in the
 * tracker's own round and segment, redraws as a step moves the count, and asks before a watch moves the clock.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { combatSetupFor } from "../../../src/foundry/combat/register";
import { combatTable } from "../combat/harness";
import { settle, tkOf } from "../session/clock-table";

afterEach(() => vi.restoreAllMocks());

describe("the clock panel's fight line in Foundry", () => {
  it("shows the viewed fight's round and segment as steps move it, and asks before a watch", async () => {
    const t = await combatTable();
    tkOf(t.gm).panel.open();
    await settle(t.world);
    const win = t.gm.apps.windows.get("clock")!;
    expect(win.html).not.toContain("Fight open");
    t.roller.queue.push(3, 8, 3, 6);
    await t.combat(t.gm).rollInitiative([t.ids.brakka, t.ids.ilsa, t.ids.goblin, t.ids.ogre]);
    await t.combat(t.gm).startCombat();
    await combatSetupFor(t.gm)!.client.perform(t.combat(t.gm), [
      { type: "endTurn", id: t.ids.brakka, recovery: 10 },
    ]);
    await settle(t.world);
    // The count is at segment 3 (2-second segments): the clock stands at 6 s, the segment began at 4 s.
    expect(t.world.worldTime).toBe(6);
    expect(win.html).toMatch(/Fight open: Round 1, segment 3, which began at /);
    await win.click("advanceUnit", { unit: "watch" });
    await settle(t.world);
    expect(t.gm.apps.asked.at(-1)).toMatchObject({ title: "A fight is open", confirm: "Move the clock" });
    expect(t.world.worldTime).toBe(6);
  });
});
