/**
 * Intents that survive in Foundry (issue 20): players' requests that arrive together each keep their entry, an
 * active GM who leaves between asking for an advance and processing it leaves the change to the next GM, who
 * completes it from the stored state, a check that fails mid-advance loses nothing, and a request the GM's
 * client answers before its record store has loaded keeps the log (issue 19).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { logEntries, scriptedRoller, seededRoller, type DicePort } from "../../../src/core";
import { startTurnkeeper } from "../../../src/foundry/setup/start";
import { api, clockTable, dungeonHere, settle, TURN, WATCH, writeOrder } from "./clock-table";

afterEach(() => vi.restoreAllMocks());

/**
 * The log's entries oldest first, as their kind and note, without the set-up the session does itself, as the
 * second GM's client reads them (the entries live in the record journal, which GM clients read).
 */
const logged = (t: Awaited<ReturnType<typeof clockTable>>) =>
  logEntries(api(t.gm2).state().keeper)
    .filter((e) => e.reason.kind !== "setup")
    .reverse()
    .map((e) => [e.reason.kind, e.reason.note]);

describe("intents in Foundry that survive", () => {
  it("two players searching at once each get their own entry with their own note", async () => {
    const t = await clockTable();
    const aldo = api(t.alice).action("search", { actor: t.aldo.uuid, note: "the north wall" });
    const bea = api(t.bob).action("search", { actor: t.bea.uuid, note: "the south wall" });
    expect(await Promise.all([aldo, bea])).toMatchObject([{ ok: true }, { ok: true }]);
    await settle(t.world);
    expect(logged(t)).toEqual([
      ["search", "the north wall"],
      ["search", "the south wall"],
    ]);
    expect(t.world.worldTime).toBe(2 * TURN);
  });

  it("an active GM who leaves once the advance is asked for: the next GM completes it from the stored state", async () => {
    const t = await clockTable({ preset: "six-watches" });
    t.world.dice = seededRoller(4);
    // The first GM's request reaches the server as their browser closes: they never hear the new time.
    vi.spyOn(t.gm.game.time, "advance").mockImplementation(async (seconds: number) => {
      t.world.disconnect(t.gm);
      return t.world.advanceTime(t.gm.user, seconds);
    });
    const travelled = await api(t.gm).travel({ terrain: "grassland", road: true });
    expect(travelled).toMatchObject({ ok: true });
    await settle(t.world);
    expect(t.world.activeGM).toBe(t.gm2.user);
    expect(logged(t)).toEqual([["travel", "grassland"]]);
    const state = api(t.cara).state();
    expect(state.keeper.state.time).toBe(t.world.worldTime);
    expect(state.fatigueProgress).toBeGreaterThan(0);
    expect(t.world.messages.filter((m) => m.flags.turnkeeper.card === "navigation")).toHaveLength(1);
  });

  it("a check that fails mid-advance loses neither the advance's note nor the next action's entry", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const t = await clockTable();
    await dungeonHere(t);
    const then = scriptedRoller([6, 6]);
    let rolled = 0;
    const tipping: DicePort = {
      roll: (formula) => {
        if (++rolled === 1) throw new Error("the dice tray tipped over");
        return then.roll(formula);
      },
    };
    t.world.dice = tipping;
    expect(await api(t.gm).advance("3 turns", { note: "down the stair" })).toMatchObject({ ok: true });
    await settle(t.world);
    expect(api(t.cara).state().keeper.state.time).toBe(0);
    expect(await api(t.gm).action("search", { note: "the niche" })).toMatchObject({ ok: true });
    await settle(t.world);
    expect(logged(t)).toEqual([
      ["advance", "down the stair"],
      ["search", "the niche"],
    ]);
    expect(api(t.cara).state().keeper.state.time).toBe(t.world.worldTime);
  });

  it("a clock that refuses to move: the change asked for is withdrawn, and a move from elsewhere is the world's", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const t = await clockTable();
    vi.spyOn(t.gm.game.time, "advance").mockRejectedValueOnce(new Error("the server is away"));
    await expect(api(t.gm).advance("1 turn", { note: "never taken" })).rejects.toThrow("the server is away");
    await settle(t.world);
    expect(api(t.cara).state().asked).toBeNull();
    t.world.advanceTime(t.gm2.user, TURN);
    await settle(t.world);
    expect(logged(t)).toEqual([["sync", undefined]]);
  });
});

