/**
 * Two parties at one table (issue 22): two GMs and three players on the Foundry fake. Each client reads each
 * party's own time as it may see it, a party behind the world advances with no world-time write, every change
 * is processed once (by the active GM), and players may not switch, split or merge.
 */
import { describe, expect, it } from "vitest";
import { HOOKS } from "../../../src/foundry/setup/hooks";
import type { FakeWorld } from "../../fakes/foundry";
import { api, clockTable, settle, TURN, writes } from "./clock-table";

/** Players may know everything exactly: the parties' call then gives each player their own party's details. */
function exactForPlayers(world: FakeWorld) {
  for (const key of ["playerTime", "playerLights", "playerNextCheck", "playerDanger"])
    world.worldSettings.set(`turnkeeper.${key}`, "exact");
}

/** The table with Bea gone ahead as the scouts, the first party then two turns on. */
async function twoParties() {
  const t = await clockTable({ setup: exactForPlayers });
  await api(t.gm).light(t.aldo.uuid, "torch");
  await api(t.gm).light(t.bea.uuid, "torch");
  expect(await api(t.gm).splitParty("Scouts", [t.bea.uuid])).toMatchObject({ ok: true, seconds: 0 });
  await api(t.gm).advanceUnit("turn", 2);
  await settle(t.world);
  return t;
}

/** Each party's time on a client's reading, by party id (null where the client may not see it). */
const times = (c: Parameters<typeof api>[0]) =>
  Object.fromEntries(
    api(c)
      .parties()
      .map((p) => [p.id, p.details?.time ?? null]),
  );

describe("two parties at a table of two GMs and three players", () => {
  it("show each GM both parties' times, and each player their own party's", async () => {
    const t = await twoParties();
    const start = t.gm.game.time.worldTime - 2 * TURN;
    for (const gm of [t.gm, t.gm2]) expect(times(gm)).toEqual({ party: start + 2 * TURN, "party-2": start });
    expect(times(t.alice)).toEqual({ party: start + 2 * TURN, "party-2": null });
    expect(times(t.bob)).toEqual({ party: null, "party-2": start });
    expect(api(t.bob).parties()[1]).toMatchObject({ name: "Scouts", own: true, inPlay: false });
  });

  it("give a player no party's details while the GM keeps the time from players", async () => {
    const t = await twoParties();
    t.world.worldSettings.set("turnkeeper.playerTime", "rough");
    for (const player of [t.alice, t.bob]) expect(times(player)).toEqual({ party: null, "party-2": null });
  });

  it("advance the party behind on its own time: one state write, no world-time write, on every client", async () => {
    const t = await twoParties();
    const world = t.gm.game.time.worldTime;
    let mark = t.world.writes.length;
    expect(await api(t.gm2).switchParty("party-2")).toMatchObject({ ok: true, seconds: 0 });
    await settle(t.world);
    expect(writes(t.world, mark)).toMatchObject({ worldTime: 0, state: 1 });
    mark = t.world.writes.length;
    expect(await api(t.gm).advanceUnit("turn")).toMatchObject({ ok: true, seconds: 0 });
    await settle(t.world);
    expect(writes(t.world, mark)).toMatchObject({ worldTime: 0, state: 1 });
    for (const c of t.world.clients) {
      expect(c.game.time.worldTime).toBe(world);
      expect(api(c).state().keeper.state.time).toBe(world - TURN);
    }
    // Past the world, the clock moves by the part beyond it alone, once.
    mark = t.world.writes.length;
    expect(await api(t.gm).advanceUnit("turn", 3)).toMatchObject({ ok: true, seconds: 2 * TURN });
    await settle(t.world);
    expect(writes(t.world, mark).worldTime).toBe(1);
    for (const c of t.world.clients) expect(c.game.time.worldTime).toBe(world + 2 * TURN);
    expect(times(t.gm2)).toEqual({ "party-2": world + 2 * TURN, party: world });
  });

  it("announce a switch and a merge on the active GM's client, once", async () => {
    const t = await twoParties();
    const heard: { client: string; hook: string; payload: unknown }[] = [];
    for (const c of t.world.clients)
      for (const hook of [HOOKS.partySwitched, HOOKS.partiesMerged])
        c.Hooks.on(hook, (payload: unknown) => void heard.push({ client: c.user.name, hook, payload }));
    const world = t.gm.game.time.worldTime;
    await api(t.gm2).switchParty("party-2");
    await api(t.gm2).mergeParties("party", "party-2", "rest");
    await settle(t.world);
    expect(heard).toEqual([
      {
        client: "GM One",
        hook: HOOKS.partySwitched,
        payload: { from: "party", to: "party-2", time: world - 2 * TURN },
      },
      {
        client: "GM One",
        hook: HOOKS.partiesMerged,
        payload: { from: "party", into: "party-2", time: world, gap: 2 * TURN, spent: "rest" },
      },
    ]);
  });
});

describe("party calls at the table", () => {
  it("refuse players who switch, split, rename or merge, and change nothing", async () => {
    const t = await twoParties();
    const mark = t.world.writes.length;
    const refused = [
      await api(t.alice).switchParty("party-2"),
      await api(t.bob).splitParty("Alone", [t.bea.uuid]),
      await api(t.cara).renameParty("party", "Ours"),
      await api(t.bob).mergeParties("party-2", "party"),
    ];
    await settle(t.world);
    for (const outcome of refused) expect(outcome.ok).toBe(false);
    expect(writes(t.world, mark)).toMatchObject({ worldTime: 0, state: 0 });
  });

  it("refuse a bad call through the gate, naming the field", async () => {
    const t = await twoParties();
    expect(await api(t.gm).switchParty("no such party")).toMatchObject({
      ok: false,
      error: { params: { path: "intent.id" } },
    });
    expect(await api(t.gm).splitParty("Nobody", [])).toMatchObject({
      ok: false,
      error: { params: { path: "intent.members" } },
    });
    expect(await api(t.gm).mergeParties("party-2", "party", "nap" as "wait")).toMatchObject({
      ok: false,
      error: { params: { path: "intent.gap" } },
    });
    expect(await api(t.gm).switchParty("party-9")).toMatchObject({
      ok: false,
      error: { code: "party.unknown" },
    });
  });
});
