import { describe, expect, it } from "vitest";
import { parseSeasonMapping, seasonFor, seasonNamed, seasonOfMonth } from "../../../src/core/calendar/season";

describe("the season for the shelter table from a calendar", () => {
  it("R000-23 cuts a year of twelve months into quarters, December to February being winter", () => {
    const seasons = Array.from({ length: 12 }, (_, m) => seasonOfMonth(m, 12));
    expect(seasons).toEqual([
      "winter",
      "winter",
      "spring",
      "spring",
      "spring",
      "summer",
      "summer",
      "summer",
      "autumn",
      "autumn",
      "autumn",
      "winter",
    ]);
    // Any length of year: ten months, the last one winter, each season at least once.
    const ten = Array.from({ length: 10 }, (_, m) => seasonOfMonth(m, 10));
    expect(new Set(ten)).toEqual(new Set(["winter", "spring", "summer", "autumn"]));
    expect(ten[9]).toBe("winter");
  });

  it("R000-23 knows the four by name in the calendar's season or month, 'Fall' being autumn", () => {
    expect(seasonNamed("Early Spring")).toBe("spring");
    expect(seasonNamed("Fall")).toBe("autumn");
    expect(seasonNamed("Thaw")).toBeNull();
    expect(seasonFor({ month: 0, months: 12, seasonName: "High Summer" })).toBe("summer");
    expect(seasonFor({ month: 5, months: 12, monthName: "Midwinter" })).toBe("winter");
  });

  it("R000-23 follows the GM's mapping first: the calendar's season, then its month", () => {
    const mapping = { Thaw: "spring", Deepwinter: "winter", Sunsebb: "autumn" } as const;
    expect(seasonFor({ month: 6, months: 12, seasonName: "Thaw", monthName: "Deepwinter" }, mapping)).toBe(
      "spring",
    );
    expect(seasonFor({ month: 6, months: 12, monthName: "Deepwinter" }, mapping)).toBe("winter");
    // A season the mapping does not name falls back to its name, then to the month's quarter.
    expect(seasonFor({ month: 6, months: 12, seasonName: "Spring" }, mapping)).toBe("spring");
    expect(seasonFor({ month: 6, months: 12, seasonName: "Rains" }, mapping)).toBe("summer");
  });
});

describe("the GM's season mapping as typed", () => {
  it("R000-23 reads name=season pairs, 'fall' being autumn, and refuses a pair it cannot read", () => {
    const parsed = parseSeasonMapping("Thaw=spring, Deepwinter = Winter\nHarvest=fall");
    expect(parsed).toEqual({ ok: true, value: { Thaw: "spring", Deepwinter: "winter", Harvest: "autumn" } });
    expect(parseSeasonMapping("")).toEqual({ ok: true, value: {} });
    const bad = parseSeasonMapping("Thaw=spring, Rains");
    expect(bad.ok ? null : bad.error).toMatchObject({
      code: "season.badMapping",
      params: { entry: "Rains" },
    });
    const noSeason = parseSeasonMapping("Rains=wet");
    expect(noSeason.ok ? null : noSeason.error.params).toEqual({ entry: "Rains=wet" });
  });
});
