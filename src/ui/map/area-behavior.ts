/**
 * An area kept as a region behaviour's data rather than a flag: the area's own fields, and what the map reads
 * under a hex the party enters: a road (R000-13, R001-18), a landmark to steer by (R000-18) and a vantage point
 * (R000-17). The host's behaviour type stores these fields; this reads them back as an area.
 */
import * as v from "valibot";
import { parseWith, type CoreError, type Result } from "../../core";
import { AREA_VERSION, AreaSchema, type Area } from "./areas";

/** The behaviour's data: an area without its version, and the map's extras. Unknown fields (`events`) pass. */
const AreaBehaviorSchema = v.object({
  ...v.omit(AreaSchema, ["version"]).entries,
  road: v.optional(v.boolean(), false),
  landmark: v.optional(v.boolean(), false),
  vantage: v.optional(v.boolean(), false),
});

export interface AreaBehaviorData {
  readonly area: Area;
  readonly road: boolean;
  readonly landmark: boolean;
  readonly vantage: boolean;
}

/** Reads a behaviour's data; its name stands in when the area has none. */
export function readAreaBehavior(system: unknown, name: string): Result<AreaBehaviorData, CoreError> {
  const parsed = parseWith(AreaBehaviorSchema, system, "behavior");
  if (!parsed.ok) return parsed;
  const { road, landmark, vantage, ...fields } = parsed.value;
  const area: Area = { version: AREA_VERSION, ...fields, name: fields.name || name };
  return { ok: true, value: { area, road, landmark, vantage } };
}

/** A behaviour's data for an area (every field of it, so a migrated flag loses nothing). */
export function areaBehaviorData(area: Area, extras: Partial<Omit<AreaBehaviorData, "area">> = {}): object {
  const { version: _version, ...fields } = area;
  return { ...fields, road: false, landmark: false, vantage: false, ...extras };
}
