/**
 * The world's calendar, read by feature (loaded lazily, src/foundry/session/timekeeping.ts): a calendar module's public
 * API when one is active (Seasons & Stars, Simple Calendar or Simple Calendar Reborn), else Foundry's own
 * `game.time.calendar` (v13; Calendaria and others configure theirs there). All of them read the one world
 * clock, `game.time.worldTime`. Without any, there is no calendar and Turnkeeper's day count stands.
 *
 * A chunk of its own: it imports nothing at run time that the start bundle also holds (the seasons module is
 * its alone), so no shared chunk splits the start bundle.
 */
import { parseSeasonMapping, seasonFor } from "../../core/calendar/season";
import type { CoreError } from "../../core";
import type { CalendarDay, CalendarReading, CalendarSource } from "../../ui";
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

/** A calendar that failed to read a time (not ready, or changed under us) reads as no calendar. */
function guarded(source: CalendarSource): CalendarSource {
  return {
    ...source,
    read(time) {
      try {
        return source.read(time);
      } catch {
        return null;
      }
    },
  };
}

function seasonsStars(api: SeasonsStarsApi): CalendarSource {
  const months = () => api.getMonthNames();
  return {
    id: "seasons-and-stars",
    read(time) {
      const date = api.worldTimeToDate(time);
      const monthName = months()[date.month - 1];
      const season = api.getSeasonInfo?.(date)?.name;
      return {
        label: api.formatDate(date, { includeTime: false }),
        hour: date.time?.hour ?? 0,
        minute: date.time?.minute ?? 0,
        place: {
          month: date.month - 1,
          months: months().length,
          ...(monthName === undefined ? {} : { monthName }),
          ...(season === undefined ? {} : { seasonName: season }),
        },
      };
    },
    names: () => ({ seasons: [], months: months() }),
  };
}

function simpleCalendar(api: SimpleCalendarApi): CalendarSource {
  return {
    id: "simple-calendar",
    read(time) {
      const date = api.timestampToDate(time);
      if (!date) return null;
      const season = date.currentSeason?.name;
      return {
        label: date.display.date,
        hour: date.hour,
        minute: date.minute,
        place: {
          month: date.month,
          months: api.getAllMonths().length,
          ...(date.display.monthName ? { monthName: date.display.monthName } : {}),
          ...(season ? { seasonName: season } : {}),
        },
      };
    },
    names: () => ({
      seasons: api.getAllSeasons().map((s) => s.name),
      months: api.getAllMonths().map((m) => m.name),
    }),
  };
}

/** Foundry's core calendar: names are often localization keys, and a date is "day month year". */
function coreCalendar(env: FoundryEnv, calendar: CalendarDataLike): CalendarSource {
  const i18n = env.game.i18n;
  const names = (list: CalendarDataLike["months"]) => (list?.values ?? []).map((v) => i18n.localize(v.name));
  return {
    id: "core",
    read(time): CalendarReading {
      const c = calendar.timeToComponents(time);
      const monthName = names(calendar.months)[c.month];
      const seasonName = names(calendar.seasons)[c.season];
      return {
        label: i18n.format("TURNKEEPER.Calendar.date", {
          day: c.dayOfMonth + 1,
          month: monthName ?? c.month + 1,
          year: c.year,
        }),
        hour: c.hour,
        minute: c.minute,
        place: {
          month: c.month,
          months: calendar.months?.values.length ?? 12,
          ...(monthName === undefined ? {} : { monthName }),
          ...(seasonName === undefined ? {} : { seasonName }),
        },
      };
    },
    names: () => ({ seasons: names(calendar.seasons), months: names(calendar.months) }),
  };
}

/** The calendar in force: a module's, else the core's, else none. */
export function foundryCalendar(env: FoundryEnv): CalendarSource | null {
  const modules = env.calendars ?? foundryModules;
  const ss = modules.seasonsStars();
  if (ss) return guarded(seasonsStars(ss));
  const sc = modules.simpleCalendar();
  if (sc) return guarded(simpleCalendar(sc));
  const core = env.game.time.calendar;
  return core ? guarded(coreCalendar(env, core)) : null;
}

/**
 * The seconds in a day of Foundry's core calendar when they are not the 86,400 Turnkeeper's presets count
 * (their watches and day start then do not line up with the calendar's hours), else null.
 */
export function dayMismatch(env: FoundryEnv): number | null {
  const days = env.game.time.calendar?.days;
  if (!days) return null;
  const seconds = days.hoursPerDay * days.minutesPerHour * days.secondsPerMinute;
  return seconds === 86_400 ? null : seconds;
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
