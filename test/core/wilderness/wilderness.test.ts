import { describe, expect, it } from "vitest";
import {
  BUILT_IN_PRESETS,
  DEFAULT_ENCOUNTER_DISTANCE,
  PLAIN_WILDERNESS_ENCOUNTERS,
  WildernessRulesSchema,
  canSee,
  crossingSeconds,
  hexCost,
  hexDistance,
  mountCapacity,
  navigate,
  nightWithoutShelter,
  parseWith,
  partyPace,
  restRecovery,
  rollEncounterDistance,
  rollPushedMount,
  rollSave,
  rollWatchChecks,
  saveMode,
  scriptedRoller,
  searchSeconds,
  seekShelter,
  seededRoller,
  sightRange,
  travelFatigue,
  vehicleCapacity,
  type HexesPerWatch,
  type HoursPerHex,
  type TravelParty,
} from "../../../src/core";

const four = BUILT_IN_PRESETS["four-watches"].wilderness;
const six = BUILT_IN_PRESETS["six-watches"].wilderness;
const hexes = four.travel as HexesPerWatch;
const hours = six.travel as HoursPerHex;
const HOUR = 3600;

const party = (members: TravelParty["members"], extra: Partial<TravelParty> = {}): TravelParty => ({
  members,
  mounts: [],
  map: false,
  tents: false,
  fatigue: 0,
  ...extra,
});
const walker = (id: string, encumbered = false) => ({ id, encumbered });
const rider = (id: string, mount: string, encumbered = false) => ({ id, mount, encumbered });
const clear = { vantage: false, weatherPenalty: 0 };

