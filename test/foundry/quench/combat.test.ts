/** Runs the combat Quench scenarios against the fake, so they are known to pass before anyone runs them in Foundry. */
import { afterEach, assert, describe, it, vi } from "vitest";
import { createCombatBatch } from "../../../src/foundry/quench/combat";
import { combatTable } from "../combat/harness";
import { fakeStage } from "./stage";

afterEach(() => vi.restoreAllMocks());

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
