/**
 * The running clock's driver, panel line and buttons (issue 22), host-neutral, over a real session: its changes
 * are intents (one state write each), its minute's write moves the world clock to the anchor's target (one
 * world write, which processing writes once with the anchor moved), and a second writer taking over writes
 * only what is missing.
 */
import { describe, expect, it } from "vitest";
import { stoppedAt, switchOn } from "../../../src/core/clock/running";
import { RunningDriver } from "../../../src/ui/clock/running";
import { buildRunningView, ratioText } from "../../../src/ui/clock/running-view";
import { parseRunningAction } from "../../../src/ui/clock/running-actions";
import { BUILT_IN_PRESETS, logEntries } from "../../../src/core";
import { createWorldState, gate, readWorldState, storedWorldState } from "../../../src/ui";
import { makeHost } from "../session/host";

const T0 = 1_000_000;
const MINUTE = 60_000;
const START = 3600;

/** A session in memory with a running clock's writer over it: real time, its timer, the writes made. */
function table() {
  const real = { now: T0 };
  const host = makeHost({ time: START, ports: { serverNow: () => real.now } });
  const timers: { at: number; run: () => void }[] = [];
  /** While set, the writer's world-time write is heard by nobody (it goes before the state follows). */
  const gone = { now: false };
  const writer = () =>
    new RunningDriver({
      now: () => real.now,
      read: () => {
        const state = host.session.state();
        return state.worldTime === host.time ? { clock: state.running, world: state.worldTime } : null;
      },
      change: async (change) => void (await host.session.perform({ type: "running", change })),
      advance: async (seconds) => host.moveClock(seconds, undefined, !gone.now),
      later: (run, ms) => {
        const timer = { at: real.now + ms, run };
        timers.push(timer);
        return () => void timers.splice(timers.indexOf(timer), 1);
      },
    });
  /** Moves real time on, running each timer as its time comes, and lets the driver and the session finish. */
  const wait = async (driver: RunningDriver, ms: number) => {
    const until = real.now + ms;
    for (let next = timers.find((t) => t.at <= until); next; next = timers.find((t) => t.at <= until)) {
      timers.splice(timers.indexOf(next), 1);
      real.now = next.at;
      next.run();
      await driver.idle();
      await host.session.idle();
    }
    real.now = until;
  };
  return { real, host, writer, wait, gone };
}

describe("the running clock's driver over the session", () => {
  it("writes the state once to switch on, then once a minute the world clock and the state once each", async () => {
    const t = table();
    const driver = t.writer();
    await driver.change({ kind: "switch", on: true });
    expect(t.host.saves).toHaveLength(1);
    expect(t.host.advances).toEqual([]);
    await t.wait(driver, 30_000);
    expect(t.host.time).toBe(START);
    await t.wait(driver, 30_000);
    expect(t.host.time).toBe(START + 60);
    await t.wait(driver, 2 * MINUTE);
    expect(t.host.time).toBe(START + 180);
    // Switching on, then three minutes: one state write each, none of its own.
    expect(t.host.saves).toHaveLength(4);
    expect(t.host.session.state().running.world).toBe(START);
  });

  it("writes at once what ran before a fight holds it, then looks no more", async () => {
    const t = table();
    const driver = t.writer();
    await driver.change({ kind: "switch", on: true });
    t.real.now += 25_000;
    await driver.change({ kind: "holds", holds: { fight: true } });
    await t.host.session.idle();
    expect(t.host.time).toBe(START + 25);
    await t.wait(driver, 10 * MINUTE);
    expect(t.host.time).toBe(START + 25);
  });

  it("writes what ran before a fight's step first, so the fight begins where it stopped", async () => {
    const t = table();
    const driver = t.writer();
    await driver.change({ kind: "switch", on: true });
    t.real.now += 25_000;
    const fight = { fight: "fight-1", round: 1, segment: 1 };
    await t.host.session.fight(6, fight, async (part) => void t.host.moveClock(part, fight));
    await t.host.session.idle();
    expect(t.host.advances).toEqual([25]);
    expect(t.host.time).toBe(START + 31);
    const entries = logEntries(t.host.session.state().keeper)
      .filter((e) => e.to > START)
      .sort((a, b) => a.from - b.from);
    expect(entries.map((e) => [e.reason.kind, e.from, e.to])).toEqual([
      ["sync", START, START + 25],
      ["combat", START + 25, START + 31],
    ]);
  });

  it("keeps what ran before a GM's +1 turn owed past it", async () => {
    const t = table();
    const driver = t.writer();
    await driver.change({ kind: "switch", on: true });
    await t.wait(driver, 30_000);
    await t.host.session.perform({ type: "advanceUnit", unit: "turn" });
    await t.host.session.idle();
    expect(t.host.time).toBe(START + 600);
    await t.wait(driver, 30_000);
    expect(t.host.time).toBe(START + 660);
  });

  it("is taken over after the world clock was written and before the state followed, counting nothing twice", async () => {
    const t = table();
    const first = t.writer();
    await first.change({ kind: "switch", on: true });
    t.gone.now = true;
    await t.wait(first, MINUTE);
    // The first writer moved the world clock and went: the next one processes the change 20 s later.
    first.stop();
    expect(t.host.time).toBe(START + 60);
    expect(t.host.session.state().worldTime).toBe(START);
    t.gone.now = false;
    t.real.now += 20_000;
    await t.host.session.sync(t.host.time);
    const second = t.writer();
    await second.look();
    await t.wait(second, 40_000);
    expect(t.host.time).toBe(START + 120);
    await t.wait(second, MINUTE);
    expect(t.host.time).toBe(START + 180);
  });
});

