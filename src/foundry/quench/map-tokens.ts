/**
 * The map scenarios about tokens (the batch is in map.ts): where each token stands and which regions hold it,
 * and a token set down one space over by Turnkeeper's own move, heard as a `moveToken` with its movement, then
 * put back. The move goes only between spaces no region covers, so no region behaviour fires.
 */
import type { GridLike, MapPort, Point } from "../env/map";
import { OWN_MOVE } from "../env/map";
import type { SceneLike, TokenLike } from "../env/documents";
import type { FoundryEnv } from "../env/ports";
import { skip, until, type Scenario } from "./scenario";

/** Map play's port and the active scene, or the scenario is skipped. */
export async function activeMap(env: FoundryEnv): Promise<{ map: MapPort; scene: SceneLike }> {
  const scene = env.documents.activeScene() ?? skip("the world has no active scene");
  if (!env.map) return skip("this host has no map play");
  return { map: await env.map.load(), scene };
}

export const insideRegions: Scenario = {
  name: "TokenDocument#testInsideRegion at a token's own place (TokenDocument#x, #y) agrees with RegionDocument#tokens",
  writesWorld: false,
  async run(env, assert) {
    const { map, scene } = await activeMap(env);
    const regions = scene.regions();
    if (regions.length === 0 || scene.tokens().length === 0)
      skip("the active scene has no region or no token");
    for (const token of scene.tokens()) {
      const at = map.position(token.uuid);
      assert.ok(
        at && Number.isFinite(at.x) && Number.isFinite(at.y),
        `${token.name} stands at ${at?.x}, ${at?.y}`,
      );
      if (!at) continue;
      for (const region of regions)
        assert.equal(
          map.tokenInside(token.uuid, region.uuid, at),
          region.tokenUuids().includes(token.uuid),
          `${token.name} in ${region.name}`,
        );
    }
  },
};

/** The movement and options of a `moveToken`, as far as the scenario reads them. */
interface HeardMove {
  readonly token: string | undefined;
  readonly movement: {
    readonly id?: unknown;
    readonly origin?: Partial<Point>;
    readonly destination?: Partial<Point>;
    readonly passed?: { readonly distance?: unknown };
    /** v14: a promise settled when the whole movement is over; v13 has none. */
    readonly finished?: unknown;
  };
  readonly operation: Record<string, unknown>;
}

/** A space next to the token's, inside no region (nor is the token's own), or null. */
function freeNeighbour(map: MapPort, grid: GridLike, scene: SceneLike, token: TokenLike, from: Point) {
  const free = (p: Point) => scene.regions().every((r) => !map.tokenInside(token.uuid, r.uuid, p));
  if (!free(from)) return null;
  const { i, j } = grid.getOffset(from);
  const spaces = [
    { i, j: j + 1 },
    { i: i + 1, j },
    { i, j: j - 1 },
    { i: i - 1, j },
  ];
  return spaces.map((o) => grid.getTopLeftPoint(o)).find(free) ?? null;
}

/** Hears `moveToken` (document, movement, operation) until `stop`. */
function hearMoves(env: FoundryEnv) {
  const heard: HeardMove[] = [];
  const id = env.Hooks.on(
    "moveToken",
    ((doc: { uuid?: string }, movement: HeardMove["movement"], operation: Record<string, unknown>) =>
      void heard.push({ token: doc.uuid, movement, operation })) as never,
  );
  return { heard, stop: () => env.Hooks.off("moveToken", id) };
}

export const ownMove: Scenario = {
  name: "TokenDocument#update({x, y}) with Turnkeeper's option: moveToken hears its id, origin, destination and passed distance; no time moves; put back",
  writesWorld: true,
  async run(env, assert) {
    const { map, scene } = await activeMap(env);
    const grid = map.grid(scene.uuid);
    const token = scene.tokens()[0] ?? skip("the active scene has no token");
    const from = map.position(token.uuid);
    if (!grid || grid.type === 0 || !from) return skip("the active scene is gridless");
    const to = freeNeighbour(map, grid, scene, token, from);
    if (!to) return skip(`${token.name} stands in a region, or has no free space beside it`);
    const time = env.game.time.worldTime;
    const ear = hearMoves(env);
    try {
      await map.place(token.uuid, to);
      await until(() => ear.heard.length > 0);
      const [move] = ear.heard;
      assert.equal(move?.token, token.uuid, "moveToken's document is the token");
      assert.ok(typeof move?.movement.id === "string", "the movement's id");
      assert.deepEqual(
        move && [move.movement.origin?.x, move.movement.origin?.y],
        [from.x, from.y],
        "origin",
      );
      assert.deepEqual(move && [move.movement.destination?.x, move.movement.destination?.y], [to.x, to.y]);
      assert.equal(move?.movement.passed?.distance, grid.distance, "one space passed");
      const finished = move?.movement.finished;
      assert.ok(finished === undefined || finished instanceof Promise, "v14's finished is a promise");
      assert.equal(move?.operation[OWN_MOVE], true, "Turnkeeper's option reaches the hook");
      assert.deepEqual(map.position(token.uuid), to, "TokenDocument#x, #y read the new place");
    } finally {
      await map.place(token.uuid, from);
      await until(() => ear.heard.length > 1);
      ear.stop();
    }
    assert.deepEqual(map.position(token.uuid), from, "put back");
    assert.equal(env.game.time.worldTime, time, "Turnkeeper's handler passed its own moves over");
  },
};