describe("000 overland travel", () => {
  it("R000-06 hexes are 6 miles across: three hexes apart is 18 miles", () => {
    expect(four.hexMiles).toBe(6);
    expect(hexDistance({ q: 0, r: 0 }, { q: 3, r: -1 }) * (four.hexMiles ?? 0)).toBe(18);
  });

  it("R000-08 two watches a day are for marching, one spare and one for camp; exploring a hex takes a watch", () => {
    expect(four.day.watchSeconds).toBe(6 * HOUR);
    expect(four.day.watches).toEqual(["travel", "travel", "rest", "camp"]);
    expect(hexes.exploreWatches).toBe(1);
  });

  it("R000-09 hexes per watch: on foot 1, mounted 2, pushing the mount 3", () => {
    expect(partyPace(hexes, party([walker("a")]), false).hexesPerWatch).toBe(1);
    expect(partyPace(hexes, party([rider("a", "h")]), false).hexesPerWatch).toBe(2);
    expect(partyPace(hexes, party([rider("a", "h")]), true).hexesPerWatch).toBe(3);
    expect(partyPace(hexes, party([rider("a", "h"), walker("b")]), true)).toEqual({
      hexesPerWatch: 1,
      slowest: "b",
    });
  });

  it("R000-10 a pushed mount dies on 2-in-6, +1 for each consecutive day already pushed", () => {
    const fresh = { id: "h", hd: 2, pushedDays: 0 };
    expect(rollPushedMount(hexes, fresh, scriptedRoller([2]))).toEqual({ roll: 2, target: 2, success: true });
    expect(rollPushedMount(hexes, fresh, scriptedRoller([3])).success).toBe(false);
    expect(rollPushedMount(hexes, { ...fresh, pushedDays: 2 }, scriptedRoller([4]))).toEqual({
      roll: 4,
      target: 4,
      success: true,
    });
  });

  it("R000-12 poor terrain (swamp, mountains, dense forest) halves movement", () => {
    for (const terrain of ["swamp", "mountains", "denseForest"])
      expect(hexCost(hexes, terrain, false)).toEqual({ ok: true, value: 2 });
    for (const terrain of ["grassland", "hills", "lightForest"])
      expect(hexCost(hexes, terrain, false)).toEqual({ ok: true, value: 1 });
  });

  it("R000-13 well-maintained roads double movement", () => {
    expect(hexCost(hexes, "grassland", true)).toEqual({ ok: true, value: 0.5 });
    expect(hexCost(hexes, "mountains", true)).toEqual({ ok: true, value: 1 });
  });

  it("R000-14 encumbered characters move at half speed", () => {
    expect(partyPace(hexes, party([walker("a", true)]), false).hexesPerWatch).toBe(0.5);
    expect(partyPace(hexes, party([rider("a", "h", true)]), false).hexesPerWatch).toBe(1);
    expect(hexes.encumbrance).toEqual({ divisor: 2, exert: "1d3", attribute: "brawn" });
  });

  it("R000-15 mounts carry twice their HD; carts and wagons triple their team's total HD", () => {
    const mounts = [
      { id: "a", hd: 2, pushedDays: 0 },
      { id: "b", hd: 3, pushedDays: 0 },
    ];
    expect(mountCapacity(hexes, mounts[1] as (typeof mounts)[number])).toBe(6);
    expect(vehicleCapacity(hexes, { kind: "wagon", hitched: ["a", "b"], load: 0 }, mounts)).toEqual({
      ok: true,
      value: 15,
    });
    expect(vehicleCapacity(hexes, { kind: "cart", hitched: ["a"], load: 0 }, mounts)).toEqual({
      ok: true,
      value: 6,
    });
  });

  it("R000-16 carts take one or two animals, wagons two to twelve; hitched teams move at half speed, rounded down", () => {
    const mounts = Array.from({ length: 13 }, (_, i) => ({ id: `m${i}`, hd: 2, pushedDays: 0 }));
    const ids = (n: number) => mounts.slice(0, n).map((m) => m.id);
    expect(vehicleCapacity(hexes, { kind: "cart", hitched: ids(3), load: 0 }, mounts)).toMatchObject({
      ok: false,
      error: { code: "wilderness.teamSize", params: { kind: "cart", received: 3, min: 1, max: 2 } },
    });
    expect(vehicleCapacity(hexes, { kind: "wagon", hitched: ids(1), load: 0 }, mounts)).toMatchObject({
      ok: false,
    });
    expect(vehicleCapacity(hexes, { kind: "wagon", hitched: ids(12), load: 0 }, mounts).ok).toBe(true);
    expect(vehicleCapacity(hexes, { kind: "wagon", hitched: ids(13), load: 0 }, mounts).ok).toBe(false);
    const team = (n: number) =>
      party([rider("driver", "m12")], { mounts, vehicle: { kind: "wagon", hitched: ids(n), load: 0 } });
    expect(partyPace(hexes, team(2), false)).toEqual({ hexesPerWatch: 1, slowest: "vehicle" });
    expect(partyPace(hexes, team(12), false).hexesPerWatch).toBe(1);
    expect(partyPace(hexes, team(4), true).hexesPerWatch).toBe(1);
  });

  it("R000-17 adjacent hexes from a vantage point, mountains from 4 hexes, less in bad weather", () => {
    const here = { q: 0, r: 0 };
    const at = (q: number, terrain: string) => ({ hex: { q, r: 0 }, terrain });
    expect(sightRange(four, "grassland", { vantage: true, weatherPenalty: 0 })).toBe(1);
    expect(sightRange(four, "grassland", clear)).toBe(0);
    expect(canSee(four, here, at(1, "hills"), { vantage: true, weatherPenalty: 0 })).toBe(true);
    expect(canSee(four, here, at(2, "hills"), { vantage: true, weatherPenalty: 0 })).toBe(false);
    expect(canSee(four, here, at(4, "mountains"), clear)).toBe(true);
    expect(canSee(four, here, at(5, "mountains"), clear)).toBe(false);
    expect(canSee(four, here, at(4, "mountains"), { vantage: false, weatherPenalty: 2 })).toBe(false);
    expect(sightRange(four, "mountains", { vantage: true, weatherPenalty: 9 })).toBe(0);
  });
});

