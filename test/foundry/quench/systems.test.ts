/**
 * Runs the Quench scenarios of a GM's own system against each game system's fake (test/fakes/systems/), so
 * they are known to pass before anyone runs them in a world of that system.
 */
import { afterEach, assert, describe, it, vi } from "vitest";
import { createSystemsBatch } from "../../../src/foundry/quench/systems";
import { SYSTEMS } from "../../fakes/systems";
import { combatTable } from "../combat/harness";
import { fakeStage } from "./stage";

afterEach(() => vi.restoreAllMocks());

const batch = createSystemsBatch(() => {
  throw new Error("replaced per test");
});

describe.each(SYSTEMS)(`${batch.title}: $id`, (system) => {
  for (const [index, scenario] of batch.scenarios.entries()) {
    it(scenario.name, async () => {
      const t = await combatTable({ system });
      const staged = createSystemsBatch(() => fakeStage(t.server, t.gm)).scenarios[index]!;
      await staged.run(t.gm, assert);
      await t.settle();
      // Every scenario cleans up: no combat of its own is left.
      assert.deepEqual([...t.server.combats.keys()], [t.combatId]);
    });
  }
});
