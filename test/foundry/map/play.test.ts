import { afterEach, assert, describe, expect, it, vi } from "vitest";
import { mapBatch } from "../../../src/foundry/quench/map";
import { PARTY_MOVE_WINDOW_MS } from "../../../src/foundry/map/play";
import { newArea, type Area } from "../../../src/ui";
import { FakeMap, GRID } from "../../fakes/foundry-map";
import type { FakeWorld } from "../../fakes/foundry";
import { diceByFormula } from "../../helpers/dice";
import { api, clockTable, settle, tkOf, writes } from "../session/clock-table";

afterEach(() => vi.restoreAllMocks());

/** The clock table with a map: the crypt on a grid, map play on, the party's tokens in the top-left corner. */
async function mapTable(
  options: { preset?: string; grid?: Parameters<FakeMap["setGrid"]>[1]; party?: object; area?: Area } = {},
) {
  let map!: FakeMap;
  const t = await clockTable({
    ...(options.preset ? { preset: options.preset } : {}),
    setup: (world: FakeWorld) => {
      map = new FakeMap(world);
      const scene = world.scenes[0]!;
      map.setGrid(scene, options.grid);
      map.partyFlags.set(scene, { version: 1, play: true, ...options.party });
      for (const token of scene.tokens) map.place(token, { i: 0, j: 0 });
      map.install();
    },
  });
  // The scene's own area, which the party's moves keep in force (there are no regions yet).
  const area = options.area ?? newArea("dungeon", "Crypt");
  await t.scene.port(t.gm.user).setAreaFlag(area);
  await api(t.gm).setArea(area);
  const all = async () => {
    await settle(t.world);
    await map.settle();
    await new Promise((resolve) => setTimeout(resolve, PARTY_MOVE_WINDOW_MS + 20));
    await settle(t.world);
    await map.settle();
    await settle(t.world);
  };
  await all();
  return { ...t, map, all };
}

