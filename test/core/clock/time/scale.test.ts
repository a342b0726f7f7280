import { describe, expect, it } from "vitest";
import {
  BUILT_IN_PRESETS,
  clockUnits,
  findUnit,
  parseTimeScale,
  readClock,
  type TimeScale,
} from "../../../../src/core";
import { DAY, HOUR, MINUTE, TURN } from "../helpers";

const {
  "four-watches": p000,
  "six-watches": p001,
  "turns-rounds-segments": p002,
  "segment-combat": p003,
} = BUILT_IN_PRESETS;
const seconds = (scale: TimeScale, unit: string) => findUnit(scale, unit)?.seconds;

describe("time scales of the built-in presets", () => {
  it("R000-01 a turn is 10 minutes and a combat round 1 minute", () => {
    expect(seconds(p000.time, "turn")).toBe(10 * MINUTE);
    expect(seconds(p000.time, "round")).toBe(MINUTE);
    expect(p000.time.modes.combat).toBe("round");
  });

  it("R000-07 a day is four watches of about 6 hours", () => {
    expect(seconds(p000.time, "watch")).toBe(6 * HOUR);
    expect(readClock(DAY - 1, p000.time).places[1]).toEqual({ unit: "watch", value: 4, of: 4 });
  });

  it("R001-01 a day is 24 hours of 6 watches of 4 hours", () => {
    expect(seconds(p001.time, "day")).toBe(24 * HOUR);
    expect(seconds(p001.time, "watch")).toBe(4 * HOUR);
    expect(readClock(0, p001.time).places[1]).toEqual({ unit: "watch", value: 1, of: 6 });
  });

  it("R001-02 a watch is 24 turns of 10 minutes and a turn 60 rounds of 10 seconds", () => {
    const places = readClock(4 * HOUR - 1, p001.time).places;
    expect(places.slice(2)).toEqual([
      { unit: "turn", value: 24, of: 24 },
      { unit: "round", value: 60, of: 60 },
    ]);
    expect(seconds(p001.time, "round")).toBe(10);
  });

  it("R001-03 turns serve dungeon crawling and watches hex crawling", () => {
    expect(p001.time.modes).toEqual({ combat: "round", dungeon: "turn", overland: "watch" });
    expect(seconds(p001.time, p001.time.modes.dungeon)).toBe(TURN);
    expect(seconds(p001.time, p001.time.modes.overland)).toBe(4 * HOUR);
  });

  // The text also says "1 turn = 60 segments", which its own 6-second segment contradicts (that would be
  // 100); the stated lengths win, so a round is 10 segments and a turn 100. GM-editable.
  it("R002-01 a turn is 10 minutes, a round 1 minute, a segment 6 seconds: 10 rounds a turn", () => {
    expect(clockUnits(p002.time).map((u) => [u.id, u.seconds])).toEqual([
      ["day", DAY],
      ["watch", 6 * HOUR],
      ["turn", TURN],
      ["round", MINUTE],
      ["segment", 6],
    ]);
    const places = readClock(TURN - 1, p002.time).places;
    expect(places.find((p) => p.unit === "round")).toEqual({ unit: "round", value: 10, of: 10 });
    expect(places.find((p) => p.unit === "segment")).toEqual({ unit: "segment", value: 10, of: 10 });
    expect(seconds(p002.time, "segment")).toBe(6);
  });

  it("R003-01 a round is 10 segments and 10 rounds are a moment of about 2-3 minutes", () => {
    const round = seconds(p003.time, "round") ?? 0;
    const moment = seconds(p003.time, "moment") ?? 0;
    expect(round / (seconds(p003.time, "segment") ?? 0)).toBe(10);
    expect(moment / round).toBe(10);
    // "About 2 to 3 minutes": 200 seconds is the whole-second length that makes three moments a turn.
    expect(moment).toBeGreaterThanOrEqual(2 * MINUTE);
    expect(moment).toBeLessThanOrEqual(3.5 * MINUTE);
    // Three moments make the 10-minute turn the preset keeps for exploration.
    expect(readClock(TURN - 1, p003.time).places.find((p) => p.unit === "moment")).toEqual({
      unit: "moment",
      value: 3,
      of: 3,
    });
  });
});

describe("unit words", () => {
  it("find units by id, plural, alias and the absolute units every scale knows", () => {
    const word = (w: string) => findUnit(p002.time, w)?.id;
    expect(["turns", "Watches", "rds", "seg", "d", "hours", "mins", "s"].map(word)).toEqual([
      "turn",
      "watch",
      "round",
      "segment",
      "day",
      "hour",
      "minute",
      "second",
    ]);
    expect(word("fortnight")).toBeUndefined();
  });
});

describe("custom scales", () => {
  const base = {
    units: [
      { id: "round", seconds: 60 },
      { id: "turn", seconds: 600 },
      { id: "day", seconds: 86400, announce: true },
    ],
    dayStart: 0,
    modes: { combat: "round", dungeon: "turn", overland: "day" },
  };

  it("fill in defaults and accept a consistent scale", () => {
    const scale = parseTimeScale(base);
    expect(scale.ok && scale.value.units[0]).toEqual({
      id: "round",
      seconds: 60,
      clock: true,
      announce: false,
      aliases: [],
    });
  });

  it("refuse units that do not nest, words used twice and modes naming no unit, at the exact path", () => {
    const nested = { ...base, units: [...base.units, { id: "moment", seconds: 250 }] };
    expect(parseTimeScale(nested)).toMatchObject({
      ok: false,
      error: {
        code: "time.unitsNotNested",
        path: "time.units[3].seconds",
        params: { unit: "moment", parent: "turn" },
      },
    });
    const twice = {
      ...base,
      units: [
        { id: "round", seconds: 60, aliases: ["t"] },
        { id: "turn", seconds: 600, aliases: ["t"] },
      ],
    };
    expect(parseTimeScale(twice)).toMatchObject({
      ok: false,
      error: {
        code: "time.duplicateWord",
        path: "time.units[1].aliases[0]",
        params: { word: "t", unit: "round" },
      },
    });
    const mode = { ...base, modes: { ...base.modes, overland: "watch" } };
    expect(parseTimeScale(mode)).toMatchObject({
      ok: false,
      error: { code: "time.unknownUnit", path: "time.modes.overland" },
    });
    expect(parseTimeScale({ ...base, dayStart: DAY })).toMatchObject({
      ok: false,
      error: { code: "schema.outOfRange", path: "time.dayStart" },
    });
  });
});
