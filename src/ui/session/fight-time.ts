/**
 * Time a fight took, as its host tells it. Its own module: every client's combat watch (the Foundry host's
 * combat-time.ts) reads it, while the change of time that logs it (time-change.ts) runs on the writer alone.
 */
import { toClock, type CombatState } from "../../core";

/** Time a fight took, as its host tells it: which fight, and where its count stands after the step. */
export interface CombatTime {
  readonly fight: string;
  readonly round: number;
  readonly segment: number;
}

/** A fight's time from the engine's count (its absolute segment and the rules that read it). */
export function fightTime(fight: string, count: Pick<CombatState, "now" | "rules">): CombatTime {
  const { round, segment } = toClock(count.now, count.rules);
  return { fight, round, segment };
}
