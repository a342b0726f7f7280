/** The fake's stage for the combat scenarios: combats of placeholder combatants made and deleted by the GM on the server. */
import type { CombatLike } from "../../../src/foundry/combat/ports";
import type { CombatStage } from "../../../src/foundry/quench/combat";
import type { FakeClient } from "../../fakes/foundry";
import type { FakeCombatServer } from "../../fakes/foundry-combat";

export function fakeStage(server: FakeCombatServer, gm: FakeClient): CombatStage {
  return {
    async create(combatants) {
      const id = server.createCombat(
        gm.user,
        combatants.map((c) => ({
          name: c.name,
          hidden: c.hidden === true,
          ...(c.order === undefined ? {} : { flags: { turnkeeper: { order: c.order } } }),
        })),
      );
      const combat = server.clientOf(gm).doc(id)! as CombatLike;
      const ids = Object.fromEntries(server.combats.get(id)!.combatants.map((c) => [c.name, c._id]));
      return { combat, ids };
    },
    async remove(combat) {
      server.deleteCombat(gm.user, combat.id!);
    },
  };
}
