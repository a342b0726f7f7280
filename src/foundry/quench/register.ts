/**
 * Registers scenario batches with Quench (src/foundry/quench/index.ts hands it Turnkeeper's): one Quench batch
 * each, a test per scenario, run against this client's env.
 */
import type { FoundryEnv } from "../env/ports";
import type { Quench, QuenchContext } from "./quench-api";
import { ScenarioSkipped, type Scenario, type ScenarioBatch } from "./scenario";

/** Runs a scenario as a Quench test: one the world cannot show is marked skipped, its reason in the console. */
function quenchTest(env: FoundryEnv, assert: QuenchContext["assert"], scenario: Scenario) {
  return async function (this: { skip(): never }) {
    try {
      await scenario.run(env, assert);
    } catch (error) {
      if (!(error instanceof ScenarioSkipped)) throw error;
      console.info(`Turnkeeper | skipped "${scenario.name}": ${error.message}`);
      this.skip();
    }
  };
}

export function registerQuenchBatches(
  quench: Quench,
  env: FoundryEnv,
  batches: readonly ScenarioBatch[],
): void {
  for (const batch of batches) {
    quench.registerBatch(
      batch.id,
      ({ describe, it, assert }) => {
        describe(batch.title, () => {
          for (const scenario of batch.scenarios) it(scenario.name, quenchTest(env, assert, scenario));
        });
      },
      // A batch that changes the world runs only when the GM ticks it.
      { displayName: batch.title, preSelected: !batch.scenarios.some((s) => s.writesWorld) },
    );
  }
}
