/** The rough time of day players read when the GM lets them know only roughly (issue 22). */
import { describe, expect, it } from "vitest";
import { BUILT_IN_PRESETS } from "../../../src/core";
import { resolveText } from "../../../src/ui";
import { partOfDay, PARTS_OF_DAY, roughTime } from "../../../src/ui/calendar/rough-time";
import { strictI18n } from "../session/host";

const ctx = { i18n: strictI18n, scale: BUILT_IN_PRESETS["four-watches"].time };
const HOUR = 3600;
const DAY = 24 * HOUR;

describe("the rough time of day", () => {
  it("names the part of the day each hour falls in, every part reached", () => {
    const parts = Array.from({ length: 24 }, (_, hour) => partOfDay(hour));
    expect(parts.slice(0, 4)).toEqual(["night", "night", "night", "night"]);
    expect(parts.slice(4, 6)).toEqual(["beforeDawn", "beforeDawn"]);
    expect(parts[6]).toBe("morning");
    expect(parts[12]).toBe("midday");
    expect(parts[14]).toBe("afternoon");
    expect(parts[17]).toBe("lateAfternoon");
    expect(parts[19]).toBe("evening");
    expect(parts[23]).toBe("night");
    expect(new Set(parts)).toEqual(new Set(PARTS_OF_DAY));
  });

  it("reads Turnkeeper's day count without a calendar, from the preset's day start, never the minutes", () => {
    expect(resolveText(roughTime(2 * DAY + 17 * HOUR + 23 * 60, null), ctx)).toBe("Late afternoon, day 3");
    expect(resolveText(roughTime(5 * HOUR, null), ctx)).toBe("Before dawn, day 1");
    // Days counted from 06:00: 05:00 on the second calendar day is still the first day's night.
    expect(resolveText(roughTime(DAY + 5 * HOUR, null, 6 * HOUR), ctx)).toBe("Before dawn, day 1");
  });

  it("reads the calendar's hour and date where there is a calendar", () => {
    const day = { label: "12 Thaw 1042", hour: 9, minute: 41, season: "spring" } as const;
    expect(resolveText(roughTime(0, day), ctx)).toBe("Morning, 12 Thaw 1042");
  });
});