describe("dungeon time from the party's token moves", () => {
  it("R002-08 the party's four tokens walking 130 squares of 5 ft is one world-time advance of two turns; 10 squares are kept", async () => {
    const t = await mapTable({ preset: "turns-rounds-segments" });
    const cid = t.world.addToken(t.scene, t.world.addActor("Cid", [t.cara.user]));
    const dot = t.world.addToken(t.scene, t.world.addActor("Dot", [t.alice.user]));
    for (const token of [cid, dot]) t.map.place(token, { i: 0, j: 0 });
    const mark = t.world.writes.length;
    const party = [t.aldoToken, t.beaToken, cid, dot];
    t.map.move(
      t.alice.user,
      party.map((token, row) => [token, { i: row, j: 130 }] as const),
    );
    await t.all();
    expect(writes(t.world, mark).worldTime).toBe(1);
    expect(t.world.worldTime).toBe(1200);
    expect(api(t.gm).state()).toMatchObject({ carryFeet: 50 });
    const card = t.world.messages.at(-1)?.content ?? "";
    expect(card).toContain("50 ft toward the next turn.");
  });

  it("R002-08 a monster's move, Turnkeeper's own move, or a scene without map play moves no time", async () => {
    const t = await mapTable({ preset: "turns-rounds-segments" });
    const rat = t.world.addToken(t.scene, t.world.addActor("Giant rat"));
    t.map.place(rat, { i: 0, j: 0 });
    t.map.move(t.gm.user, [[rat, { i: 0, j: 200 }]]);
    t.map.move(t.gm.user, [[t.aldoToken, { i: 0, j: 200 }]], { operation: { turnkeeperMove: true } });
    await t.all();
    expect(t.world.worldTime).toBe(0);
    t.map.partyFlags.set(t.scene, { version: 1, play: false });
    t.map.move(t.alice.user, [[t.aldoToken, { i: 0, j: 0 }]]);
    await t.all();
    expect(t.world.worldTime).toBe(0);
    expect(api(t.gm).state().carryFeet).toBe(0);
  });

  it("R002-08 a move that stops at checkpoints counts once it is finished: v13 by no pending waypoints, v14 by `finished`", async () => {
    const t = await mapTable({ preset: "turns-rounds-segments" });
    // v13: two updates of one movement, the first with a waypoint still pending.
    t.map.move(t.alice.user, [[t.aldoToken, { i: 0, j: 40 }]], {
      pending: [{ x: 8000, y: 0 }],
      movementId: () => "walk",
    });
    await t.all();
    expect(t.world.worldTime).toBe(0);
    t.map.move(t.alice.user, [[t.aldoToken, { i: 0, j: 80 }]], { movementId: () => "walk" });
    await t.all();
    expect(t.world.worldTime).toBe(600);
    expect(api(t.gm).state().carryFeet).toBe(100);
    // v14: the movement's `finished` promise says when it is over.
    let finish!: (done: boolean) => void;
    const finished = new Promise<boolean>((resolve) => (finish = resolve));
    // Two checkpoints of one v14 movement: 20 and 20 squares, counted once when it is finished.
    const v14 = { finished, movementId: () => "v14" };
    t.map.move(t.alice.user, [[t.aldoToken, { i: 0, j: 100 }]], v14);
    t.map.move(t.alice.user, [[t.aldoToken, { i: 0, j: 120 }]], v14);
    await new Promise((resolve) => setTimeout(resolve, PARTY_MOVE_WINDOW_MS + 20));
    expect(t.world.worldTime).toBe(600);
    finish(true);
    await t.all();
    expect(t.world.worldTime).toBe(1200);
    expect(api(t.gm).state().carryFeet).toBe(0);
  });

  it("R002-04 off the 5-ft grid a party member slower than the rest sets the pace", async () => {
    const t = await mapTable({
      preset: "turns-rounds-segments",
      grid: { type: GRID.GRIDLESS, size: 100, distance: 10 },
      party: {
        members: [
          { id: "elf", race: "elf", load: 0 },
          { id: "dwarf", race: "dwarf", load: 0 },
        ],
      },
    });
    // 100 spaces of 10 ft: 1,000 ft at the dwarf's 900 ft a turn.
    t.map.move(t.alice.user, [[t.aldoToken, { i: 0, j: 100 }]]);
    await t.all();
    expect(t.world.worldTime).toBe(600);
    expect(api(t.gm).state().carryFeet).toBeCloseTo(100, 6);
  });

  it("R001-05 quick movement of 1,200 ft is two turns, and the card marks traps unnoticed; undo puts the clock back, not the token", async () => {
    const t = await mapTable({ preset: "six-watches" });
    await tkOf(t.gm).tk.perform({ type: "setPace", pace: "quick" });
    t.map.move(t.alice.user, [[t.aldoToken, { i: 0, j: 240 }]]);
    await t.all();
    expect(t.world.worldTime).toBe(1200);
    expect(t.world.messages.map((m) => m.content).join()).toContain("Moving quickly: traps are not noticed.");
    await api(t.gm).undo();
    await t.all();
    expect(t.world.worldTime).toBe(0);
    expect(t.map.offsetOf(t.scene, t.map.positions.get(t.aldoToken)!)).toEqual({ i: 0, j: 240 });
  });
});

