/**
 * Development-only entry (built by `npm run dev`, never shipped): registers Turnkeeper's scenarios as Quench
 * batches so anyone with a real Foundry world and the Quench module can run them.
 */
import { currentEnv } from "../env/globals";
import { calendarBatch } from "./calendar";
import { clockBatch } from "./clock";
import { contractBatch, registerContractRequests } from "./contract";
import { combatBatch, systemsBatch } from "./combat-stage";
import { foundationBatch } from "./foundation";
import { mapBatch } from "./map";
import type { Quench } from "./quench-api";
import { recordBatch } from "./record";
import { registerQuenchBatches } from "./register";
import type { ScenarioBatch } from "./scenario";

const batches: readonly ScenarioBatch[] = [
  contractBatch,
  foundationBatch,
  clockBatch,
  combatBatch,
  systemsBatch,
  mapBatch,
  recordBatch,
  calendarBatch,
];

// Every client with the development build answers the contract's who-am-I request, the active GM's included.
Hooks.once("init", () => registerContractRequests(currentEnv));
Hooks.on("quenchReady", (quench: Quench) => registerQuenchBatches(quench, currentEnv, batches));
