/**
 * The running clock in Foundry (issue 22): the GM switches it on in the clock panel, the active GM writes the
 * world clock once a minute of server time (one world-time write, one state write, at most one record page),
 * a pause holds it, players see it run, another GM's switch goes to the active GM as an intent, a new active GM
 * takes over at any instant without counting anything twice, and a former setting is taken into the state.
 */
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { logEntries } from "../../../src/core";
import { api, clockTable, settle, tkOf, writes } from "../session/clock-table";
import { combatTable } from "../combat/harness";
import type { FakeClient } from "../../fakes/foundry";

// The session joins ticks by the browser's real time (`Date.now`), which moves here with the server's clock.
beforeEach(() => vi.useFakeTimers({ toFake: ["Date"] }));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const MINUTE = 60_000;

/** Moves the server's clock on and lets the active GM look (its timer would at the end of the minute). */
async function wait(t: Awaited<ReturnType<typeof clockTable>>, ms: number, writer: FakeClient = t.gm) {
  t.world.serverTime += ms;
  vi.setSystemTime(Date.now() + ms);
  await tkOf(writer).running.look();
  await settle(t.world);
  await tkOf(writer).running.idle();
  await settle(t.world);
}

async function switchOn(t: Awaited<ReturnType<typeof clockTable>>, by: FakeClient = t.gm) {
  tkOf(by).panel.open();
  await settle(t.world);
  await by.apps.windows.get("clock")!.click("runningSwitch", { on: "true" });
  await settle(t.world);
  await tkOf(t.gm).running.idle();
}

describe("the running clock in Foundry", () => {
  it("runs at 1:1 once switched on, one world-time write and one log entry a minute", async () => {
    const t = await clockTable();
    await switchOn(t);
    const mark = t.world.writes.length;
    const start = t.world.worldTime;
    await wait(t, 30_000);
    expect(t.world.worldTime).toBe(start);
    await wait(t, 30_000);
    expect(t.world.worldTime).toBe(start + 60);
    await wait(t, MINUTE + 500);
    expect(t.world.worldTime).toBe(start + 120);
    const counted = writes(t.world, mark);
    expect(counted.worldTime).toBe(2);
    expect(counted.state).toBe(2);
    const pages = counted.list.filter((w) => w.kind === "document" && w.type === "JournalEntryPage");
    expect(pages.length).toBeLessThanOrEqual(2);
    expect(counted.list.filter((w) => w.kind === "setting" && w.key !== "turnkeeper.state")).toEqual([]);
    const entries = logEntries(api(t.gm).state().keeper);
    expect(entries.filter((e) => e.reason.kind === "sync")).toHaveLength(2);
  });

  it("shows every client the clock running, and the GM alone its switch and rate", async () => {
    const t = await clockTable();
    await switchOn(t);
    tkOf(t.alice).panel.open();
    await settle(t.world);
    const player = t.alice.apps.windows.get("clock")!.html;
    expect(player).toContain("Runs at 1:1");
    expect(player).toContain("data-tk-running");
    expect(player).not.toContain('data-action="runningSwitch"');
    const gm = t.gm.apps.windows.get("clock")!;
    expect(gm.html).toContain('data-action="runningSwitch" data-on="false"');
    await gm.click("runningRate", {}, { runningRatio: "10" });
    await settle(t.world);
    await tkOf(t.gm).running.idle();
    expect(tkOf(t.alice).running.stored().rate).toBe(10_000);
    const start = t.world.worldTime;
    await wait(t, MINUTE);
    expect(t.world.worldTime).toBe(start + 600);
  });

  it("holds while the game is paused", async () => {
    const t = await clockTable();
    await switchOn(t);
    const start = t.world.worldTime;
    t.world.serverTime += 20_000;
    t.world.togglePause(true);
    await settle(t.world);
    await wait(t, 10 * MINUTE);
    expect(t.world.worldTime).toBe(start + 20);
    expect(tkOf(t.bob).running.view().status).toEqual({ i18n: "TURNKEEPER.Clock.Running.Held.pause" });
    t.world.togglePause(false);
    await settle(t.world);
    await wait(t, MINUTE);
    expect(t.world.worldTime).toBe(start + 80);
  });
});

