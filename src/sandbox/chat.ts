/**
 * The sandbox's chat output: a chat-like log beside the table, where the cards Foundry would post as chat
 * messages (encounter checks, navigation, initiative) appear in order. Messages are kept in storage, so the
 * log survives a reload the way Foundry's chat does.
 */
export interface ChatEntry {
  readonly id: number;
  /** When it was posted, in real time (ms since 1970), as Foundry's chat shows it; the card says the world time. */
  readonly posted: number;
  /** The card's HTML, rendered from the module's own chat templates. */
  readonly html: string;
  /** Optional speaker line ("Game master", "Turnkeeper"). */
  readonly speaker?: string;
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
        typeof e?.id === "number" && typeof e.html === "string" && typeof e.posted === "number",
    )
  );
}