describe("000 navigation", () => {
  const lostInput = { score: 10, map: false, landmarkInSight: false, advantage: false, disadvantage: false };

  it("R000-18 without a map or a landmark in sight the navigator saves against Cunning once a watch", () => {
    expect(four.navigation?.save).toEqual({ die: 20, attribute: "cunning" });
    const quiet = scriptedRoller([]);
    expect(navigate(four, { ...lostInput, map: true }, quiet)).toEqual({ save: null, veer: null });
    expect(navigate(four, { ...lostInput, landmarkInSight: true }, quiet)).toEqual({
      save: null,
      veer: null,
    });
    expect(quiet.history).toHaveLength(0);
    expect(navigate(four, lostInput, scriptedRoller([10]))).toMatchObject({
      save: { roll: 10, success: true },
      veer: null,
    });
    expect(navigate(six, lostInput, scriptedRoller([]))).toEqual({ save: null, veer: null });
  });

  it("R000-19 advantage keeps the lower of 2d20, disadvantage the higher; both together cancel", () => {
    expect(rollSave(20, 10, "advantage", scriptedRoller([15, 4]))).toMatchObject({ roll: 4, success: true });
    expect(rollSave(20, 10, "disadvantage", scriptedRoller([15, 4]))).toMatchObject({
      roll: 15,
      success: false,
    });
    expect([
      saveMode(true, false),
      saveMode(false, true),
      saveMode(true, true),
      saveMode(false, false),
    ]).toEqual(["advantage", "disadvantage", "normal", "normal"]);
    expect(navigate(four, { ...lostInput, advantage: true }, scriptedRoller([18, 9]))).toMatchObject({
      save: { mode: "advantage", roll: 9, success: true },
    });
  });

  it("R000-20 a failed save stays failed: it is never exertable, even when it misses by one", () => {
    const result = navigate(four, { ...lostInput, score: 12 }, scriptedRoller([13, 10]));
    expect(result.save).toEqual({ mode: "normal", roll: 13, score: 12, success: false, exertable: false });
    expect(result.veer).not.toBeNull();
  });

  it("R000-21 lost: 1d20, 1-9 veer left, 10-11 on course, 12-20 veer right", () => {
    for (let face = 1; face <= 20; face++) {
      const { veer } = navigate(four, lostInput, scriptedRoller([20, face]));
      expect(veer).toEqual({ roll: face, direction: face <= 9 ? "left" : face <= 11 ? "straight" : "right" });
    }
  });
});

describe("000 camp", () => {
  it("R000-23 natural shelter by terrain and season; 'always' needs no roll", () => {
    expect(seekShelter(four, "lightForest", "summer", scriptedRoller([]))).toEqual({
      ok: true,
      value: { found: true, roll: null, chance: "always" },
    });
    expect(seekShelter(four, "denseForest", "winter", scriptedRoller([18]))).toMatchObject({
      value: { found: true, chance: 18 },
    });
    expect(seekShelter(four, "hills", "winter", scriptedRoller([8]))).toMatchObject({
      value: { found: true, roll: 8 },
    });
    expect(seekShelter(four, "hills", "winter", scriptedRoller([9]))).toMatchObject({
      value: { found: false },
    });
    const table = four.shelter?.terrain;
    expect([table?.hills, table?.mountains, table?.grassland, table?.swamp]).toEqual([
      { winter: 8, spring: 12, summer: 14, autumn: 12 },
      { winter: 8, spring: 8, summer: 8, autumn: 8 },
      { winter: 6, spring: 8, summer: 8, autumn: 6 },
      { winter: 8, spring: 10, summer: 10, autumn: 8 },
    ]);
    expect(seekShelter(four, "glacier", "winter", scriptedRoller([]))).toMatchObject({
      ok: false,
      error: { code: "wilderness.unknownTerrain", params: { received: "glacier" } },
    });
    expect(seekShelter(six, "hills", "winter", scriptedRoller([]))).toMatchObject({ ok: false });
  });

  it("R000-24 a night without shelter heals only the recovery die, and each member Exerts 1d3 next morning", () => {
    expect(nightWithoutShelter(four, ["ana", "bo"], scriptedRoller([3, 1]))).toEqual({
      ok: true,
      value: {
        healing: "recoveryDie",
        exertions: [
          { member: "ana", amount: 3 },
          { member: "bo", amount: 1 },
        ],
      },
    });
  });
});

describe("wilderness encounter checks", () => {
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
