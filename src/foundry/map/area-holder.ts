/**
 * A region's area as its Turnkeeper behaviour keeps it, behind the same face a flag-kept area has (so the areas
 * form and the area in force read and write either alike). A region without a behaviour falls back to its
 * `turnkeeper.area` flag until that is migrated.
 */
import { areaBehaviorData, parseArea, readAreaBehavior } from "../../ui";
import type { AreaHolder, FoundryEnv, RegionLike } from "../env";

/** The region's area behaviour's data as an area (unparsed, like a flag), or null when it has none in force. */
function behaviorAreaRaw(env: FoundryEnv, region: RegionLike): object | null {
  const behavior = env.map?.behaviors(region.uuid).find((b) => !b.disabled);
  if (!behavior) return null;
  const read = readAreaBehavior(behavior.system, region.name);
  // Bad behaviour data is shown as such where the area is read (parseArea fails on it), never dropped.
  return read.ok ? read.value.area : { version: 1, invalid: behavior.system };
}

/** A region as an area holder: its behaviour when it has one (or map play is available), else its flag. */
export function regionHolder(env: FoundryEnv, region: RegionLike): AreaHolder {
  const map = env.map;
  if (!map) return region;
  return {
    uuid: region.uuid,
    name: region.name,
    areaFlag: () => behaviorAreaRaw(env, region) ?? region.areaFlag(),
    async setAreaFlag(area) {
      const behaviors = map.behaviors(region.uuid);
      if (area === null) {
        for (const behavior of behaviors) await behavior.delete();
        return region.areaFlag() === null ? undefined : region.setAreaFlag(null);
      }
      const parsed = parseArea(area);
      if (!parsed.ok) throw new Error(parsed.error.message);
      const current = behaviors[0];
      const old = current ? readAreaBehavior(current.system, region.name) : null;
      // The map's own fields (road, landmark, vantage) stay as they were.
      const extras = old?.ok
        ? { road: old.value.road, landmark: old.value.landmark, vantage: old.value.vantage }
        : {};
      const system = areaBehaviorData(parsed.value, extras);
      return current ? current.update(system) : map.createBehavior(region.uuid, region.name, system);
    },
  };
}

/** The token ids the GM named as the scene's party, or null (the player characters' tokens). */
export function chosenParty(env: FoundryEnv, sceneUuid: string): readonly string[] | null {
  // Read without the whole flag's schema (kept out of the start bundle); map play parses it in full.
  const tokens = (env.map?.partyFlag(sceneUuid) as { tokens?: unknown } | null | undefined)?.tokens;
  return Array.isArray(tokens) && tokens.every((id) => typeof id === "string") ? tokens : null;
}
