/**
 * The combat tracker's settings, registered at `init` with the rest of combat: rounding a fight's time up,
 * and the table's common actions with their Recovery Times (GM-written JSON, checked; the last valid list
 * stays in force).
 */
import { DEFAULT_COMMON_ACTIONS, parseCommonActions, type CommonAction, type CoreError } from "../../core";
import { MODULE_ID } from "../constants";
import type { FoundryEnv } from "../env";

export const COMBAT_SETTING = {
  /** Round a fight's time up to the preset's unit for combat (001: a fight takes one turn). */
  roundUp: "combatRoundUp",
  /** The common actions as the GM typed them (JSON text; empty for the starting list). */
  actions: "combatActions",
  /** The last valid common actions, or null for the starting list (written by the active GM). */
  actionsValid: "combatActionsValid",
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
  env.settings.register(MODULE_ID, COMBAT_SETTING.actions, {
    name: "TURNKEEPER.Settings.Combat.Actions.Name",
    hint: "TURNKEEPER.Settings.Combat.Actions.Hint",
    scope: "world",
    config: true,
    type: String,
    default: "",
    onChange: (text) => acceptCommonActions(env, text),
  });
  env.settings.register(MODULE_ID, COMBAT_SETTING.actionsValid, {
    scope: "world",
    config: false,
    type: Object,
    default: null,
  });
}

export function roundsUp(env: FoundryEnv): boolean {
  try {
    return env.settings.get(MODULE_ID, COMBAT_SETTING.roundUp);
  } catch {
    return false;
  }
}

/** The GM's text as common actions: the list (empty text: the starting list), or why not. */
export function readCommonActions(
  text: string,
): { actions: CommonAction[] | null } | { error: CoreError | "json" } {
  if (text.trim() === "") return { actions: null };
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch {
    return { error: "json" };
  }
  const parsed = parseCommonActions(input);
  return parsed.ok ? { actions: parsed.value } : { error: parsed.error };
}

/**
 * New text for the common actions: every GM's client checks it and tells the GM what is wrong; the active
 * GM keeps it as the list in force only if it is valid, so a bad edit never loses the good list.
 */
export function acceptCommonActions(env: FoundryEnv, text: string): void {
  const me = env.game.user;
  if (!me?.isGM) return;
  const read = readCommonActions(text);
  const i18n = env.game.i18n;
  if ("error" in read) {
    const why =
      read.error === "json"
        ? i18n.localize("TURNKEEPER.Settings.Combat.Actions.badJson")
        : i18n.format(`TURNKEEPER.Error.${read.error.code}`, { ...read.error.params });
    env.notifications.error(i18n.format("TURNKEEPER.Settings.Combat.Actions.refused", { why }));
    return;
  }
  if (env.game.users.activeGM?.id !== me.id) return;
  void env.settings.set(MODULE_ID, COMBAT_SETTING.actionsValid, read.actions);
  env.notifications.info(i18n.localize("TURNKEEPER.Settings.Combat.Actions.accepted"));
}

const parsedActions = new WeakMap<object, readonly CommonAction[]>();

/** The common actions in force: the last valid list the GM wrote, else the starting list. */
export function commonActions(env: FoundryEnv): readonly CommonAction[] {
  let stored: unknown;
  try {
    stored = env.settings.get(MODULE_ID, COMBAT_SETTING.actionsValid);
  } catch {
    return DEFAULT_COMMON_ACTIONS;
  }
  if (stored === null || typeof stored !== "object") return DEFAULT_COMMON_ACTIONS;
  let actions = parsedActions.get(stored);
  if (actions === undefined) {
    const parsed = parseCommonActions(stored);
    actions = parsed.ok ? parsed.value : DEFAULT_COMMON_ACTIONS;
    parsedActions.set(stored, actions);
  }
  return actions;
}
