/**
 * Chat cards in Foundry: the session's card rendered with templates/chat/card.hbs and posted as one
 * ChatMessage with its Roll objects. Cards for GMs follow the card setting: whispered to GMs, the GM's
 * current roll mode, or public (while players may know the exact time every card names, and something of the
 * area's danger a check's chance tells).
 */
import {
  checkCardsShown,
  resolveView,
  CARD_TEMPLATE,
  type ChatCard,
  type ChatSink,
  type TextContext,
} from "../../ui";
import { currentRollMode } from "../setup/compat";
import { MODULE_ID, TEMPLATE_ROOT } from "../setup/constants";
import { playerView } from "../setup/player-settings";
import type { FoundryDice } from "../dice/dice";
import type { FoundryEnv } from "../env/ports";

/** Whisper and blind for a card, as Foundry's roll modes would set them (`ChatMessage.applyRollMode`). */
function audienceOf(env: FoundryEnv, card: ChatCard): { whisper: string[]; blind: boolean } {
  const setting = env.settings.get(MODULE_ID, "cardAudience");
  // Cards name their time and checks' chances: while players may not know them, a GMs' card stays theirs (issue 22).
  const timeHidden = !checkCardsShown(playerView(env));
  const mode =
    card.audience === "all"
      ? "publicroll"
      : setting === "public" && !timeHidden
        ? "publicroll"
        : setting === "rollMode" && !timeHidden
          ? currentRollMode(env)
          : "gmroll";
  const me = env.game.user?.id;
  const gms = () => [...env.game.users].flatMap((u) => (u.isGM && u.id ? [u.id] : []));
  return {
    whisper: mode === "publicroll" ? [] : mode === "selfroll" ? (me ? [me] : []) : gms(),
    blind: mode === "blindroll",
  };
}

/** The session's cards, posted as chat messages. */
export const foundryChat = (env: FoundryEnv, dice: FoundryDice, text: () => TextContext): ChatSink => ({
  async post(card) {
    const content = await env.templates.render(
      `${TEMPLATE_ROOT}/${CARD_TEMPLATE}`,
      resolveView(card.view, text()),
    );
    await env.chat.create({
      content,
      rolls: dice.rollsFor(card.rolls),
      ...audienceOf(env, card),
      speaker: { alias: env.game.i18n.localize("TURNKEEPER.Title") },
      flags: { turnkeeper: { card: card.view.kind } },
    });
  },
});
