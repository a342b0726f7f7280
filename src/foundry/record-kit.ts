/**
 * What the lazily loaded record store (record-store.ts) uses from the rules and views that the start bundle
 * holds anyway: handed over from it, so the store's chunk shares no module with the start bundle.
 */
import { logEntries, parseWith, recordEntry, RecordEntrySchema } from "../core";
import { RECORD_DAY_TEMPLATE, RECORD_WORDS, resolveView } from "../ui";
import { TEMPLATE_ROOT } from "./constants";
import type { RecordKit } from "./record-store";
import { isSplit } from "./stored-state";

export const RECORD_KIT: RecordKit = {
  logEntries,
  recordEntry,
  readEntry(stored) {
    const parsed = parseWith(RecordEntrySchema, stored);
    return parsed.ok ? parsed.value : null;
  },
  resolveView,
  isSplit,
  words: RECORD_WORDS,
  dayTemplate: `${TEMPLATE_ROOT}/${RECORD_DAY_TEMPLATE}`,
};