describe("the running clock's writer in Foundry", () => {
  it("takes another GM's switch as an intent to the active GM, one state write", async () => {
    const t = await clockTable();
    const mark = t.world.writes.length;
    await switchOn(t, t.gm2);
    await tkOf(t.gm).running.idle();
    expect(tkOf(t.gm).running.stored().on).toBe(true);
    // The panel's place aside (opening it), one state write, by the active GM.
    const settings = t.world.writes
      .slice(mark)
      .flatMap((w) => (w.kind === "setting" && w.key !== "turnkeeper.panel" ? [[w.key, w.by]] : []));
    expect(settings).toEqual([["turnkeeper.state", t.gm.user.id]]);
  });

  it("is taken over by the next active GM without counting anything twice", async () => {
    const t = await clockTable();
    await switchOn(t);
    const start = t.world.worldTime;
    await wait(t, MINUTE);
    t.world.serverTime += 30_000;
    t.world.disconnect(t.gm);
    await settle(t.world);
    await wait(t, 30_000, t.gm2);
    expect(t.world.worldTime).toBe(start + 120);
    await wait(t, MINUTE, t.gm2);
    expect(t.world.worldTime).toBe(start + 180);
  });

  it("holds while Calendaria's own real-time clock runs, and tells the GM so", async () => {
    const t = await clockTable();
    await switchOn(t);
    const global = globalThis as { CALENDARIA?: unknown };
    global.CALENDARIA = { api: { isClockRunning: () => true } };
    try {
      for (const c of t.world.clients) c.Hooks.callAll("calendaria.clockStartStop", { running: true });
      await settle(t.world);
      const start = t.world.worldTime;
      await wait(t, 5 * MINUTE);
      expect(t.world.worldTime).toBe(start);
      expect(tkOf(t.gm).running.stored().held).toEqual(["calendar"]);
      const told = t.gm.notifications.shown.map((n) => n.message);
      expect(told.some((m) => m.includes("Calendaria's own real-time clock runs"))).toBe(true);
    } finally {
      delete global.CALENDARIA;
    }
  });

  it("writes what ran before a fight starts, and holds while it is open", async () => {
    const t = await combatTable();
    tkOf(t.gm).panel.open();
    await settle(t.world);
    await t.gm.apps.windows.get("clock")!.click("runningSwitch", { on: "true" });
    await settle(t.world);
    const start = t.world.worldTime;
    t.world.serverTime += 25_000;
    t.roller.queue.push(3, 8, 3, 6);
    await t.combat(t.gm).rollInitiative([t.ids.brakka, t.ids.ilsa, t.ids.goblin, t.ids.ogre]);
    await t.combat(t.gm).startCombat();
    await settle(t.world);
    await tkOf(t.gm).running.idle();
    // The running clock's write of what ran, then the fight's own count moves the clock on: the fight begins
    // where the running time stopped, in the world clock's writes and in the log.
    const deltas = t.world.writes.flatMap((w) => (w.kind === "worldTime" ? [w.delta] : []));
    expect(deltas[0]).toBe(25);
    expect(t.world.worldTime).toBeGreaterThan(start + 25);
    const entries = logEntries(api(t.gm).state().keeper);
    const ran = entries.filter((e) => e.reason.kind === "sync" && e.to > start);
    expect(ran.map((e) => [e.from, e.to])).toEqual([[start, start + 25]]);
    const fight = entries.filter((e) => e.reason.kind === "combat");
    expect(fight.length).toBeGreaterThan(0);
    expect(fight.every((e) => e.from >= start + 25)).toBe(true);
    expect(tkOf(t.alice).running.stored().held).toEqual(["fight"]);
    const during = t.world.worldTime;
    t.world.serverTime += 10 * MINUTE;
    await tkOf(t.gm).running.look();
    await settle(t.world);
    expect(t.world.worldTime).toBe(during);
  });
});

describe("the running clock handed over between GMs", () => {
  it("counts three minutes as three, whenever the active GM leaves, even between its write and the state's", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 3 * MINUTE }), fc.boolean(), async (leaves, deaf) => {
        const t = await clockTable();
        await switchOn(t);
        const start = t.world.worldTime;
        // Deaf: the leaving GM's world-time write reaches the server, its processing of it never happens.
        if (deaf) vi.spyOn(tkOf(t.gm).tk, "sync").mockResolvedValue(true);
        await wait(t, leaves);
        const written = t.world.worldTime > start;
        if (deaf && written) expect(tkOf(t.gm2).tk.state().worldTime).toBe(start);
        t.world.disconnect(t.gm);
        await settle(t.world);
        await tkOf(t.gm2).running.idle();
        await wait(t, 3 * MINUTE - leaves, t.gm2);
        expect(t.world.worldTime).toBe(start + 180);
        expect(tkOf(t.gm2).tk.state().worldTime).toBe(start + 180);
        vi.restoreAllMocks();
      }),
      { numRuns: 12 },
    );
  });
});

describe("the running clock's former setting", () => {
  it("is taken into the state once, its switch and rate, and cleared", async () => {
    const former = { version: 1, on: true, rate: 2000, held: [], since: 1, owed: 0, written: 1 };
    const t = await clockTable({
      setup: (world) => world.worldSettings.set("turnkeeper.runningClock", former),
    });
    await tkOf(t.gm).running.idle();
    await settle(t.world);
    expect(tkOf(t.alice).running.stored()).toMatchObject({ on: true, rate: 2000 });
    expect(t.world.worldSettings.get("turnkeeper.runningClock")).toBeNull();
    const start = t.world.worldTime;
    await wait(t, MINUTE);
    expect(t.world.worldTime).toBe(start + 120);
  });
});
