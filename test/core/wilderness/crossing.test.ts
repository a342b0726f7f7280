/** 001's hex crossing: hours by terrain, roads, searching, weather and fatigue. */
import { describe, expect, it } from "vitest";
import { crossingSeconds, restRecovery, searchSeconds, travelFatigue } from "../../../src/core";
import { HOUR, hours } from "./fixtures";

describe("001 hex crawling", () => {
  it("R001-18 crossing times: flat 2 hours, variable 4, aggressive 6", () => {
    const dry = { road: false, inclement: false };
    const cases = {
      grassland: 2,
      lightForest: 2,
      hills: 4,
      heavyForest: 4,
      mountains: 6,
      swamp: 6,
      hillyWoods: 6,
    };
    for (const [terrain, h] of Object.entries(cases)) {
      expect(crossingSeconds(hours, terrain, dry)).toEqual({ ok: true, value: h * HOUR });
    }
    expect(crossingSeconds(hours, "lava", dry)).toMatchObject({
      ok: false,
      error: { code: "wilderness.unknownTerrain" },
    });
  });

  it("R001-19 searching a hex takes twice as long as crossing it; a road halves the crossing", () => {
    expect(searchSeconds(hours, "hills", false)).toEqual({ ok: true, value: 8 * HOUR });
    expect(crossingSeconds(hours, "hills", { road: true, inclement: false })).toEqual({
      ok: true,
      value: 2 * HOUR,
    });
  });

  it("R001-20 every 2 hours of travel costs a fatigue slot; each hour of rest recovers one", () => {
    expect(travelFatigue(hours, 4 * HOUR, false)).toBe(2);
    expect(travelFatigue(hours, 3 * HOUR, false)).toBe(1.5);
    expect(restRecovery(hours, 3 * HOUR)).toBe(3);
    expect(restRecovery(hours, 5400)).toBe(1);
  });

  it("R001-21 inclement weather: a slot an hour, and travel takes twice as long", () => {
    expect(travelFatigue(hours, 4 * HOUR, true)).toBe(4);
    expect(crossingSeconds(hours, "grassland", { road: false, inclement: true })).toEqual({
      ok: true,
      value: 4 * HOUR,
    });
    expect(crossingSeconds(hours, "grassland", { road: true, inclement: true })).toEqual({
      ok: true,
      value: 2 * HOUR,
    });
  });
});
