/**
 * A fight fought by a party behind the world (issue 22), on the fake with two GMs and two players: a step's
 * seconds first use up the party in play's lag (processed as its own advance, no world-time write), and only
 * the part beyond goes into the Combat update's world-time delta; the other party keeps its time and lights.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { currentTurn, logEntries, type BuiltInPresetId, type CombatState } from "../../../src/core";
import { combatSetupFor } from "../../../src/foundry/combat/register";
import { readState } from "../../../src/foundry/combat/store";
import { api, settle, tkOf } from "../session/clock-table";
import { begun } from "./fixtures";
import { combatTable, type Table } from "./harness";

afterEach(() => vi.restoreAllMocks());

/** The segment preset's torch: 6 turns. */
const TORCH = 3600;

/**
 * The table with Bea gone ahead as the scouts, the first party `ahead` seconds on, and then the scouts in play:
 * they stand `ahead` seconds behind the world. Aldo (first party) and Bea each lit a torch before they split.
 */
async function scoutsBehind(ahead: number, preset?: BuiltInPresetId) {
  const t = await combatTable(preset ? { preset } : {});
  const aldo = t.world.addActor("Aldo");
  const bea = t.world.addActor("Bea");
  await settle(t.world);
  await api(t.gm).light(aldo.uuid, "torch");
  await api(t.gm).light(bea.uuid, "torch");
  expect(await api(t.gm).splitParty("Scouts", [bea.uuid])).toMatchObject({ ok: true });
  expect(await api(t.gm).advance(ahead)).toMatchObject({ ok: true, seconds: ahead });
  expect(await api(t.gm2).switchParty("party-2")).toMatchObject({ ok: true, seconds: 0 });
  await settle(t.world);
  return { t, start: t.world.worldTime - ahead };
}

/** The fight's engine state as a client's document holds it (the active GM's, unless it is gone). */
const stateOf = (t: Table, client = t.gm): CombatState => {
  const read = readState(t.combat(client));
  if (!read.ok || read.value === null) throw new Error("no fight state");
  return read.value;
};

/** Begins the fight and ends turns (Recovery Time 10) until three rounds (60 seconds) are counted. */
async function threeRounds(t: Table): Promise<number> {
  await begun(t);
  const gm = combatSetupFor(t.gm)!.client;
  for (let state = stateOf(t); state.now < 30; state = stateOf(t)) {
    const id = currentTurn(state);
    if (id === null) throw new Error("nobody's turn");
    const mark = t.server.writes.length;
    await gm.perform(t.combat(t.gm), [{ type: "endTurn", id, recovery: 10 }]);
    // One Combat update a step, whatever part of it the world takes.
    expect(t.server.writes.length - mark).toBe(1);
  }
  await settle(t.world);
  return stateOf(t).now * stateOf(t).rules.secondsPerSegment;
}

/** Each party's time as every client reads it, by party id. */
function times(t: Table) {
  const read = t.world.clients.map((c) => {
    const ws = api(c).state();
    const world = Math.floor(ws.worldTime);
    return Object.fromEntries([
      [ws.party.id, ws.keeper.state.time],
      ...ws.others.map((o) => [o.party.id, world - o.behind]),
    ]);
  });
  for (const other of read.slice(1)) expect(other).toEqual(read[0]);
  return read[0]!;
}

/** The first party's torch (Aldo's), out of play: when it burns out at that party's time. */
const aldosTorch = (t: Table) => api(t.gm).state().others[0]!.keeper.state.timers[0];

