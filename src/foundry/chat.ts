/**
 * Chat cards in Foundry: the session's card rendered with templates/chat/card.hbs and posted as one
 * ChatMessage with its Roll objects. Cards for GMs follow the card setting: whispered to GMs, the GM's
 * current roll mode, or public.
 */
import { resolveView, CARD_TEMPLATE, type ChatCard, type ChatSink, type TextContext } from "../ui";
import { MODULE_ID, TEMPLATE_ROOT } from "./constants";
import type { FoundryDice } from "./dice";
import type { FoundryEnv } from "./env";

export function gmIds(env: FoundryEnv): string[] {
  return [...env.game.users].filter((u) => u.isGM && u.id).map((u) => u.id as string);
}

/** Whisper and blind for a card, as Foundry's roll modes would set them (`ChatMessage.applyRollMode`). */
export function audienceOf(env: FoundryEnv, card: ChatCard): { whisper: string[]; blind: boolean } {
  if (card.audience === "all") return { whisper: [], blind: false };
  const setting = env.settings.get(MODULE_ID, "cardAudience");
  if (setting === "public") return { whisper: [], blind: false };
  const mode = setting === "rollMode" ? env.chat.rollMode() : "gmroll";
  switch (mode) {
    case "publicroll":
      return { whisper: [], blind: false };
    case "selfroll":
      return { whisper: env.game.user?.id ? [env.game.user.id] : [], blind: false };
    case "blindroll":
      return { whisper: gmIds(env), blind: true };
    default:
      return { whisper: gmIds(env), blind: false };
  }
}

export class FoundryChat implements ChatSink {
  constructor(
    private readonly env: FoundryEnv,
    private readonly dice: FoundryDice,
    private readonly text: () => TextContext,
  ) {}

  async post(card: ChatCard): Promise<void> {
    const content = await this.env.templates.render(
      `${TEMPLATE_ROOT}/${CARD_TEMPLATE}`,
      resolveView(card.view, this.text()),
    );
    await this.env.chat.create({
      content,
      rolls: this.dice.rollsFor(card.rolls),
      ...audienceOf(this.env, card),
      speaker: { alias: this.env.game.i18n.localize("TURNKEEPER.Title") },
      flags: { turnkeeper: { card: card.view.kind } },
    });
  }
}
