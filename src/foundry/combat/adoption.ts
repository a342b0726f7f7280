/**
 * Which combats Turnkeeper runs, and adopting the others. A combat is Turnkeeper's when it holds Turnkeeper's
 * state, or when there is nothing of core's to keep yet (not begun, nobody's initiative set). Any other combat
 * was begun without Turnkeeper (created before it was enabled, or rolled by another module): it stays core's
 * and the system's own, the Combat class's overrides falling through to `super`, until the GM runs it with
 * Turnkeeper. Adopting is one step: each combatant with an initiative joins the count, either in the order it
 * had, its place in that order its starting segment (the first 1, the next 2, ..., as far as its die goes), or
 * with a roll of its own die; then a combat under way begins counting, from whoever acted in it (the intents
 * that do so are in adopting.ts, loaded with the GM's driver).
 */
import type { CombatantLike, CombatLike } from "./ports";
import { combatFlag } from "./store";

export const hasInitiative = (c: CombatantLike) => typeof c.initiative === "number";

/**
 * Whether Turnkeeper runs the combat; `besides` leaves some combatants' initiative out (typed in before anyone
 * rolled, it is what rolls them into the count).
 */
export function runsCombat(combat: CombatLike, besides: readonly string[] = []): boolean {
  if (combatFlag(combat) !== undefined) return true;
  const counts = (c: CombatantLike) => c.id !== null && !besides.includes(c.id) && hasInitiative(c);
  return combat.round === 0 && !combat.combatants.contents.some(counts);
}

/** Whether the GM may run the combat with Turnkeeper (the tracker offers "Run this fight with Turnkeeper"). */
export function offersAdoption(combat: CombatLike): boolean {
  return !runsCombat(combat);
}
