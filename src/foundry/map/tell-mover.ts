/**
 * Telling whoever moved a token why map play put it back. Map play runs on the active GM's client only, so
 * that GM is shown a notification, and anyone else gets a notice card whispered to them alone: a whisper is
 * how the active GM's client reaches another user's. The card says when only where players may know the time.
 */
import { card, CARD_TEMPLATE, line } from "../../ui/chat/cards";
import { resolveView, t, type Text, type TextContext } from "../../ui/i18n/text";
import { cardForPlayer } from "../../ui/clock/player-view";
import type { FoundryEnv } from "../env/ports";
import { TEMPLATE_ROOT } from "../setup/constants";
import { playerView } from "../setup/player-settings";

/** The user who moved a token (the `moveToken` hook's `user`). */
export interface Mover {
  readonly id: string | null;
}

export async function tellMover(
  env: FoundryEnv,
  text: TextContext,
  mover: Mover | null,
  why: Text,
): Promise<void> {
  const me = env.game.user;
  if (!mover?.id || mover.id === me?.id) {
    env.notifications.warn(resolveView(why, text));
    return;
  }
  const { view } = card({
    kind: "notice",
    audience: "all",
    at: env.game.time.worldTime,
    title: t("TURNKEEPER.Map.putBack"),
    tone: "warning",
    lines: [line(why, "warning")],
  });
  await env.chat.create({
    content: await env.templates.render(
      `${TEMPLATE_ROOT}/${CARD_TEMPLATE}`,
      resolveView(cardForPlayer(view, playerView(env).time), text),
    ),
    rolls: [],
    whisper: [mover.id],
    blind: false,
    speaker: { alias: env.game.i18n.localize("TURNKEEPER.Title") },
    flags: { turnkeeper: { card: view.kind } },
  });
}
