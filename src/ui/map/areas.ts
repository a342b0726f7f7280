/**
 * Areas: a dungeon level, a room, a stretch of wilderness. Each carries its kind, how dangerous it is (one of
 * the preset's kinds of area, or the game master's own numbers), its terrain and the encounter table to draw
 * from. Hosts store them where they belong (Foundry: scene and region flags) in this versioned shape. What
 * an area's checks come to under the rules, which only the writer works out, is in encounter-checks.ts.
 */
import * as v from "valibot";
import {
  AREA_KINDS,
  boundedInteger,
  LIMITS,
  migrateVersioned,
  NameSchema,
  parseWith,
  type CoreError,
  type Migration,
  type Preset,
  type Result,
} from "../../core";
import type { Cadences } from "../session/options";

export const AREA_VERSION = 1;
export const AREA_TYPES = ["dungeon", "wilderness"] as const;
export type AreaType = (typeof AREA_TYPES)[number];
export const DANGER_LEVELS = [...AREA_KINDS, "custom"] as const;
export type DangerLevel = (typeof DANGER_LEVELS)[number];
export const PARTY_WHERE = ["room", "hall"] as const;

export const AreaSchema = v.strictObject({
  version: v.literal(AREA_VERSION),
  /** What the game master calls it; hosts fall back to the scene's or region's name. */
  name: v.optional(NameSchema, ""),
  type: v.picklist(AREA_TYPES),
  /** busy, normal or safe as the preset sets them; custom uses `everyTurns` and `danger`. */
  level: v.optional(v.picklist(DANGER_LEVELS), "normal"),
  /** Turns between dungeon checks, for a custom level. */
  everyTurns: v.optional(boundedInteger(1, LIMITS.count), 3),
  /** Added to an x-in-y chance, taken off an overloaded table's roll; for a custom level (and wilderness). */
  danger: v.optional(boundedInteger(-LIMITS.score, LIMITS.score), 0),
  /** A wilderness terrain id of the preset (grassland, hills, swamp...). */
  terrain: v.optional(NameSchema, ""),
  /** The encounter table to draw from (a RollTable UUID in Foundry); empty for the world default. */
  table: v.optional(NameSchema, ""),
  /** Where the party meets a wandering monster, which places it (R001-11). */
  where: v.optional(v.picklist(PARTY_WHERE), "hall"),
});
export type Area = v.InferOutput<typeof AreaSchema>;
export type AreaInput = v.InferInput<typeof AreaSchema>;

const MIGRATIONS: readonly Migration[] = [];

export function parseArea(input: unknown): Result<Area, CoreError> {
  const migrated = migrateVersioned(input, AREA_VERSION, MIGRATIONS, "area");
  return migrated.ok ? parseWith(AreaSchema, migrated.value, "area") : migrated;
}

/** A new area of a type with the defaults. */
export function newArea(type: AreaType, name = ""): Area {
  return {
    version: AREA_VERSION,
    name,
    type,
    level: "normal",
    everyTurns: 3,
    danger: 0,
    terrain: "",
    table: "",
    where: "hall",
  };
}

/** Wilderness encounter checks a watch: the GM's setting, or the preset's. */
export function checksPerWatch(preset: Preset, cadences: Cadences): number {
  return cadences.perWatch > 0 ? cadences.perWatch : preset.wilderness.encounters.perWatch;
}

export const ENCOUNTER_CHECK_ID = "encounter";
