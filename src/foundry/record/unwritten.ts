/**
 * The record's change a state names before its pages take it (issue 20; loaded with the record store, on GM
 * clients only; imports nothing at run time). The state is written first, with the entries its task logged or
 * changed and the ids it undid (`split.unwritten`), then the pages. Should the page write fail, or the GM's
 * client go between the two, nothing is lost and nothing merged: whoever reads the state reads those entries
 * from it (pending, not history lost), and the next write, on any GM's client, sends what the pages still lack
 * with its own change, each entry replaced whole.
 */
import type { CoreError, RecordChange, RecordEntry, Result } from "../../core";
import type { SplitState } from "../session/stored-state";

/** No change. */
export const NO_CHANGE: RecordChange = { put: [], removed: [] };

/**
 * The change a stored state names that its pages may not hold yet: entries that read (one that does not is
 * left out, and the window then reports it missing) and ids that are safe integers.
 */
export function readUnwritten(
  raw: SplitState,
  read: (stored: unknown, path: string) => Result<RecordEntry, CoreError>,
): RecordChange {
  const stored = raw.split.unwritten;
  if (stored === undefined) return NO_CHANGE;
  const put: RecordEntry[] = [];
  const entries: readonly unknown[] = Array.isArray(stored.put) ? stored.put : [];
  entries.forEach((value, i) => {
    const entry = read(value, `split.unwritten.put.${i}`);
    if (entry.ok) put.push(entry.value);
  });
  const ids: readonly unknown[] = Array.isArray(stored.removed) ? stored.removed : [];
  return { put, removed: ids.filter((id): id is number => Number.isSafeInteger(id)) };
}

/** Two changes one after the other as one: the later's entries and ids win over the earlier's. */
export function joinChanges(earlier: RecordChange, later: RecordChange): RecordChange {
  if (earlier.put.length === 0 && earlier.removed.length === 0) return later;
  const put = new Set(later.put.map((e) => e.id));
  const removed = new Set(later.removed);
  return {
    put: [...earlier.put.filter((e) => !put.has(e.id) && !removed.has(e.id)), ...later.put],
    removed: [...new Set([...earlier.removed.filter((id) => !put.has(id)), ...later.removed])],
  };
}

/** Entries as the pages hold them, with the change the state names made: its entries in, its ids out. */
export function withUnwritten(entries: readonly RecordEntry[], change: RecordChange): RecordEntry[] {
  if (change.put.length === 0 && change.removed.length === 0) return [...entries];
  const gone = new Set([...change.removed, ...change.put.map((e) => e.id)]);
  return [...entries.filter((e) => !gone.has(e.id)), ...change.put];
}
