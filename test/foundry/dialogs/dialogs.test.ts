/**
 * The procedures' forms in Foundry: travel, reaction and morale, a search's room size, and lights for the
 * selected tokens.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { scriptedRoller } from "../../../src/core";
import { newArea } from "../../../src/ui";
import { api, clockTable, settle, tkOf } from "../session/clock-table";

afterEach(() => vi.restoreAllMocks());

describe("the procedures' forms in Foundry", () => {
  it("R000-18 Travel asks the shared form, the area's terrain first, and reads DialogV2's numbers", async () => {
    const t = await clockTable();
    await api(t.gm).setArea({ ...newArea("wilderness", "Thornwood"), terrain: "hills" });
    tkOf(t.gm).panel.open();
    await settle(t.world);
    // DialogV2.input gives a number field's value as a number.
    t.gm.apps.answers = [{ terrain: "hills", method: "foot", score: 20, road: false }];
    t.world.dice = scriptedRoller(Array.from({ length: 20 }, () => 3));
    await t.gm.apps.windows.get("clock")!.click("travel");
    await settle(t.world);
    const asked = t.gm.apps.asked.at(-1)!;
    expect(asked).toMatchObject({ title: "Travel a hex", confirm: "Travel" });
    expect(asked.content).toMatch(/name="terrain">\s*<option value="hills">hills<\/option>/);
    const card = t.world.messages.find((m) => m.flags.turnkeeper.card === "navigation")!;
    expect(card.content).toContain("Travel through hills");
    expect(card.content).toMatch(/against 20/);
  });

  it("R001-24 R001-27 Reaction and Morale roll from the panel; a morale score left empty is refused, shown", async () => {
    const t = await clockTable();
    tkOf(t.gm).panel.open();
    await settle(t.world);
    const win = t.gm.apps.windows.get("clock")!;
    t.gm.apps.answers = [
      { name: "Goblins", modifier: 1 },
      { name: "", score: null, modifier: 0 },
    ];
    await win.click("reaction");
    await win.click("morale");
    await settle(t.world);
    expect(t.gm.apps.asked.map((a) => [a.title, a.confirm])).toEqual([
      ["Reaction roll", "Roll"],
      ["Morale check", "Roll"],
    ]);
    expect(t.world.messages.map((m) => m.flags.turnkeeper.card)).toEqual(["reaction"]);
    expect(t.world.messages[0]!.content).toContain("Reaction: Goblins");
    expect(t.gm.notifications.shown.at(-1)).toMatchObject({
      level: "warn",
      message: "Type the morale score, a whole number from 2 to 12.",
    });
  });

  it("R002-09 Search asks the room's size in 30 x 30 ft areas and takes a turn for each", async () => {
    const t = await clockTable({ preset: "turns-rounds-segments" });
    tkOf(t.gm).panel.open();
    await settle(t.world);
    const start = t.world.worldTime;
    t.gm.apps.answers = [{ areas: 3 }];
    await t.gm.apps.windows.get("clock")!.click("action", { id: "search", area: "true" });
    await settle(t.world);
    expect(t.gm.apps.asked.at(-1)).toMatchObject({ title: "The room's size", confirm: "Take the time" });
    expect(t.gm.apps.asked.at(-1)?.content).toContain("Areas of 30 x 30 ft");
    expect(t.world.worldTime - start).toBe(3 * 600);
    expect(t.gm.apps.windows.get("clock")!.html).toContain(
      "Search a room (per 30 x 30 ft): 3 areas of 30 x 30 ft",
    );
  });

  it("lights for the selected tokens ticked in the form", async () => {
    const t = await clockTable();
    t.gm.controlled = [t.aldoToken, t.beaToken];
    tkOf(t.gm).panel.open();
    await settle(t.world);
    t.gm.apps.answers = [{ source: "lantern", "owner-0": false, "owner-1": true }];
    await t.gm.apps.windows.get("clock")!.click("lightTorch");
    await settle(t.world);
    expect(t.gm.apps.asked.at(-1)?.content).toContain('name="owner-1" checked /> Bea');
    const lights = api(t.gm).state().keeper.state.timers;
    expect(lights.map((l) => [l.owner, l.source])).toEqual([[t.bea.uuid, "lantern"]]);
  });
});
