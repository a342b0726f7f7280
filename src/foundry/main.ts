/** Turnkeeper's Foundry entry point: hands the real Foundry globals to the adapters. */
import { currentEnv } from "./main-env";
import { startTurnkeeper } from "./module";

startTurnkeeper(currentEnv);