describe("the running clock in the world state", () => {
  it("reads a state from before it (version 4) with the clock off at the state's world time", () => {
    const stored = storedWorldState(createWorldState(7200.5, BUILT_IN_PRESETS["four-watches"]));
    const { running: _, ...before } = { ...JSON.parse(JSON.stringify(stored)), version: 4 };
    const read = readWorldState(before);
    expect(read.ok && read.value.setAside).toEqual([]);
    expect(read.ok && read.value.value.running).toEqual(stoppedAt(7200.5));
  });
});

describe("the running clock on the panel", () => {
  it("shows every viewer the clock running to its target, and the GM the switch", () => {
    const on = switchOn(stoppedAt(3600), true, T0);
    const player = buildRunningView(on, 3600, T0 + 90_000, false, null);
    expect(player).toMatchObject({ on: true, running: true, canSwitch: false, ratio: "1" });
    expect(player.reading).toEqual({ clock: 3690, style: "compact" });
    expect(player.status).toEqual({
      i18n: "TURNKEEPER.Clock.Running.runs",
      data: { ratio: ratioText(1000) },
    });
    expect(buildRunningView(stoppedAt(0), 0, T0, true, null)).toMatchObject({
      running: false,
      canSwitch: true,
    });
  });

  it("says what holds it, and names another module's clock even while Turnkeeper's is off", () => {
    const held = { ...switchOn(stoppedAt(0), true, T0), held: ["fight" as const] };
    expect(buildRunningView(held, 0, T0, true, null).status).toEqual({
      i18n: "TURNKEEPER.Clock.Running.Held.fight",
    });
    expect(buildRunningView(stoppedAt(0), 0, T0, true, "Calendaria").status).toEqual({
      i18n: "TURNKEEPER.Clock.Running.Held.calendar",
      data: { module: "Calendaria" },
    });
  });

  it("words the ratio as game time to real time", () => {
    expect(ratioText(10_000)).toEqual({
      i18n: "TURNKEEPER.Clock.Running.ratio",
      data: { game: 10, real: 1 },
    });
    expect(ratioText(250)).toEqual({ i18n: "TURNKEEPER.Clock.Running.ratio", data: { game: 1, real: 4 } });
  });
});

describe("the running clock's buttons", () => {
  it("reads the switch and the ratio typed, within its bounds", () => {
    expect(parseRunningAction("runningSwitch", { on: "true" }, undefined)).toEqual({
      kind: "switch",
      on: true,
    });
    expect(parseRunningAction("runningRate", {}, "2,5")).toEqual({ kind: "rate", rate: 2500 });
    expect(parseRunningAction("runningRate", {}, "500")).toEqual({ kind: "rate", rate: 100_000 });
    expect(parseRunningAction("runningRate", {}, " ")).toBeNull();
    expect(parseRunningAction("runningRate", {}, "fast")).toBeNull();
    expect(parseRunningAction("advanceUnit", {}, "1")).toBeNull();
  });

  it("lets a running intent through the one gate only within its bounds", () => {
    const running = (change: unknown) => gate({ type: "running", change }).ok;
    expect(running({ kind: "rate", rate: 1000 })).toBe(true);
    expect(running({ kind: "holds", holds: { pause: true } })).toBe(true);
    expect(running({ kind: "rate", rate: 100_001 })).toBe(false);
    expect(running({ kind: "rate", rate: 99.5 })).toBe(false);
    expect(running({ kind: "holds", holds: { nap: true } })).toBe(false);
    expect(running({ kind: "switch", on: true, extra: 1 })).toBe(false);
  });
});
