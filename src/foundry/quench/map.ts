/** Scenarios for play on the map: the scene's grid, Turnkeeper's region behaviours and the party's flag. */
import { readAreaBehavior } from "../../ui/map/area-behavior";
import { parseMapParty } from "../../ui/map/party";
import type { ScenarioBatch } from "./scenario";

export const mapBatch: ScenarioBatch = {
  id: "turnkeeper.contract.map",
  title: "Turnkeeper: the map (grid, region behaviours, party)",
  scenarios: [
    {
      name: "the active scene's grid gives a space's top-left corner, which lies in that space (BaseGrid#getOffset, #getTopLeftPoint)",
      writesWorld: false,
      async run(env, assert) {
        const scene = env.documents.activeScene();
        assert.ok(env.map && scene, "map play and an active scene");
        if (!env.map || !scene) return;
        const grid = (await env.map.load()).grid(scene.uuid);
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
        const scene = env.documents.activeScene();
        if (!env.map || !scene) return;
        const map = await env.map.load();
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
        const scene = env.documents.activeScene();
        if (!env.map || !scene) return;
        const party = parseMapParty((await env.map.load()).partyFlag(scene.uuid));
        assert.ok(party.ok, party.ok ? "" : party.error.message);
      },
    },
  ],
};
