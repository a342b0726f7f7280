/**
 * The watch a world time falls in: where it starts, and what is left of it. Its own module because the clock
 * every client shows reads it, while a hex of travel (step.ts) is worked out by the writing client alone.
 */
import type { WildernessRules } from "./rules";

/** The start of the watch a world time falls in, watches counted from the day's start. */
export function watchStartOf(at: number, dayStart: number, watchSeconds: number): number {
  return at - ((((at - dayStart) % watchSeconds) + watchSeconds) % watchSeconds);
}

/** What is left of the watch a world time falls in: its seconds, and (000) the hexes the party's method still makes on open ground. */
export interface WatchLeft {
  readonly seconds: number;
  readonly hexes: number | null;
}

export function watchLeft(
  rules: WildernessRules,
  at: number,
  dayStart: number,
  method: "foot" | "mounted" | "pushed" = "foot",
): WatchLeft {
  const { watchSeconds } = rules.day;
  const seconds = watchStartOf(at, dayStart, watchSeconds) + watchSeconds - at;
  const { travel } = rules;
  const hexes =
    travel.kind === "hexesPerWatch" ? Math.floor((travel.methods[method] * seconds) / watchSeconds) : null;
  return { seconds, hexes };
}