describe("hex travel from the party token's moves", () => {
  const wilds = { ...newArea("wilderness", "Moor"), terrain: "grassland" };

  it("R000-18 R000-22 a flat-top map: a move of three hexes stops where the party gets lost, its token set down in the veered neighbour", async () => {
    const t = await mapTable({
      grid: { type: GRID.HEXODDQ, distance: 6, units: "mi" },
      party: { tokens: [], travel: { method: "pushed", navigator: { score: 10 } } },
      area: wilds,
    });
    const party = t.world.addToken(t.scene, null, { name: "The party" });
    t.map.place(party, { i: 0, j: 0 });
    t.map.partyFlags.set(t.scene, {
      version: 1,
      play: true,
      tokens: [party.id],
      travel: { method: "pushed", navigator: { score: 10 } },
    });
    // Four hours into the watch: the first hex ends it (the GM goes on), the next watch's save fails, veering left.
    await tkOf(t.gm).tk.perform({ type: "advance", by: 4 * 3600 });
    await t.all();
    t.world.dice = diceByFormula({ "1d20": [5, 15, 3] });
    t.gm.apps.answers = [{}, null];
    const mark = t.world.writes.length;
    t.map.move(t.gm.user, [[party, { i: 3, j: 0 }]]);
    await t.all();
    // South from (col 0, row 0): row 1 as meant, then lost: left of south is south-east, (col 1, row 1).
    expect(t.map.offsetOf(t.scene, t.map.positions.get(party)!)).toEqual({ i: 1, j: 1 });
    expect(writes(t.world, mark).worldTime).toBe(2);
    expect(t.gm.apps.asked.map((a) => a.content)).toEqual([
      "<p>This watch's travel is spent. Go on into the next watch?</p>",
      "<p>The party is lost: it has veered off its course. Go on toward where the token was dropped?</p>",
    ]);
    expect(t.world.messages.map((m) => m.content).join()).toContain("south-east face");
    expect(api(t.gm).state().lost).toBe("left");
  });

  it("R000-22 a pointy-top map: heading east and veering right, the token goes south-east", async () => {
    const t = await mapTable({
      grid: { type: GRID.HEXODDR, distance: 6, units: "mi" },
      party: { travel: { navigator: { score: 10 } } },
      area: wilds,
    });
    t.world.dice = diceByFormula({ "1d20": [15, 12] });
    t.map.move(t.alice.user, [[t.aldoToken, { i: 0, j: 1 }]]);
    await t.all();
    // Row 0 of an odd-row layout: south-east of (col 0, row 0) is (col 0, row 1).
    expect(t.map.offsetOf(t.scene, t.map.positions.get(t.aldoToken)!)).toEqual({ i: 1, j: 0 });
    expect(api(t.gm).state().lost).toBe("right");
  });
});

