/**
 * What combat needs from the rest of Turnkeeper in Foundry: the preset's rules (combat and the time it
 * rounds a fight up to), and initiative rolled with Foundry's Roll (`env.dice`), shown in chat once the step it
 * is for is written (a refused step leaves no card).
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
      const show = async () => {
        await env.chat.create({
          content: `<p class="turnkeeper tk-initiative">${escapeHtml(flavor)}: <strong>${total}</strong></p>`,
          rolls: [roll],
          whisper: gms,
          blind,
          speaker: { alias: env.game.user?.name ?? "" },
          flags: { turnkeeper: { card: "initiative" } },
        });
      };
      return { total, show };
    },
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
