/** Runs the clock's Quench scenarios against the fake, so they are known to pass before anyone runs them in Foundry. */
import { assert, describe, it, vi } from "vitest";
import { clockBatch } from "../../src/foundry/quench/clock";
import { startTurnkeeper } from "../../src/foundry/module";
import { FakeWorld } from "../fakes/foundry";

describe(clockBatch.title, () => {
  for (const scenario of clockBatch.scenarios) {
    it(scenario.name, async () => {
      vi.spyOn(console, "info").mockImplementation(() => undefined);
      const world = new FakeWorld("2.0.0");
      const gm = world.connect("Gamemaster", true);
      world.connect("Player", false);
      for (const c of world.clients) {
        startTurnkeeper(c);
        await c.boot();
      }
      await scenario.run(gm, assert);
    });
  }
});
