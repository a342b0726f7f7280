/**
 * Light sources as preset data. A light burns by time (a torch for 6 turns) or by ticks that the encounter
 * table hands out (2 ticks put out a torch); either way it becomes an ordinary timer of kind "light"
 * (lighting.ts, which only the writer runs).
 */
import * as v from "valibot";
import { errorAt, IdSchema, uniqueBy, wholeNumber } from "../schema";
import { fixedSeconds, parseDuration, type TimeScale } from "../clock/time";
import { coreError, type CoreError } from "../util/errors";
import { err, ok, type Result } from "../util/result";
import type { TimerState } from "../clock/timers/model";

export const LightSourceSchema = v.strictObject({
  id: IdSchema,
  /** A localization key for built-in sources, or the game master's own name. */
  label: v.string(),
  burn: v.variant("by", [
    /** A fixed duration in the preset's units, e.g. "6 turns". */
    v.strictObject({ by: v.literal("time"), duration: v.string() }),
    v.strictObject({ by: v.literal("ticks"), ticks: wholeNumber(1) }),
  ]),
});
export type LightSource = v.InferOutput<typeof LightSourceSchema>;

export const LightsSectionSchema = v.strictObject({
  sources: v.pipe(v.array(LightSourceSchema), uniqueBy("id")),
});
export type LightsSection = v.InferOutput<typeof LightsSectionSchema>;

/** The seconds a time-burning light lasts under a scale; a duration with dice is refused. */
export function burnSeconds(duration: string, scale: TimeScale, path: string): Result<number, CoreError> {
  const parsed = parseDuration(duration, scale);
  if (!parsed.ok) return err(errorAt(parsed.error, path));
  const seconds = fixedSeconds(parsed.value);
  if (seconds === undefined || seconds < 1)
    return err(coreError("timer.badLightDuration", { path, duration }, path));
  return ok(seconds);
}

/** Every time-burning source must read as a fixed duration in the preset's own units. */
export function checkLights(
  lights: LightsSection,
  scale: TimeScale,
  root = "lights",
): Result<LightsSection, CoreError> {
  for (const [i, source] of lights.sources.entries()) {
    if (source.burn.by !== "time") continue;
    const seconds = burnSeconds(source.burn.duration, scale, `${root}.sources[${i}].burn.duration`);
    if (!seconds.ok) return seconds;
  }
  return ok(lights);
}

/** The light burning for each owner: the newest running one (the latest started; of those, the last id). */
export function burning(state: TimerState): Map<string, string> {
  const lit = state.timers
    .filter((t) => t.kind === "light" && (t.mode === "running" || (t.mode === "ticks" && t.running)))
    .sort((a, b) => a.startedAt - b.startedAt || (a.id < b.id ? -1 : 1));
  // Later entries win: each owner ends with its newest light.
  return new Map(lit.flatMap((t) => (t.owner === undefined ? [] : [[t.owner, t.source ?? ""]])));
}
