/**
 * The chat log in the page: the chat port the session posts its cards to, each kept in storage as its
 * resolved view (chat.ts), and the log panel's chat tab, each card rendered once with the module's card
 * template.
 */
import { CARD_TEMPLATE, resolveView, type ChatSink } from "../../ui";
import type { SandboxContext } from "../setup/context";
import { KEYS } from "../setup/keys";
import type { Page } from "../setup/page";
import { emptyChat, isChatLog, postTo, type ChatLogState } from "./chat";
import chatSource from "./chat-entry.hbs?raw";

export interface ChatPanel {
  readonly port: ChatSink;
  render(): void;
}

export function chatPanel(ctx: SandboxContext, page: Pick<Page, "region">): ChatPanel {
  const { storage, templates, i18n } = ctx;
  const chatList = templates.compileLocal(chatSource);
  const stored = storage.load(KEYS.chat);
  let chat: ChatLogState = isChatLog(stored) ? stored : emptyChat();
  /** Rendered cards by entry id: each is rendered once, from its stored view, with the module's template. */
  const cardHtml = new Map<number, string>();
  const cardOf = (id: number, card: Readonly<Record<string, unknown>>) => {
    let html = cardHtml.get(id);
    if (html === undefined) cardHtml.set(id, (html = templates.render(CARD_TEMPLATE, card)));
    return html;
  };

  function render() {
    const list = page.region("chat");
    if (!list) return;
    const speaker = {
      all: i18n.localize("TURNKEEPER.Sandbox.Chat.Speaker"),
      gm: i18n.localize("TURNKEEPER.Sandbox.Chat.ToGM"),
    };
    list.innerHTML = chatList({
      entries: chat.entries.map((e) => ({
        id: e.id,
        html: cardOf(e.id, e.card),
        speaker: speaker[e.audience],
        clock: new Date(e.posted).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" }),
      })),
    });
    list.scrollTop = list.scrollHeight;
  }

  const port: ChatSink = {
    post(card) {
      // The resolved view is plain data (keys, words, numbers); the log keeps it as such, to render later.
      const view = resolveView(card.view, ctx.text) as unknown as Record<string, unknown>;
      chat = postTo(chat, { card: view, audience: card.audience, posted: Date.now() });
      storage.save(KEYS.chat, chat);
      return Promise.resolve();
    },
  };
  return { port, render };
}
