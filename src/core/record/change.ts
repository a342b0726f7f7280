/**
 * What a session task changed in the campaign record. This module imports nothing at run time: Foundry
 * works the change out in its lazily loaded record store, and a chunk that shared a module with the start
 * bundle would split it. Import it from here (it is not in the core's index).
 */
import type { LogEntry, Timekeeper } from "../clock/log";
import type { RecordChange, RecordEntry } from "./record";

/** A log entry for the record, with the area it happened in and the party it was the time of (if any). */
export function recordEntry(entry: LogEntry, area?: string, party?: string): RecordEntry {
  const named = party ? { ...entry, party } : entry;
  return area === undefined ? named : { ...named, area };
}

/**
 * What changed between two states of the log: every entry of `after` that is new or changed (entries keep
 * their identity while unchanged), and the `removed` ids (undone, or joined into the entry before) that
 * `after` no longer holds. Entries that merely left the undo window are not removed: the record keeps them.
 */
export function recordChange(
  before: Timekeeper,
  after: Timekeeper,
  removed: Iterable<number>,
  area?: string,
  party?: string,
): RecordChange {
  const was = new Map<number, LogEntry>();
  for (let node = before.log; node; node = node.previous) was.set(node.entry.id, node.entry);
  const put: RecordEntry[] = [];
  const held = new Set<number>();
  for (let node = after.log; node; node = node.previous) {
    held.add(node.entry.id);
    if (was.get(node.entry.id) !== node.entry) put.push(recordEntry(node.entry, area, party));
  }
  const gone = [...new Set(removed)].filter((id) => !held.has(id)).sort((a, b) => a - b);
  return { put: put.reverse(), removed: gone };
}
