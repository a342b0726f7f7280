/**
 * The real world's stage for the combat and system scenarios (Quench only, never in the release bundle): a
 * combat on no scene with placeholder combatants (a name, no actor or token: the GM's), deleted afterwards.
 */
import type { CombatLike } from "../combat/ports";
import { MODULE_ID } from "../setup/constants";
import { createCombatBatch, type CombatStage, type StagedCombatant } from "./combat";
import { createSystemsBatch } from "./systems";

const documents = new WeakMap<CombatLike, { delete(): Promise<unknown> }>();

export const foundryCombatStage = (): CombatStage => ({
  async create(combatants: readonly StagedCombatant[]) {
    const created = await CONFIG.Combat.documentClass.create({ scene: null, active: false });
    if (!created) throw new Error("Foundry did not create the combat");
    const made =
      (await created.createEmbeddedDocuments(
        "Combatant",
        combatants.map((c) => ({ name: `${c.name}`, hidden: c.hidden === true })),
      )) ?? [];
    // Foundry creates them in the order given.
    const ids = Object.fromEntries(combatants.map((c, i) => [c.name, made[i]?.id ?? ""]));
    const combat: CombatLike = created;
    documents.set(combat, created);
    const orders = combatants.flatMap((c) =>
      c.order === undefined ? [] : [{ _id: ids[c.name]!, flags: { [MODULE_ID]: { order: c.order } } }],
    );
    if (orders.length > 0) await combat.update({ combatants: orders });
    return { combat, ids };
  },
  async remove(combat: CombatLike) {
    await documents.get(combat)?.delete();
  },
});

/** The combat scenarios, staged in the real world. */
export const combatBatch = createCombatBatch(() => foundryCombatStage());

/** The scenarios of the world's own game system, staged likewise. */
export const systemsBatch = createSystemsBatch(() => foundryCombatStage());
