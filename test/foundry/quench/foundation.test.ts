/** Runs the Quench scenarios against the fake, so they are known to pass before anyone runs them in Foundry. */
import { assert, describe, it, vi } from "vitest";
import { foundationBatch } from "../../../src/foundry/quench/foundation";
import { startTurnkeeper } from "../../../src/foundry/setup/start";
import { FakeWorld } from "../../fakes/foundry";

describe(foundationBatch.title, () => {
  for (const scenario of foundationBatch.scenarios) {
    it(scenario.name, async () => {
      vi.spyOn(console, "info").mockImplementation(() => undefined);
      const gm = new FakeWorld("2.0.0").connect("Gamemaster", true);
      startTurnkeeper(gm);
      await gm.boot();
      await scenario.run(gm, assert);
    });
  }
});
