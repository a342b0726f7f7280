/**
 * Dungeon encounter checks. The timers engine schedules them from `checkCadence`; when one falls due, or
 * the party is loud, the host rolls it here and acts on the typed effect.
 */
import type { DicePort } from "../dice/port";
import { parseWith } from "../schema/issues";
import { rollEncounterCheck, type EncounterCheckResult } from "../tables/encounter";
import { coreError, type CoreError } from "../util/errors";
import { err, ok, type Result } from "../util/result";
import { AREA_KINDS, AreaDangerSchema, type AreaDanger, type AreaKind, type DungeonRules } from "./rules";

/** A kind of area from the rules, or the GM's own numbers for one room or level. */
export type DungeonArea = AreaKind | AreaDanger;

export function areaDanger(rules: DungeonRules, area: DungeonArea): Result<AreaDanger, CoreError> {
  if (typeof area === "object") return parseWith(AreaDangerSchema, area, "area");
  if (!(AREA_KINDS as readonly string[]).includes(area)) {
    return err(
      coreError("dungeon.unknownArea", { path: "area", area, known: AREA_KINDS.join(", ") }, "area"),
    );
  }
  return ok(rules.encounters.areas[area]);
}

export interface CheckCadence {
  readonly everyTurns: number;
  readonly seconds: number;
}

/** How often a check falls due in an area, in turns and world seconds (R000-03, R000-04, R001-09). */
export function checkCadence(rules: DungeonRules, area: DungeonArea): Result<CheckCadence, CoreError> {
  const danger = areaDanger(rules, area);
  if (!danger.ok) return danger;
  const { everyTurns } = danger.value;
  return ok({ everyTurns, seconds: everyTurns * rules.turnSeconds });
}

/** Rolls a check that has fallen due in an area. */
export function rollDungeonCheck(
  rules: DungeonRules,
  area: DungeonArea,
  dice: DicePort,
): Result<EncounterCheckResult, CoreError> {
  const danger = areaDanger(rules, area);
  if (!danger.ok) return danger;
  return ok(rollEncounterCheck(rules.encounters.check, dice, danger.value.danger));
}

/**
 * The extra check a loud action calls for (R001-08); null under presets whose text has no such rule,
 * so the host can call it for every loud action.
 */
export function rollLoudCheck(
  rules: DungeonRules,
  area: DungeonArea,
  dice: DicePort,
): Result<EncounterCheckResult | null, CoreError> {
  if (!rules.encounters.loudCheck) {
    const danger = areaDanger(rules, area);
    return danger.ok ? ok(null) : danger;
  }
  return rollDungeonCheck(rules, area, dice);
}
