/**
 * What the lazily loaded record store (store.ts, writes.ts) uses from the rules and views that the start bundle
 * holds anyway: handed over from it, so the store's chunk shares no module with the start bundle.
 */
import { followsOn, logEntries, parseWith, RecordEntrySchema } from "../../core";
import { RECORD_DAY_TEMPLATE, RECORD_WORDS, resolveView, storedWorldState } from "../../ui";
import { unnamedEntriesParty } from "../../ui/record/party";
import { deletion, replacement } from "../setup/compat";
import { TEMPLATE_ROOT } from "../setup/constants";
import type { RecordKit } from "./writes";
import { isSplit } from "../session/stored-state";

export const RECORD_KIT: RecordKit = {
  logEntries,
  resolveView,
  isSplit,
  deletion,
  replacement,
  readEntry: (stored, path) => parseWith(RecordEntrySchema, stored, path),
  followsOn,
  stored: storedWorldState,
  words: RECORD_WORDS,
  dayTemplate: `${TEMPLATE_ROOT}/${RECORD_DAY_TEMPLATE}`,
  unnamedEntriesParty,
};
