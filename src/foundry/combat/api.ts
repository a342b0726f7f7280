/**
 * `game.modules.get("turnkeeper").api.combat`: segment combat for macros and other modules. Steps go to the
 * active GM like the tracker's; names here are a contract.
 */
import type { CombatState } from "../../core";
import { buildTrackerView, type TrackerView } from "../../ui/combat";
import type { FoundryEnv } from "../env/ports";
import { COMBAT_HOOKS } from "../setup/hooks";
import { turnkeeperCombat } from "./client";
import type { CombatIntent, StepReport } from "./steps";
import { combatSetupFor } from "./register";
import { readState } from "./store";
import { trackerModel } from "./tracker-view";

export interface TurnkeeperCombatApi {
  /** Hook names Turnkeeper calls on every client after a step (`turnkeeper.combatStep`, ...). */
  readonly hooks: typeof COMBAT_HOOKS;
  /**
   * Runs intents as one step on a combat (a Combat or its id), e.g.
   * `step(game.combat, [{ type: "endTurn", id: combatant.id, recovery: 6, label: "Dagger" }])`.
   * Players may act only for combatants they own. Resolves to the step's engine events, or null if refused.
   */
  step(combat: string | object, intents: readonly CombatIntent[]): Promise<StepReport | null>;
  /** The engine state of a combat Turnkeeper runs, or null. */
  state(combat: string | object): CombatState | null;
  /** The tracker's view of a combat for this user (what templates/combat/tracker.hbs renders). */
  view(combat: string | object | null): TrackerView;
}

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
