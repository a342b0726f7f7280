/**
 * Turnkeeper's settings, registered at `init`: the preset (a built-in one, or the GM's own, kept from the
 * preset editor only when valid), how checks and cards behave, what players see, check cadences, the world's
 * encounter table; and, hidden, the timekeeping state and each user's clock panel position.
 */
import {
  BUILT_IN_PRESET_IDS,
  BUILT_IN_PRESETS,
  parsePreset,
  type BuiltInPresetId,
  type Preset,
} from "../core";
import {
  DEFAULT_OPTIONS,
  DUE_CHECK_MODES,
  LIGHT_STACKING,
  PLAYER_LIGHT_DETAIL,
  type SessionOptions,
} from "../ui";
import { MODULE_ID } from "./constants";
import type { FoundryEnv, SettingKey, TurnkeeperSettings, WindowLike } from "./env";

export const SETTING = {
  preset: "preset",
  customPresetValid: "customPresetValid",
  state: "state",
} as const;

export const CUSTOM_PRESET = "custom";
export const DEFAULT_PRESET: BuiltInPresetId = "four-watches";
export const CARD_AUDIENCES = ["gm", "rollMode", "public"] as const;

export interface SettingHandlers {
  /** The stored timekeeping state changed (on every client). */
  readonly stateChanged?: () => void;
  /** Anything that changes what the session does or shows (preset, options). */
  readonly rulesChanged?: () => void;
}

/** Choices labelled by keys under a prefix ending in "." ("TURNKEEPER.Settings.dueChecks." + "auto"). */
const choices = (prefix: string, ids: readonly string[]) =>
  Object.fromEntries(ids.map((id) => [id, `${prefix}${id}`]));

export function registerSettings(env: FoundryEnv, handlers: SettingHandlers = {}): void {
  const rules = () => handlers.rulesChanged?.();
  const world = <K extends SettingKey>(
    key: K,
    type: StringConstructor | BooleanConstructor | NumberConstructor,
    value: TurnkeeperSettings[K],
    extra: { choices?: Record<string, string>; range?: { min: number; max: number; step: number } } = {},
  ) =>
    env.settings.register(MODULE_ID, key, {
      name: `TURNKEEPER.Settings.${key}.Name`,
      hint: `TURNKEEPER.Settings.${key}.Hint`,
      scope: "world",
      config: true,
      type: type as never,
      default: value,
      onChange: rules,
      ...extra,
    });

  env.settings.register(MODULE_ID, SETTING.preset, {
    name: "TURNKEEPER.Settings.Preset.Name",
    hint: "TURNKEEPER.Settings.Preset.Hint",
    scope: "world",
    config: true,
    type: String,
    default: DEFAULT_PRESET,
    choices: {
      ...Object.fromEntries(BUILT_IN_PRESET_IDS.map((id) => [id, `TURNKEEPER.Preset.${id}.Name`])),
      [CUSTOM_PRESET]: "TURNKEEPER.Settings.Preset.custom",
    },
    onChange: rules,
  });
  env.settings.register(MODULE_ID, SETTING.customPresetValid, {
    scope: "world",
    config: false,
    type: Object,
    default: null,
    onChange: rules,
  });
  env.settings.register(MODULE_ID, SETTING.state, {
    scope: "world",
    config: false,
    type: Object,
    default: null,
    onChange: () => handlers.stateChanged?.(),
  });
  world("dueChecks", String, DEFAULT_OPTIONS.dueChecks, {
    choices: choices("TURNKEEPER.Settings.dueChecks.", DUE_CHECK_MODES),
  });
  world("cardAudience", String, "gm", {
    choices: choices("TURNKEEPER.Settings.cardAudience.", CARD_AUDIENCES),
  });
  world("lightStacking", String, DEFAULT_OPTIONS.lightStacking, {
    choices: choices("TURNKEEPER.Settings.lightStacking.", LIGHT_STACKING),
  });
  world("playerLights", String, DEFAULT_OPTIONS.playerLights, {
    choices: choices("TURNKEEPER.Settings.playerLights.", PLAYER_LIGHT_DETAIL),
  });
  world("playerDetails", Boolean, DEFAULT_OPTIONS.playerDetails);
  const cadence = { range: { min: 0, max: 12, step: 1 } };
  world("cadenceBusy", Number, 0, cadence);
  world("cadenceNormal", Number, 0, cadence);
  world("cadenceSafe", Number, 0, cadence);
  world("checksPerWatch", Number, 0, { range: { min: 0, max: 6, step: 1 } });
  // Chosen in the areas form (a select, or a dropped roll table), not typed as a UUID.
  env.settings.register(MODULE_ID, "defaultTable", {
    scope: "world",
    config: false,
    type: String,
    default: "",
    onChange: rules,
  });
  env.settings.register(MODULE_ID, "panel", {
    scope: "user",
    config: false,
    type: Object,
    default: null,
  });
}

