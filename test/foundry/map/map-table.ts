/** The clock table with a map, shared by the map tests: a grid, map play on, the party's tokens placed. */
import { PARTY_MOVE_WINDOW_MS } from "../../../src/foundry/map/play";
import { newArea, type Area } from "../../../src/ui";
import { FakeMap } from "../../fakes/foundry-map";
import type { FakeWorld } from "../../fakes/foundry";
import { api, clockTable, settle } from "../session/clock-table";

/** An area of grassland moor, for hex travel. */
export const wilds = { ...newArea("wilderness", "Moor"), terrain: "grassland" };

/** The clock table with a map: the crypt on a grid, map play on, the party's tokens in the top-left corner. */
export async function mapTable(
  options: { preset?: string; grid?: Parameters<FakeMap["setGrid"]>[1]; party?: object; area?: Area } = {},
) {
  let map!: FakeMap;
  const t = await clockTable({
    ...(options.preset ? { preset: options.preset } : {}),
    setup: (world: FakeWorld) => {
      map = new FakeMap(world);
      const scene = world.scenes[0]!;
      map.setGrid(scene, options.grid);
      map.partyFlags.set(scene, { version: 1, play: true, ...options.party });
      for (const token of scene.tokens) map.place(token, { i: 0, j: 0 });
      map.install();
    },
  });
  // The scene's own area, which the party's moves keep in force (there are no regions yet).
  const area = options.area ?? newArea("dungeon", "Crypt");
  await t.scene.port(t.gm.user).setAreaFlag(area);
  await api(t.gm).setArea(area);
  const all = async () => {
    await settle(t.world);
    await map.settle();
    await new Promise((resolve) => setTimeout(resolve, PARTY_MOVE_WINDOW_MS + 20));
    await settle(t.world);
    await map.settle();
    await settle(t.world);
  };
  await all();
  return { ...t, map, all };
}
