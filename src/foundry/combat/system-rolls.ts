/**
 * What a game system does after its own initiative roll, run after the engine's roll on a combat Turnkeeper
 * runs. There Turnkeeper does not call the system's `rollInitiative` (combat-class.ts): the system's die is not
 * the count's, and its method would roll it, post it to chat and write the initiative the count owns. Nor can
 * the system's method be given the count's die: dnd5e's combatants roll the actor's own initiative whatever
 * formula core is given (`Combatant5e#getInitiativeRoll`), and pf2e's method rolls each creature's statistic
 * with its own card and dialog. So the work a system does after its roll, read from its public source
 * (docs/contract/systems.md), runs here once the count's roll is written: dnd5e's `Combat5e#rollInitiative`
 * recovers, after `super`, the uses each rolled combatant recovers on initiative. The other systems' methods
 * do nothing after the roll itself.
 */
import type { CombatantLike, CombatLike } from "./ports";

/**
 * dnd5e's `Combat5e#_recoverUses(types)`: for each combatant not defeated, the recovery periods whose value is
 * `true` or that combatant (`{ initiative: combatant }` after its initiative roll).
 */
interface RecoversUses {
  _recoverUses(types: Readonly<Record<string, true | CombatantLike>>): unknown;
}

const recoversUses = (combat: CombatLike): combat is CombatLike & RecoversUses =>
  typeof (combat as Partial<RecoversUses>)._recoverUses === "function";

/** Runs what the system does after an initiative roll for each combatant rolled, in order, as it does. */
export async function afterInitiative(combat: CombatLike, ids: readonly string[]): Promise<void> {
  if (!recoversUses(combat)) return;
  for (const id of ids) {
    const combatant = combat.combatants.get(id);
    if (combatant) await combat._recoverUses({ initiative: combatant });
  }
}
