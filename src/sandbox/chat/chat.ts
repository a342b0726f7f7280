/**
 * The sandbox's chat output: a chat-like log beside the table, where the cards Foundry would post as chat
 * messages (encounter checks, navigation, lights) appear in order. Messages are kept in storage, so the log
 * survives a reload the way Foundry's chat does. Each keeps its card's resolved view, not HTML: the page
 * renders it with the module's card template, which escapes every value, so an imported file cannot put
 * markup of its own into the page.
 */
export interface ChatEntry {
  readonly id: number;
  /** When it was posted, in real time (ms since 1970), as Foundry's chat shows it; the card says the world time. */
  readonly posted: number;
  /** The card's view with its texts resolved to words (what templates/chat/card.hbs renders). */
  readonly card: Readonly<Record<string, unknown>>;
  /** "gm": a card Foundry would whisper to game masters. */
  readonly audience: "gm" | "all";
}

export interface ChatLogState {
  readonly nextId: number;
  readonly entries: readonly ChatEntry[];
}

export const CHAT_LIMIT = 200;

export const emptyChat = (): ChatLogState => ({ nextId: 1, entries: [] });

export function postTo(log: ChatLogState, entry: Omit<ChatEntry, "id">, limit = CHAT_LIMIT): ChatLogState {
  const entries = [...log.entries, { ...entry, id: log.nextId }];
  return { nextId: log.nextId + 1, entries: entries.slice(Math.max(0, entries.length - limit)) };
}

export function isChatLog(value: unknown): value is ChatLogState {
  if (value === null || typeof value !== "object") return false;
  const v = value as Partial<ChatLogState>;
  return (
    typeof v.nextId === "number" &&
    Array.isArray(v.entries) &&
    v.entries.every(
      (e: Partial<ChatEntry>) =>
        typeof e?.id === "number" &&
        typeof e.posted === "number" &&
        (e.audience === "gm" || e.audience === "all") &&
        e.card !== null &&
        typeof e.card === "object" &&
        !Array.isArray(e.card),
    )
  );
}
