/**
 * Calendar readings that cannot lose a campaign (issue 20): a calendar of 0-hour days, NaN hours or
 * 50,000-character names never names a record page "NaN Deepwinter NaN" nor with 50,000 characters. A reading
 * that does not read counts as none, so Turnkeeper's day count stands ("Day 1"), and the GM is told once.
 */
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { foundryCalendar } from "../../../src/foundry/calendar/calendar";
import type { CalendarDataLike } from "../../../src/foundry/env/calendar";
import { CALENDAR_TEXT_MAX } from "../../../src/ui/calendar/reading";
import { FakeWorld, type FakeClient } from "../../fakes/foundry";
import { fakeCoreCalendar, fakeSeasonsStars, MARCHES_SEASONS } from "../../fakes/foundry-record";
import { fuzzRuns } from "../../helpers/fuzz";
import { api, settle, tkOf } from "../session/clock-table";
import { recordTable } from "../record/record-table";

afterEach(() => vi.restoreAllMocks());

const warnings = (c: FakeClient) =>
  c.notifications.shown.filter((n) => n.message.includes("gave a date Turnkeeper cannot read"));

describe("a calendar whose readings do not read", () => {
  it("0-hour days: the record's pages are Day 1 and Day 2, not NaN Deepwinter NaN, and the GM is told once", async () => {
    const t = await recordTable();
    for (const c of [t.gm, t.alice]) c.calendar = fakeCoreCalendar(undefined, undefined, 1042, 0);
    for (let i = 0; i < 5; i++) await api(t.gm).advanceUnit("watch");
    await settle(t.world);
    expect(t.journals.recordPages().map((p) => p.name)).toEqual(["Day 1", "Day 2"]);
    const view = tkOf(t.gm).tk.clockView();
    expect(view.date).toBeNull();
    expect(view.timeOfDay).toBe("06:00");
    expect(warnings(t.gm)).toEqual([{ level: "warn", message: expect.stringContaining("(core)") }]);
    expect(warnings(t.alice)).toEqual([]);
    expect(t.world.messages.map((m) => m.content).join("")).not.toContain("NaN");
  });

  it("a 50,000-character month names no page with 50,000 characters: the date is cut to 64", async () => {
    const t = await recordTable();
    const month = "Deepwinter".repeat(5000);
    const ss = fakeSeasonsStars(fakeCoreCalendar([{ name: month, days: 30 }], MARCHES_SEASONS));
    for (const c of [t.gm, t.alice]) c.calendars = { seasonsStars: () => ss, simpleCalendar: () => null };
    await api(t.gm).advanceUnit("watch");
    await settle(t.world);
    const [page] = t.journals.recordPages();
    expect(page?.name).toHaveLength(CALENDAR_TEXT_MAX);
    expect(page?.name.startsWith("DeepwinterDeepwinter")).toBe(true);
    expect(tkOf(t.gm).tk.clockView().date).toBe(page?.name);
    expect(warnings(t.gm)).toEqual([]);
  });
});

/** Any value a calendar module might give, in any of the places Turnkeeper reads. */
const anyValue = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom(Number.NaN, Infinity, -1, 0.5, 1e300, undefined),
  fc.constant("Thaw ".repeat(200)),
);

/** Seasons & Stars, Simple Calendar and the core calendar, each giving any values in their documented shapes. */
const anyCalendar = fc.oneof(
  fc
    .record({ date: anyValue, time: anyValue, label: anyValue, months: anyValue, season: anyValue })
    .map((v) => ({
      seasonsStars: {
        worldTimeToDate: () => ({ ...(v.date as object), time: v.time }) as never,
        formatDate: () => v.label as string,
        getSeasonInfo: () => ({ name: v.season as string }),
        getMonthNames: () => v.months as string[],
      },
    })),
  fc.record({ date: anyValue, months: anyValue }).map((v) => ({
    simpleCalendar: {
      timestampToDate: () => v.date as never,
      getAllMonths: () => v.months as never,
      getAllSeasons: () => [],
    },
  })),
  fc.record({ components: anyValue, months: anyValue, days: anyValue }).map((v) => ({
    core: {
      timeToComponents: () => v.components as never,
      months: v.months as never,
      seasons: null,
      days: v.days as never,
    } satisfies CalendarDataLike,
  })),
);

describe("any calendar reading", () => {
  it("gives a date text within bounds, or none (the day count stands), and never throws", () => {
    const world = new FakeWorld();
    const gm = world.connect("GM", true);
    fc.assert(
      fc.property(anyCalendar, fc.nat(), (calendar, time) => {
        gm.calendars = {
          seasonsStars: () => ("seasonsStars" in calendar ? calendar.seasonsStars : null),
          simpleCalendar: () => ("simpleCalendar" in calendar ? calendar.simpleCalendar : null),
        };
        gm.calendar = "core" in calendar ? calendar.core : null;
        const reading = foundryCalendar(gm)?.read(time) ?? null;
        if (reading === null) return;
        expect(reading.label.length).toBeGreaterThan(0);
        expect(Array.from(reading.label).length).toBeLessThanOrEqual(CALENDAR_TEXT_MAX);
        expect(reading.label).not.toMatch(/\n/);
        if ("core" in calendar) expect(reading.label).not.toMatch(/NaN|Infinity|undefined|\[object/);
        expect(Number.isSafeInteger(reading.hour) && Number.isSafeInteger(reading.minute)).toBe(true);
      }),
      fuzzRuns(300),
    );
  });
});
