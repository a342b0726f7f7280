/**
 * A calendar's reading checked (issue 20): numbers within bounds or the reading refused, naming the field;
 * words on one line and cut to 64 characters. Any value in any of the reading's places gives a refusal or a
 * reading within bounds.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CALENDAR_CLOCK_MAX,
  CALENDAR_MONTHS_MAX,
  CALENDAR_TEXT_MAX,
  calendarText,
  checkReading,
  type RawReading,
} from "../../../src/ui/calendar/reading";
import { fuzzRuns } from "../../helpers/fuzz";

/** The 6th of Thaw 1042 at 18:30, as a calendar of four 30-day months would give it. */
const THAW: RawReading = {
  label: "6 Thaw 1042",
  hour: 18,
  minute: 30,
  parts: [5, 1042],
  lengths: [24, 60, 60],
  place: { month: 1, months: 4, monthName: "Thaw", seasonName: "Mud" },
};

const refused = (raw: RawReading) => {
  const checked = checkReading(raw);
  return checked.ok ? null : checked.field;
};

describe("a calendar's reading checked", () => {
  it("keeps a good reading as it is", () => {
    expect(checkReading(THAW)).toEqual({
      ok: true,
      value: {
        label: "6 Thaw 1042",
        hour: 18,
        minute: 30,
        place: { month: 1, months: 4, monthName: "Thaw", seasonName: "Mud" },
      },
    });
  });

  it("refuses a broken date (the NaN a 0-hour day gives), naming the field", () => {
    expect(refused({ ...THAW, parts: [Number.NaN, 1042] })).toBe("date");
    expect(refused({ ...THAW, lengths: [0, 60, 60] })).toBe("day");
    expect(refused({ ...THAW, hour: Number.NaN })).toBe("hour");
    expect(refused({ ...THAW, hour: -1 })).toBe("hour");
    expect(refused({ ...THAW, minute: Infinity })).toBe("minute");
    expect(refused({ ...THAW, minute: 2.5 })).toBe("minute");
    expect(refused({ ...THAW, place: { ...THAW.place, months: 0 } })).toBe("months");
    expect(refused({ ...THAW, place: { ...THAW.place, month: 4 } })).toBe("month");
    expect(refused({ ...THAW, label: " \n\t " })).toBe("label");
    expect(refused({ ...THAW, label: 12 })).toBe("label");
  });

  it("cuts a 50,000-character label or month to 64 characters, and puts words on one line", () => {
    const long = "Deepwinter".repeat(5000);
    const checked = checkReading({ ...THAW, label: long, place: { ...THAW.place, monthName: long } });
    if (!checked.ok) throw new Error(checked.field);
    expect(checked.value.label).toHaveLength(CALENDAR_TEXT_MAX);
    expect(checked.value.label.endsWith("…")).toBe(true);
    expect(checked.value.place.monthName).toHaveLength(CALENDAR_TEXT_MAX);
    expect(calendarText("  6\nThaw\u0000\t1042 ")).toBe("6 Thaw 1042");
    // Whole characters: an emoji is never cut in half.
    expect(Array.from(calendarText("🌙".repeat(100)))).toHaveLength(CALENDAR_TEXT_MAX);
  });

  it("leaves out a month or season name that is not words", () => {
    const checked = checkReading({ ...THAW, place: { month: 1, months: 4, monthName: {}, seasonName: " " } });
    expect(checked).toMatchObject({ ok: true, value: { place: { month: 1, months: 4 } } });
    if (checked.ok) expect(Object.keys(checked.value.place)).toEqual(["month", "months"]);
  });
});

/** Any value a calendar might give: JSON, the numbers JSON has not, and very long text. */
const anyValue = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom(Number.NaN, Infinity, -Infinity, -0, 0.5, 1e300, 2 ** 53, undefined),
  fc.string({ unit: "binary" }),
  fc.constant("Deepwinter ".repeat(500)),
);

/** A reading with any value in each of its places. */
const anyReading: fc.Arbitrary<RawReading> = fc.record({
  label: anyValue,
  hour: anyValue,
  minute: anyValue,
  parts: fc.array(anyValue, { maxLength: 3 }),
  lengths: fc.array(anyValue, { maxLength: 3 }),
  place: fc.record({ month: anyValue, months: anyValue, monthName: anyValue, seasonName: anyValue }),
});

/** Words a page name or the clock panel can carry: one line, 1 to 64 characters. */
const isDateText = (text: unknown) =>
  typeof text === "string" &&
  text.length > 0 &&
  Array.from(text).length <= CALENDAR_TEXT_MAX &&
  // eslint-disable-next-line no-control-regex
  !/[\n\r\t\u0000-\u001f]/.test(text) &&
  text === text.trim();

const inBounds = (n: unknown, min: number, below: number) =>
  typeof n === "number" && Number.isSafeInteger(n) && n >= min && n < below;

describe("any calendar reading", () => {
  it("is refused, naming a field, or gives a date text and numbers within bounds", () => {
    fc.assert(
      fc.property(anyReading, (raw) => {
        const checked = checkReading(raw);
        if (!checked.ok) {
          expect(typeof checked.field).toBe("string");
          return;
        }
        const { label, hour, minute, place } = checked.value;
        expect(isDateText(label)).toBe(true);
        expect(inBounds(hour, 0, CALENDAR_CLOCK_MAX) && inBounds(minute, 0, CALENDAR_CLOCK_MAX)).toBe(true);
        expect(inBounds(place.months, 1, CALENDAR_MONTHS_MAX + 1)).toBe(true);
        expect(inBounds(place.month, 0, place.months)).toBe(true);
        for (const name of [place.monthName, place.seasonName])
          expect(name === undefined || isDateText(name)).toBe(true);
      }),
      fuzzRuns(300),
    );
  });
});
