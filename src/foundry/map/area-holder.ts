/**
 * A region's area as its Turnkeeper behaviour keeps it, behind the same face a flag-kept area has (so the areas
 * form and the area in force read and write either alike). A region without a behaviour falls back to its
 * `turnkeeper.area` flag until that is migrated. Installed for the active GM's client with map play.
 */
import { parseArea } from "../../ui/map/areas";
import { areaBehaviorData, readAreaBehavior } from "../../ui/map/area-behavior";
import { parseMapParty } from "../../ui/map/party";
import type { MapReaders } from "./areas";
import type { AreaHolder, RegionLike } from "../env/documents";
import type { MapPort } from "../env/map";

/** The region's area behaviour's data as an area (unparsed, like a flag), or null when it has none in force. */
function behaviorAreaRaw(map: MapPort, region: RegionLike): object | null {
  const behavior = map.behaviors(region.uuid).find((b) => !b.disabled);
  if (!behavior) return null;
  const read = readAreaBehavior(behavior.system, region.name);
  // Data that does not read as an area counts as none (and is never overwritten but by the GM in the form).
  return read.ok ? read.value.area : { invalid: behavior.system };
}

function regionHolder(map: MapPort, region: RegionLike): AreaHolder {
  return {
    uuid: region.uuid,
    name: region.name,
    areaFlag: () => behaviorAreaRaw(map, region) ?? region.areaFlag(),
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
function chosenParty(map: MapPort, sceneUuid: string): readonly string[] | null {
  const party = parseMapParty(map.partyFlag(sceneUuid));
  return party.ok ? party.value.tokens : null;
}

export const mapReaders = (map: MapPort): MapReaders => ({
  holder: (region) => regionHolder(map, region),
  party: (sceneUuid) => chosenParty(map, sceneUuid),
});
