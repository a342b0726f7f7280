/**
 * The clock panel in Foundry: controls and log for GMs, the reading for players, due checks and pushed
 * mounts.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { logEntries, scriptedRoller } from "../../../src/core";
import { startTurnkeeper } from "../../../src/foundry/setup/start";
import { api, clockTable, dungeonHere, settle, tkOf, TURN, writes } from "../session/clock-table";

afterEach(() => vi.restoreAllMocks());

describe("the clock panel", () => {
  it("shows GMs the controls and the log, and advances one unit per click", async () => {
    const t = await clockTable();
    tkOf(t.gm).panel.open();
    await settle(t.world);
    const win = t.gm.apps.windows.get("clock")!;
    expect(win.html).toContain("day 1, watch 1 of 4, turn 1 of 36, round 1 of 10");
    expect(win.html).toContain('data-action="advanceUnit" data-unit="watch"');
    // Enter in the duration field advances by it; the rules preset in force is named for the GM.
    expect(win.html).toContain('data-enter="advanceBy"');
    expect(win.html).toContain("Four watches, six-mile hexes");
    const mark = t.world.writes.length;
    await win.click("advanceUnit", { unit: "turn" });
    await settle(t.world);
    expect(writes(t.world, mark).worldTime).toBe(1);
    expect(win.renders).toBeGreaterThan(1);
    expect(win.html).toContain("turn 2 of 36");
    await win.click("advanceBy", {}, { duration: "3 rounds" });
    await settle(t.world);
    expect(t.world.worldTime).toBe(TURN + 180);
    await win.click("undo", { entry: String(logEntries(api(t.gm).state().keeper)[0]?.id) });
    await settle(t.world);
    expect(t.world.worldTime).toBe(TURN);
  });

  it("shows players only the reading when the area is hidden, and their own light roughly", async () => {
    const t = await clockTable();
    await api(t.gm).light(t.aldo.uuid);
    await api(t.gm).light(t.bea.uuid);
    await settle(t.world);
    tkOf(t.alice).panel.open();
    await settle(t.world);
    const html = t.alice.apps.windows.get("clock")!.html;
    expect(html).toContain("Aldo: Torch");
    expect(html).toContain("about 6 turns");
    expect(html).not.toContain('data-action="advanceUnit"');
    // No area is in force: the GM's hint about setting one is not a player's business.
    expect(html).not.toContain("No area in force");
    await t.gm.settings.set("turnkeeper", "playerDanger", "none");
    await settle(t.world);
    const hidden = t.alice.apps.windows.get("clock")!.html;
    expect(hidden).toContain("Aldo: Torch");
    expect(hidden).not.toContain("Bea: Torch");
  });

  it("remembers where each user left it, and reopens it after a reload", async () => {
    const t = await clockTable();
    const panel = tkOf(t.bob).panel;
    panel.open();
    panel.moved({ left: 40, top: 80, minimized: true });
    expect(panel.position()).toEqual({ left: 40, top: 80, minimized: true, open: true });
    expect(tkOf(t.alice).panel.position()).toEqual({});
    t.world.disconnect(t.bob);
    const again = t.world.join(t.bob.user);
    startTurnkeeper(again);
    await again.boot();
    expect(again.apps.windows.get("clock")?.rendered).toBe(true);
  });
});

describe("the clock panel's due checks and pushed mounts", () => {
  it("holds due checks for the GM when checks prompt, and the panel rolls them", async () => {
    const t = await clockTable();
    await t.gm.settings.set("turnkeeper", "dueChecks", "prompt");
    t.world.dice = scriptedRoller([5]);
    await dungeonHere(t);
    await api(t.gm).advanceUnit("turn", 3);
    await settle(t.world);
    expect(api(t.gm).state().pending).toHaveLength(1);
    tkOf(t.gm).panel.open();
    await settle(t.world);
    const win = t.gm.apps.windows.get("clock")!;
    expect(win.html).toContain('data-action="rollDue"');
    await win.click("rollDue", { id: "1" });
    await settle(t.world);
    expect(api(t.gm).state().pending).toHaveLength(0);
    expect(t.world.messages.at(-1)?.content).toContain("Rolled 5 against 1: nothing");
  });

  it("R000-10 the clock panel's Pushed mount button asks for the mount and rolls for its life", async () => {
    const t = await clockTable();
    tkOf(t.gm).panel.open();
    await settle(t.world);
    const win = t.gm.apps.windows.get("clock")!;
    expect(win.html).toContain('data-action="pushedMount"');
    t.gm.apps.answers = [{ mount: "Bessie", hd: "2", pushedDays: "2" }];
    // Dies on 2 + 2 = 4 or less on a d6: a 4 kills it.
    t.world.dice = scriptedRoller([4]);
    await win.click("pushedMount");
    await settle(t.world);
    expect(t.gm.apps.asked.at(-1)?.content).toContain("dies on 2 in 6");
    const card = t.world.messages.at(-1)!;
    expect(card.flags.turnkeeper.card).toBe("pushedMount");
    expect(card.content).toContain("Pushed mount: Bessie");
    expect(card.content).toContain("the mount dies");
    tkOf(t.alice).panel.open();
    await settle(t.world);
    expect(t.alice.apps.windows.get("clock")!.html).not.toContain('data-action="pushedMount"');
  });

  it("has no button under rules without pushed mounts (hours a hex)", async () => {
    const t = await clockTable({ preset: "six-watches" });
    tkOf(t.gm).panel.open();
    await settle(t.world);
    expect(t.gm.apps.windows.get("clock")!.html).not.toContain('data-action="pushedMount"');
    expect(await api(t.gm).pushedMount()).toBeNull();
  });
});
