/**
 * A watch's wilderness encounter checks (R000-25, R001-22, R001-23): how many, on which check, and when.
 * Each check owns an equal span of the watch; with a window die, anything that happens is placed in one
 * window of that span (001: a d12 of ten-minute windows in each 2-hour half). An encounter begins at a
 * distance the preset rolls (R000-25).
 */
import type { DicePort } from "../dice/port";
import { rollEncounterCheck, type EncounterCheckResult } from "../tables/encounter";
import type { DistanceUnit, WildernessRules } from "./rules";

export interface WatchCheck extends EncounterCheckResult {
  /** Seconds from the start of the watch. */
  readonly at: number;
  /** The window die, when something happened and the rules place it. */
  readonly window: number | null;
}

export function rollWatchChecks(rules: WildernessRules, dice: DicePort, danger = 0): WatchCheck[] {
  const { check, perWatch } = rules.encounters;
  const windows = rules.encounters.window;
  const span = rules.day.watchSeconds / perWatch;
  return Array.from({ length: perWatch }, (_, index) => {
    const result = rollEncounterCheck(check, dice, danger);
    const placed =
      windows !== null && result.effect.type !== "nothing" ? dice.roll(windows.formula).total : null;
    const offset = placed === null || windows === null ? 0 : (placed - 1) * windows.seconds;
    return { ...result, at: index * span + offset, window: placed };
  });
}

export interface EncounterDistance {
  readonly roll: number;
  readonly distance: number;
  readonly unit: DistanceUnit;
}

/** How far off an encounter begins (R000-25); null where the preset leaves it to the GM. */
export function rollEncounterDistance(rules: WildernessRules, dice: DicePort): EncounterDistance | null {
  const spec = rules.encounterDistance;
  if (!spec) return null;
  const roll = dice.roll(spec.formula).total;
  return { roll, distance: roll * spec.per, unit: spec.unit };
}
