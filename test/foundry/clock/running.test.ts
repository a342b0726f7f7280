/**
 * The running clock in Foundry (issue 22): the GM switches it on in the clock panel, the active GM writes the
 * world clock once a minute of server time, a pause holds it, players see it run, another GM's switch goes to the
 * active GM, and a new active GM takes over without counting anything twice.
 */
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
  it("takes another GM's switch as a request to the active GM", async () => {
    const t = await clockTable();
    await switchOn(t, t.gm2);
    await tkOf(t.gm).running.idle();
    expect(tkOf(t.gm).running.stored().on).toBe(true);
    const settings = t.world.writes.filter(
      (w) => w.kind === "setting" && w.key === "turnkeeper.runningClock",
    );
    expect(settings.every((w) => w.by === t.gm.user.id)).toBe(true);
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
    // The running clock's write of what ran, then the fight's own count moves the clock on.
    const deltas = t.world.writes.flatMap((w) => (w.kind === "worldTime" ? [w.delta] : []));
    expect(deltas[0]).toBe(25);
    expect(t.world.worldTime).toBeGreaterThanOrEqual(start + 25);
    expect(tkOf(t.alice).running.stored().held).toEqual(["fight"]);
    const during = t.world.worldTime;
    t.world.serverTime += 10 * MINUTE;
    await tkOf(t.gm).running.look();
    await settle(t.world);
    expect(t.world.worldTime).toBe(during);
  });
});
