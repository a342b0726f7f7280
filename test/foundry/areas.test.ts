import { afterEach, describe, expect, it, vi } from "vitest";
import { scriptedRoller } from "../../src/core";
import { newArea } from "../../src/ui";
import { api, clockTable, settle, tkOf, writes } from "./clock-table";

afterEach(() => vi.restoreAllMocks());

const wanderers = [
  { range: [1, 3] as [number, number], text: "3 skeletons" },
  { range: [4, 6] as [number, number], text: "a ghoul" },
];

async function areasWindow(t: Awaited<ReturnType<typeof clockTable>>) {
  t.gm.menus.press("areasForm");
  await settle(t.world);
  return t.gm.apps.windows.get("areas")!;
}

describe("the world's default encounter table", () => {
  it("is chosen from the world's roll tables in the areas form and stored as a UUID, then drawn from", async () => {
    const t = await clockTable();
    const crypt = t.world.addTable("Crypt wanderers", "1d6", wanderers);
    t.world.addTable("Road travellers", "1d6", wanderers);
    expect(t.gm.settingsImpl.registered.get("turnkeeper.defaultTable")?.config).toBe(false);
    const win = await areasWindow(t);
    expect(win.html).toContain('name="defaultTable"');
    expect(win.html).toContain("Crypt wanderers");
    expect(win.html).toContain("Road travellers");
    const mark = t.world.writes.length;
    await win.click("saveDefaultTable", {}, { defaultTable: crypt.uuid });
    await settle(t.world);
    expect(t.gm.settings.get("turnkeeper", "defaultTable")).toBe(crypt.uuid);
    expect(writes(t.world, mark).list.filter((w) => w.kind === "setting")).toHaveLength(1);
    // The chosen table comes first in its select, so the form shows it chosen.
    expect(win.html).toMatch(/name="defaultTable">\s*<option value="RollTable\.[^"]+">Crypt wanderers/);
    await api(t.gm).setArea(newArea("dungeon", "Crypt"));
    t.world.dice = scriptedRoller([1, 5, 4, 4]);
    await api(t.gm).checkEncounter();
    await settle(t.world);
    expect(t.world.messages.at(-1)?.content).toContain("a ghoul");
  });

  it("accepts a roll table dropped from a compendium, and refuses anything else dropped", async () => {
    const t = await clockTable();
    const packed = t.world.addTable("Packed wanderers", "1d6", wanderers, "turnkeeper.tables");
    const win = await areasWindow(t);
    await win.drop("dropTable", { key: "default" }, { type: "RollTable", uuid: packed.uuid });
    await settle(t.world);
    expect(t.gm.settings.get("turnkeeper", "defaultTable")).toBe(packed.uuid);
    expect(win.html).toContain("Packed wanderers");
    const mark = t.world.writes.length;
    await win.drop("dropTable", { key: "default" }, { type: "Actor", uuid: t.aldo.uuid });
    expect(t.gm.notifications.shown.at(-1)?.message).toBe("Only a roll table can be dropped there.");
    expect(t.world.writes.length).toBe(mark);
  });

  it("a table dropped on an area's row saves that area with it", async () => {
    const t = await clockTable();
    const table = t.world.addTable("Lair", "1d6", wanderers);
    const win = await areasWindow(t);
    await win.drop(
      "dropTable",
      { key: "h0" },
      { type: "RollTable", uuid: table.uuid },
      { "h0.type": "wilderness" },
    );
    await settle(t.world);
    expect(t.scene.flags.turnkeeper?.area).toMatchObject({ type: "wilderness", table: table.uuid });
    expect(tkOf(t.gm).areas).toBeDefined();
  });
});
