/**
 * What the lazily loaded record store (record-store.ts) uses from the rules and views: handed over from the
 * start bundle, which holds them anyway, so the store's chunk shares no module with it.
 */
import { logEntries, parseWith, recordDay, recordEntry, RecordEntrySchema } from "../core";
import { buildRecordView, recordMarkdown, RECORD_DAY_TEMPLATE, resolveView } from "../ui";
import { TEMPLATE_ROOT } from "./constants";
import type { RecordKit } from "./record-store";
import { isSplit } from "./stored-state";

export const RECORD_KIT: RecordKit = {
  logEntries,
  recordDay,
  recordEntry,
  readEntry(stored) {
    const parsed = parseWith(RecordEntrySchema, stored);
    return parsed.ok ? parsed.value : null;
  },
  buildRecordView,
  recordMarkdown,
  resolveView,
  isSplit,
  dayTemplate: `${TEMPLATE_ROOT}/${RECORD_DAY_TEMPLATE}`,
};
