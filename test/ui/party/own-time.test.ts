/**
 * A party behind the world (issue 22): it advances on its own time, its lights burning and its checks falling
 * due at its time, and the world clock moves only for the part of an advance beyond it.
 */
import { describe, expect, it } from "vitest";
import { BUILT_IN_PRESETS, logEntries } from "../../../src/core";
import { errorText, resolveText } from "../../../src/ui";
import { makeHost, strictI18n } from "../session/host";
import { dungeon, TURN } from "../session/fixtures";

/** A party of two with a torch each, split in two, the first party then three turns on. */
async function splitAndGoOn() {
  const host = makeHost({ options: { dueChecks: "prompt" } });
  const { session } = host;
  await session.perform({ type: "setArea", area: dungeon("busy") });
  await session.perform({ type: "light", owner: "Actor.aldo", ownerName: "Aldo", source: "torch" });
  await session.perform({ type: "light", owner: "Actor.bea", ownerName: "Bea", source: "torch" });
  const split = await session.perform({ type: "splitParty", name: "Scouts", members: ["Actor.bea"] });
  expect(split.ok).toBe(true);
  await session.perform({ type: "advanceUnit", unit: "turn", count: 3 });
  await session.idle();
  return host;
}

describe("a party behind the world", () => {
  it("comes into play at its own time, with no world-time write", async () => {
    const host = await splitAndGoOn();
    const advances = host.advances.length;
    expect(host.time).toBe(3 * TURN);
    const switched = await host.session.perform({ type: "switchParty", id: "party-2" });
    expect(switched).toMatchObject({ ok: true, value: { seconds: 0 } });
    const ws = host.session.state();
    expect(ws.party).toEqual({ id: "party-2", name: "Scouts", members: ["Actor.bea"] });
    expect(ws.keeper.state.time).toBe(0);
    expect(ws.others.map((o) => [o.party.id, o.behind])).toEqual([["party", 0]]);
    expect(host.advances).toHaveLength(advances);
    expect(host.events.map((e) => e.name)).toContain("partySwitched");
  });

  it("advances on its own time without moving the world clock: its torch burns and its checks fall due then", async () => {
    const host = await splitAndGoOn();
    await host.session.perform({ type: "switchParty", id: "party-2" });
    const advances = host.advances.length;
    const torch = host.session.state().keeper.state.timers.find((t) => t.owner === "Actor.bea");
    await host.session.perform({ type: "advanceUnit", unit: "turn", count: 2 });
    await host.session.idle();
    const ws = host.session.state();
    expect(host.advances).toHaveLength(advances);
    expect(host.time).toBe(3 * TURN);
    expect(ws.keeper.state.time).toBe(2 * TURN);
    expect(ws.worldTime).toBe(3 * TURN);
    // The scouts' torch is the one lit for Bea, burning on; Aldo's stayed with the first party.
    expect(ws.keeper.state.timers.map((t) => t.owner)).toEqual(["Actor.bea"]);
    expect(torch?.mode === "running" && torch.endsAt).toBe(
      ws.keeper.state.timers[0]?.mode === "running" && ws.keeper.state.timers[0].endsAt,
    );
    const [last] = logEntries(ws.keeper);
    expect(last).toMatchObject({ from: 0, to: 2 * TURN, reason: { kind: "turn" } });
    // A busy area's check every other turn: due at the party's time, not the world's.
    expect(ws.pending.map((p) => p.at)).toEqual([2 * TURN]);
  });

  it("burns its torch out at its own time, well behind the world's", async () => {
    const host = await splitAndGoOn();
    await host.session.perform({ type: "advance", by: 7200 });
    await host.session.perform({ type: "switchParty", id: "party-2" });
    const advances = host.advances.length;
    const world = host.time;
    await host.session.perform({ type: "advance", by: 3600 + TURN });
    await host.session.idle();
    expect(host.advances).toHaveLength(advances);
    expect(host.time).toBe(world);
    // Bea's torch, lit at 0, burns its hour out at the scouts' 3600, not at the world's.
    const out = host.events.filter((e) => e.name === "lightExpired").map((e) => e.payload);
    expect(out).toContainEqual(expect.objectContaining({ owner: "Actor.bea", at: 3600 }));
    expect(host.session.state().keeper.state.timers).toEqual([]);
    // Token lights changed for Bea's torch alone (Aldo's went out with the first party, on its time), never
    // because the party in play changed.
    expect(host.lights.flat()).toEqual([
      { owner: "Actor.aldo", source: "torch" },
      { owner: "Actor.bea", source: "torch" },
      { owner: "Actor.aldo", source: null },
      { owner: "Actor.bea", source: null },
    ]);
  });
});

