/**
 * The quarantine in Foundry (issue 20): parts of the stored state that do not read are kept in the hidden
 * `turnkeeper.quarantine` setting before the state is written without them, and the GM is told what and where;
 * the rest of the state loads as it was.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { BUILT_IN_PRESETS } from "../../../src/core";
import { api, settle, tkOf, writes } from "../session/clock-table";
import { logOf, recordTable, reload } from "./record-table";

afterEach(() => vi.restoreAllMocks());

const WATCH = 6 * 3600;

describe("the quarantine", () => {
  it("keeps what did not read of the state, tells the GM, and writes the rest without it", async () => {
    const t = await recordTable();
    for (let i = 0; i < 2; i++) t.world.advanceTime(t.gm.user, WATCH);
    await settle(t.world);
    const window = logOf(t.gm);
    const head = t.world.worldSettings.get("turnkeeper.state") as { state: Record<string, unknown> };
    head.state.fatigue = -1;
    head.state.owners = { "Actor.aldo": "Aldo", "Actor.bree": { name: "Bree" } };
    const gm = await reload(t.world, t.gm);
    const kept = t.world.worldSettings.get("turnkeeper.quarantine") as { parts: unknown[] };
    expect(kept.parts).toEqual([
      expect.objectContaining({ where: "The stored state", path: "fatigue", value: -1 }),
      expect.objectContaining({ path: "owners.Actor.bree", value: { name: "Bree" } }),
    ]);
    const told = gm.notifications.shown.find((n) => n.message.includes("set them aside"));
    expect(told?.message).toContain("The stored state: fatigue must be");
    // The state was written again without them, its log and clock as they were.
    const state = tkOf(gm).tk.state();
    expect(state).toMatchObject({ fatigue: 0, owners: { "Actor.aldo": "Aldo" } });
    expect(logOf(gm)).toEqual(window);
    expect((t.world.worldSettings.get("turnkeeper.state") as typeof head).state.fatigue).toBe(0);
    // Read again, nothing more is set aside.
    await reload(t.world, gm);
    expect((t.world.worldSettings.get("turnkeeper.quarantine") as typeof kept).parts).toHaveLength(2);
  });
});

describe("the GM's own preset that does not read", () => {
  it("stops every write and tells the GM, instead of rewriting the state for the default preset", async () => {
    const t = await recordTable();
    const own = { ...BUILT_IN_PRESETS["six-watches"], id: "our-rules" };
    t.world.worldSettings.set("turnkeeper.customPresetValid", own);
    t.world.worldSettings.set("turnkeeper.preset", "custom");
    let gm = await reload(t.world, t.gm);
    t.world.advanceTime(gm.user, WATCH);
    await settle(t.world);
    expect(tkOf(gm).tk.state().presetId).toBe("our-rules");
    // Saved by an older Turnkeeper, or edited by hand: it no longer reads.
    t.world.worldSettings.set("turnkeeper.customPresetValid", { ...own, time: 5 });
    const mark = t.world.writes.length;
    gm = await reload(t.world, gm);
    const told = gm.notifications.shown.find((n) => n.level === "error")?.message ?? "";
    expect(told).toContain("The GM's own preset does not read");
    expect(await api(gm).advanceUnit("turn")).toMatchObject({ ok: false });
    t.world.advanceTime(gm.user, WATCH);
    await settle(t.world);
    expect(writes(t.world, mark).state).toBe(0);
    expect(tkOf(gm).tk.state().presetId).toBe("our-rules");
  });
});