describe("the force march and the weather on the map", () => {
  const wilds = { ...newArea("wilderness", "Moor"), terrain: "grassland" };

  /** A mounted party on the moor three hours before its second marching watch ends (a grassland hex takes three). */
  async function lateInTheMarch() {
    const t = await mapTable({
      grid: { type: GRID.HEXODDQ, distance: 6, units: "mi" },
      party: { travel: { method: "mounted", navigator: { score: 10 } } },
      area: wilds,
    });
    await tkOf(t.gm).tk.perform({ type: "advance", by: 9 * 3600 });
    await t.all();
    t.world.dice = diceByFormula({ "1d20": [1, 1] });
    return t;
  }

  it("R000-11 R000-10 at the end of the marching watches the GM is asked to force march; mounted, the cards mark the mounts pushed", async () => {
    const t = await lateInTheMarch();
    t.gm.apps.answers = [{}];
    const mark = t.world.writes.length;
    t.map.move(t.alice.user, [[t.aldoToken, { i: 3, j: 0 }]]);
    await t.all();
    expect(t.gm.apps.asked.map((a) => [a.content, a.confirm])).toEqual([
      [
        "<p>The day's marching watches are spent. Force march into the spare watch? Mounted, that pushes the mounts: they roll for their lives at the day's end.</p>",
        "Force march",
      ],
    ]);
    // One world-time advance a hex, the token where it was dropped.
    expect(writes(t.world, mark).worldTime).toBe(3);
    expect(t.world.worldTime).toBe(18 * 3600);
    expect(t.map.offsetOf(t.scene, t.map.positions.get(t.aldoToken)!)).toEqual({ i: 3, j: 0 });
    const travelCards = t.world.messages.map((m) => m.content).filter((c) => c.includes("Travel through"));
    expect(travelCards.map((c) => c.includes("Force march: a third watch of travel today."))).toEqual([
      false,
      true,
      true,
    ]);
    expect(travelCards.at(-1)).toContain("The mounts are pushed");
  });

  it("R000-11 a GM who says no keeps the party where the marching watches ended", async () => {
    const t = await lateInTheMarch();
    t.gm.apps.answers = [null];
    t.map.move(t.alice.user, [[t.aldoToken, { i: 3, j: 0 }]]);
    await t.all();
    expect(t.world.worldTime).toBe(12 * 3600);
    expect(t.map.offsetOf(t.scene, t.map.positions.get(t.aldoToken)!)).toEqual({ i: 1, j: 0 });
  });

  it("R001-21 the GM's party form offers bad weather and a force march under 001, and a map move in bad weather takes twice the crossing time", async () => {
    const t = await mapTable({
      preset: "six-watches",
      grid: { type: GRID.HEXODDQ, distance: 6, units: "mi" },
      party: { play: false },
      area: wilds,
    });
    const controls: Record<string, unknown> = {};
    t.gm.Hooks.callAll("getSceneControlButtons", controls);
    const group = controls.turnkeeper as { tools: Record<string, { onChange: () => void }> };
    t.gm.apps.answers = [{ play: true, inclement: true, forceMarch: true }];
    group.tools.mapParty!.onChange();
    await t.all();
    const form = t.gm.apps.asked.at(-1)?.content ?? "";
    expect(form).toContain('name="inclement"');
    expect(form).toContain('name="forceMarch"');
    expect(form).not.toContain('name="method"');
    expect(t.map.partyFlags.get(t.scene)).toMatchObject({
      play: true,
      travel: { inclement: true, forceMarch: true },
    });
    t.world.dice = diceByFormula({ "2d6": [12, 12] });
    t.map.move(t.alice.user, [[t.aldoToken, { i: 1, j: 0 }]]);
    await t.all();
    // Grassland's 2 hours, doubled.
    expect(t.world.worldTime).toBe(4 * 3600);
  });

  it("R000-11 under 000 the form offers the method and a force march, not the weather, and keeps what it does not show", async () => {
    const t = await mapTable({
      grid: { type: GRID.HEXODDQ, distance: 6, units: "mi" },
      party: { travel: { inclement: true, navigator: { score: 9 } } },
      area: wilds,
    });
    const controls: Record<string, unknown> = {};
    t.gm.Hooks.callAll("getSceneControlButtons", controls);
    const group = controls.turnkeeper as { tools: Record<string, { onChange: () => void }> };
    t.gm.apps.answers = [{ play: true, method: "foot", forceMarch: true, score: "" }];
    group.tools.mapParty!.onChange();
    await t.all();
    const form = t.gm.apps.asked.at(-1)?.content ?? "";
    expect(form).not.toContain('name="inclement"');
    expect(form).toContain('name="forceMarch"');
    expect(t.map.partyFlags.get(t.scene)).toMatchObject({
      travel: { method: "foot", forceMarch: true, inclement: true },
    });
    expect(t.map.partyFlags.get(t.scene)).not.toHaveProperty("travel.navigator");
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

  it("migrates region area flags to behaviours once on the active GM's client, every field kept; an unreadable flag stays", async () => {
    let map!: FakeMap;
    const flagged = {
      version: 1,
      name: "Fungus cave",
      type: "wilderness",
      level: "custom",
      everyTurns: 2,
      danger: 3,
      terrain: "swamp",
      table: "RollTable.abc",
      where: "room",
    };
    const t = await clockTable({
      setup: (world) => {
        map = new FakeMap(world);
        const scene = world.scenes[0]!;
        map.setGrid(scene);
        const cave = world.addRegion(scene, "Cave");
        cave.flags.turnkeeper = { area: flagged };
        const broken = world.addRegion(scene, "Broken");
        broken.flags.turnkeeper = { area: { version: 1, type: "lava" } };
        map.install();
      },
    });
    await settle(t.world);
    const [cave, broken] = t.scene.regions;
    expect(cave!.flags.turnkeeper?.area).toBeUndefined();
    const { version: _version, ...fields } = flagged;
    expect(map.behaviors.get(cave!)?.map((b) => b.system)).toEqual([
      { ...fields, road: false, landmark: false, vantage: false },
    ]);
    expect(broken!.flags.turnkeeper?.area).toEqual({ version: 1, type: "lava" });
    expect(map.behaviors.get(broken!)).toBeUndefined();
    // Only the active GM wrote: one behaviour and one flag removal.
    const byOthers = t.world.writes.filter((w) => w.kind === "document" && w.by !== t.gm.user.id);
    expect(byOthers).toEqual([]);
    expect(t.gm.notifications.shown.at(-1)?.message).toContain("kept 1 region area flag");
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

describe("the party on the map", () => {
  it("the GM names the party and turns map play on through the API; a player or bad data is refused, nothing written", async () => {
    let map!: FakeMap;
    const t = await clockTable({
      setup: (world) => {
        map = new FakeMap(world);
        map.setGrid(world.scenes[0]!);
        map.install();
      },
    });
    const party = t.world.addToken(t.scene, null, { name: "The party" });
    expect(await api(t.gm).setMapParty({ play: true, tokens: [party.id] })).toEqual({ ok: true, seconds: 0 });
    expect(map.partyFlags.get(t.scene)).toMatchObject({ version: 1, play: true, tokens: [party.id] });
    const mark = t.world.writes.length;
    expect(await api(t.alice).setMapParty({ play: false })).toMatchObject({ ok: false });
    expect(await api(t.gm).setMapParty({ members: [{ id: "x", load: -1 }] })).toMatchObject({
      ok: false,
      error: { code: "schema.outOfRange" },
    });
    expect(t.world.writes.length).toBe(mark);
    // The party named is the one whose moves count: Aldo's token no longer moves the clock.
    map.place(t.aldoToken, { i: 0, j: 0 });
    map.place(party, { i: 0, j: 0 });
    map.move(t.alice.user, [[t.aldoToken, { i: 0, j: 300 }]]);
    await settle(t.world);
    await new Promise((resolve) => setTimeout(resolve, PARTY_MOVE_WINDOW_MS + 20));
    await settle(t.world);
    expect(t.world.worldTime).toBe(0);
  });
});

describe("the party on the map, from the scene controls", () => {
  it("the GM's form turns map play on, makes the selected tokens the party and keeps the method and navigator", async () => {
    const t = await mapTable({ party: { play: false } });
    const party = t.world.addToken(t.scene, null, { name: "The party" });
    t.gm.controlled = [party];
    const controls: Record<string, unknown> = {};
    t.gm.Hooks.callAll("getSceneControlButtons", controls);
    const group = controls.turnkeeper as { tools: Record<string, { onChange: () => void }> };
    t.gm.apps.answers = [{ play: true, selected: true, method: "mounted", score: "11" }];
    group.tools.mapParty!.onChange();
    await t.all();
    expect(t.gm.apps.asked.at(-1)?.content).toContain("Make the 1 selected token(s) the party");
    expect(t.map.partyFlags.get(t.scene)).toEqual({
      version: 1,
      play: true,
      tokens: [party.id],
      members: [],
      travel: { method: "mounted", forceMarch: false, navigator: { score: 11 } },
    });
  });
});

describe(mapBatch.title, () => {
  for (const scenario of mapBatch.scenarios) {
    it(scenario.name, async () => {
      const t = await mapTable({ party: { tokens: null } });
      const lair = t.world.addRegion(t.scene, "Lair");
      t.map.addBehavior(lair, { type: "dungeon", level: "busy" });
      await scenario.run(t.gm, assert);
    });
  }
});
