/**
 * What combat needs from the rest of Turnkeeper in Foundry: the preset's rules (combat and the time it
 * rounds a fight up to), and initiative rolled with Foundry's Roll (`env.dice`) and shown in chat.
 */
import { BUILT_IN_PRESETS, parsePreset, type BuiltInPresetId, type Preset } from "../../core";
import { MODULE_ID } from "../constants";
import type { FoundryEnv } from "../env";
import type { CombatServices } from "./driver";

function setting(env: FoundryEnv, key: "preset" | "customPresetValid"): unknown {
  try {
    return env.settings.get(MODULE_ID, key);
  } catch {
    return undefined;
  }
}

/** The preset the world plays by: a built-in one by id, else the GM's own (last valid), else segment combat. */
export function activePreset(env: FoundryEnv): Preset {
  const id = setting(env, "preset");
  if (typeof id === "string" && id in BUILT_IN_PRESETS) return BUILT_IN_PRESETS[id as BuiltInPresetId];
  const custom = setting(env, "customPresetValid");
  if (custom !== null && typeof custom === "object") {
    const parsed = parsePreset(custom);
    if (parsed.ok) return parsed.value;
  }
  return BUILT_IN_PRESETS["segment-combat"];
}

export function combatServices(env: FoundryEnv): CombatServices {
  return {
    rules: () => activePreset(env).combat,
    async roll(formula, { flavor, blind }) {
      const roll = env.dice.roll(formula);
      const total = roll.total ?? 0;
      const gms = blind ? [...env.game.users].filter((u) => u.isGM && u.id !== null).map((u) => u.id!) : [];
      await env.chat.create({
        content: `<p class="turnkeeper tk-initiative">${escapeHtml(flavor)}: <strong>${total}</strong></p>`,
        rolls: [roll],
        whisper: gms,
        blind,
        speaker: { alias: env.game.user?.name ?? "" },
        flags: { turnkeeper: { card: "initiative" } },
      });
      return total;
    },
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
