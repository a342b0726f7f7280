/**
 * The campaign record journal and its pages. Read by lazily loaded code (src/foundry/record), so only types
 * live here.
 */

/**
 * A page of the campaign record journal (`JournalEntryPage`, a text page): its day, which part of the day it
 * is, and its entries.
 */
export interface RecordPageLike {
  readonly id: string;
  readonly name: string;
  /** `flags.turnkeeper.day`: the record day the page is for. */
  readonly day: number | null;
  /** `flags.turnkeeper.part`: 1 for the day's page, 2 and on for its continuations (absent: 1). */
  readonly part: number;
  /** `flags.turnkeeper.entries`: the entries on the page, by id, as stored. */
  entries(): Readonly<Record<string, unknown>>;
  /** `text.content`: the page's text as stored (Turnkeeper's list of the day, and what the GM wrote). */
  content(): string;
}

/** Data for a new record page (`JournalEntryPage` creation data). */
export interface RecordPageData {
  readonly name: string;
  readonly sort: number;
  readonly text: { readonly content: string };
  readonly flags: {
    readonly turnkeeper: {
      readonly day: number;
      readonly part: number;
      readonly entries: Record<string, unknown>;
    };
  };
}

/** A change to a record page: its text, and flag keys replaced or deleted (`compat.ts` `replacement`, `deletion`). */
export interface RecordPageUpdate {
  readonly _id: string;
  readonly "text.content": string;
  readonly [flag: `flags.turnkeeper.entries.${string}`]: unknown;
}

/** The campaign record journal (`JournalEntry`). Each method is one database request. */
export interface RecordJournalLike {
  readonly id: string;
  readonly name: string;
  /** `ownership`: the default level and each user's, by user id (`CONST.DOCUMENT_OWNERSHIP_LEVELS`). */
  readonly ownership: Readonly<Record<string, number>>;
  pages(): readonly RecordPageLike[];
  /** `createEmbeddedDocuments("JournalEntryPage", data)`. */
  createPages(data: readonly RecordPageData[]): Promise<unknown>;
  /** `updateEmbeddedDocuments("JournalEntryPage", updates)`. */
  updatePages(updates: readonly RecordPageUpdate[]): Promise<unknown>;
  /** `update({ ownership: { default } })`: players may read it (OBSERVER) or not (NONE). */
  share(readable: boolean): Promise<unknown>;
}

/** The world's journal entries, as far as the campaign record goes. */
export interface JournalsPort {
  /** The journal entry flagged `turnkeeper.record`, or null. */
  record(): RecordJournalLike | null;
  /** `JournalEntry.create`: a journal flagged `turnkeeper.record`, owned by GMs, and read by players if `readable`. */
  createRecord(name: string, readable: boolean): Promise<RecordJournalLike>;
}
