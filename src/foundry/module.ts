/**
 * Wires Turnkeeper into a Foundry client: settings and the API on `init`, then a single version line once
 * the world is `ready`. Takes the env so tests can start several clients against one fake world.
 */
import { createApi } from "./api";
import { registerCombat } from "./combat";
import { MODULE_ID } from "./constants";
import type { FoundryEnv } from "./env";
import { requestsFor } from "./requests";
import { registerSettings } from "./settings";

export function startTurnkeeper(env: FoundryEnv): void {
  env.Hooks.once("init", () => {
    registerSettings(env);
    requestsFor(env).install();
    registerCombat(env);
    const mod = env.game.modules.get(MODULE_ID);
    if (mod) mod.api = createApi(env, mod.version ?? "0.0.0");
  });
  env.Hooks.once("ready", () => {
    console.info(`${MODULE_ID} | Turnkeeper ${env.game.modules.get(MODULE_ID)?.version ?? ""} ready`);
  });
}
