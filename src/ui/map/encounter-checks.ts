/**
 * What an area's encounter checks come to under the rules: the dungeon rules' view of it, the danger it adds,
 * and the recurring check it calls for. The writer's session works these out; they live apart from the area's
 * shape (areas.ts), which every client reads, so they load with it.
 */
import {
  checkCadence,
  coreError,
  err,
  ok,
  recurringCheck,
  type CoreError,
  type DungeonArea,
  type Preset,
  type RecurringCheck,
  type Result,
} from "../../core";
import type { Cadences } from "../session/options";
import { checksPerWatch, ENCOUNTER_CHECK_ID, type Area } from "./areas";

/** The dungeon rules' view of the area: a kind of area, or the custom numbers, with the cadence overrides. */
export function dungeonArea(preset: Preset, area: Area, cadences: Cadences): DungeonArea {
  if (area.level === "custom") return { everyTurns: area.everyTurns, danger: area.danger };
  const override = cadences[area.level];
  if (override > 0) return { ...preset.dungeon.encounters.areas[area.level], everyTurns: override };
  return area.level;
}

/** The danger modifier the area adds to its encounter checks. */
export function areaDangerOf(preset: Preset, area: Area): number {
  return area.type === "wilderness" || area.level === "custom"
    ? area.danger
    : preset.dungeon.encounters.areas[area.level].danger;
}

export const ENCOUNTER_CHECK_LABEL = "TURNKEEPER.Check.encounter";

/**
 * The recurring encounter check an area calls for, aligned to the clock so moving between areas never resets
 * it: dungeon checks every N turns (R000-03, R000-04, R001-09), wilderness checks per watch (R000-25, R001-22).
 */
export function encounterCheckFor(
  preset: Preset,
  area: Area,
  cadences: Cadences,
): Result<RecurringCheck, CoreError> {
  const base = { id: ENCOUNTER_CHECK_ID, label: ENCOUNTER_CHECK_LABEL, align: "clock" as const };
  const withArea = area.name === "" ? base : { ...base, area: area.name };
  if (area.type === "dungeon") {
    const cadence = checkCadence(preset.dungeon, dungeonArea(preset, area, cadences));
    if (!cadence.ok) return cadence;
    return recurringCheck({ ...withArea, every: `${cadence.value.seconds} seconds` }, preset.time, 0);
  }
  const perWatch = checksPerWatch(preset, cadences);
  const watch = preset.time.modes.overland;
  const check = recurringCheck({ ...withArea, times: perWatch, per: watch }, preset.time, 0);
  if (!check.ok) return err(coreError(check.error.code, { ...check.error.params }, "cadences.perWatch"));
  return ok(check.value);
}
