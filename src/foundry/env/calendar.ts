/**
 * The world's calendar (`game.time.calendar`), calendar modules' APIs, and the scenes' darkness that follows
 * the time of day. Read by lazily loaded code (src/foundry/calendar), so only types live here.
 */

/** A world time in the calendar's parts (`TimeComponents`, v13): every index 0-based. */
export interface TimeComponentsLike {
  readonly year: number;
  readonly month: number;
  readonly dayOfMonth: number;
  readonly season: number;
  readonly hour: number;
  readonly minute: number;
}

/** `game.time.calendar`: the world's calendar (`CalendarData`, v13), the core's or one a module configured. */
export interface CalendarDataLike {
  timeToComponents(time: number): TimeComponentsLike;
  /** Month and season names (often localization keys), in order. */
  readonly months?: { readonly values: readonly { readonly name: string }[] } | null;
  readonly seasons?: { readonly values: readonly { readonly name: string }[] } | null;
  /** The length of its day (`CalendarConfig#days`). */
  readonly days?: {
    readonly hoursPerDay: number;
    readonly minutesPerHour: number;
    readonly secondsPerMinute: number;
  } | null;
}

/** A date as Seasons & Stars gives it (`CalendarDate`): month and day 1-based. */
export interface SeasonsStarsDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly time?: { readonly hour: number; readonly minute: number; readonly second: number };
}

/** The part of Seasons & Stars' public API (`game.seasonsStars.api`) Turnkeeper reads. */
export interface SeasonsStarsApi {
  worldTimeToDate(time: number): SeasonsStarsDate;
  formatDate(date: SeasonsStarsDate, options?: { includeTime?: boolean }): string;
  getSeasonInfo?(date: SeasonsStarsDate): { readonly name: string } | null;
  getMonthNames(): readonly string[];
}

/** A date as Simple Calendar (and Simple Calendar Reborn) gives it (`timestampToDate`): month 0-based. */
export interface SimpleCalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly currentSeason?: { readonly name: string } | null;
  readonly display: { readonly date: string; readonly monthName?: string };
}

/** The part of Simple Calendar's public API (`SimpleCalendar.api`) Turnkeeper reads. */
export interface SimpleCalendarApi {
  timestampToDate(time: number): SimpleCalendarDate | null;
  getAllMonths(): readonly { readonly name: string }[];
  getAllSeasons(): readonly { readonly name: string }[];
}

/** Calendar modules' APIs, where one is active; never required (src/foundry/calendar/calendar.ts). */
export interface CalendarModulesPort {
  seasonsStars(): SeasonsStarsApi | null;
  simpleCalendar(): SimpleCalendarApi | null;
}

/** A scene's darkness (`environment.darknessLevel`) and whether it follows the time of day (its flag). */
export interface SceneLightingLike {
  readonly uuid: string;
  /** `flags.turnkeeper.darkness`: the GM opted this scene in. */
  followsTime(): boolean;
  /** Sets or clears the flag (one Scene update). */
  setFollowsTime(follow: boolean): Promise<unknown>;
  darkness(): number;
  /** One update of `environment.darknessLevel`. */
  setDarkness(level: number): Promise<unknown>;
}
