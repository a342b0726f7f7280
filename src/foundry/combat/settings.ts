/** The combat tracker's settings, registered at `init` with the rest of combat. */
import { MODULE_ID } from "../constants";
import type { FoundryEnv } from "../env";

export const COMBAT_SETTING = {
  /** Round a fight's time up to the preset's unit for combat (001: a fight takes one turn). */
  roundUp: "combatRoundUp",
} as const;

export function registerCombatSettings(env: FoundryEnv): void {
  env.settings.register(MODULE_ID, COMBAT_SETTING.roundUp, {
    name: "TURNKEEPER.Settings.Combat.RoundUp.Name",
    hint: "TURNKEEPER.Settings.Combat.RoundUp.Hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: true,
  });
}

export function roundsUp(env: FoundryEnv): boolean {
  try {
    return env.settings.get(MODULE_ID, COMBAT_SETTING.roundUp);
  } catch {
    return false;
  }
}
