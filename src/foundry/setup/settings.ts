/**
 * Turnkeeper's settings, registered at `init`: the preset (a built-in one, or the GM's own, kept from the
 * preset editor only when valid), how checks and cards behave, what players see, check cadences, the world's
 * encounter table; and, hidden, the timekeeping state, the parts of it set aside (the quarantine) and each
 * user's clock panel position.
 */
import {
  BUILT_IN_PRESET_IDS,
  BUILT_IN_PRESETS,
  coreError,
  parsePreset,
  type BuiltInPresetId,
  type CoreError,
  type Preset,
  type Result,
} from "../../core";
import {
  DEFAULT_OPTIONS,
  DUE_CHECK_MODES,
  LIGHT_STACKING,
  LONG_JUMP_SECONDS,
  type SessionOptions,
} from "../../ui";
import { MODULE_ID } from "./constants";
import { playerView, registerPlayerView } from "./player-settings";
import type { FoundryEnv } from "../env/ports";
import type { SettingKey, SettingRegistration, TurnkeeperSettings } from "../env/settings";

export const SETTING = {
  preset: "preset",
  customPresetValid: "customPresetValid",
  state: "state",
} as const;

export const CUSTOM_PRESET = "custom";
export const DEFAULT_PRESET: BuiltInPresetId = "four-watches";
export const CARD_AUDIENCES = ["gm", "rollMode", "public"] as const;
const DAY = 86_400;

export interface SettingHandlers {
  /** The stored timekeeping state changed (on every client). */
  stateChanged(): void;
  /** Anything that changes what the session does or shows (preset, options). */
  rulesChanged(): void;
}

export function registerSettings(env: FoundryEnv, handlers: SettingHandlers): void {
  /** A world setting kept out of the settings window, unless `more` says otherwise. */
  const register = <K extends SettingKey>(
    key: K,
    type: StringConstructor | BooleanConstructor | NumberConstructor | ObjectConstructor,
    value: TurnkeeperSettings[K],
    more: Partial<SettingRegistration<TurnkeeperSettings[K]>> = {},
  ) =>
    env.settings.register(MODULE_ID, key, {
      scope: "world",
      config: false,
      type: type as never,
      default: value,
      onChange: () => handlers.rulesChanged(),
      ...more,
    });
  /** A world setting the GM sets in the module's settings, worded under TURNKEEPER.Settings.<key>. */
  const shown = <K extends SettingKey>(
    key: K,
    type: StringConstructor | BooleanConstructor | NumberConstructor,
    value: TurnkeeperSettings[K],
    more: { choices?: readonly string[]; max?: number; onChange?: () => void } = {},
  ) =>
    register(key, type, value, {
      name: `TURNKEEPER.Settings.${key}.Name`,
      hint: `TURNKEEPER.Settings.${key}.Hint`,
      config: true,
      ...(more.choices && {
        choices: Object.fromEntries(more.choices.map((id) => [id, `TURNKEEPER.Settings.${key}.${id}`])),
      }),
      ...(more.max && { range: { min: 0, max: more.max, step: 1 } }),
      ...(more.onChange && { onChange: more.onChange }),
    });

  register("preset", String, DEFAULT_PRESET, {
    name: "TURNKEEPER.Settings.Preset.Name",
    hint: "TURNKEEPER.Settings.Preset.Hint",
    config: true,
    choices: {
      ...Object.fromEntries(BUILT_IN_PRESET_IDS.map((id) => [id, `TURNKEEPER.Preset.${id}.Name`])),
      [CUSTOM_PRESET]: "TURNKEEPER.Settings.Preset.custom",
    },
  });
  register("customPresetValid", Object, null);
  register("state", Object, null, { onChange: () => handlers.stateChanged() });
  // What did not read of the state or the record, kept (src/foundry/record/quarantine.ts); changes nothing shown.
  register("quarantine", Object, null, { onChange: () => undefined });
  shown("dueChecks", String, DEFAULT_OPTIONS.dueChecks, { choices: DUE_CHECK_MODES });
  shown("cardAudience", String, "gm", { choices: CARD_AUDIENCES });
  shown("lightStacking", String, DEFAULT_OPTIONS.lightStacking, { choices: LIGHT_STACKING });
  registerPlayerView(env, shown, register);
  for (const key of ["cadenceBusy", "cadenceNormal", "cadenceSafe"] as const)
    shown(key, Number, 0, { max: 12 });
  shown("checksPerWatch", Number, 0, { max: 6 });
  shown("longJumpDays", Number, LONG_JUMP_SECONDS / DAY, { max: 365 });
  // The calendar and the campaign record (src/foundry/calendar/calendar.ts, record-store.ts, darkness.ts).
  shown("seasonMapping", String, "");
  shown("campaignRecord", Boolean, true);
  shown("sceneDarkness", Boolean, false);
  // Chosen in the areas form (a select, or a dropped roll table), not typed as a UUID.
  register("defaultTable", String, "");
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
  forms: { readonly presets: () => void; readonly areas: () => void },
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
  menu("presetEditor", "fa-solid fa-file-code", forms.presets);
  menu("areasForm", "fa-solid fa-map", forms.areas);
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
    players: playerView(env),
    cadences: {
      busy: whole(get("cadenceBusy")),
      normal: whole(get("cadenceNormal")),
      safe: whole(get("cadenceSafe")),
      perWatch: whole(get("checksPerWatch")),
    },
    longJump: (whole(get("longJumpDays")) || LONG_JUMP_SECONDS / DAY) * DAY,
  };
}

/**
 * Reads an object setting with `parse` once per stored value (the settings hand back the same object until
 * it changes): its value, or null when nothing is stored or it does not parse.
 */
export function parsedOnce<T>(parse: (stored: object) => Result<T, unknown>): (stored: unknown) => T | null {
  const cache = new WeakMap<object, T | null>();
  return (stored) => {
    if (stored === null || typeof stored !== "object") return null;
    let value = cache.get(stored);
    if (value === undefined) {
      const parsed = parse(stored);
      value = parsed.ok ? parsed.value : null;
      cache.set(stored, value);
    }
    return value;
  };
}

const customPreset = parsedOnce(parsePreset);

/**
 * Why the preset chosen cannot be used, if it cannot: the GM's own preset stored does not read (a newer
 * Turnkeeper's, or edited by hand). The session then writes nothing (the clock still shows the stored state),
 * rather than set the state up for the default preset and rewrite it.
 */
export function presetProblem(env: FoundryEnv): CoreError | null {
  if (env.settings.get(MODULE_ID, SETTING.preset) !== CUSTOM_PRESET) return null;
  const stored = env.settings.get(MODULE_ID, SETTING.customPresetValid);
  if (stored === null || customPreset(stored)) return null;
  const parsed = parsePreset(stored);
  return coreError("preset.customUnreadable", { path: parsed.ok ? "" : (parsed.error.params.path ?? "") });
}

/** The preset in force: a built-in one, or the last valid custom one (the default preset until there is one). */
export function effectivePreset(env: FoundryEnv): Preset {
  const id = env.settings.get(MODULE_ID, SETTING.preset);
  if (id !== CUSTOM_PRESET)
    return BUILT_IN_PRESETS[id as BuiltInPresetId] ?? BUILT_IN_PRESETS[DEFAULT_PRESET];
  return (
    customPreset(env.settings.get(MODULE_ID, SETTING.customPresetValid)) ?? BUILT_IN_PRESETS[DEFAULT_PRESET]
  );
}
