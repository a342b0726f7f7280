/**
 * The contract's calendar touchpoints, checked live (docs/contract/calendar-record.md): the world's calendar
 * and its parts, the calendar modules' APIs as Turnkeeper's readers read them, the world's title, the
 * calendar and record settings, a scene's darkness and its flag (set and put back), and the calendar modules'
 * own clocks. A scenario whose module is not active is skipped, saying so. Vitest runs them against the fake
 * in its v13 and v14 modes (test/foundry/quench/calendar.test.ts).
 */
import { foundryCalendar, mappingProblem } from "../calendar/calendar";
import { sceneLighting } from "../calendar/darkness";
import { foundryClocks, type ClockGlobals } from "../calendar/other-clocks";
import { MODULE_ID } from "../setup/constants";
import type { FoundryEnv } from "../env/ports";
import { skip, type Scenario, type ScenarioAssert, type ScenarioBatch } from "./scenario";

const isWhole = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0;

/** The world's calendar, or the scenario is skipped. */
function calendarOf(env: FoundryEnv) {
  return env.game.time.calendar ?? skip("the world has no calendar (game.time.calendar)");
}

export const timeToComponents: Scenario = {
  name: "game.time.calendar breaks the world time into its parts (CalendarData#timeToComponents); an hour later is the next hour",
  writesWorld: false,
  run(env, assert) {
    const calendar = calendarOf(env);
    const now = env.game.time.worldTime;
    const parts = calendar.timeToComponents(now);
    for (const key of ["year", "month", "dayOfMonth", "season", "hour", "minute"] as const)
      assert.ok(Number.isInteger(parts[key]), `${key} ${parts[key]} is a whole number`);
    const days = calendar.days;
    if (!days) return skip("the calendar gives no length of its day (CalendarData#days)");
    const later = calendar.timeToComponents(now + days.minutesPerHour * days.secondsPerMinute);
    assert.equal(later.hour, (parts.hour + 1) % days.hoursPerDay, "an hour later");
    assert.equal(later.minute, parts.minute, "the same minute");
  },
};

export const monthsAndSeasons: Scenario = {
  name: "CalendarData#months, #seasons and #days: named months and seasons that the world time's parts fall in, whole days",
  writesWorld: false,
  run(env, assert) {
    const calendar = calendarOf(env);
    const months = calendar.months?.values ?? [];
    const seasons = calendar.seasons?.values ?? [];
    assert.ok(months.length > 0, "the calendar has months");
    for (const { name } of [...months, ...seasons])
      assert.ok(typeof name === "string" && env.game.i18n.localize(name).length > 0, `named: ${name}`);
    const parts = calendar.timeToComponents(env.game.time.worldTime);
    assert.ok(parts.month < months.length, `month ${parts.month} of ${months.length}`);
    if (seasons.length > 0) assert.ok(parts.season < seasons.length, `season ${parts.season}`);
    const days = calendar.days;
    assert.ok(
      days &&
        [days.hoursPerDay, days.minutesPerHour, days.secondsPerMinute].every((n) => isWhole(n) && n > 0),
      "a day of whole hours, minutes and seconds",
    );
  },
};

/** Reads today and tomorrow on the calendar in force, which must be the module `id`. */
function readsDates(env: FoundryEnv, assert: ScenarioAssert, id: string, module: string): void {
  const calendar = foundryCalendar(env);
  if (calendar?.id !== id) skip(`${module} is not the calendar in force (${calendar?.id ?? "none"})`);
  const now = env.game.time.worldTime;
  const today = calendar.read(now);
  const tomorrow = calendar.read(now + 86_400);
  assert.ok(today && today.label.length > 0, `a date Turnkeeper can show: ${today?.label}`);
  assert.ok(typeof today?.place.monthName === "string", `the month's name: ${today?.place.monthName}`);
  assert.ok(tomorrow && tomorrow.label !== today?.label, `the next day reads as another: ${tomorrow?.label}`);
}

export const seasonsStarsDates: Scenario = {
  name: "Seasons & Stars: game.seasonsStars.api worldTimeToDate, formatDate, getSeasonInfo and getMonthNames read as dates",
  writesWorld: false,
  run: (env, assert) => readsDates(env, assert, "seasons-and-stars", "Seasons & Stars"),
};

