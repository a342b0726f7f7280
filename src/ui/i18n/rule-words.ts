/**
 * Texts for the words the rules use as ids (terrains, attitudes, effects, seasons, log reasons). Built-in ids
 * have keys in lang/en.json; ids a game master invents in a custom preset are shown as written.
 */
import { ATTITUDES, BUILT_IN_TERRAINS, SEASONS, type ActionDef, type Preset, type Reason } from "../../core";
import { label, t, type Text, type TextValue } from "./text";
import { areaText } from "../actions/areas";

export const EFFECT_TYPES = [
  "encounter",
  "sign",
  "lightTick",
  "fatigue",
  "loud",
  "nothing",
  "custom",
] as const;

/** Reasons the session itself logs (actions and units are named from the preset). */
export const SESSION_REASONS = [
  "advance",
  "rest",
  "camp",
  "travel",
  "light",
  "extinguish",
  "refuel",
  "replaceLight",
  "lightTick",
  "loud",
  "preset",
  "sync",
  "setup",
  "combat",
  "move",
  "wait",
] as const;

const has = (list: readonly string[], id: string) => list.includes(id);

/** A built-in id's words under `prefix`; anything else as written. */
const known = (list: readonly string[], prefix: string, id: string): TextValue =>
  has(list, id) ? t(prefix + id) : id;

export function terrainText(terrain: string): TextValue {
  return terrain === ""
    ? t("TURNKEEPER.Terrain.unknown")
    : known(BUILT_IN_TERRAINS, "TURNKEEPER.Terrain.", terrain);
}

export const attitudeText = (attitude: string) => known(ATTITUDES, "TURNKEEPER.Attitude.", attitude);
/** What a check came to in the log: an effect, or none yet (a reminder due, a check waiting for the GM). */
const OUTCOMES: readonly string[] = [...EFFECT_TYPES, "due", "pending"];
export const effectTypeText = (type: string) => known(OUTCOMES, "TURNKEEPER.Effect.", type);
export const seasonText = (season: string) => known(SEASONS, "TURNKEEPER.Season.", season);
/** The attributes the built-in presets name: 000's Brawn (an encumbered member's Exertion) and Cunning. */
export const attributeText = (attribute: string) =>
  known(["brawn", "cunning"], "TURNKEEPER.Attribute.", attribute);

/**
 * The word for `count` of a unit: a built-in unit's key (its plural categories chosen by the locale's rules), or
 * a custom unit's own label (a singular and a plural only).
 */
export function unitText(preset: Preset, unitId: string, count: number): TextValue {
  const unit = preset.time.units.find((u) => u.id === unitId);
  if (unit?.label) return unit.label[count === 1 ? "one" : "other"];
  return t(`TURNKEEPER.Time.Unit.${unitId}`, { count });
}

/**
 * The session's reasons whose note is an id of the rules, not someone's words: travel's and camp's terrain,
 * the light source lit. Shown as that id's words.
 */
function notedReason(preset: Preset, kind: string, note: string): Text | null {
  switch (kind) {
    case "travel":
    case "camp":
      return t(`TURNKEEPER.Log.Reason.${kind}In`, { terrain: terrainText(note) });
    case "move":
      return has(["normal", "cautious", "quick", "running"], note)
        ? t("TURNKEEPER.Log.Reason.moveAt", { pace: t(`TURNKEEPER.Pace.${note}`) })
        : null;
    case "light": {
      const source = preset.lights.sources.find((s) => s.id === note);
      return source
        ? t("TURNKEEPER.Log.Reason.lightOf", { light: label(source.label) })
        : t("TURNKEEPER.Log.Reason.light");
    }
    default:
      return null;
  }
}

/** An action's name, with the areas it covered where it is timed per area (R002-09). */
function actionText(action: ActionDef, areas: number | undefined): Text {
  if (areas === undefined || action.perSquareFeet === undefined) return label(action.label);
  const area = areaText(action.perSquareFeet);
  return t("TURNKEEPER.Log.Reason.areas", { what: label(action.label), count: areas, area });
}

/** "+3 turns". */
const unitReason = (preset: Preset, unitId: string, count: number): Text =>
  t("TURNKEEPER.Log.Reason.unit", { count, unit: unitText(preset, unitId, count) });

/** How many of a unit `seconds` make: "+3 turns" for an advance of three (one where it says not how long). */
function unitCount(preset: Preset, unitId: string, seconds: number | undefined): number {
  const unit = preset.time.units.find((u) => u.id === unitId);
  return unit && seconds !== undefined ? Math.max(1, Math.round(seconds / unit.seconds)) : 1;
}

/**
 * What a log entry was for: an action's or unit's name from the preset, or the session's own reasons; `seconds`,
 * the entry's span, counts an advance by units.
 */
export function reasonText(preset: Preset, reason: Reason, seconds?: number): TextValue {
  const noted = reason.note ? notedReason(preset, reason.kind, reason.note) : null;
  if (noted) return noted;
  if (reason.combat) {
    const { round, segment } = reason.combat;
    return segment > 0
      ? t("TURNKEEPER.Log.Reason.combatAt", { round, segment })
      : t("TURNKEEPER.Log.Reason.combatRound", { round });
  }
  const action = preset.actions.actions.find((a) => a.id === reason.kind);
  const what: Text = action
    ? actionText(action, reason.areas)
    : preset.time.units.some((u) => u.id === reason.kind)
      ? unitReason(preset, reason.kind, unitCount(preset, reason.kind, seconds))
      : has(SESSION_REASONS, reason.kind)
        ? t(`TURNKEEPER.Log.Reason.${reason.kind}`)
        : t("TURNKEEPER.Log.Reason.other", { kind: reason.kind });
  return reason.note ? t("TURNKEEPER.Log.withNote", { what, note: reason.note }) : what;
}
