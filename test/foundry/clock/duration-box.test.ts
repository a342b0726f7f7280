/**
 * The clock panel's duration box in Foundry (issue 21): a refused duration stays typed with its reason under the
 * box and no notification, a bare number says the unit it was read in, an empty submit clears the line.
 */
import { describe, expect, it } from "vitest";
import { clockTable, settle, tkOf, TURN } from "../session/clock-table";

/** A table with the GM's clock panel open, and the panel's window. */
async function panelOpen() {
  const t = await clockTable();
  tkOf(t.gm).panel.open();
  await settle(t.world);
  return { t, win: t.gm.apps.windows.get("clock")! };
}

describe("the clock panel's duration box", () => {
  it("keeps a refused duration with its reason, names an assumed unit, and clears on an empty submit", async () => {
    const { t, win } = await panelOpen();
    const shown = t.gm.notifications.shown.length;

    await win.click("advanceBy", {}, { duration: "0 turns" });
    await settle(t.world);
    expect(win.html).toContain('value="0 turns"');
    expect(win.html).toContain("comes to no time at all");
    expect(t.gm.notifications.shown.length).toBe(shown);

    await win.click("advanceBy", {}, { duration: "" });
    await settle(t.world);
    expect(win.html).not.toContain("comes to no time at all");
    expect(win.html).toContain('value=""');

    await win.click("advanceBy", {}, { duration: "2" });
    await settle(t.world);
    expect(t.world.worldTime).toBe(2 * TURN);
    expect(win.html).toContain("2 turns (turns assumed)");
  });

  it("keeps the typed text when the session refuses the advance", async () => {
    const { t, win } = await panelOpen();
    await win.click("advanceBy", {}, { duration: "1e9 rounds" });
    await settle(t.world);
    expect(t.world.worldTime).toBe(0);
    expect(win.html).toContain('value="1e9 rounds"');
    expect(win.html).toContain("One advance may move the clock at most");
  });
});
