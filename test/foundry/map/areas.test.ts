import { afterEach, describe, expect, it, vi } from "vitest";
import { scriptedRoller } from "../../../src/core";
import { newArea } from "../../../src/ui";
import { FakeMap } from "../../fakes/foundry-map";
import { api, clockTable, settle, tkOf, TURN, writes } from "../session/clock-table";
import { mapTable } from "./map-table";

afterEach(() => vi.restoreAllMocks());

const wanderers = [
  { range: [1, 3] as [number, number], text: "3 skeletons" },
  { range: [4, 6] as [number, number], text: "a ghoul" },
];

async function areasWindow(t: Awaited<ReturnType<typeof clockTable>>) {
  t.gm.menus.press("areasForm");
  // The form is loaded on first use; then it renders.
  await tkOf(t.gm).areas();
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

describe("the area the party is in", () => {
  /** A crypt scene with an area of its own, a lair region with an area, and a hall region without one. */
  async function cryptWithRegions() {
    const t = await clockTable();
    const gm = t.gm.user;
    await t.scene.port(gm).setAreaFlag(newArea("dungeon", ""));
    const lair = t.world.addRegion(t.scene, "Lair");
    await lair.port(gm).setAreaFlag({ ...newArea("dungeon", ""), level: "busy" });
    const hall = t.world.addRegion(t.scene, "Hall");
    const rat = t.world.addToken(t.scene, t.world.addActor("Giant rat"));
    await api(t.gm).setArea(newArea("dungeon", "Crypt"));
    await settle(t.world);
    return { ...t, lair, hall, rat };
  }

  it("follows the party's tokens into a region with an area, and back to the scene's area when they leave it", async () => {
    const t = await cryptWithRegions();
    let mark = t.world.writes.length;
    t.world.moveToken(t.gm.user, t.aldoToken, [t.lair]);
    await settle(t.world);
    expect(api(t.gm).state().area).toMatchObject({ name: "Lair", level: "busy" });
    expect(writes(t.world, mark).state).toBe(1);
    // Another party token joining it, or a move inside it, changes nothing and writes nothing.
    mark = t.world.writes.length;
    t.world.moveToken(t.gm.user, t.beaToken, [t.lair]);
    t.world.moveToken(t.gm.user, t.aldoToken, [t.lair]);
    await settle(t.world);
    expect(writes(t.world, mark).state).toBe(0);
    // A region without an area does not count: the scene's own area is in force again.
    for (const token of [t.aldoToken, t.beaToken]) t.world.moveToken(t.gm.user, token, [t.hall]);
    await settle(t.world);
    expect(api(t.gm).state().area).toMatchObject({ name: "Crypt", level: "normal" });
  });

  it("goes by most of the party, and a monster's token does not count", async () => {
    const t = await cryptWithRegions();
    const den = t.world.addRegion(t.scene, "Den");
    await den.port(t.gm.user).setAreaFlag({ ...newArea("dungeon", ""), level: "safe" });
    const cara = t.world.addActor("Cid", [t.cara.user]);
    const caraToken = t.world.addToken(t.scene, cara);
    t.world.moveToken(t.gm.user, t.rat, [t.lair]);
    t.world.moveToken(t.gm.user, t.aldoToken, [t.lair]);
    t.world.moveToken(t.gm.user, t.beaToken, [den]);
    t.world.moveToken(t.gm.user, caraToken, [den]);
    await settle(t.world);
    expect(api(t.gm).state().area?.name).toBe("Den");
  });

  it("puts the party's region in force when the scene is activated, and ignores moves on other scenes", async () => {
    const t = await cryptWithRegions();
    const road = t.world.addScene("Road");
    const aldoOnRoad = t.world.addToken(road, t.aldo);
    const mark = t.world.writes.length;
    t.world.moveToken(t.gm.user, aldoOnRoad, []);
    await settle(t.world);
    expect(writes(t.world, mark).state).toBe(0);
    t.lair.tokens.add(t.aldoToken);
    for (const c of t.world.clients) c.Hooks.callAll("updateScene", { uuid: t.scene.uuid }, { active: true });
    await settle(t.world);
    expect(api(t.gm).state().area?.name).toBe("Lair");
  });

  it("saving the area in force puts the change in force; removing it hands over to where the party is", async () => {
    const t = await cryptWithRegions();
    t.world.moveToken(t.gm.user, t.aldoToken, [t.lair]);
    await settle(t.world);
    const win = await areasWindow(t);
    await win.click("saveArea", { key: "h1" }, { "h1.type": "dungeon", "h1.level": "safe" });
    await settle(t.world);
    expect(api(t.gm).state().area).toMatchObject({ name: "Lair", level: "safe" });
    await win.click("clearArea", { key: "h1" });
    await settle(t.world);
    expect(api(t.gm).state().area?.name).toBe("Crypt");
    // Saving an area that is not in force leaves what is in force alone.
    await win.click("saveArea", { key: "h2" }, { "h2.type": "wilderness" });
    await settle(t.world);
    expect(api(t.gm).state().area?.name).toBe("Crypt");
  });
});

describe("areas as region behaviours", () => {
  it("R000-03 a region's behaviour puts its area in force when the party enters, and the scene's when it leaves", async () => {
    const t = await mapTable();
    const lair = t.world.addRegion(t.scene, "Lair");
    t.map.cover(lair, [{ i: 0, j: 5 }]);
    t.map.addBehavior(lair, { type: "dungeon", level: "busy", road: false });
    for (const token of [t.aldoToken, t.beaToken]) t.map.move(t.alice.user, [[token, { i: 0, j: 5 }]]);
    await t.all();
    expect(api(t.gm).state().area).toMatchObject({ name: "Lair", level: "busy" });
    for (const token of [t.aldoToken, t.beaToken]) t.map.move(t.alice.user, [[token, { i: 0, j: 9 }]]);
    await t.all();
    expect(api(t.gm).state().area).toMatchObject({ name: "Crypt", level: "normal" });
  });

  it("the areas form edits a region's behaviour, keeping its map fields", async () => {
    const t = await mapTable();
    const lair = t.world.addRegion(t.scene, "Lair");
    const behavior = t.map.addBehavior(lair, { type: "dungeon", level: "normal", road: true });
    (await tkOf(t.gm).areas()).open();
    await t.all();
    const win = t.gm.apps.windows.get("areas")!;
    await win.click(
      "saveArea",
      { key: "h1" },
      { "h1.type": "dungeon", "h1.level": "busy", "h1.where": "room" },
    );
    await t.all();
    expect(behavior.system).toMatchObject({ level: "busy", where: "room", road: true });
    expect(lair.flags.turnkeeper?.area).toBeUndefined();
  });
});

describe("areas in the GM's form", () => {
  it("saves an area on the scene in a GM form and puts it in force", async () => {
    const t = await clockTable();
    const region = t.world.addRegion(t.scene, "Lair");
    const form = await tkOf(t.gm).areas();
    form.open();
    await settle(t.world);
    const win = t.gm.apps.windows.get("areas")!;
    expect(win.html).toContain("Crypt");
    expect(win.html).toContain("Lair");
    await win.click(
      "makeCurrent",
      { key: "h1" },
      { "h1.type": "dungeon", "h1.level": "busy", "h1.where": "room" },
    );
    await settle(t.world);
    // A region's area is its Turnkeeper behaviour (a scene's own stays its flag).
    expect(region.flags.turnkeeper?.area).toBeUndefined();
    expect(
      FakeMap.of(t.world)
        .behaviors.get(region)
        ?.map((b) => b.system),
    ).toMatchObject([{ type: "dungeon", level: "busy", where: "room" }]);
    expect(api(t.gm).state().area).toMatchObject({ name: "Lair", level: "busy" });
    expect(api(t.gm).state().keeper.state.checks[0]).toMatchObject({ id: "encounter", every: 2 * TURN });
  });

  it("puts the active scene's area in force when the GM activates a scene", async () => {
    const t = await clockTable();
    const wilds = t.world.addScene("Wilds");
    await wilds.port(t.gm.user).setAreaFlag({ ...newArea("wilderness", ""), terrain: "hills" });
    for (const s of t.world.scenes) s.active = s === wilds;
    for (const c of t.world.clients) c.Hooks.callAll("updateScene", { uuid: wilds.uuid }, { active: true });
    await settle(t.world);
    expect(api(t.gm).state().area).toMatchObject({ name: "Wilds", type: "wilderness", terrain: "hills" });
  });
});
