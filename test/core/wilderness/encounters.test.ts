/**
 * A watch's wilderness encounter checks: how many, on which check, when in the watch, and at what distance.
 */
import { describe, expect, it } from "vitest";
import {
  DEFAULT_ENCOUNTER_DISTANCE,
  PLAIN_WILDERNESS_ENCOUNTERS,
  WildernessRulesSchema,
  parseWith,
  rollEncounterDistance,
  rollWatchChecks,
  scriptedRoller,
  seededRoller,
} from "../../../src/core";
import { four, HOUR, six } from "./fixtures";

describe("000 wilderness encounter checks", () => {
  it("R000-25 once a watch at 2-in-6, adjustable by the area's danger", () => {
    expect(rollWatchChecks(four, scriptedRoller([2]))).toEqual([
      { roll: 2, total: 2, effect: { type: "encounter" }, at: 0, window: null },
    ]);
    expect(rollWatchChecks(four, scriptedRoller([3]))[0]?.effect.type).toBe("nothing");
    expect(rollWatchChecks(four, scriptedRoller([3]), 1)[0]?.effect.type).toBe("encounter");
    expect(rollWatchChecks(four, scriptedRoller([2]), -1)[0]?.effect.type).toBe("nothing");
  });

  it("R000-25 over many seeded watches 2-in-6 comes up within 1.5 points of 33.3%", () => {
    const dice = seededRoller(21);
    let hits = 0;
    for (let i = 0; i < 10_000; i++) if (rollWatchChecks(four, dice)[0]?.effect.type === "encounter") hits++;
    expect(Math.abs(hits / 10_000 - 1 / 3)).toBeLessThan(0.015);
  });

  it("R000-25 an encounter begins at the normal distance: 4d6 x 10 yards unless the preset says otherwise", () => {
    expect(four.encounterDistance).toEqual(DEFAULT_ENCOUNTER_DISTANCE);
    expect(rollEncounterDistance(four, scriptedRoller([1, 2, 3, 4]))).toEqual({
      roll: 10,
      distance: 100,
      unit: "yards",
    });
    const close = { ...four, encounterDistance: { formula: "2d6", per: 10, unit: "feet" as const } };
    expect(rollEncounterDistance(close, scriptedRoller([6, 5]))).toEqual({
      roll: 11,
      distance: 110,
      unit: "feet",
    });
    expect(rollEncounterDistance({ ...four, encounterDistance: null }, scriptedRoller([]))).toBeNull();
  });

  it("R000-25 a preset without an encounter distance gets the default; a bad one is refused at its path", () => {
    const { encounterDistance: _omitted, ...older } = structuredClone(four);
    expect(parseWith(WildernessRulesSchema, older)).toMatchObject({
      ok: true,
      value: { encounterDistance: DEFAULT_ENCOUNTER_DISTANCE },
    });
    const bad = { ...four, encounterDistance: { formula: "4d6", per: 10, unit: "leagues" } };
    expect(parseWith(WildernessRulesSchema, bad)).toMatchObject({
      ok: false,
      error: { path: "encounterDistance.unit" },
    });
  });
});

describe("001 wilderness encounter checks", () => {
  it("R001-22 twice a watch on an overloaded 2d6 table, or 1-in-6 once a watch", () => {
    const checks = rollWatchChecks(six, scriptedRoller([4, 4, 6, 6]));
    expect(checks.map((c) => c.effect.type)).toEqual(["nothing", "nothing"]);
    expect(six.encounters.check.kind).toBe("table");
    const plain = { ...six, encounters: PLAIN_WILDERNESS_ENCOUNTERS };
    expect(rollWatchChecks(plain, scriptedRoller([1]))).toEqual([
      { roll: 1, total: 1, effect: { type: "encounter" }, at: 0, window: null },
    ]);
  });

  it("R001-23 a d12 places each encounter in a 10-minute window: the first in hours 0-2, the second in hours 2-4", () => {
    // First check 2+1 = 3: encounter, window 5; second check 1+2: encounter, window 12.
    const [first, second] = rollWatchChecks(six, scriptedRoller([2, 1, 5, 1, 2, 12]));
    expect(first).toMatchObject({ effect: { type: "encounter" }, window: 5, at: 4 * 600 });
    expect(second).toMatchObject({ effect: { type: "encounter" }, window: 12, at: 2 * HOUR + 11 * 600 });
    const dice = seededRoller(8);
    for (let i = 0; i < 300; i++) {
      const [a, b] = rollWatchChecks(six, dice, 3);
      expect(a?.at).toBeLessThan(2 * HOUR);
      expect(b?.at).toBeGreaterThanOrEqual(2 * HOUR);
      expect(b?.at).toBeLessThan(4 * HOUR);
    }
  });
});
