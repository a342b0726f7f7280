/** Runs the campaign record's Quench scenarios against the fake (v13 and v14), before anyone runs them in Foundry. */
import { afterEach, assert, describe, it, vi } from "vitest";
import { recordBatch } from "../../../src/foundry/quench/record";
import { quenchWorld } from "./world";

afterEach(() => vi.restoreAllMocks());

describe(recordBatch.title, () => {
  for (const scenario of recordBatch.scenarios) {
    it(scenario.name, async () => {
      const { world, gm } = await quenchWorld();
      await world.settle();
      const before = world.journalServer.writes.length;
      await scenario.run(gm, assert);
      if (scenario.writesWorld) {
        // The fake's server counts requests: one for the change (the day's first page made, in a new world),
        // one for its undo, both the GM's.
        const requests = world.journalServer.writes.slice(before);
        assert.deepEqual(
          requests.map((w) => w.by),
          [gm.user.id, gm.user.id],
        );
      }
    });
  }
});
