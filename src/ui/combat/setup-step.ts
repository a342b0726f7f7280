/**
 * The step before the count (R003-03, R003-05): while a fight is in setup, each of the GM's rows carries a
 * compact line in sight, not behind ▸, with what its roll uses: its side, its initiative die and its
 * surprise, a choice until it rolls (the roll counts it in).
 */
import { SURPRISES, type CombatState, type Surprise } from "../../core";
import type { SetupLineView, SurpriseOption } from "./model";
import { SIDES } from "./settings";

/** The surprise select's choices, `current` selected. */
export function surpriseOptions(current: Surprise): SurpriseOption[] {
  return SURPRISES.map((value) => ({
    value,
    key: `TURNKEEPER.Tracker.Surprise.${value}`,
    selected: value === current,
  }));
}

/** What the line reads of a combatant: the host's data and whether it rolled. */
export interface SetupSubject {
  readonly side: string;
  readonly surprise: Surprise;
  readonly initiativeDie: string | null;
  readonly rolled: boolean;
}

/** The line before the count for the GM; null once the count runs, and for players. */
export function setupLine(state: CombatState, isGM: boolean, subject: SetupSubject): SetupLineView | null {
  if (!isGM || state.phase !== "setup") return null;
  const own = subject.initiativeDie;
  const side = SIDES.includes(subject.side) ? subject.side : "other";
  return {
    sideKey: `TURNKEEPER.Tracker.BeforeCount.With.${side}`,
    die: own ?? state.rules.initiativeDie,
    dieKey: own === null ? "TURNKEEPER.Tracker.BeforeCount.Die" : "TURNKEEPER.Tracker.BeforeCount.OwnDie",
    surpriseKey: `TURNKEEPER.Tracker.Surprise.${subject.surprise}`,
    surpriseOptions: subject.rolled ? [] : surpriseOptions(subject.surprise),
  };
}
