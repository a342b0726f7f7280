/**
 * Scenarios for play on the map (docs/contract/map.md): the scene's grid, Turnkeeper's region behaviours, the
 * party's flag, where tokens stand and which regions hold them, and a token set down by Turnkeeper's own move
 * (heard as a `moveToken` that its handler passes over), then put back. Vitest runs them against the fake in
 * v13 and v14 (test/foundry/quench/map.test.ts).
 */
import { readAreaBehavior } from "../../ui/map/area-behavior";
import { parseMapParty } from "../../ui/map/party";
import { activeMap, insideRegions, ownMove } from "./map-tokens";
import type { ScenarioBatch } from "./scenario";

export const mapBatch: ScenarioBatch = {
  id: "turnkeeper.contract.map",
  title: "Turnkeeper: the map (grid, region behaviours, party)",
  scenarios: [
    {
      name: "the active scene's grid gives a space's top-left corner, which lies in that space (BaseGrid#getOffset, #getTopLeftPoint)",
      writesWorld: false,
      async run(env, assert) {
        const { map, scene } = await activeMap(env);
        const grid = map.grid(scene.uuid);
        assert.ok(grid, "Scene#grid");
        for (const offset of [
          { i: 2, j: 3 },
          { i: 3, j: 2 },
        ]) {
          assert.deepEqual(grid?.getOffset(grid.getTopLeftPoint(offset)), offset);
        }
      },
    },
    {
      name: "every Turnkeeper region behaviour on the active scene reads as an area (RegionBehavior#system)",
      writesWorld: false,
      async run(env, assert) {
        const { map, scene } = await activeMap(env);
        for (const region of scene.regions()) {
          for (const behavior of map.behaviors(region.uuid)) {
            const read = readAreaBehavior(behavior.system, region.name);
            assert.ok(read.ok, `${region.name}: ${read.ok ? "" : read.error.message}`);
          }
        }
      },
    },
    {
      name: "the active scene's party flag reads as a party (Scene#getFlag)",
      writesWorld: false,
      async run(env, assert) {
        const { map, scene } = await activeMap(env);
        const party = parseMapParty(map.partyFlag(scene.uuid));
        assert.ok(party.ok, party.ok ? "" : party.error.message);
      },
    },
    insideRegions,
    ownMove,
  ],
};
