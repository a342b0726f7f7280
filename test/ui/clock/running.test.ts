/**
 * The running clock's driver, panel line and buttons (issue 22), host-neutral: the stored clock is saved before
 * the world clock moves, a failed move is owed again, players see the line run, the GM's ratio is read within
 * its bounds.
 */
import { describe, expect, it, vi } from "vitest";
import { STOPPED, switchOn, type RunningClock } from "../../../src/core/clock/running";
import { RunningDriver, type RunningPorts } from "../../../src/ui/clock/running";
import { buildRunningView, ratioText } from "../../../src/ui/clock/running-view";
import { gateRunning, parseRunningAction } from "../../../src/ui/clock/running-actions";

const T0 = 1_000_000;

/** A host in memory: its stored clock, the world clock, the timer it set and what happened in order. */
function host(stored: RunningClock | null = STOPPED) {
  const h = {
    now: T0,
    stored,
    world: 0,
    timer: null as { at: number; run: () => void } | null,
    log: [] as string[],
    failNext: false,
  };
  const ports: RunningPorts = {
    now: () => h.now,
    load: () => h.stored,
    save: async (clock) => {
      h.stored = clock;
      h.log.push("save");
    },
    advance: async (seconds) => {
      if (h.failNext) {
        h.failNext = false;
        throw new Error("the server refused");
      }
      h.world += seconds;
      h.log.push(`advance ${seconds}`);
    },
    later: (run, ms) => {
      h.timer = { at: h.now + ms, run };
      return () => (h.timer = null);
    },
  };
  return { h, driver: new RunningDriver(ports) };
}

describe("the running clock's driver", () => {
  it("saves what it counted before it moves the world clock, and looks again a minute on", async () => {
    const { h, driver } = host();
    await driver.change({ kind: "switch", on: true });
    expect(h.timer?.at).toBe(T0 + 60_000);
    h.now = T0 + 60_000;
    await driver.look();
    expect(h.log).toEqual(["save", "save", "advance 60"]);
    expect(h.world).toBe(60);
    expect(h.timer?.at).toBe(T0 + 120_000);
  });

  it("owes again what a refused write counted, and tries at the next minute", async () => {
    const { h, driver } = host(switchOn(STOPPED, true, T0));
    h.now = T0 + 60_000;
    h.failNext = true;
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await expect(driver.look()).rejects.toThrow("the server refused");
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
    expect(h.world).toBe(0);
    expect(h.timer?.at).toBe(T0 + 120_000);
    h.now = T0 + 120_000;
    await driver.look();
    expect(h.world).toBe(120);
  });

  it("saves nothing for a change that changes nothing, and leaves a clock it cannot read alone", async () => {
    const { h, driver } = host();
    await driver.change({ kind: "holds", holds: { pause: false, fight: false } });
    expect(h.log).toEqual([]);
    const unreadable = host(null);
    await unreadable.driver.change({ kind: "switch", on: true });
    expect(unreadable.h.log).toEqual([]);
    expect(unreadable.h.timer).toBeNull();
  });

  it("writes at once when a fight holds it, then looks no more", async () => {
    const { h, driver } = host(switchOn(STOPPED, true, T0));
    h.now = T0 + 25_000;
    await driver.change({ kind: "holds", holds: { fight: true } });
    expect(h.world).toBe(25);
    expect(h.timer).toBeNull();
  });
});

describe("the running clock on the panel", () => {
  it("shows every viewer the clock running from the stored time, and the GM the switch", () => {
    const on = switchOn(STOPPED, true, T0);
    const player = buildRunningView(on, 3600, T0 + 90_000, false, null);
    expect(player).toMatchObject({ on: true, running: true, canSwitch: false, ratio: "1" });
    expect(player.reading).toEqual({ clock: 3690, style: "compact" });
    expect(player.status).toEqual({
      i18n: "TURNKEEPER.Clock.Running.runs",
      data: { ratio: ratioText(1000) },
    });
    expect(buildRunningView(STOPPED, 0, T0, true, null)).toMatchObject({ running: false, canSwitch: true });
  });

  it("says what holds it, and names another module's clock even while Turnkeeper's is off", () => {
    const held = { ...switchOn(STOPPED, true, T0), held: ["fight" as const], since: null };
    expect(buildRunningView(held, 0, T0, true, null).status).toEqual({
      i18n: "TURNKEEPER.Clock.Running.Held.fight",
    });
    expect(buildRunningView(STOPPED, 0, T0, true, "Calendaria").status).toEqual({
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

  it("lets a request through the gate only within the bounds", () => {
    expect(gateRunning({ kind: "rate", rate: 1000 })).toEqual({ kind: "rate", rate: 1000 });
    expect(gateRunning({ kind: "rate", rate: 100_001 })).toBeNull();
    expect(gateRunning({ kind: "rate", rate: 99.5 })).toBeNull();
    expect(gateRunning({ kind: "holds", holds: { pause: true } })).toBeNull();
    expect(gateRunning({ kind: "switch", on: true, extra: 1 })).toBeNull();
  });
});
