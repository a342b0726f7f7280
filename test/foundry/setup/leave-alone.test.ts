/**
 * What is not Turnkeeper's is left alone (issue 19): the system's `CONFIG.time.roundTime` whatever the preset's
 * combat round, and a clock panel the GM already has open when they choose Turnkeeper's scene controls.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { clockTable, settle, tkOf } from "../session/clock-table";

afterEach(() => vi.restoreAllMocks());

interface ClockTool {
  onChange(event: unknown, active?: boolean): void;
}

/** The GM's Turnkeeper scene-control group, as Foundry asks for it. */
function controlsOf(t: Awaited<ReturnType<typeof clockTable>>) {
  const controls: Record<string, unknown> = {};
  t.gm.Hooks.callAll("getSceneControlButtons", controls);
  return (controls.turnkeeper as { tools: Record<string, ClockTool> }).tools;
}

describe("what is not Turnkeeper's", () => {
  it("CONFIG.time.roundTime stays the system's (6 s) under a preset whose combat round is 10 s, and after a change of preset", async () => {
    const t = await clockTable({ preset: "six-watches" });
    const { time } = tkOf(t.gm).tk.preset();
    expect(time.units.find((u) => u.id === time.modes.combat)?.seconds).toBe(10);
    for (const c of [t.gm, t.alice]) expect(c.config.time.roundTime).toBe(6);
    await t.gm.settings.set("turnkeeper", "preset", "four-watches");
    await settle(t.world);
    for (const c of [t.gm, t.alice]) expect(c.config.time.roundTime).toBe(6);
  });

  it("choosing the Turnkeeper group opens the clock, and leaves it open when it already was", async () => {
    const t = await clockTable();
    const tools = controlsOf(t);
    tools.clock!.onChange(null, true);
    await settle(t.world);
    expect(t.gm.apps.windows.get("clock")?.rendered).toBe(true);
    // Leaving the group and coming back, the clock stays open.
    tools.clock!.onChange(null, false);
    tools.clock!.onChange(null, true);
    await settle(t.world);
    expect(t.gm.apps.windows.get("clock")?.rendered).toBe(true);
  });

  it("the group's show-or-hide button still toggles the clock", async () => {
    const t = await clockTable();
    const tools = controlsOf(t);
    tools.openClock!.onChange(null);
    await settle(t.world);
    expect(t.gm.apps.windows.get("clock")?.rendered).toBe(true);
    tools.openClock!.onChange(null);
    expect(t.gm.apps.windows.get("clock")).toBeUndefined();
  });
});
