/**
 * What the campaign record's views (record-view.ts, loaded lazily in Foundry) use from the other views: the
 * text constructors and the words for reasons and outcomes, handed to them from the start bundle.
 */
import { ENCOUNTER_CHECK_ID } from "./areas";
import { clock, duration, label, t } from "./text";
import { effectTypeText, reasonText } from "./words";

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
