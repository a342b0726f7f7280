/**
 * What the campaign record's views (record-view.ts, loaded lazily in Foundry) use from the other views: the
 * text constructors and the words for reasons and outcomes, handed to them from the start bundle.
 */
import { ENCOUNTER_CHECK_ID } from "../map/areas";
import { clock, duration, label, t } from "../i18n/text";
import { effectTypeText, reasonText } from "../i18n/rule-words";

export const RECORD_DAY_TEMPLATE = "record/day.hbs";

export interface RecordWords {
  readonly t: typeof t;
  readonly clock: typeof clock;
  readonly duration: typeof duration;
  readonly label: typeof label;
  readonly reasonText: typeof reasonText;
  readonly effectTypeText: typeof effectTypeText;
  /** The encounter check's id (its results are the encounter table's). */
  readonly encounterCheck: string;
}

export const RECORD_WORDS: RecordWords = {
  t,
  clock,
  duration,
  label,
  reasonText,
  effectTypeText,
  encounterCheck: ENCOUNTER_CHECK_ID,
};
