/** When a fight ends: the world time rounded up to the preset's combat unit, if the setting says so. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { begun } from "./fixtures";
import { combatTable } from "./harness";

afterEach(() => vi.restoreAllMocks());

describe("the world time when a fight ends", () => {
  it("R001-15 rounds the world time up to the turn the fight took when it ends, once, if the setting is on", async () => {
    const t = await combatTable({ preset: "six-watches" });
    await begun(t);
    // 1-second segments: the count reached segment 3 three seconds in.
    expect(t.world.worldTime).toBe(3);
    await t.combat(t.gm2).endCombat();
    await vi.waitFor(() => expect(t.world.worldTime).toBe(600));
    expect(t.world.writes.filter((w) => w.kind === "worldTime")).toEqual([
      { kind: "worldTime", by: t.gm.user.id, delta: 597 },
    ]);
  });

  it("leaves the world time alone at the end when the setting is off", async () => {
    const t = await combatTable({ preset: "six-watches" });
    await t.gm.settings.set("turnkeeper", "combatRoundUp", false);
    await begun(t);
    await t.combat(t.gm).endCombat();
    await new Promise((r) => setTimeout(r, 0));
    expect(t.world.worldTime).toBe(3);
  });
});