describe("a request the GM's client answers while it is still starting", () => {
  it("a player's request the reloading GM answers before its record store has loaded keeps the log's entries", async () => {
    const t = await clockTable();
    expect(await api(t.gm).advance("2 turns", { note: "down the stair" })).toMatchObject({ ok: true });
    await settle(t.world);
    // The active GM reloads: the new client hears requests from `init`, and loads the record store at `ready`.
    t.world.disconnect(t.gm);
    const reloaded = t.world.join(t.gm.user);
    startTurnkeeper(reloaded);
    for (const hook of ["init", "i18nInit", "setup"]) reloaded.Hooks.callAll(hook);
    expect(t.world.activeGM).toBe(reloaded.user);
    const search = api(t.alice).action("search", { actor: t.aldo.uuid, note: "the door" });
    expect(await search).toMatchObject({ ok: true });
    reloaded.Hooks.callAll("ready");
    await settle(t.world);
    expect(logged(t)).toEqual([
      ["advance", "down the stair"],
      ["search", "the door"],
    ]);
    expect(api(t.gm2).state().keeper.state.time).toBe(3 * TURN);
  });
});

describe("an undo in Foundry when a calendar module's tick lands first", () => {
  it("still undoes its entry, and the tick's time is logged after it", async () => {
    const t = await clockTable();
    await api(t.gm).advance("1 watch", { note: "kept" });
    await api(t.gm).advance("1 turn", { note: "undone" });
    await settle(t.world);
    // The module's tick of a watch reaches the server just before the undo's move back.
    vi.spyOn(t.gm.game.time, "advance").mockImplementationOnce(async (seconds: number) => {
      t.world.advanceTime(t.gm2.user, WATCH);
      return t.world.advanceTime(t.gm.user, seconds);
    });
    expect(await api(t.gm).undo()).toMatchObject({ ok: true });
    await settle(t.world);
    expect(t.world.worldTime).toBe(2 * WATCH);
    expect(logged(t)).toEqual([
      ["advance", "kept"],
      ["sync", undefined],
    ]);
    expect(api(t.cara).state().asked).toBeNull();
  });
});

describe("what an intent writes", () => {
  it("an intent that moves the clock: the state with the change asked for, the advance, then the state and its page", async () => {
    const t = await clockTable();
    await api(t.gm).advanceUnit("turn");
    await settle(t.world);
    const mark = t.world.writes.length;
    let asked: unknown = null;
    const advance = t.gm.game.time.advance.bind(t.gm.game.time);
    vi.spyOn(t.gm.game.time, "advance").mockImplementation(async (seconds: number) => {
      asked = api(t.cara).state().asked;
      return advance(seconds);
    });
    expect(await api(t.gm).advance("1 turn", { note: "to the door" })).toMatchObject({ ok: true });
    await settle(t.world);
    // The first write keeps what the intent decided should the GM's client go before its change is processed:
    // it is the state alone, no page; one advance; then the processed change, the state and then its page.
    expect(asked).toMatchObject({ reason: { kind: "advance", note: "to the door" } });
    expect(writeOrder(t.world, mark)).toEqual([
      "turnkeeper.state",
      "worldTime",
      "turnkeeper.state",
      "JournalEntryPage",
    ]);
    expect(api(t.cara).state().asked).toBeNull();
  });

  it("an intent that takes no time, and a move of the clock from elsewhere: one state write and its page", async () => {
    const t = await clockTable();
    await api(t.gm).advanceUnit("turn");
    await settle(t.world);
    let mark = t.world.writes.length;
    await api(t.gm).light(t.aldo.uuid, "torch");
    await settle(t.world);
    expect(writeOrder(t.world, mark)).toEqual(["turnkeeper.state", "JournalEntryPage"]);
    mark = t.world.writes.length;
    t.world.advanceTime(t.gm2.user, TURN);
    await settle(t.world);
    expect(writeOrder(t.world, mark)).toEqual(["worldTime", "turnkeeper.state", "JournalEntryPage"]);
  });
});
