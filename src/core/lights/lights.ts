/**
 * Light sources as preset data. A light burns by time (a torch for 6 turns) or by ticks that the encounter
 * table hands out (2 ticks put out a torch); either way it becomes an ordinary timer of kind "light".
 */
import * as v from "valibot";
import { errorAt, IdSchema, uniqueBy, wholeNumber } from "../schema";
import { fixedSeconds, parseDuration, type TimeScale } from "../clock/time";
import { coreError, type CoreError } from "../util/errors";
import { err, ok, type Result } from "../util/result";
import type { Burn, NewTimer } from "../clock/timers/commands";
import type { Timer, TimerState } from "../clock/timers/model";
import { left } from "../clock/timers/queries";

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
function burnSeconds(duration: string, scale: TimeScale, path: string): Result<number, CoreError> {
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

/** The timer that lighting `sourceId` starts, ready for a "startTimer" command. */
export function lightTimer(
  lights: LightsSection,
  scale: TimeScale,
  sourceId: string,
  owner?: string,
): Result<NewTimer, CoreError> {
  const index = lights.sources.findIndex((s) => s.id === sourceId);
  const source = lights.sources[index];
  if (!source) return err(coreError("timer.unknownLight", { light: sourceId }));
  const base = {
    kind: "light" as const,
    label: source.label,
    source: source.id,
    ...(owner === undefined ? {} : { owner }),
  };
  if (source.burn.by === "ticks") return ok({ ...base, burn: { by: "ticks", ticks: source.burn.ticks } });
  const seconds = burnSeconds(source.burn.duration, scale, `lights.sources[${index}].burn.duration`);
  return seconds.ok ? ok({ ...base, burn: { by: "time", seconds: seconds.value } }) : seconds;
}

/** The light burning for each owner: the newest running one (the latest started; of those, the last id). */
export function burning(state: TimerState): Map<string, string> {
  const lit = state.timers
    .filter((t) => t.kind === "light" && (t.mode === "running" || (t.mode === "ticks" && t.running)))
    .sort((a, b) => a.startedAt - b.startedAt || (a.id < b.id ? -1 : 1));
  // Later entries win: each owner ends with its newest light.
  return new Map(lit.flatMap((t) => (t.owner === undefined ? [] : [[t.owner, t.source ?? ""]])));
}

/** What a preset switch makes of a light lit under the old preset. */
export type LightSwitch =
  | { readonly kind: "kept" }
  /** Burning the new preset's way from now on: `left` of a full load of `capacity`. */
  | { readonly kind: "reburnt"; readonly left: Burn; readonly capacity: number }
  /** The new preset has no such source (or cannot burn it): the light ends. */
  | { readonly kind: "ended" };

/**
 * A light under a new preset: kept when the new preset's source of the same id burns the same way; else burning
 * the new way for the same share of its load (a torch half burnt by ticks has half its new burn time left, at
 * least one second or tick), or ended when the preset has no source of that id.
 */
export function switchLight(
  timer: Timer,
  lights: LightsSection,
  scale: TimeScale,
  time: number,
): LightSwitch {
  const spec = lightTimer(lights, scale, timer.source ?? "");
  if (!spec.ok) return { kind: "ended" };
  const burn = spec.value.burn;
  if ((timer.mode === "ticks") === (burn.by === "ticks")) return { kind: "kept" };
  const capacity = burn.by === "time" ? burn.seconds : burn.ticks;
  const share = Math.max(1, Math.round((left(timer, time) / timer.capacity) * capacity));
  return {
    kind: "reburnt",
    left: burn.by === "time" ? { by: "time", seconds: share } : { by: "ticks", ticks: share },
    capacity,
  };
}
