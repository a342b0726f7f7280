/**
 * Issue 21: the clock panel's "Undo back to here" asks first in Foundry's dialog when it would undo more than
 * one entry of the time log; no undoes nothing, yes undoes them all. The newest entry alone is undone at once.
 */
import { describe, expect, it } from "vitest";
import { logEntries } from "../../../src/core";
import { api, clockTable, settle, tkOf, TURN } from "../session/clock-table";

describe("undoing back through the time log in Foundry", () => {
  it("asks before undoing three entries, and does nothing when the GM says no", async () => {
    const t = await clockTable();
    tkOf(t.gm).panel.open();
    await settle(t.world);
    const win = t.gm.apps.windows.get("clock")!;
    for (let i = 0; i < 3; i++) await win.click("advanceUnit", { unit: "turn" });
    await settle(t.world);
    const oldest = String(logEntries(api(t.gm).state().keeper)[2]?.id);
    await win.click("undo", { entry: oldest });
    await settle(t.world);
    expect(t.gm.apps.asked.at(-1)).toMatchObject({ title: "Undo back to here", confirm: "Undo 3 entries" });
    expect(t.gm.apps.asked.at(-1)?.content).toContain("the 3 newest entries");
    expect(t.world.worldTime).toBe(3 * TURN);
    t.gm.apps.answers.push({});
    await win.click("undo", { entry: oldest });
    await settle(t.world);
    expect(t.world.worldTime).toBe(0);
  });

  it("undoes the newest entry without asking", async () => {
    const t = await clockTable();
    tkOf(t.gm).panel.open();
    await settle(t.world);
    const win = t.gm.apps.windows.get("clock")!;
    await win.click("advanceUnit", { unit: "turn" });
    await settle(t.world);
    const asked = t.gm.apps.asked.length;
    await win.click("undo", { entry: String(logEntries(api(t.gm).state().keeper)[0]?.id) });
    await settle(t.world);
    expect(t.gm.apps.asked).toHaveLength(asked);
    expect(t.world.worldTime).toBe(0);
  });
});
