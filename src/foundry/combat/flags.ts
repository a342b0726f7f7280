/**
 * What Turnkeeper keeps on a Foundry combat, as stored: the combat-wide part of the engine's state in the
 * Combat's flags, each combatant's part and host data in its Combatant's flags (store.ts reads and writes
 * them).
 */
import type { CombatantState, CombatState, Surprise } from "../../core";
import type { RecoveryChoice } from "../../ui/combat";

/** The combat-wide part of the state: everything but who is where (that lives on the combatants). */
export type SavedCombat = Omit<CombatState, "queue" | "aside" | "interrupter">;

export interface CombatFlag {
  readonly state: SavedCombat;
  /** World time when the count began, to round the fight's time up when it ends. */
  readonly startedAt: number | null;
}

/** A combatant's part: its engine state, its place among those set aside, and whether it interrupts. */
export interface EngineFlag {
  readonly state: Omit<CombatantState, "id">;
  readonly aside: number | null;
  readonly interrupting: boolean;
}

/** What Turnkeeper keeps on a Combatant. */
export interface CombatantFlags {
  readonly engine?: EngineFlag;
  /** Chosen by the GM before it rolls (R003-07, R003-08). */
  readonly surprise?: Surprise;
  /** Its own initiative die (R003-05); null or absent for the rules' die. */
  readonly die?: string | null;
  /** Initiative Order (R003-11). */
  readonly order?: number;
  /** Side for the Tide of Battle, when not read from the token's disposition. */
  readonly side?: string;
  /** The Recovery Time it used last. */
  readonly recovery?: RecoveryChoice;
}
