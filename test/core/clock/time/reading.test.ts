/** Reading a world time as the clock's places (day, watch, turn, round...), and composing it back. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BUILT_IN_PRESETS,
  BUILT_IN_PRESET_IDS,
  composeClock,
  readClock,
  type TimeScale,
} from "../../../../src/core";
import { DAY, HOUR, TURN } from "../helpers";

const six = BUILT_IN_PRESETS["six-watches"].time;
const segments = BUILT_IN_PRESETS["turns-rounds-segments"].time;

describe("clock reading", () => {
  it("breaks a world time into day, watch, turn, round and segment", () => {
    // Day 3, watch 2, turn 14, round 5, segment 7 of the 002 scale (6-hour watches).
    const time = 2 * DAY + 1 * 6 * HOUR + 13 * TURN + 4 * 60 + 6 * 6 + 5;
    const reading = readClock(time, segments);
    expect(reading.places).toEqual([
      { unit: "day", value: 3 },
      { unit: "watch", value: 2, of: 4 },
      { unit: "turn", value: 14, of: 36 },
      { unit: "round", value: 5, of: 10 },
      { unit: "segment", value: 7, of: 10 },
    ]);
    expect(reading.second).toBe(5);
  });

  it("aligns watches to the day start, so dawn can begin the first watch", () => {
    const dawn: TimeScale = { ...six, dayStart: 6 * HOUR };
    expect(readClock(6 * HOUR, dawn).places.slice(0, 2)).toEqual([
      { unit: "day", value: 1 },
      { unit: "watch", value: 1, of: 6 },
    ]);
    // Before the first dawn is the last watch of day 0.
    expect(readClock(HOUR, dawn).places.slice(0, 2)).toEqual([
      { unit: "day", value: 0 },
      { unit: "watch", value: 5, of: 6 },
    ]);
  });

  it("composing a reading gives back the exact time, for every built-in scale", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BUILT_IN_PRESET_IDS),
        fc.integer({ min: -10 * DAY, max: 400 * DAY }),
        (id, time) => {
          const scale = BUILT_IN_PRESETS[id].time;
          const composed = composeClock(readClock(time, scale), scale);
          expect(composed).toEqual({ ok: true, value: time });
        },
      ),
      { numRuns: 200 },
    );
  });

  it("refuses places outside the clock", () => {
    const places = [
      { unit: "day", value: 1 },
      { unit: "watch", value: 7 },
    ];
    expect(composeClock({ places, second: 0 }, six)).toMatchObject({
      ok: false,
      error: { code: "time.placeOutOfRange", path: "places[1].value", params: { unit: "watch", max: 6 } },
    });
    expect(composeClock({ places: [{ unit: "hour", value: 1 }], second: 0 }, six)).toMatchObject({
      ok: false,
      error: { code: "time.unknownUnit" },
    });
    expect(composeClock({ places: [], second: 10 }, six)).toMatchObject({
      ok: false,
      error: { path: "second" },
    });
  });
});
