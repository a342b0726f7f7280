/**
 * Which watches of the day the party marches in (R000-07, R000-08), and the force march that spends the day's
 * spare watch travelling too (R000-11): mounted, it counts as pushing the mounts, who then roll for their lives at
 * the day's end (R000-10). The travel day and the hex-by-hex step read the same rules here.
 */
import type { HexesPerWatch, WatchRole, WildernessRules } from "./rules";

type Day = WildernessRules["day"];

/** Whether the day has a spare watch a force march can travel in (R000-11). */
export const canForceMarch = (day: Day): boolean => day.watches.includes("rest");

/** The day's watches, a force march spending the first spare watch travelling (R000-11). */
export function dayRoles(day: Day, forceMarch: boolean): WatchRole[] {
  const roles = [...day.watches];
  if (forceMarch && canForceMarch(day)) roles[roles.indexOf("rest")] = "travel";
  return roles;
}

/** Which of the day's watches (from 0) a world time falls in, days starting at `dayStart`. */
export function watchOfDay(day: Day, at: number, dayStart: number): number {
  const daySeconds = day.watchSeconds * day.watches.length;
  const into = (((at - dayStart) % daySeconds) + daySeconds) % daySeconds;
  return Math.floor(into / day.watchSeconds);
}

/** Whether a world time falls in the watch a force march travels in: the day's first spare watch (R000-11). */
export function inForceMarchWatch(day: Day, at: number, dayStart: number): boolean {
  return canForceMarch(day) && watchOfDay(day, at, dayStart) === day.watches.indexOf("rest");
}

/**
 * Whether the mounts are pushed: by choice, or by a mounted force march where the rules count that as pushing
 * (R000-10, R000-11).
 */
export function pushesMounts(
  travel: HexesPerWatch,
  march: { readonly pushMounts: boolean; readonly forceMarch: boolean; readonly mounted: boolean },
): boolean {
  return march.pushMounts || (march.forceMarch && march.mounted && travel.forceMarchIsPushing);
}

/** What a preset's travel rules let the party choose: method (000), the weather (001), a force march. */
export function travelChoices(rules: WildernessRules): {
  readonly methods: boolean;
  readonly weather: boolean;
  readonly forceMarch: boolean;
} {
  return {
    methods: rules.travel.kind === "hexesPerWatch",
    weather: rules.travel.kind === "hoursPerHex",
    forceMarch: canForceMarch(rules.day),
  };
}
