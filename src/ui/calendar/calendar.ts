/**
 * The world's calendar as the host reads it (Foundry's core calendar, or a calendar module's): a date's words
 * and hours for any world time, and where in the calendar's year it falls, for the season. Without one,
 * Turnkeeper's own day count stands.
 */
import type { CalendarPlace } from "../../core/calendar/season";
import type { Season } from "../../core";

/** A world time on the calendar in force. */
export interface CalendarReading {
  /** The date as the calendar formats it ("12 Thaw 1042"), on one line of at most 64 characters. */
  readonly label: string;
  /** The calendar's hour and minute of the day. */
  readonly hour: number;
  readonly minute: number;
  readonly place: CalendarPlace;
}

/**
 * Reads world times on the world's calendar; null when it cannot (the calendar is gone, or not ready, or gave
 * a reading that does not read: src/ui/calendar/reading.ts).
 */
export interface CalendarSource {
  /** Which calendar it is, for the GM ("core", a module's id). */
  readonly id: string;
  read(time: number): CalendarReading | null;
}

/** A day on the calendar, with the season 000's tables read (the host maps it: src/foundry/calendar/calendar.ts). */
export interface CalendarDay {
  readonly label: string;
  readonly hour: number;
  readonly minute: number;
  readonly season: Season;
}
