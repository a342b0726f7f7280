/**
 * Time scales: the units a preset counts in, their lengths in world seconds (the same number Foundry keeps
 * as game.time.worldTime), where the day begins, and which unit each kind of play is counted in.
 */
import * as v from "valibot";
import { IdSchema, parseWith, uniqueBy, wholeNumber } from "../../schema";
import { coreError, type CoreError } from "../../util/errors";
import { err, ok, type Result } from "../../util/result";

export const DAY_SECONDS = 86_400;
export const PLAY_MODES = ["combat", "dungeon", "overland"] as const;
export type PlayMode = (typeof PLAY_MODES)[number];

const LabelSchema = v.strictObject({
  one: v.pipe(v.string(), v.nonEmpty()),
  other: v.pipe(v.string(), v.nonEmpty()),
  short: v.pipe(v.string(), v.nonEmpty()),
});

export const TimeUnitSchema = v.strictObject({
  id: IdSchema,
  seconds: wholeNumber(1),
  /** A place in the clock reading (day 3, watch 2 of 6, ...). Units that only help typing, like hours, are not. */
  clock: v.optional(v.boolean(), true),
  /** Report each new one as an event when time advances (a watch or a day began). */
  announce: v.optional(v.boolean(), false),
  /** More words a person may type for this unit ("t", "rds"); the id and its plural always work. */
  aliases: v.optional(v.array(v.pipe(v.string(), v.regex(/^[a-z]+$/, "time.badAlias"))), []),
  /** The game master's words for a custom unit; built-in unit ids are localized from lang/en.json. */
  label: v.optional(LabelSchema),
});

export const TimeScaleSchema = v.strictObject({
  units: v.pipe(v.array(TimeUnitSchema), v.nonEmpty(), uniqueBy("id")),
  /** Seconds after midnight where the day and its watches begin: 0 at midnight, 21600 at dawn (06:00). */
  dayStart: v.pipe(wholeNumber(0), v.maxValue(DAY_SECONDS - 1)),
  /** The unit each kind of play is counted in, e.g. rounds for combat, turns in dungeons, watches overland. */
  modes: v.strictObject({ combat: IdSchema, dungeon: IdSchema, overland: IdSchema }),
});

export type TimeUnit = v.InferOutput<typeof TimeUnitSchema>;
export type TimeScale = v.InferOutput<typeof TimeScaleSchema>;

/** Units every scale understands when a person types a duration, whatever the preset calls its own. */
const ABSOLUTE_UNITS: readonly TimeUnit[] = [
  { id: "second", seconds: 1, clock: false, announce: false, aliases: ["s", "sec"] },
  { id: "minute", seconds: 60, clock: false, announce: false, aliases: ["m", "min"] },
  { id: "hour", seconds: 3600, clock: false, announce: false, aliases: ["h", "hr"] },
];

/** The clock places, largest first. */
export function clockUnits(scale: TimeScale): TimeUnit[] {
  return scale.units.filter((u) => u.clock).sort((a, b) => b.seconds - a.seconds);
}

/** Finds a unit by id or by a word a person typed ("turns", "Watches", "rd"); preset units win over absolute ones. */
export function findUnit(scale: TimeScale, word: string): TimeUnit | undefined {
  const w = word.toLowerCase();
  const stems = [w];
  if (w.endsWith("es")) stems.push(w.slice(0, -2));
  if (w.endsWith("s")) stems.push(w.slice(0, -1));
  for (const units of [scale.units, ABSOLUTE_UNITS]) {
    for (const stem of stems) {
      const found = units.find((u) => u.id.toLowerCase() === stem || u.aliases.includes(stem));
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Checks what a schema cannot: clock units nest (each divides the next larger one, so "turn 14 of 24" is
 * exact), no word names two units, and every play mode names a unit.
 */
export function checkScale(scale: TimeScale, root = "time"): Result<TimeScale, CoreError> {
  const clock = clockUnits(scale);
  if (clock.length === 0)
    return err(coreError("time.noClockUnits", { path: `${root}.units` }, `${root}.units`));
  const indexOf = (u: TimeUnit) => scale.units.indexOf(u);
  for (let i = 1; i < clock.length; i++) {
    const parent = clock[i - 1] as TimeUnit;
    const unit = clock[i] as TimeUnit;
    if (parent.seconds % unit.seconds !== 0 || parent.seconds === unit.seconds) {
      const path = `${root}.units[${indexOf(unit)}].seconds`;
      const params = {
        path,
        unit: unit.id,
        seconds: unit.seconds,
        parent: parent.id,
        parentSeconds: parent.seconds,
      };
      return err(coreError("time.unitsNotNested", params, path));
    }
  }
  const words = new Map<string, string>();
  for (const [i, unit] of scale.units.entries()) {
    for (const [j, word] of [unit.id.toLowerCase(), ...unit.aliases].entries()) {
      const owner = words.get(word);
      if (owner !== undefined && owner !== unit.id) {
        const path = j === 0 ? `${root}.units[${i}].id` : `${root}.units[${i}].aliases[${j - 1}]`;
        return err(coreError("time.duplicateWord", { path, word, unit: owner }, path));
      }
      words.set(word, unit.id);
    }
  }
  for (const mode of PLAY_MODES) {
    const id = scale.modes[mode];
    if (!scale.units.some((u) => u.id === id)) {
      const path = `${root}.modes.${mode}`;
      return err(coreError("time.unknownUnit", { path, unit: id }, path));
    }
  }
  return ok(scale);
}

/** Validates a time scale typed by a game master: the schema, then the cross-checks. */
export function parseTimeScale(input: unknown, root = "time"): Result<TimeScale, CoreError> {
  const parsed = parseWith(TimeScaleSchema, input, root);
  return parsed.ok ? checkScale(parsed.value, root) : parsed;
}
