/**
 * The combat tracker's settings, registered at `init` with the rest of combat: rounding a fight's time up,
 * and the table's common actions with their Recovery Times (the GM edits them in actions-editor.ts; only a
 * valid list is stored, so the last valid one stays in force).
 */
import { DEFAULT_COMMON_ACTIONS, parseCommonActions, type CommonAction } from "../../core";
import { MODULE_ID } from "../setup/constants";
import type { FoundryEnv } from "../env/ports";
import { parsedOnce } from "../setup/settings";

export const COMBAT_SETTING = {
  /** Round a fight's time up to the preset's unit for combat (001: a fight takes one turn). */
  roundUp: "combatRoundUp",
  /** The common actions the GM saved (valid), or null for the starting list. */
  actionsValid: "combatActionsValid",
} as const;

/** The settings menu (a GM's button in the module's settings) that opens the editor. */
export const ACTIONS_MENU = "combatActions";

/** The settings, and the common actions' menu, whose `open` loads the editor (a GM's form) on first use. */
export function registerCombatSettings(env: FoundryEnv, openActions: () => void): void {
  env.settings.register(MODULE_ID, COMBAT_SETTING.roundUp, {
    name: "TURNKEEPER.Settings.Combat.RoundUp.Name",
    hint: "TURNKEEPER.Settings.Combat.RoundUp.Hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: true,
  });
  env.settings.register(MODULE_ID, COMBAT_SETTING.actionsValid, {
    scope: "world",
    config: false,
    type: Object,
    default: null,
  });
  env.menus.register(
    ACTIONS_MENU,
    {
      name: "TURNKEEPER.Settings.Combat.Actions.Name",
      label: "TURNKEEPER.Settings.Combat.Actions.Label",
      hint: "TURNKEEPER.Settings.Combat.Actions.Hint",
      icon: "fa-solid fa-stopwatch",
      restricted: true,
    },
    openActions,
  );
}

export function roundsUp(env: FoundryEnv): boolean {
  return env.settings.get(MODULE_ID, COMBAT_SETTING.roundUp);
}

const savedActions = parsedOnce(parseCommonActions);

/** The common actions in force: the last valid list the GM saved, else the starting list. */
export function commonActions(env: FoundryEnv): readonly CommonAction[] {
  return savedActions(env.settings.get(MODULE_ID, COMBAT_SETTING.actionsValid)) ?? DEFAULT_COMMON_ACTIONS;
}
