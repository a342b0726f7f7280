/**
 * The season for 000's shelter table, from the world's calendar: a calendar names its own seasons and months
 * ("Thaw", "Deepwinter"), so the GM maps them onto the table's four. Without a mapping a season or month
 * named like one of the four is that one, and otherwise the year is cut into four equal parts by month, the
 * first month falling in winter as January does.
 */
import type { CoreError } from "../util/errors";
import type { Result } from "../util/result";
import type { Season, SEASONS } from "../wilderness";

/*
 * This module imports nothing at run time: Foundry loads it lazily, with the calendar (src/foundry/calendar/calendar.ts),
 * and a chunk that shared a module with the start bundle would split the start bundle. So it is not in the
 * core's index either; import it from here.
 */

/** The shelter table's seasons in the year's order from January: the same list as `SEASONS`, checked by its type. */
const QUARTERS: typeof SEASONS = ["winter", "spring", "summer", "autumn"];

/** Where a calendar is on a day: its month (0-based, of `months`) and season, as far as it says. */
export interface CalendarPlace {
  readonly month: number;
  readonly months: number;
  readonly monthName?: string;
  /** The calendar's own season that day, if it keeps seasons. */
  readonly seasonName?: string;
}

/** The GM's choice: a calendar season's or month's name (as the calendar spells it) to one of the four. */
export type SeasonMapping = Readonly<Record<string, Season>>;

/** Names that mean one of the four, in a few spellings calendars use. */
const NAMED: Readonly<Record<string, Season>> = {
  winter: "winter",
  spring: "spring",
  summer: "summer",
  autumn: "autumn",
  fall: "autumn",
};

/** The one of the four a name means ("Early Spring", "Midwinter", "Fall"), or null. */
export function seasonNamed(name: string): Season | null {
  for (const word of name.toLowerCase().split(/[^a-z]+/)) {
    // A word that is a season's name, or ends in one of the longer names ("midwinter", not "fallow").
    const named = NAMED[word] ?? QUARTERS.find((s) => word.endsWith(s));
    if (named) return named;
  }
  return null;
}

/**
 * The season of a month by the year's quarters, the year's first twelfth in winter as January is: with 12
 * months Dec-Feb are winter, Mar-May spring...; with 4, one month each from winter.
 */
export function seasonOfMonth(month: number, months: number): Season {
  const count = Math.max(1, Math.floor(months));
  const shift = Math.round(count / 12);
  const shifted = (((Math.floor(month) + shift) % count) + count) % count;
  return QUARTERS[Math.min(3, Math.floor((shifted * 4) / count))] as Season;
}

/**
 * The season for the shelter table on a calendar day: the GM's mapping of the calendar's season, then of its
 * month, then a season or month named like one of the four, then the month's quarter of the year.
 */
export function seasonFor(place: CalendarPlace, mapping: SeasonMapping = {}): Season {
  const { seasonName, monthName } = place;
  return (
    (seasonName !== undefined ? mapping[seasonName] : undefined) ??
    (monthName !== undefined ? mapping[monthName] : undefined) ??
    (seasonName !== undefined ? seasonNamed(seasonName) : null) ??
    (monthName !== undefined ? seasonNamed(monthName) : null) ??
    seasonOfMonth(place.month, place.months)
  );
}

/**
 * The GM's mapping as typed in the settings: `name=season` pairs separated by commas or new lines ("Thaw=spring,
 * Fall=autumn"); the season may be any name `seasonNamed` knows. An empty text is no mapping.
 */
export function parseSeasonMapping(text: string): Result<SeasonMapping, CoreError> {
  const mapping: Record<string, Season> = {};
  for (const part of text.split(/[,\n]/)) {
    const pair = part.trim();
    if (pair === "") continue;
    const at = pair.lastIndexOf("=");
    const name = pair.slice(0, Math.max(0, at)).trim();
    const season = at > 0 ? seasonNamed(pair.slice(at + 1).trim()) : null;
    if (name === "" || !season) {
      const error: CoreError = {
        code: "season.badMapping",
        params: { entry: pair },
        message: `season.badMapping (${pair})`,
      };
      return { ok: false, error };
    }
    mapping[name] = season;
  }
  return { ok: true, value: mapping };
}
