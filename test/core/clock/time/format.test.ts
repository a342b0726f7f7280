/**
 * The clock as text: compact and long readings and spans of time left, every word from the localization file.
 */
import { describe, expect, it } from "vitest";
import {
  BUILT_IN_PRESETS,
  formatClock,
  formatDuration,
  readClock,
  type TimeScale,
} from "../../../../src/core";
import { DAY, HOUR, i18n, TURN } from "../helpers";

const six = BUILT_IN_PRESETS["six-watches"].time;

describe("clock text", () => {
  const time = 2 * DAY + 4 * HOUR + 13 * TURN + 4 * 10;

  it("has a compact and a long form, every word from the localization file", () => {
    const reading = readClock(time, six);
    expect(formatClock(reading, six, "compact", i18n)).toBe("D3 W2 T14 R5");
    expect(formatClock(reading, six, "long", i18n)).toBe("day 3, watch 2 of 6, turn 14 of 24, round 5 of 60");
  });

  it("uses a custom unit's own words", () => {
    const custom: TimeScale = {
      ...six,
      units: six.units.map((u) =>
        u.id === "watch" ? { ...u, label: { one: "guard", other: "guards", short: "G" } } : u,
      ),
    };
    expect(formatClock(readClock(time, custom), custom, "compact", i18n)).toBe("D3 G2 T14 R5");
  });

  it("writes spans in the scale's units for time left", () => {
    expect(formatDuration(2 * TURN + 30, six, "long", i18n)).toBe("2 turns, 3 rounds");
    expect(formatDuration(TURN + 5, six, "compact", i18n)).toBe("1T 5s");
    expect(formatDuration(0, six, "long", i18n)).toBe("0 seconds");
  });
});
