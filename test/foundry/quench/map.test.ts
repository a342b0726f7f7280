/**
 * The map's Quench batch against the fake (v13 and v14): a scene on a square grid with map play on, the
 * party's tokens in its corner and a region with a Turnkeeper area; for the regions' scenario the region
 * covers one token's space, which that token has entered.
 */
import { afterEach, assert, describe, expect, it, vi } from "vitest";
import { OWN_MOVE } from "../../../src/foundry/env/map";
import { mapBatch } from "../../../src/foundry/quench/map";
import { insideRegions, ownMove } from "../../../src/foundry/quench/map-tokens";
import type { Scenario } from "../../../src/foundry/quench/scenario";
import { mapTable } from "../map/map-table";

afterEach(() => vi.restoreAllMocks());

async function mapWorld(scenario: Scenario) {
  const t = await mapTable({ party: { tokens: null } });
  const lair = t.world.addRegion(t.scene, "Lair");
  t.map.addBehavior(lair, { type: "dungeon", level: "busy" });
  if (scenario === insideRegions) {
    t.map.cover(lair, [{ i: 2, j: 2 }]);
    t.map.move(t.gm.user, [[t.beaToken, { i: 2, j: 2 }]], { operation: { [OWN_MOVE]: true } });
    await t.all();
  }
  return t;
}

describe(mapBatch.title, () => {
  for (const scenario of mapBatch.scenarios) {
    it(scenario.name, async () => {
      const t = await mapWorld(scenario);
      await scenario.run(t.gm, assert);
    });
  }

  it("the own move: one token write there and one back, by the GM, and nothing else", async () => {
    const t = await mapWorld(ownMove);
    const mark = t.world.writes.length;
    await ownMove.run(t.gm, assert);
    await t.all();
    expect(t.world.writes.slice(mark).map((w) => ("type" in w ? w.type : w.kind))).toEqual([
      "Token",
      "Token",
    ]);
  });

  it("skips the own move when the token stands in a region, whose behaviours a move would fire", async () => {
    const t = await mapWorld(insideRegions);
    const first = t.scene.port(t.gm.user).tokens()[0]!;
    t.map.cover(t.world.scenes[0]!.regions[0]!, [t.map.offsetOf(t.scene, t.map.positions.get(t.aldoToken)!)]);
    await expect(ownMove.run(t.gm, assert)).rejects.toThrow(`${first.name} stands in a region`);
  });
});
