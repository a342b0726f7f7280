/** Runs the combat Quench scenarios against the fake, so they are known to pass before anyone runs them in Foundry. */
import { afterEach, assert, describe, it, vi } from "vitest";
import type { CombatLike } from "../../../src/foundry/combat/ports";
import { createCombatBatch, type CombatStage } from "../../../src/foundry/quench/combat";
import type { FakeClient } from "../../fakes/foundry";
import type { FakeCombatServer } from "../../fakes/foundry-combat";
import { combatTable } from "../combat/harness";

afterEach(() => vi.restoreAllMocks());

/** The fake's stage: combats of placeholder combatants made and deleted by the GM on the server. */
function fakeStage(server: FakeCombatServer, gm: FakeClient): CombatStage {
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

const batch = createCombatBatch(() => {
  throw new Error("replaced per test");
});

describe(batch.title, () => {
  for (const [index, scenario] of batch.scenarios.entries()) {
    it(scenario.name, async () => {
      const t = await combatTable();
      const staged = createCombatBatch(() => fakeStage(t.server, t.gm)).scenarios[index]!;
      await staged.run(t.gm, assert);
      // Every scenario cleans up: no combat of its own is left, and the world clock was not rounded up.
      assert.deepEqual([...t.server.combats.keys()], [t.combatId]);
    });
  }
});
