/**
 * The calendar's Quench batch against the fake (v13 and v14): each scenario passes in a world that has what it
 * checks (the core calendar, or a calendar module's API, a scene's lighting, a module's clock), and is skipped,
 * saying why, in one that lacks it.
 */
import { afterEach, assert, describe, expect, it, vi } from "vitest";
import {
  calendarBatch,
  calendariaClock,
  sceneDarkness,
  seasonsStarsDates,
  simpleCalendarClock,
  simpleCalendarDates,
  timeToComponents,
} from "../../../src/foundry/quench/calendar";
import type { Scenario } from "../../../src/foundry/quench/scenario";
import type { FakeClient } from "../../fakes/foundry";
import {
  fakeCoreCalendar,
  fakeSeasonsStars,
  fakeSimpleCalendar,
  installLighting,
} from "../../fakes/foundry-record";
import { quenchWorld } from "./world";

/** The calendar modules' globals a scenario's world sets (their documented APIs), removed after each test. */
const globals = globalThis as { SimpleCalendar?: unknown; CALENDARIA?: unknown };
afterEach(() => {
  vi.restoreAllMocks();
  delete globals.SimpleCalendar;
  delete globals.CALENDARIA;
});

type World = Awaited<ReturnType<typeof quenchWorld>>;

/** What a scenario's world has beyond the core calendar. */
const SETUPS = new Map<Scenario, (t: World) => void>([
  [
    seasonsStarsDates,
    ({ gm }) => (gm.calendars = { seasonsStars: fakeSeasonsStars, simpleCalendar: () => null }),
  ],
  [
    simpleCalendarDates,
    ({ gm }) => (gm.calendars = { seasonsStars: () => null, simpleCalendar: fakeSimpleCalendar }),
  ],
  [
    sceneDarkness,
    ({ world }) => {
      world.addScene("Crypt", true);
      installLighting(world);
    },
  ],
  // Simple Calendar's `clockStatus()` gives `{ started, stopped, paused }` (its docs/API.md).
  [simpleCalendarClock, () => (globals.SimpleCalendar = { api: { clockStatus: () => ({ started: true }) } })],
  // Calendaria's `isClockRunning()` gives a boolean (its scripts/api.mjs).
  [calendariaClock, () => (globals.CALENDARIA = { api: { isClockRunning: () => false } })],
]);

async function calendarWorld(scenario?: Scenario): Promise<World & { gm: FakeClient }> {
  const t = await quenchWorld();
  t.gm.calendar = fakeCoreCalendar();
  if (scenario) SETUPS.get(scenario)?.(t);
  return t;
}

describe(calendarBatch.title, () => {
  for (const scenario of calendarBatch.scenarios) {
    it(scenario.name, async () => {
      const { gm } = await calendarWorld(scenario);
      await scenario.run(gm, assert);
    });
  }

  it("skips, saying why, where the world lacks what a scenario checks", async () => {
    const { gm } = await calendarWorld();
    const why = async (scenario: Scenario) => {
      try {
        await scenario.run(gm, assert);
      } catch (error) {
        return error instanceof Error && error.name === "ScenarioSkipped" ? error.message : error;
      }
      return "ran";
    };
    expect(await why(seasonsStarsDates)).toBe("Seasons & Stars is not the calendar in force (core)");
    expect(await why(simpleCalendarClock)).toBe("Simple Calendar (or Reborn) is not active");
    expect(await why(calendariaClock)).toBe("Calendaria is not active");
    expect(await why(sceneDarkness)).toBe("the world has no active scene");
    gm.calendar = null;
    expect(await why(timeToComponents)).toBe("the world has no calendar (game.time.calendar)");
  });
});