export const simpleCalendarDates: Scenario = {
  name: "Simple Calendar: SimpleCalendar.api timestampToDate and getAllMonths read as dates",
  writesWorld: false,
  run: (env, assert) => readsDates(env, assert, "simple-calendar", "Simple Calendar (or Reborn)"),
};

export const worldTitle: Scenario = {
  name: "game.world.title names the world, and so the campaign record",
  writesWorld: false,
  run(env, assert) {
    const title = env.game.world?.title;
    assert.ok(typeof title === "string" && title.trim().length > 0, `the world's title: ${title}`);
  },
};

export const calendarSettings: Scenario = {
  name: "the settings seasonMapping, campaignRecord and sceneDarkness are registered; the season mapping reads",
  writesWorld: false,
  run(env, assert) {
    const mapping = env.settings.get(MODULE_ID, "seasonMapping");
    assert.equal(typeof mapping, "string", "seasonMapping");
    assert.equal(mappingProblem(mapping), null, `the GM's season mapping reads: ${mapping}`);
    assert.equal(typeof env.settings.get(MODULE_ID, "campaignRecord"), "boolean", "campaignRecord");
    assert.equal(typeof env.settings.get(MODULE_ID, "sceneDarkness"), "boolean", "sceneDarkness");
  },
};

export const sceneDarkness: Scenario = {
  name: "Scene#update of environment.darknessLevel and the turnkeeper.darkness flag: set on the active scene, then put back",
  writesWorld: true,
  async run(env, assert) {
    const uuid = env.documents.activeScene()?.uuid ?? skip("the world has no active scene");
    const scene = () => sceneLighting(env).find((s) => s.uuid === uuid);
    const before = scene();
    assert.ok(before, "game.scenes holds the active scene");
    if (!before) return;
    const [follows, darkness] = [before.followsTime(), before.darkness()];
    const level = darkness < 0.5 ? 0.75 : 0.25;
    try {
      await before.setFollowsTime(!follows);
      await before.setDarkness(level);
      assert.deepEqual([scene()?.followsTime(), scene()?.darkness()], [!follows, level], "set");
    } finally {
      await before.setDarkness(darkness);
      await before.setFollowsTime(follows);
    }
    assert.deepEqual([scene()?.followsTime(), scene()?.darkness()], [follows, darkness], "put back");
  },
};

/** Where the calendar modules publish their clocks' APIs. */
const clockApis = () => globalThis as ClockGlobals;

/**
 * A module's own clock as its API says (`said`, absent without the module) and as Turnkeeper reads it
 * (`ours`): whether it runs, a boolean, the same.
 */
function readsClock(
  assert: ScenarioAssert,
  module: string,
  said: (() => unknown) | null,
  ours: () => boolean | null,
): void {
  if (!said) return skip(`${module} is not active`);
  const running = said();
  assert.equal(typeof running, "boolean", `${module} says whether its clock runs`);
  assert.equal(ours(), running, "Turnkeeper reads the same");
}

export const simpleCalendarClock: Scenario = {
  name: "SimpleCalendar.api.clockStatus().started says whether Simple Calendar's clock runs, as Turnkeeper reads it",
  writesWorld: false,
  run(_env, assert) {
    const api = clockApis().SimpleCalendar?.api;
    const status = typeof api?.clockStatus === "function" ? () => api.clockStatus!().started : null;
    readsClock(assert, "Simple Calendar (or Reborn)", status, foundryClocks.simpleCalendar);
  },
};

export const calendariaClock: Scenario = {
  name: "CALENDARIA.api.isClockRunning() says whether Calendaria's clock runs, as Turnkeeper reads it",
  writesWorld: false,
  run(_env, assert) {
    const api = clockApis().CALENDARIA?.api;
    const running = typeof api?.isClockRunning === "function" ? () => api.isClockRunning!() : null;
    readsClock(assert, "Calendaria", running, foundryClocks.calendaria);
  },
};

export const calendarBatch: ScenarioBatch = {
  id: "turnkeeper.contract.calendar",
  title: "Turnkeeper: the calendar (calendars, modules, settings, darkness)",
  scenarios: [
    timeToComponents,
    monthsAndSeasons,
    seasonsStarsDates,
    simpleCalendarDates,
    worldTitle,
    calendarSettings,
    sceneDarkness,
    simpleCalendarClock,
    calendariaClock,
  ],
};
