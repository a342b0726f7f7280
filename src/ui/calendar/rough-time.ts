/**
 * The time of day as players read it when the GM lets them know only roughly (issue 22): a part of the day
 * from the calendar's hour ("late afternoon"), and the day without the minutes (the calendar's date, or
 * Turnkeeper's day count: "late afternoon, day 3"). The parts are a 24-hour day's: a calendar's reading gives
 * its hour, not how many hours its day has.
 */
import { DAY_SECONDS } from "../../core";
import { t, type Text } from "../i18n/text";
import type { CalendarDay } from "./calendar";

export const PARTS_OF_DAY = [
  "night",
  "beforeDawn",
  "morning",
  "midday",
  "afternoon",
  "lateAfternoon",
  "evening",
] as const;
export type PartOfDay = (typeof PARTS_OF_DAY)[number];

/** The hour each part begins at, latest first; before the first of them it is still night. */
const BEGINS: readonly (readonly [number, PartOfDay])[] = [
  [21, "night"],
  [18, "evening"],
  [16, "lateAfternoon"],
  [13, "afternoon"],
  [11, "midday"],
  [6, "morning"],
  [4, "beforeDawn"],
];

/** The part of the day an hour of the clock falls in. */
export function partOfDay(hour: number): PartOfDay {
  return BEGINS.find(([from]) => hour >= from)?.[1] ?? "night";
}

/** The seconds since the day began, at world time `now` (days of `DAY_SECONDS`, before time 0 too). */
export const secondsOfDay = (now: number): number => ((now % DAY_SECONDS) + DAY_SECONDS) % DAY_SECONDS;

/**
 * A rough reading of world time `now`: the part of the day and the calendar's date when there is a calendar
 * (`day`), else Turnkeeper's day count, from the preset's `dayStart` as the clock's reading counts it (day 1
 * first).
 */
export function roughTime(now: number, day: CalendarDay | null, dayStart = 0): Text {
  const hour = day ? day.hour : Math.floor(secondsOfDay(now) / 3600);
  const part = t(`TURNKEEPER.Clock.Rough.Part.${partOfDay(hour)}`);
  return day
    ? t("TURNKEEPER.Clock.Rough.onDate", { part, date: day.label })
    : t("TURNKEEPER.Clock.Rough.onDay", { part, day: Math.floor((now - dayStart) / DAY_SECONDS) + 1 });
}
