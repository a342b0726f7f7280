/** The clock service in Foundry: world time on every client, one write per change, who may move the clock. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { logEntries, scriptedRoller } from "../../../src/core";
import { startTurnkeeper } from "../../../src/foundry/setup/start";
import { api, clockTable, dungeonHere, settle, tkOf, TURN, WATCH, writes } from "./clock-table";

afterEach(() => vi.restoreAllMocks());

describe("the clock in Foundry", () => {
  it("hooks into world time on every client and adds the scene controls for GMs only", async () => {
    const t = await clockTable();
    for (const c of [t.gm, t.gm2, t.alice]) expect(c.Hooks.count("updateWorldTime")).toBe(1);
    const forGM: Record<string, unknown> = {};
    t.gm.Hooks.callAll("getSceneControlButtons", forGM);
    expect(Object.keys(forGM)).toEqual(["turnkeeper"]);
    const group = forGM.turnkeeper as { tools: Record<string, { button?: boolean }>; activeTool: string };
    expect(Object.keys(group.tools)).toEqual([
      "clock",
      "advanceTurn",
      "advanceWatch",
      "encounter",
      "travel",
      "camp",
      "lights",
      "openClock",
      "mapParty",
    ]);
    expect(group.activeTool).toBe("clock");
    const forPlayer: Record<string, unknown> = {};
    t.alice.Hooks.callAll("getSceneControlButtons", forPlayer);
    expect(forPlayer).toEqual({});
  });
});

describe("each time change processed once", () => {
  it("one game.time.advance per GM action; its state written before the advance, and once processed", async () => {
    const t = await clockTable();
    const cases: [() => Promise<unknown>, number][] = [
      [() => api(t.gm).advanceUnit("turn"), TURN],
      [() => api(t.gm).action("search"), TURN],
      [() => api(t.gm).advance("2 turns"), 2 * TURN],
      [() => api(t.gm).advanceUnit("watch"), WATCH],
      [() => api(t.gm).travel({ terrain: "grassland" }), WATCH],
    ];
    for (const [action, seconds] of cases) {
      const mark = t.world.writes.length;
      const before = t.world.worldTime;
      await action();
      await settle(t.world);
      expect(t.world.worldTime - before).toBe(seconds);
      const w = writes(t.world, mark);
      expect(w.worldTime).toBe(1);
      // What the action decided and the change it asks for, before the clock moves (so the next GM could
      // complete it); then the processed change, the only write with the record's pages.
      expect(w.state).toBe(2);
      expect(w.list.filter((x) => x.kind === "document" && x.type === "JournalEntryPage")).toHaveLength(1);
    }
  });

  it("with two GMs and three players connected, one time change is processed exactly once", async () => {
    const t = await clockTable();
    t.world.dice = scriptedRoller([6, 6, 6, 6, 6, 6]);
    await dungeonHere(t);
    await api(t.gm2).light(t.aldo.uuid);
    await settle(t.world);
    const mark = t.world.writes.length;
    // The second GM acts: the active GM's client does it, once.
    await api(t.gm2).advanceUnit("turn", 6);
    await settle(t.world);
    const w = writes(t.world, mark);
    expect(w.worldTime).toBe(1);
    expect(t.world.writes.find((x) => x.kind === "worldTime" && t.world.writes.indexOf(x) >= mark)?.by).toBe(
      t.gm.user.id,
    );
    // The change asked for, then the change processed.
    expect(w.state).toBe(2);
    // Two checks (every third turn), one torch out: three cards, the token's light back once.
    expect(w.messages).toBe(3);
    expect(w.tokens).toBe(1);
    expect(t.world.messages.filter((m) => m.flags.turnkeeper.card === "light")).toHaveLength(2);
    const state = api(t.cara).state();
    expect(state.keeper.state.time).toBe(t.world.worldTime);
    expect(state.keeper.state.timers).toHaveLength(0);
    // Every client reads the same state; syncing again anywhere writes nothing.
    const again = t.world.writes.length;
    for (const c of t.world.clients) await tkOf(c).tk.idle();
    await tkOf(t.gm).tk.sync();
    await settle(t.world);
    expect(t.world.writes.length).toBe(again);
  });

  it("fires timers once when time moves from elsewhere (another module, the calendar, a combat)", async () => {
    const t = await clockTable();
    await api(t.gm).light(t.aldo.uuid);
    await settle(t.world);
    const mark = t.world.writes.length;
    // The second GM's calendar module moves the clock an hour: only the active GM processes it.
    t.world.advanceTime(t.gm2.user, 3600);
    await settle(t.world);
    const w = writes(t.world, mark);
    expect(w.state).toBe(1);
    expect(w.tokens).toBe(1);
    expect(t.world.messages.at(-1)?.content).toContain("Aldo&#x27;s Torch goes out");
    expect(logEntries(api(t.gm).state().keeper)[0]?.reason.kind).toBe("sync");
  });
});

describe("who writes the clock", () => {
  it("a reload and a late-joining client read the state and process nothing twice", async () => {
    const t = await clockTable();
    await api(t.gm).advanceUnit("turn", 2);
    await settle(t.world);
    const mark = t.world.writes.length;
    // The active GM reloads: the same user connects a new client, which starts and syncs.
    t.world.disconnect(t.gm);
    const reloaded = t.world.join(t.gm.user);
    const late = t.world.connect("Dana", false);
    for (const c of [reloaded, late]) {
      startTurnkeeper(c);
      await c.boot();
    }
    await settle(t.world);
    expect(writes(t.world, mark).state).toBe(0);
    expect(api(late).state().keeper.state.time).toBe(2 * TURN);
  });

  it("when the active GM leaves, the next GM takes over and catches up with what it missed", async () => {
    const t = await clockTable();
    await dungeonHere(t);
    t.world.disconnect(t.gm);
    await settle(t.world);
    const mark = t.world.writes.length;
    t.world.advanceTime(t.gm2.user, 3 * TURN);
    await settle(t.world);
    expect(writes(t.world, mark).state).toBe(1);
    expect(api(t.gm2).state().keeper.state.time).toBe(3 * TURN);
    expect(t.world.messages.filter((m) => m.flags.turnkeeper.card === "encounter")).toHaveLength(1);
  });

  it("never lets a player change world time or timers directly", async () => {
    const t = await clockTable();
    const mark = t.world.writes.length;
    expect(await api(t.cara).advanceUnit("turn")).toMatchObject({ ok: false });
    expect(t.cara.notifications.shown.at(-1)?.message).toBe("Only a game master may do that.");
    // Their own character's search goes to the GM, checked; without a character it is refused.
    expect(await api(t.alice).action("search")).toEqual({ ok: true, seconds: TURN });
    expect(await api(t.cara).action("search")).toMatchObject({ ok: false });
    expect(t.cara.notifications.shown.at(-1)?.message).toMatch(/Say which of your characters/);
    await settle(t.world);
    expect(writes(t.world, mark).worldTime).toBe(1);
    await expect(t.alice.game.time.advance(600)).rejects.toThrow(/Only a GM/);
  });
});
