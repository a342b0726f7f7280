/**
 * What combat needs from the rest of Turnkeeper in Foundry: the preset's rules (combat and the time it
 * rounds a fight up to), and initiative rolled with Foundry's Roll (`env.dice`) and shown in chat.
 */
import type { FoundryEnv } from "../env/ports";
import { effectivePreset } from "../setup/settings";
import type { CombatServices } from "./steps";

export function combatServices(env: FoundryEnv): CombatServices {
  return {
    rules: () => effectivePreset(env).combat,
    async roll(formula, { flavor, blind }) {
      const roll = await env.dice.roll(formula);
      const total = roll.total ?? 0;
      const gms = blind ? [...env.game.users].flatMap((u) => (u.isGM && u.id !== null ? [u.id] : [])) : [];
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
