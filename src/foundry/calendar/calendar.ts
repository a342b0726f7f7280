/**
 * The world's calendar, read by feature (loaded lazily, src/foundry/session/timekeeping.ts): a calendar module's public
 * API when one is active (Seasons & Stars, Simple Calendar or Simple Calendar Reborn), else Foundry's own
 * `game.time.calendar` (v13; Calendaria and others configure theirs there). All of them read the one world
 * clock, `game.time.worldTime`. Without any, there is no calendar and Turnkeeper's day count stands. Every
 * reading is checked (src/ui/calendar/reading.ts) before it names a record page or shows on the clock: one that
 * does not read counts as none, and the GM is told once.
 *
 * A chunk of its own: it imports nothing at run time that the start bundle also holds (the seasons module is
 * its alone), so no shared chunk splits the start bundle.
 */
import { parseSeasonMapping, seasonFor } from "../../core/calendar/season";
import type { CoreError } from "../../core";
import type { CalendarDay, CalendarSource } from "../../ui";
import { checkReading, type RawReading } from "../../ui/calendar/reading";
import type {
  CalendarDataLike,
  CalendarModulesPort,
  SeasonsStarsApi,
  SimpleCalendarApi,
} from "../env/calendar";
import type { FoundryEnv } from "../env/ports";

/** Where calendar modules publish their APIs (`game.seasonsStars`, the `SimpleCalendar` global). */
interface CalendarGlobals {
  readonly seasonsStars?: { readonly api?: SeasonsStarsApi };
  readonly SimpleCalendar?: { readonly api?: SimpleCalendarApi };
}

/** The calendar modules' APIs in Foundry, each only when it looks like the documented one. */
const foundryModules: CalendarModulesPort = {
  seasonsStars() {
    const api = (game as CalendarGlobals).seasonsStars?.api;
    return typeof api?.worldTimeToDate === "function" ? api : null;
  },
  simpleCalendar() {
    const api = (globalThis as CalendarGlobals).SimpleCalendar?.api;
    return typeof api?.timestampToDate === "function" ? api : null;
  },
};

/** A calendar as read: what it gives for a world time, unchecked (null: it has no date for it). */
interface RawCalendar {
  readonly id: string;
  read(time: number): RawReading | null;
}

/** The calendars whose readings each client's GM was told do not read: once each. */
const toldOf = new WeakMap<FoundryEnv, Set<string>>();

/** Tells the GM, once per calendar, that its readings do not read and the day count stands. */
function tellOnce(env: FoundryEnv, calendar: string, field: string): void {
  const told = toldOf.get(env) ?? new Set<string>();
  toldOf.set(env, told);
  if (!env.game.user?.isGM || told.has(calendar)) return;
  told.add(calendar);
  env.notifications.warn(env.game.i18n.format("TURNKEEPER.Calendar.badReading", { calendar, field }));
}

/**
 * Every reading checked (src/ui/calendar/reading.ts): one that does not read counts as none, so Turnkeeper's
 * day count stands ("Day 12"), and the GM is told once. A calendar that throws reads as none, untold: it may
 * not be ready yet, or have changed under us.
 */
function checked(env: FoundryEnv, calendar: RawCalendar): CalendarSource {
  return {
    id: calendar.id,
    read(time) {
      let raw: RawReading | null;
      try {
        raw = calendar.read(time);
      } catch {
        return null;
      }
      if (raw === null) return null;
      const reading = checkReading(raw);
      if (reading.ok) return reading.value;
      tellOnce(env, calendar.id, reading.field);
      return null;
    },
  };
}

function seasonsStars(api: SeasonsStarsApi): RawCalendar {
  return {
    id: "seasons-and-stars",
    read(time) {
      const date = api.worldTimeToDate(time);
      const months = api.getMonthNames();
      return {
        label: api.formatDate(date, { includeTime: false }),
        hour: date.time?.hour ?? 0,
        minute: date.time?.minute ?? 0,
        parts: [date.year, date.day],
        lengths: [],
        place: {
          month: date.month - 1,
          months: months.length,
          monthName: months[date.month - 1],
          seasonName: api.getSeasonInfo?.(date)?.name,
        },
      };
    },
  };
}

