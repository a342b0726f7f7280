import { afterEach, describe, expect, it, vi } from "vitest";
import { BUILT_IN_PRESET_IDS } from "../../../src/core";
import { startTurnkeeper, turnkeeperOf } from "../../../src/foundry/setup/start";
import type { TurnkeeperApi } from "../../../src/foundry/setup/api";
import { FakeWorld, translations } from "../../fakes/foundry";

afterEach(() => vi.restoreAllMocks());

function bootGm() {
  const world = new FakeWorld("1.2.3");
  const gm = world.connect("Gamemaster", true);
  startTurnkeeper(gm);
  return { world, gm };
}

describe("module start-up", () => {
  it("registers on init and ready and logs its version once", async () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
    const world = new FakeWorld("1.2.3");
    const gm = world.connect("Gamemaster", true);
    startTurnkeeper(gm);
    expect(gm.Hooks.count("init")).toBe(1);
    expect(gm.Hooks.count("ready")).toBe(1);
    await gm.boot();
    gm.Hooks.callAll("ready");
    await gm.Hooks.settle();
    const versionLines = info.mock.calls.filter((c) => String(c[0]).includes("1.2.3"));
    expect(versionLines).toHaveLength(1);
  });

  it("exposes the typed API on the module with its version and presets", async () => {
    vi.spyOn(console, "info").mockImplementation(() => undefined);
    const { gm } = bootGm();
    await gm.boot();
    const api = gm.module.api as TurnkeeperApi;
    expect(api.version).toBe("1.2.3");
    expect(api.presets).toEqual(BUILT_IN_PRESET_IDS);
  });

  it("registers the preset setting as a world choice of every built-in preset or a custom one, with localized labels", async () => {
    vi.spyOn(console, "info").mockImplementation(() => undefined);
    const { gm } = bootGm();
    await gm.boot();
    const preset = gm.settingsImpl.registered.get("turnkeeper.preset");
    expect(preset?.scope).toBe("world");
    expect(Object.keys(preset?.choices ?? {})).toEqual([...BUILT_IN_PRESET_IDS, "custom"]);
    for (const label of [preset?.name, preset?.hint, ...Object.values(preset?.choices ?? {})]) {
      expect(translations.has(label ?? ""), `${label} is in lang/en.json`).toBe(true);
    }
    expect(gm.settings.get("turnkeeper", "preset")).toBe("four-watches");
  });

  it("lets a GM change a world setting, refuses a player, and tells every client", async () => {
    vi.spyOn(console, "info").mockImplementation(() => undefined);
    const world = new FakeWorld();
    const gm = world.connect("Gamemaster", true);
    const player = world.connect("Player", false);
    for (const c of [gm, player]) {
      startTurnkeeper(c);
      await c.boot();
    }
    world.writes.length = 0;
    await expect(player.settings.set("turnkeeper", "preset", "six-watches")).rejects.toThrow(/permission/);
    await gm.settings.set("turnkeeper", "preset", "six-watches");
    expect(player.settings.get("turnkeeper", "preset")).toBe("six-watches");
    await gm.Hooks.settle();
    await turnkeeperOf(gm)?.tk.idle();
    // The preset, then the active GM's one state write that follows the new preset's units (its log entry
    // then kept on the campaign record's page), and the GM's card saying what the switch changed.
    expect(world.writes).toEqual([
      { kind: "setting", by: gm.user.id, key: "turnkeeper.preset" },
      { kind: "setting", by: gm.user.id, key: "turnkeeper.state" },
      expect.objectContaining({ kind: "document", by: gm.user.id, type: "JournalEntryPage" }),
      expect.objectContaining({ kind: "document", by: gm.user.id, type: "ChatMessage", action: "create" }),
    ]);
  });
});
