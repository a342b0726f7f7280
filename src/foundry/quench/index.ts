/**
 * Development-only entry (built by `npm run dev`, never shipped): registers Turnkeeper's scenarios as Quench
 * batches so anyone with a real Foundry world and the Quench module can run them.
 */
import type { FoundryEnv } from "../env/ports";
import { currentEnv } from "../env/globals";
import { clockBatch } from "./clock";
import { contractBatch, registerContractRequests } from "./contract";
import { combatBatch, systemsBatch } from "./combat-stage";
import { foundationBatch } from "./foundation";
import { mapBatch } from "./map";
import type { Quench } from "./quench-api";
import { recordBatch } from "./record";
import type { ScenarioBatch } from "./scenario";

const batches: readonly ScenarioBatch[] = [
  contractBatch,
  foundationBatch,
  clockBatch,
  combatBatch,
  systemsBatch,
  mapBatch,
  recordBatch,
];

export function registerQuenchBatches(quench: Quench, env: FoundryEnv): void {
  for (const batch of batches) {
    quench.registerBatch(
      batch.id,
      ({ describe, it, assert }) => {
        describe(batch.title, () => {
          for (const scenario of batch.scenarios) it(scenario.name, () => scenario.run(env, assert));
        });
      },
      // A batch that changes the world runs only when the GM ticks it.
      { displayName: batch.title, preSelected: !batch.scenarios.some((s) => s.writesWorld) },
    );
  }
}

// Every client with the development build answers the contract's who-am-I request, the active GM's included.
Hooks.once("init", () => registerContractRequests(currentEnv));
Hooks.on("quenchReady", (quench: Quench) => registerQuenchBatches(quench, currentEnv));
