/**
 * Areas kept as `turnkeeper.area` flags on regions become Turnkeeper region behaviours, once, on the active
 * GM's client (loaded only there): every field of the area goes into the behaviour, and the flag is removed
 * only after the behaviour is made. A flag that does not read as an area, or a region that already has a
 * behaviour, keeps its flag, so nothing is lost.
 */
import { parseArea } from "../../ui/map/areas";
import { areaBehaviorData } from "../../ui/map/area-behavior";
import type { MapPort } from "../env/map";
import type { FoundryEnv } from "../env/ports";

export interface Migrated {
  readonly migrated: number;
  /** Flags left where they are: unreadable, or on a region that has a behaviour already. */
  readonly kept: readonly string[];
}

export async function migrateAreaFlags(env: FoundryEnv, map: MapPort): Promise<Migrated> {
  let migrated = 0;
  const kept: string[] = [];
  for (const scene of env.documents.scenes()) {
    for (const region of scene.regions()) {
      const raw = region.areaFlag();
      if (raw === null || raw === undefined) continue;
      const area = parseArea(raw);
      if (!area.ok || map.behaviors(region.uuid).length > 0) {
        kept.push(region.uuid);
        continue;
      }
      await map.createBehavior(region.uuid, region.name, areaBehaviorData(area.value));
      await region.setAreaFlag(null);
      migrated++;
    }
  }
  if (kept.length > 0) {
    env.notifications.warn(env.game.i18n.format("TURNKEEPER.Map.flagsKept", { count: kept.length }));
  }
  return { migrated, kept };
}
