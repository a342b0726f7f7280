/**
 * Which combats Turnkeeper runs, and adopting the others. A combat is Turnkeeper's when it holds Turnkeeper's
 * state, or when there is nothing of core's to keep yet (not begun, nobody's initiative set). Any other combat
 * was begun without Turnkeeper (created before it was enabled, or rolled by another module): it stays core's
 * and the system's own, the Combat class's overrides falling through to `super`, until the GM runs it with
 * Turnkeeper. Adopting is one step: each combatant with an initiative joins the count, either in the order it
 * had, its place in that order its starting segment (the first 1, the next 2, ..., as far as its die goes), or
 * with a roll of its own die; then a combat under way begins counting, from whoever acted in it.
 */
import { initiativeRange } from "../../core";
import type { TrackerIntent } from "../../ui/combat";
import type { CombatantLike, CombatLike } from "./ports";
import type { AdoptionOrder } from "./steps";
import { combatantFlags, combatFlag } from "./store";

const hasInitiative = (c: CombatantLike) => typeof c.initiative === "number";

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

/** Those with an initiative, in core's order, from whoever acts now in a combat under way. */
function joining(combat: CombatLike): CombatantLike[] {
  const order = combat.turns.filter((c) => c.id !== null && hasInitiative(c));
  const acting = combat.started ? order.findIndex((c) => c.id === combat.combatant?.id) : -1;
  return acting > 0 ? [...order.slice(acting), ...order.slice(0, acting)] : order;
}

/**
 * The intents that adopt a combat: each joins (kept: its place in the order as its roll, within its die),
 * those defeated are set aside, then a combat under way begins.
 */
export function adoptionIntents(combat: CombatLike, order: AdoptionOrder, die: string): TrackerIntent[] {
  const members = joining(combat);
  const intents: TrackerIntent[] = members.map((c, place) => {
    const id = c.id!;
    if (order === "rolled") return { type: "roll", id };
    const range = initiativeRange(combatantFlags(c).die ?? die) ?? { min: 1, max: 1 };
    return { type: "roll", id, roll: Math.min(range.min + place, range.max) };
  });
  for (const c of members) if (c.defeated) intents.push({ type: "defeat", id: c.id! });
  if (combat.started) intents.push({ type: "begin" });
  return intents;
}
