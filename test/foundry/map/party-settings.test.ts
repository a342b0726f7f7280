/** The party on a scene's map: the GM names it and turns map play on, by the API or the scene controls. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { PARTY_MOVE_WINDOW_MS } from "../../../src/foundry/map/play";
import { FakeMap, GRID } from "../../fakes/foundry-map";
import { diceByFormula } from "../../helpers/dice";
import { api, clockTable, settle } from "../session/clock-table";
import { mapTable, wilds } from "./map-table";

afterEach(() => vi.restoreAllMocks());

describe("the travel choices in the GM's party form", () => {
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
    expect(t.gm.apps.asked.at(-1)?.content).toContain("Make the selected tokens the party (selected now: 1)");
    expect(t.map.partyFlags.get(t.scene)).toEqual({
      version: 1,
      play: true,
      tokens: [party.id],
      members: [],
      travel: { method: "mounted", forceMarch: false, navigator: { score: 11 } },
    });
  });
});