describe("a party behind the world and the world clock", () => {
  it("asks the world clock only for the part of an advance beyond it", async () => {
    const host = await splitAndGoOn();
    await host.session.perform({ type: "switchParty", id: "party-2" });
    const advances = host.advances.length;
    const result = await host.session.perform({ type: "advanceUnit", unit: "turn", count: 5 });
    await host.session.idle();
    expect(result).toMatchObject({ ok: true, value: { seconds: 2 * TURN } });
    expect(host.advances.slice(advances)).toEqual([2 * TURN]);
    const ws = host.session.state();
    expect(host.time).toBe(5 * TURN);
    expect(ws.keeper.state.time).toBe(5 * TURN);
    // One entry for the five turns, at the party's time; the first party now stands two turns behind.
    expect(logEntries(ws.keeper)[0]).toMatchObject({ from: 0, to: 5 * TURN, reason: { kind: "turn" } });
    expect(ws.others.map((o) => o.behind)).toEqual([2 * TURN]);
  });

  it("moves with a change of the world clock from outside, as every party does", async () => {
    const host = await splitAndGoOn();
    await host.session.perform({ type: "switchParty", id: "party-2" });
    await host.moveClock(TURN);
    const ws = host.session.state();
    expect(ws.keeper.state.time).toBe(TURN);
    expect(ws.others.map((o) => o.behind)).toEqual([0]);
    // Back in play, the first party is brought up to where the world's change took it.
    await host.session.perform({ type: "switchParty", id: "party" });
    expect(host.session.state().keeper.state.time).toBe(4 * TURN);
  });

  it("undoes without moving the world clock; the party furthest ahead undoes no further back than the other", async () => {
    const host = await splitAndGoOn();
    // The first party (at the world, three turns on) undoes its advance: the scouts stand at 0, so the world goes back.
    await host.session.perform({ type: "undo" });
    await host.session.idle();
    expect(host.time).toBe(0);
    await host.session.perform({ type: "advanceUnit", unit: "turn", count: 2 });
    await host.session.perform({ type: "switchParty", id: "party-2" });
    await host.session.perform({ type: "advanceUnit", unit: "turn", count: 1 });
    await host.session.perform({ type: "undo" });
    await host.session.idle();
    expect(host.time).toBe(2 * TURN);
    expect(host.session.state().keeper.state.time).toBe(0);
    await host.session.perform({ type: "advanceUnit", unit: "turn", count: 1 });
    await host.session.perform({ type: "switchParty", id: "party" });
    await host.session.perform({ type: "advanceUnit", unit: "turn", count: 1 });
    await host.session.perform({ type: "undo" });
    await host.session.idle();
    // Back to two turns (its own entry's start), not below the scouts' one turn.
    expect(host.time).toBe(2 * TURN);
  });
});

describe("a member of a party out of play", () => {
  it("has no light lit in the party in play: the GM brings their party into play first", async () => {
    const host = await splitAndGoOn();
    const refused = await host.session.perform({ type: "light", owner: "Actor.bea", source: "torch" });
    expect(refused).toMatchObject({
      ok: false,
      error: { code: "party.outOfPlay", params: { party: "Scouts" } },
    });
    await host.session.perform({ type: "switchParty", id: "party-2" });
    expect(await host.session.perform({ type: "light", owner: "Actor.bea", source: "torch" })).toMatchObject({
      ok: true,
    });
    // Aldo, in no party's list, is in the first party's, everyone else's: named by its name as shown, not its id.
    const aldo = await host.session.perform({ type: "light", owner: "Actor.aldo", source: "torch" });
    if (aldo.ok) throw new Error("Aldo's light was lit out of play");
    const words = resolveText(errorText(aldo.error), {
      i18n: strictI18n,
      scale: BUILT_IN_PRESETS["four-watches"].time,
    });
    expect(words).toBe("That member is in another party (The party): bring that party into play first.");
  });
});

describe("a split", () => {
  it("is refused for members of a party out of play, for the whole of a listed party, and without a name", async () => {
    const host = await splitAndGoOn();
    const { session } = host;
    const saves = host.saves.length;
    const away = await session.perform({ type: "splitParty", name: "Bea alone", members: ["Actor.bea"] });
    expect(away).toMatchObject({ ok: false, error: { code: "party.outOfPlay", path: "intent.members" } });
    const unnamed = await session.perform({ type: "splitParty", name: "", members: ["Actor.aldo"] });
    expect(unnamed).toMatchObject({ ok: false, error: { path: "intent.name" } });
    await session.perform({ type: "switchParty", id: "party-2" });
    const whole = await session.perform({ type: "splitParty", name: "Still Bea", members: ["Actor.bea"] });
    expect(whole).toMatchObject({ ok: false, error: { code: "party.wholeParty" } });
    // The switch alone was written.
    expect(host.saves).toHaveLength(saves + 1);
  });
});