function simpleCalendar(api: SimpleCalendarApi): RawCalendar {
  return {
    id: "simple-calendar",
    read(time) {
      const date = api.timestampToDate(time);
      if (!date) return null;
      return {
        label: date.display.date,
        hour: date.hour,
        minute: date.minute,
        parts: [date.year, date.day],
        lengths: [],
        place: {
          month: date.month,
          months: api.getAllMonths().length,
          monthName: date.display.monthName,
          seasonName: date.currentSeason?.name,
        },
      };
    },
  };
}

/** Foundry's core calendar: names are often localization keys, and a date is "day month year". */
function coreCalendar(env: FoundryEnv, calendar: CalendarDataLike): RawCalendar {
  const i18n = env.game.i18n;
  const name = (list: CalendarDataLike["months"], index: number) => {
    const key = list?.values[index]?.name;
    return typeof key === "string" ? i18n.localize(key) : undefined;
  };
  const { days } = calendar;
  return {
    id: "core",
    read(time) {
      const c = calendar.timeToComponents(time);
      const monthName = name(calendar.months, c.month);
      return {
        label: i18n.format("TURNKEEPER.Calendar.date", {
          day: c.dayOfMonth + 1,
          month: monthName ?? c.month + 1,
          year: c.year,
        }),
        hour: c.hour,
        minute: c.minute,
        parts: [c.dayOfMonth, c.year],
        // Days of 0 hours (or NaN minutes) read no time of day at all.
        lengths: days ? [days.hoursPerDay, days.minutesPerHour, days.secondsPerMinute] : [],
        place: {
          month: c.month,
          months: calendar.months?.values.length ?? 12,
          monthName,
          seasonName: name(calendar.seasons, c.season),
        },
      };
    },
  };
}

/** The calendar in force: a module's, else the core's, else none. */
export function foundryCalendar(env: FoundryEnv): CalendarSource | null {
  const modules = env.calendars ?? foundryModules;
  const ss = modules.seasonsStars();
  if (ss) return checked(env, seasonsStars(ss));
  const sc = modules.simpleCalendar();
  if (sc) return checked(env, simpleCalendar(sc));
  const core = env.game.time.calendar;
  return core ? checked(env, coreCalendar(env, core)) : null;
}

/**
 * The seconds in a day of Foundry's core calendar when they are not the 86,400 Turnkeeper's presets count
 * (their watches and day start then do not line up with the calendar's hours), else null. Days that are no
 * whole number of seconds (0 hours, NaN minutes) are null here: no reading of such a calendar reads, and the
 * GM is told so when it is first read.
 */
export function dayMismatch(env: FoundryEnv): number | null {
  const days = env.game.time.calendar?.days;
  if (!days) return null;
  const seconds = days.hoursPerDay * days.minutesPerHour * days.secondsPerMinute;
  return seconds === 86_400 || !Number.isSafeInteger(seconds) || seconds <= 0 ? null : seconds;
}

/** Why the GM's season mapping (the `seasonMapping` setting) does not read, or null. */
export function mappingProblem(text: string): CoreError | null {
  const parsed = parseSeasonMapping(text);
  return parsed.ok ? null : parsed.error;
}

/** The calendar's day at a world time, with the season the GM's mapping gives it (null without a calendar). */
export function calendarDayAt(env: FoundryEnv, time: number, mappingText: string): CalendarDay | null {
  const reading = foundryCalendar(env)?.read(time);
  if (!reading) return null;
  const parsed = parseSeasonMapping(mappingText);
  const season = seasonFor(reading.place, parsed.ok ? parsed.value : {});
  return { label: reading.label, hour: reading.hour, minute: reading.minute, season };
}
