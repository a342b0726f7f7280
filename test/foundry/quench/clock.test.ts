/** Runs the clock's Quench scenarios against the fake, so they are known to pass before anyone runs them in Foundry. */
import { assert, describe, it } from "vitest";
import { clockBatch } from "../../../src/foundry/quench/clock";
import { quenchWorld } from "./world";

describe(clockBatch.title, () => {
  for (const scenario of clockBatch.scenarios) {
    it(scenario.name, async () => {
      const { gm } = await quenchWorld();
      await scenario.run(gm, assert);
    });
  }
});
