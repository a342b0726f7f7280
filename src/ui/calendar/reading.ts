/**
 * A calendar's reading checked before anything shows or stores it. A calendar module or a GM's own calendar
 * may give anything: days of 0 hours read as NaN hours, a broken date as "NaN Deepwinter NaN", a label of
 * 50,000 characters that would name a record page. A reading whose numbers are not within bounds is refused
 * (the host falls back to Turnkeeper's day count and tells the GM once); words are cut to a length a page
 * name or a clock panel can carry.
 *
 * Imports nothing at run time: the calendar's lazily loaded chunk (src/foundry/calendar/calendar.ts) alone
 * uses it.
 */
import type { CalendarPlace } from "../../core/calendar/season";
import type { CalendarReading } from "./calendar";

/** The longest date label or month or season name kept, in characters (a longer one is cut, ending in "…"). */
export const CALENDAR_TEXT_MAX = 64;
/** Hours and minutes a calendar's clock may show: below this, whatever its day is made of. */
export const CALENDAR_CLOCK_MAX = 1000;
/** Months a calendar's year may have. */
export const CALENDAR_MONTHS_MAX = 1000;

/** What a calendar gave for a world time, as it gave it: any of it may be of any type. */
export interface RawReading {
  readonly label: unknown;
  readonly hour: unknown;
  readonly minute: unknown;
  /** The date's own numbers the label was made of (its year, its day): a NaN there words a "NaN" label. */
  readonly parts: readonly unknown[];
  /** The lengths the calendar counts by (hours in its day...), each at least 1. */
  readonly lengths: readonly unknown[];
  readonly place: {
    readonly month: unknown;
    readonly months: unknown;
    readonly monthName?: unknown;
    readonly seasonName?: unknown;
  };
}

/** The reading, or the first field that is wrong in it. */
export type ReadingCheck =
  { readonly ok: true; readonly value: CalendarReading } | { readonly ok: false; readonly field: string };

/** Runs of white space and control characters, which a one-line date shows as one space. */
const SPACES = /[\s\p{Cc}]+/gu;

/** Words on one line, cut to `CALENDAR_TEXT_MAX` characters (whole characters, never half a pair); "" if none. */
export function calendarText(value: unknown): string {
  if (typeof value !== "string") return "";
  // Cut before the clean-up, so a huge text costs no more than its first part.
  const chars = Array.from(
    value
      .slice(0, CALENDAR_TEXT_MAX * 8)
      .replace(SPACES, " ")
      .trim(),
  );
  return chars.length <= CALENDAR_TEXT_MAX
    ? chars.join("")
    : `${chars.slice(0, CALENDAR_TEXT_MAX - 1).join("")}…`;
}

const within = (value: unknown, min: number, below: number): value is number =>
  typeof value === "number" && Number.isSafeInteger(value) && value >= min && value < below;

/** A place's month and season names, each kept only when it is words. */
function placeNames(place: RawReading["place"]): Pick<CalendarPlace, "monthName" | "seasonName"> {
  const monthName = calendarText(place.monthName);
  const seasonName = calendarText(place.seasonName);
  return { ...(monthName === "" ? {} : { monthName }), ...(seasonName === "" ? {} : { seasonName }) };
}

/** Checks a reading: whole numbers within bounds, a label of words; names cut, or left out when not words. */
export function checkReading(raw: RawReading): ReadingCheck {
  const { place } = raw;
  const wrong = (field: string): ReadingCheck => ({ ok: false, field });
  if (!raw.parts.every((part) => within(part, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER)))
    return wrong("date");
  if (!raw.lengths.every((length) => within(length, 1, Number.MAX_SAFE_INTEGER))) return wrong("day");
  if (!within(raw.hour, 0, CALENDAR_CLOCK_MAX)) return wrong("hour");
  if (!within(raw.minute, 0, CALENDAR_CLOCK_MAX)) return wrong("minute");
  if (!within(place.months, 1, CALENDAR_MONTHS_MAX + 1)) return wrong("months");
  if (!within(place.month, 0, place.months)) return wrong("month");
  const label = calendarText(raw.label);
  if (label === "") return wrong("label");
  return {
    ok: true,
    value: {
      label,
      hour: raw.hour,
      minute: raw.minute,
      place: { month: place.month, months: place.months, ...placeNames(place) },
    },
  };
}
