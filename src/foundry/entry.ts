/** Turnkeeper's Foundry entry point: hands the real Foundry globals to the adapters. */
import { currentEnv } from "./env/globals";
import { startTurnkeeper } from "./setup/start";

startTurnkeeper(currentEnv);
