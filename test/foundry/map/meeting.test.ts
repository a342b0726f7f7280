/**
 * Two parties meeting on the map (issue 22): a party's token brought next to another party's token on the
 * scene in play asks the active GM, once, in Turnkeeper's merge form; a merge joins them at the later time
 * through the one gate, a form closed leaves both.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { GRID, type FakeMap } from "../../fakes/foundry-map";
import { api, writes } from "../session/clock-table";
import { mapTable } from "./map-table";

afterEach(() => vi.restoreAllMocks());

/** The crypt with Bea gone ahead as the scouts ten squares off, two turns ahead of the party now in play. */
async function scoutsAhead(grid?: Parameters<FakeMap["setGrid"]>[1]) {
  const t = await mapTable({ preset: "turns-rounds-segments", ...(grid ? { grid } : {}) });
  t.map.place(t.beaToken, { i: 0, j: 10 });
  expect(await api(t.gm).splitParty("Scouts", [t.bea.uuid])).toMatchObject({ ok: true });
  await api(t.gm).switchParty("party-2");
  await api(t.gm).advanceUnit("turn", 2);
  await api(t.gm).switchParty("party");
  await t.all();
  return t;
}

const merges = (c: { apps: { asked: { title: string }[] } }) =>
  c.apps.asked.filter((a) => a.title === "Merge two parties");

describe("two parties meeting on the map", () => {
  it("asks the active GM alone, once, when a player brings the scouts next to the party, and merges at the later time", async () => {
    const t = await scoutsAhead();
    const later = t.world.worldTime;
    const mark = t.world.writes.length;
    t.gm.apps.answers = [{ from: "party-2", into: "party", gap: "wait" }];
    // Bob moves Bea, whose party is out of play, to the square beside Aldo: her walk moves no time.
    t.map.move(t.bob.user, [[t.beaToken, { i: 1, j: 1 }]]);
    await t.all();
    expect(merges(t.gm)).toHaveLength(1);
    expect(t.gm.apps.asked.at(-1)?.content).toContain("Scouts and The party meet on the map.");
    for (const c of [t.gm2, t.alice, t.bob, t.cara]) expect(merges(c)).toEqual([]);
    expect(
      api(t.gm)
        .parties()
        .map((p) => p.id),
    ).toEqual(["party"]);
    expect(api(t.gm).state().keeper.state.time).toBe(later);
    expect(writes(t.world, mark).worldTime).toBe(0);
  });

  it("leaves both when the GM closes the form, asking again once the scouts left and came back; their walks move no time", async () => {
    const t = await scoutsAhead();
    const world = t.world.worldTime;
    t.gm.apps.answers = [null];
    t.map.move(t.gm.user, [[t.beaToken, { i: 0, j: 1 }]]);
    await t.all();
    expect(merges(t.gm)).toHaveLength(1);
    expect(api(t.gm).parties()).toHaveLength(2);
    // Still beside the party: nothing asked.
    t.map.move(t.gm.user, [[t.beaToken, { i: 1, j: 1 }]]);
    await t.all();
    expect(merges(t.gm)).toHaveLength(1);
    t.map.move(t.gm.user, [[t.beaToken, { i: 5, j: 5 }]]);
    await t.all();
    t.map.move(t.gm.user, [[t.beaToken, { i: 1, j: 0 }]]);
    await t.all();
    expect(merges(t.gm)).toHaveLength(2);
    expect(api(t.gm).parties()).toHaveLength(2);
    // The scouts' walks, out of play, moved no one's time.
    expect(t.world.worldTime).toBe(world);
    expect(api(t.gm).state().carryFeet).toBe(0);
  });

  it("asks once the party in play comes up to the scouts on a hex map, and not two hexes off", async () => {
    const t = await scoutsAhead({ type: GRID.HEXODDQ, size: 100, distance: 6 });
    t.gm.apps.answers = [null];
    t.map.move(t.alice.user, [[t.aldoToken, { i: 0, j: 8 }]]);
    await t.all();
    expect(merges(t.gm)).toEqual([]);
    t.map.move(t.alice.user, [[t.aldoToken, { i: 0, j: 9 }]]);
    await t.all();
    expect(merges(t.gm)).toHaveLength(1);
  });
});