/**
 * The buttons in the module's settings that open GM forms: the custom preset editor, and the areas form (where
 * the world's default encounter table is chosen too).
 */
export function registerMenus(
  env: FoundryEnv,
  forms: { readonly presets: { open(): WindowLike }; readonly areas: { open(): WindowLike } },
): void {
  const menu = (key: string, icon: string, open: () => void) =>
    env.menus.register(
      key,
      {
        name: `TURNKEEPER.Settings.${key}.Name`,
        label: `TURNKEEPER.Settings.${key}.Label`,
        hint: `TURNKEEPER.Settings.${key}.Hint`,
        icon,
        restricted: true,
      },
      open,
    );
  menu("presetEditor", "fa-solid fa-file-code", () => void forms.presets.open());
  menu("areasForm", "fa-solid fa-map", () => void forms.areas.open());
}

/** The session options the settings describe. */
export function sessionOptions(env: FoundryEnv): SessionOptions {
  const get = <K extends SettingKey>(key: K) => env.settings.get(MODULE_ID, key);
  const pick = <T extends string>(value: string, allowed: readonly T[], fallback: T): T =>
    (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
  const whole = (n: number) => (Number.isSafeInteger(n) && n > 0 ? n : 0);
  return {
    dueChecks: pick(get("dueChecks"), DUE_CHECK_MODES, DEFAULT_OPTIONS.dueChecks),
    whisper: get("cardAudience") !== "public",
    lightStacking: pick(get("lightStacking"), LIGHT_STACKING, DEFAULT_OPTIONS.lightStacking),
    playerLights: pick(get("playerLights"), PLAYER_LIGHT_DETAIL, DEFAULT_OPTIONS.playerLights),
    playerDetails: get("playerDetails"),
    cadences: {
      busy: whole(get("cadenceBusy")),
      normal: whole(get("cadenceNormal")),
      safe: whole(get("cadenceSafe")),
      perWatch: whole(get("checksPerWatch")),
    },
  };
}

const parsedCustom = new WeakMap<object, Preset | null>();

/** The preset in force: a built-in one, or the last valid custom one (the default preset until there is one). */
export function effectivePreset(env: FoundryEnv): Preset {
  const id = env.settings.get(MODULE_ID, SETTING.preset);
  if (id !== CUSTOM_PRESET)
    return BUILT_IN_PRESETS[id as BuiltInPresetId] ?? BUILT_IN_PRESETS[DEFAULT_PRESET];
  const stored = env.settings.get(MODULE_ID, SETTING.customPresetValid);
  if (stored === null || typeof stored !== "object") return BUILT_IN_PRESETS[DEFAULT_PRESET];
  let preset = parsedCustom.get(stored);
  if (preset === undefined) {
    const parsed = parsePreset(stored);
    preset = parsed.ok ? parsed.value : null;
    parsedCustom.set(stored, preset);
  }
  return preset ?? BUILT_IN_PRESETS[DEFAULT_PRESET];
}
