/**
 * `game.modules.get("turnkeeper").api.combat`: segment combat for macros and other modules. Steps go to the
 * active GM like the tracker's. Its type, a contract, is in setup/api-types.ts.
 */
import { buildTrackerView } from "../../ui/combat";
import type { FoundryEnv } from "../env/ports";
import type { TurnkeeperCombatApi } from "../setup/api-types";
import { COMBAT_HOOKS } from "../setup/hooks";
import { turnkeeperCombat } from "./client";
import { combatSetupFor } from "./register";
import { readState } from "./store";
import { trackerModel } from "./tracker-view";

export type { TurnkeeperCombatApi };

export function createCombatApi(env: FoundryEnv): TurnkeeperCombatApi {
  return {
    hooks: COMBAT_HOOKS,
    async step(combat, intents) {
      const doc = turnkeeperCombat(env, combat);
      const setup = combatSetupFor(env);
      if (!doc || !setup) return null;
      return setup.client.perform(doc, intents);
    },
    state(combat) {
      const doc = turnkeeperCombat(env, combat);
      if (!doc) return null;
      const read = readState(doc);
      return read.ok ? read.value : null;
    },
    view(combat) {
      const setup = combatSetupFor(env);
      if (!setup) return buildTrackerView({ state: null, entrants: [], viewer: { isGM: false } });
      return trackerModel(env, setup.services, turnkeeperCombat(env, combat)).view;
    },
  };
}
