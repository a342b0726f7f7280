/**
 * The world clock's running timers (a torch burning down, a spell's duration) as the tracker's countdowns,
 * for every host. Paused timers and lights burning by ticks have no moment to fire at, so they stay off the
 * strip.
 */
import type { Timer } from "../../core";
import type { ClockEffectInput, TrackerClock } from "./model";

/**
 * `combatantOf` names the combatant in the fight holding a timer's owner (an actor, a token), or null: the
 * countdown shows (and hides from players) with it.
 */
export function timerCountdowns(
  timers: readonly Timer[],
  worldTime: number,
  combatantOf: (owner: string) => string | null,
): TrackerClock {
  const effects: ClockEffectInput[] = [];
  for (const timer of timers) {
    if (timer.mode !== "running") continue;
    effects.push({
      id: `clock.${timer.id}`,
      label: timer.label,
      at: timer.endsAt,
      combatantId: timer.owner === undefined ? null : combatantOf(timer.owner),
    });
  }
  return { worldTime, effects };
}
