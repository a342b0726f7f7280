/**
 * What the lazily loaded record store (record-store.ts) uses from the rules and views that the start bundle
 * holds anyway: handed over from it, so the store's chunk shares no module with the start bundle.
 */
import { logEntries } from "../../core";
import { RECORD_DAY_TEMPLATE, RECORD_WORDS, resolveView } from "../../ui";
import { deletion } from "../setup/compat";
import { TEMPLATE_ROOT } from "../setup/constants";
import type { RecordKit } from "./store";
import { isSplit } from "../session/stored-state";

export const RECORD_KIT: RecordKit = {
  logEntries,
  resolveView,
  isSplit,
  deletion,
  words: RECORD_WORDS,
  dayTemplate: `${TEMPLATE_ROOT}/${RECORD_DAY_TEMPLATE}`,
};