describe("a fight fought by a party behind the world", () => {
  it("moves the party's time by the fight's, not the world's nor the other party's", async () => {
    const { t, start } = await scoutsBehind(TORCH - 30);
    const world = t.world.worldTime;
    const torch = aldosTorch(t);
    const mark = t.server.timeAdvances.length;
    const fought = await threeRounds(t);
    expect(fought).toBeGreaterThanOrEqual(60);
    expect(t.world.worldTime).toBe(world);
    expect(t.server.timeAdvances.slice(mark)).toEqual([]);
    expect(times(t)).toEqual({ "party-2": start + fought, party: world });
    // The first party's torch, 30 seconds from its end at that party's time, still burns, as it was.
    expect(aldosTorch(t)).toEqual(torch);
    // The scouts' torch burned by the fight's time alone; the fight's time is logged as the fight's.
    const ws = api(t.gm).state();
    expect(ws.keeper.state.timers).toMatchObject([{ mode: "running", endsAt: start + TORCH }]);
    const fights = logEntries(ws.keeper).filter((e) => e.reason.kind === "combat");
    expect(fights.at(-1)).toMatchObject({ to: start + fought, reason: { combat: { fight: t.combatId } } });
    // The tracker's countdowns and "began at" read the scouts' time.
    expect(tkOf(t.gm).tk.clockEffects().worldTime).toBe(start + fought);
  });

  it("moves the world by the part of the fight beyond the party's lag alone, and undo gives it back", async () => {
    const { t, start } = await scoutsBehind(30);
    const world = t.world.worldTime;
    const mark = t.server.timeAdvances.length;
    const fought = await threeRounds(t);
    expect(t.world.worldTime).toBe(world - 30 + fought);
    expect(t.server.timeAdvances.slice(mark).reduce((a, b) => a + b, 0)).toBe(fought - 30);
    expect(times(t)).toEqual({ "party-2": start + fought, party: world });
    // Each step taken back gives back what it took: the scouts' time, and the world's part while there is one.
    for (let back = 0; back < 3; back++) {
      const before = { world: t.world.worldTime, times: times(t), now: stateOf(t).now };
      await t.combat(t.gm).previousTurn();
      await settle(t.world);
      const took = (before.now - stateOf(t).now) * 2;
      const scouts = before.times["party-2"]! - took;
      expect(times(t)).toEqual({ "party-2": scouts, party: world });
      expect(t.world.worldTime).toBe(Math.max(world, scouts));
    }
  });

  it("R001-15 rounds the fight up to its turn on the party's time, the world moving by the part beyond the lag", async () => {
    const { t, start } = await scoutsBehind(300, "six-watches");
    const world = t.world.worldTime;
    await begun(t);
    await settle(t.world);
    // 1-second segments: three seconds of the scouts' time, none of the world's.
    expect(times(t)).toEqual({ "party-2": start + 3, party: world });
    const mark = t.world.writes.length;
    await t.combat(t.gm2).endCombat();
    await vi.waitFor(() => expect(t.world.worldTime).toBe(start + 600));
    await settle(t.world);
    expect(t.world.writes.slice(mark).filter((w) => w.kind === "worldTime")).toEqual([
      { kind: "worldTime", by: t.gm.user.id, delta: 300 },
    ]);
    expect(times(t)).toEqual({ "party-2": start + 600, party: world });
  });
});

describe("a fight of a party behind the world, on two GMs' clients", () => {
  it("processes every change once, on the active GM's client", async () => {
    const { t } = await scoutsBehind(30);
    const states = () => t.world.writes.filter((w) => w.kind === "setting" && w.key === "turnkeeper.state");
    const mark = states().length;
    const fought = await threeRounds(t);
    const ws = api(t.gm2).state();
    expect(
      states()
        .slice(mark)
        .every((w) => w.by === t.gm.user.id),
    ).toBe(true);
    // Every step's time is logged once: the fight's entries cover the fight's time, with no gap or overlap.
    const fights = logEntries(ws.keeper).filter((e) => e.reason.kind === "combat");
    expect(fights.reduce((sum, e) => sum + e.to - e.from, 0)).toBe(fought);
    expect(ws.asked).toBeNull();
  });

  it("is completed once by the next GM when the active one leaves as it writes a step that moves the world", async () => {
    const { t, start } = await scoutsBehind(30);
    const world = t.world.worldTime;
    await begun(t);
    // GM One goes as it sends the first step the world takes a part of: GM Two hears the world's change.
    let left = false;
    t.gm.Hooks.on(
      "preUpdateCombat",
      (...[, , options]: [unknown, unknown, { worldTime?: { delta: number } }]) => {
        if (left || !options.worldTime?.delta) return;
        left = true;
        t.world.disconnect(t.gm);
      },
    );
    const gm = combatSetupFor(t.gm)!.client;
    while (!left) {
      const id = currentTurn(stateOf(t));
      if (id === null) throw new Error("nobody's turn");
      await gm.perform(t.combat(t.gm), [{ type: "endTurn", id, recovery: 10 }]);
    }
    await settle(t.world);
    const fought = stateOf(t, t.gm2).now * 2;
    expect(t.world.worldTime).toBe(start + fought);
    expect(times(t)).toEqual({ "party-2": start + fought, party: world });
    const ws = api(t.gm2).state();
    expect(ws.asked).toBeNull();
    const states = t.world.writes.filter((w) => w.kind === "setting" && w.key === "turnkeeper.state");
    expect(states.at(-1)?.by).toBe(t.gm2.user.id);
    const fights = logEntries(ws.keeper).filter((e) => e.reason.kind === "combat");
    expect(fights.reduce((sum, e) => sum + e.to - e.from, 0)).toBe(fought);
  });
});
