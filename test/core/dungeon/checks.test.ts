/** Encounter checks in the dungeon: their cadence per area, the overloaded table and loud actions. */
import { describe, expect, it } from "vitest";
import {
  PLAIN_DUNGEON_CHECK,
  checkCadence,
  rollDungeonCheck,
  rollLoudCheck,
  scriptedRoller,
  seededRoller,
  type DungeonRules,
} from "../../../src/core";
import { four, six } from "./fixtures";

function encounterRate(rules: DungeonRules, area: "normal" | "busy", seed: number, n: number) {
  const dice = seededRoller(seed);
  let hits = 0;
  for (let i = 0; i < n; i++) {
    const check = rollDungeonCheck(rules, area, dice);
    if (check.ok && check.value.effect.type === "encounter") hits++;
  }
  return hits / n;
}

describe("dungeon encounter checks", () => {
  it("R000-03 a check after every third turn: 1d6, an encounter on a 1", () => {
    expect(checkCadence(four, "normal")).toEqual({ ok: true, value: { everyTurns: 3, seconds: 1800 } });
    expect(rollDungeonCheck(four, "normal", scriptedRoller([1]))).toMatchObject({
      ok: true,
      value: { roll: 1, effect: { type: "encounter" } },
    });
    expect(rollDungeonCheck(four, "normal", scriptedRoller([2]))).toMatchObject({
      ok: true,
      value: { roll: 2, effect: { type: "nothing" } },
    });
  });

  it("R000-03 over many seeded checks, 1-in-6 comes up within 1.2 points of 16.7%", () => {
    expect(Math.abs(encounterRate(four, "normal", 3, 12_000) - 1 / 6)).toBeLessThan(0.012);
  });

  it("R000-04 busy areas every other turn, safe ones less often, and the GM's own numbers per area", () => {
    expect(checkCadence(four, "busy")).toMatchObject({ ok: true, value: { everyTurns: 2, seconds: 1200 } });
    const safe = checkCadence(four, "safe");
    expect(safe.ok && safe.value.everyTurns).toBeGreaterThan(3);
    const lair = { everyTurns: 1, danger: 2 };
    expect(checkCadence(four, lair)).toMatchObject({ ok: true, value: { everyTurns: 1, seconds: 600 } });
    expect(rollDungeonCheck(four, lair, scriptedRoller([3]))).toMatchObject({
      ok: true,
      value: { total: 3, effect: { type: "encounter" } },
    });
    expect(rollDungeonCheck(four, lair, scriptedRoller([4]))).toMatchObject({
      value: { effect: { type: "nothing" } },
    });
  });

  it("R000-04 a bad area gets a specific error and rolls nothing", () => {
    const dice = scriptedRoller([]);
    expect(rollDungeonCheck(four, { everyTurns: 0, danger: 0 }, dice)).toMatchObject({
      ok: false,
      error: { code: "schema.outOfRange", path: "area.everyTurns" },
    });
    expect(checkCadence(four, "crowded" as "busy")).toMatchObject({
      ok: false,
      error: { code: "dungeon.unknownArea", params: { area: "crowded" } },
    });
    expect(dice.history).toHaveLength(0);
  });
});

describe("the overloaded encounter table and loud actions", () => {
  it("R001-09 every turn on an overloaded 2d6 table, with 1-in-6 as the plain alternative", () => {
    expect(checkCadence(six, "normal")).toMatchObject({ ok: true, value: { everyTurns: 1, seconds: 600 } });
    expect(rollDungeonCheck(six, "normal", scriptedRoller([1, 2]))).toMatchObject({
      ok: true,
      value: { roll: 3, total: 3, effect: { type: "encounter" } },
    });
    expect(rollDungeonCheck(six, "normal", scriptedRoller([2, 3]))).toMatchObject({
      value: { effect: { type: "sign" } },
    });
    const plain = { ...six, encounters: { ...six.encounters, check: PLAIN_DUNGEON_CHECK } };
    expect(rollDungeonCheck(plain, "normal", scriptedRoller([1]))).toMatchObject({
      value: { effect: { type: "encounter" } },
    });
  });

  it("R001-09 over many seeded turns the overloaded table meets a monster 3 times in 36, more in busy areas", () => {
    expect(Math.abs(encounterRate(six, "normal", 11, 12_000) - 3 / 36)).toBeLessThan(0.01);
    // Busy areas subtract 1 from the roll: 2-4 meets a monster, 6 in 36.
    expect(Math.abs(encounterRate(six, "busy", 12, 12_000) - 6 / 36)).toBeLessThan(0.012);
  });

  it("R001-08 loud actions call for an extra check where the preset says so, and nowhere else", () => {
    expect(rollLoudCheck(six, "normal", scriptedRoller([1, 1]))).toMatchObject({
      ok: true,
      value: { effect: { type: "encounter" } },
    });
    const quiet = scriptedRoller([]);
    expect(rollLoudCheck(four, "normal", quiet)).toEqual({ ok: true, value: null });
    expect(quiet.history).toHaveLength(0);
  });

  it("R001-12 the overloaded table ticks lights: a light-tick result the host applies to light sources", () => {
    expect(rollDungeonCheck(six, "normal", scriptedRoller([3, 4]))).toMatchObject({
      ok: true,
      value: { total: 7, effect: { type: "lightTick", ticks: 1 } },
    });
    // About one turn in three ticks, so a 2-tick torch lasts roughly an hour of turns.
    const dice = seededRoller(5);
    let ticks = 0;
    for (let i = 0; i < 6000; i++) {
      const check = rollDungeonCheck(six, "normal", dice);
      if (check.ok && check.value.effect.type === "lightTick") ticks++;
    }
    expect(Math.abs(ticks / 6000 - 11 / 36)).toBeLessThan(0.02);
  });
});
