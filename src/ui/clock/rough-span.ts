/**
 * A span of time as players read it when the GM lets them know only roughly (issue 22): "about 2 turns",
 * "less than a turn", counted in the preset's own units (its exploring unit, the turn; its travelling unit,
 * the watch, for a watch or longer), never in minutes.
 */
import { findUnit, type Preset, type Timer } from "../../core";
import { t, type Text } from "../i18n/text";
import { unitText } from "../i18n/rule-words";

/** The unit a span reads in: the travelling unit (a watch) for a watch or longer, else the exploring one. */
export function spanUnit(preset: Preset, seconds: number): string {
  const { dungeon, overland } = preset.time.modes;
  const watch = findUnit(preset.time, overland)?.seconds ?? Number.POSITIVE_INFINITY;
  return seconds >= watch ? overland : dungeon;
}

/** "about 3 turns", or "less than a turn", in `unitId` (by default the unit `spanUnit` picks). */
export function roughSpan(preset: Preset, seconds: number, unitId = spanUnit(preset, seconds)): Text {
  const unitSeconds = findUnit(preset.time, unitId)?.seconds ?? 600;
  const count = Math.round(seconds / unitSeconds);
  if (count < 1) return t("TURNKEEPER.Clock.Light.lessThan", { unit: unitText(preset, unitId, 1) });
  return t("TURNKEEPER.Clock.Light.about", { count, unit: unitText(preset, unitId, count) });
}

/** What is left of a light, roughly: ticks as burning or guttering, time in the exploring unit. */
export function roughLight(preset: Preset, timer: Timer, leftNow: number): Text {
  if (timer.mode === "ticks") {
    return leftNow <= 1 ? t("TURNKEEPER.Clock.Light.guttering") : t("TURNKEEPER.Clock.Light.burning");
  }
  return roughSpan(preset, leftNow, preset.time.modes.dungeon);
}
