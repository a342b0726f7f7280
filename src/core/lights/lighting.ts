/**
 * Lighting and relighting: the timer a light source starts (an ordinary timer of kind "light"), and what a
 * preset switch makes of a light already burning. Only the writer's session runs these; the sources as preset
 * data, which every client reads, are in lights.ts.
 */
import type { TimeScale } from "../clock/time";
import { coreError, type CoreError } from "../util/errors";
import { err, ok, type Result } from "../util/result";
import type { Burn, NewTimer } from "../clock/timers/commands";
import type { Timer } from "../clock/timers/model";
import { left } from "../clock/timers/queries";
import { burnSeconds, type LightsSection } from "./lights";

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
