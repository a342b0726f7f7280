/** Turnkeeper's settings, registered at `init`. */
import { BUILT_IN_PRESET_IDS } from "../core";
import { MODULE_ID } from "./constants";
import type { FoundryEnv } from "./env";

export const SETTING = {
  preset: "preset",
} as const;

export function registerSettings(env: FoundryEnv): void {
  env.settings.register(MODULE_ID, SETTING.preset, {
    name: "TURNKEEPER.Settings.Preset.Name",
    hint: "TURNKEEPER.Settings.Preset.Hint",
    scope: "world",
    config: true,
    type: String,
    default: "four-watches",
    choices: Object.fromEntries(BUILT_IN_PRESET_IDS.map((id) => [id, `TURNKEEPER.Preset.${id}.Name`])),
    requiresReload: true,
  });
}
