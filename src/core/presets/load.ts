/**
 * Custom presets: JSON a game master edits, migrated from older versions, validated by schema and then
 * across sections (durations read in the preset's own units, the sections agree on unit lengths).
 * An invalid preset never replaces the last valid one.
 */
import * as v from "valibot";
import { checkActions } from "../actions";
import { issueToError, migrateVersioned, parseWith, type Migration } from "../schema";
import { checkScale, findUnit } from "../clock/time";
import { checkLights } from "../clock/timers";
import { coreError, type CoreError } from "../util/errors";
import { err, ok, type Result } from "../util/result";
import { PRESET_VERSION, PresetSchema, type Preset } from "./model";

/** Version 1 is the first stored shape; later versions add a step here. */
const MIGRATIONS: readonly Migration[] = [];

/** The other sections state some unit lengths themselves; they must match the time scale's. */
function checkAgreement(preset: Preset): Result<Preset, CoreError> {
  const seconds = (mode: keyof Preset["time"]["modes"]) => {
    const id = preset.time.modes[mode];
    return { unit: id, seconds: findUnit(preset.time, id)?.seconds ?? 0 };
  };
  const combatRound = preset.combat.secondsPerSegment * preset.combat.segmentsPerRound;
  const claims = [
    { path: "dungeon.turnSeconds", value: preset.dungeon.turnSeconds, ...seconds("dungeon") },
    {
      path: "wilderness.day.watchSeconds",
      value: preset.wilderness.day.watchSeconds,
      ...seconds("overland"),
    },
    // A segment length of 0 leaves combat untimed, so there is nothing to agree on.
    ...(combatRound > 0
      ? [{ path: "combat.secondsPerSegment", value: combatRound, ...seconds("combat") }]
      : []),
  ];
  for (const claim of claims) {
    if (claim.value !== claim.seconds) {
      return err(coreError("preset.inconsistent", claim, claim.path));
    }
  }
  return ok(preset);
}

/** What the checks across sections find wrong with a preset that passed its schema, in order. */
function sectionProblems(preset: Preset): CoreError[] {
  const checks = [
    checkScale(preset.time, "time"),
    checkLights(preset.lights, preset.time, "lights"),
    checkActions(preset.actions, preset.time, "actions"),
  ];
  const problems = checks.flatMap((check) => (check.ok ? [] : [check.error]));
  if (problems.length > 0) return problems;
  const agreed = checkAgreement(preset);
  return agreed.ok ? [] : [agreed.error];
}

export function parsePreset(input: unknown): Result<Preset, CoreError> {
  const migrated = migrateVersioned(input, PRESET_VERSION, MIGRATIONS);
  if (!migrated.ok) return migrated;
  const parsed = parseWith(PresetSchema, migrated.value);
  if (!parsed.ok) return parsed;
  const [problem] = sectionProblems(parsed.value);
  return problem ? err(problem) : parsed;
}

/**
 * Every problem that keeps `input` from being a preset, each with its exact path, for an editor to list: all
 * of the schema's issues, or (once the schema passes) what the checks across sections find. Empty when valid.
 */
export function presetProblems(input: unknown): CoreError[] {
  const migrated = migrateVersioned(input, PRESET_VERSION, MIGRATIONS);
  if (!migrated.ok) return [migrated.error];
  const parsed = v.safeParse(PresetSchema, migrated.value);
  if (!parsed.success) return parsed.issues.map((issue) => issueToError(issue));
  return sectionProblems(parsed.output);
}

/** The preset to use after an edit: the new one if valid, else the last valid one and why the edit failed. */
export function acceptPreset(
  last: Preset,
  input: unknown,
): { readonly preset: Preset; readonly error?: CoreError } {
  const parsed = parsePreset(input);
  return parsed.ok ? { preset: parsed.value } : { preset: last, error: parsed.error };
}
