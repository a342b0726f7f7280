/**
 * Reading the campaign record's pages (loaded with the record store, on GM clients only; imports nothing at run
 * time but its own chunk's modules). Each entry a page holds is read on its own: one that does not read (a flag
 * edited by hand) is set aside with the page and key it is under, and the rest read. The undo window is
 * composed from the pages the stored state lists, with the change the state names that they may not hold yet
 * (unwritten.ts): its newest entries, each following on from the newer one down from the state's clock, up to
 * the state's `logLength`. An entry the state never took (pages an earlier Turnkeeper wrote first, then the
 * state's write failed) is passed over, and a gap (a page deleted by hand) ends the window, which is reported,
 * never silent.
 */
import type { CoreError, LogEntry, RecordEntry, Result, followsOn } from "../../core";
import type { RecordJournalLike, RecordPageLike } from "../env/record";
import type { SplitState } from "../session/stored-state";
import { readUnwritten, withUnwritten } from "./unwritten";

/** Reads one stored entry (`RecordEntrySchema`), its errors' paths under `path`. */
export type ReadEntry = (stored: unknown, path: string) => Result<RecordEntry, CoreError>;

/** An entry a page holds that does not read. */
export interface BadEntry {
  readonly page: RecordPageLike;
  /** Its key under `flags.turnkeeper.entries`. */
  readonly key: string;
  readonly value: unknown;
  readonly error: CoreError;
}

/** The flag path of an entry's key on its page. */
export const entryPath = (key: string) => `flags.turnkeeper.entries.${key}`;

/** A page's entries that read, and those that do not. */
export function pageEntries(
  page: RecordPageLike,
  read: ReadEntry,
): { readonly entries: RecordEntry[]; readonly bad: BadEntry[] } {
  const entries: RecordEntry[] = [];
  const bad: BadEntry[] = [];
  for (const [key, value] of Object.entries(page.entries())) {
    const entry = read(value, entryPath(key));
    if (entry.ok) entries.push(entry.value);
    else bad.push({ page, key, value, error: entry.error });
  }
  return { entries, bad };
}

/** The log entry inside a record entry (the log's schema has no area, nor the party's name). */
function logEntry({ area: _area, party: _party, ...entry }: RecordEntry): LogEntry {
  return entry;
}

/** The stored state with its undo window put back, and what the pages lacked. */
export interface Composed {
  /** The state as the session reads it: the window's entries as its log, newest first. */
  readonly state: unknown;
  /** Pages the state lists that the journal no longer has, and entries of the window no page holds. */
  readonly missing: { readonly pages: number; readonly entries: number };
  /** Entries on those pages that do not read (set aside at the next write). */
  readonly bad: readonly BadEntry[];
}

/** What the stored state says of its log: how long, the clock it ends at, the next entry's id. */
function headOf(raw: SplitState) {
  const keeper = raw.state.keeper;
  const clock = (keeper.state as { readonly time?: unknown } | null | undefined)?.time;
  return {
    length: keeper.logLength,
    time: typeof clock === "number" ? clock : null,
    next: typeof keeper.nextEntry === "number" ? keeper.nextEntry : Number.POSITIVE_INFINITY,
  };
}

/** Composes the stored state with the log's entries the record pages it lists hold. */
export function composeWindow(
  raw: SplitState,
  journal: RecordJournalLike | null,
  read: ReadEntry,
  follows: typeof followsOn,
): Composed {
  const held = new Set(raw.split.pages);
  const pages = journal?.id === raw.split.journal ? journal.pages().filter((p) => held.has(p.id)) : [];
  const head = headOf(raw);
  const onPages = pages.map((p) => pageEntries(p, read));
  // What the state's task changed that the pages may not hold yet is read from the state, never lost.
  const entries = withUnwritten(
    onPages.flatMap((p) => p.entries),
    readUnwritten(raw, read),
  )
    .filter((e) => e.id < head.next)
    .sort((a, b) => b.id - a.id);
  const window: LogEntry[] = [];
  for (const entry of entries) {
    if (window.length >= head.length) break;
    // Without a clock to follow on from, the session's reading of the log checks it.
    if (head.time !== null && !follows(entry, window.at(-1), head.time)) break;
    window.push(logEntry(entry));
  }
  return {
    state: { ...raw.state, keeper: { ...raw.state.keeper, log: window, logLength: window.length } },
    missing: { pages: held.size - pages.length, entries: head.length - window.length },
    bad: onPages.flatMap((p) => p.bad),
  };
}
