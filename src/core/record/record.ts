/**
 * The campaign record: every time log entry the campaign ever kept, in order, with where the party was. The
 * log keeps only the newest entries for undo; the record keeps them all. An entry goes into the record as it
 * is logged (so it is there long before it leaves the undo window), changes with it (checks rolled later),
 * and leaves it only when it is undone or joined into the entry before it.
 */
import * as v from "valibot";
import { migrateVersioned, parseWith, type Migration } from "../schema";
import { LogEntrySchema } from "../clock/log";
import type { CoreError } from "../util/errors";
import type { Result } from "../util/result";

export const RECORD_VERSION = 1;

/**
 * A log entry as the record keeps it: the entry itself, the area in force when it was logged and the name of
 * the party it was the time of (issue 22; none: the world's first party, as every entry from before parties).
 */
export const RecordEntrySchema = v.strictObject({
  ...LogEntrySchema.entries,
  area: v.optional(v.string()),
  party: v.optional(v.string()),
});
export type RecordEntry = v.InferOutput<typeof RecordEntrySchema>;

/** What one session task changed in the record: entries new or changed, and ids undone or joined away. */
export interface RecordChange {
  readonly put: readonly RecordEntry[];
  readonly removed: readonly number[];
}

export const CampaignRecordSchema = v.strictObject({
  version: v.literal(RECORD_VERSION),
  /** Oldest first, by entry id. */
  entries: v.array(RecordEntrySchema),
});
export type CampaignRecord = v.InferOutput<typeof CampaignRecordSchema>;

export function emptyRecord(): CampaignRecord {
  return { version: RECORD_VERSION, entries: [] };
}

const MIGRATIONS: readonly Migration[] = [];

export function loadRecord(input: unknown): Result<CampaignRecord, CoreError> {
  const migrated = migrateVersioned(input, RECORD_VERSION, MIGRATIONS);
  return migrated.ok ? parseWith(CampaignRecordSchema, migrated.value) : migrated;
}

/** The record with a change made: entries put in place by id (or added in order), removed ids taken out. */
export function applyRecordChange(record: CampaignRecord, change: RecordChange): CampaignRecord {
  if (change.put.length === 0 && change.removed.length === 0) return record;
  const byId = new Map(record.entries.map((e) => [e.id, e]));
  for (const id of change.removed) byId.delete(id);
  for (const entry of change.put) {
    // The area is where the entry happened: a later change (a check rolled later) keeps it.
    const area = byId.get(entry.id)?.area;
    byId.set(entry.id, area !== undefined && entry.area !== area ? { ...entry, area } : entry);
  }
  return { ...record, entries: [...byId.values()].sort((a, b) => a.id - b.id) };
}
