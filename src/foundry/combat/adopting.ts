/**
 * The intents that adopt a combat begun without Turnkeeper (adoption.ts says which combats those are): the
 * active GM's driver runs them, so they load with it, not at start.
 */
import { initiativeRange } from "../../core";
import type { TrackerIntent } from "../../ui/combat";
import { hasInitiative } from "./adoption";
import type { CombatantLike, CombatLike } from "./ports";
import type { AdoptionOrder } from "./steps";
import { combatantFlags } from "./store";

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
