/**
 * The travel day in one call, under 000 and 001: marching, pace, navigation, camp, encounters and fatigue.
 */
import { describe, expect, it } from "vitest";
import { scriptedRoller, travelDay } from "../../../src/core";
import { HOUR, WATCH } from "./fixtures";
import { base, day, DAY, entered, fourRules, line, ofType, QUIET, sixRules } from "./travel-day";

describe("the travel day, 000: marching", () => {
  it("R000-09 on foot a hex a watch over two marching watches, and the whole day to advance", () => {
    const result = day(fourRules, base(), QUIET);
    expect(entered(result.events)).toEqual([
      [WATCH, 1],
      [2 * WATCH, 2],
    ]);
    expect(result.seconds).toBe(DAY);
    expect(result.position).toEqual({
      hex: { q: 2, r: 0 },
      routeIndex: 2,
      progress: 0,
      searchPending: false,
      arrived: false,
    });
  });

  it("R000-08 exploring a hex takes a whole watch before the party moves on", () => {
    const route = line(["hills", "grassland", "grassland"]).map((hex, q) =>
      q === 0 ? { ...hex, search: true } : hex,
    );
    const result = day(fourRules, base({ route }), QUIET);
    expect(ofType(result.events, "searched")).toEqual([{ type: "searched", at: WATCH, hex: { q: 0, r: 0 } }]);
    expect(entered(result.events)).toEqual([[2 * WATCH, 1]]);
  });

  it("R000-11 a force march spends a third watch travelling", () => {
    const result = day(fourRules, base({ forceMarch: true }), QUIET);
    expect(entered(result.events).map(([at]) => at)).toEqual([WATCH, 2 * WATCH, 3 * WATCH]);
  });

  it("R000-11 R000-10 a mounted force march pushes the mounts: each rolls for its life at day's end", () => {
    const input = base({
      forceMarch: true,
      party: {
        members: [{ id: "ana", mount: "bess" }],
        mounts: [{ id: "bess", hd: 2, pushedDays: 1 }],
        map: true,
        tents: true,
      },
      route: line(Array(8).fill("grassland")),
    });
    const died = day(fourRules, input, [...QUIET, 3]);
    expect(entered(died.events)).toHaveLength(6);
    expect(ofType(died.events, "mountDied")).toEqual([
      { type: "mountDied", at: DAY, mount: "bess", roll: 3, target: 3 },
    ]);
    expect(died.mounts).toEqual([]);
    const lived = day(fourRules, input, [...QUIET, 4]);
    expect(lived.mounts).toEqual([{ id: "bess", hd: 2, pushedDays: 2 }]);
    const rested = day(fourRules, { ...input, forceMarch: false }, QUIET);
    expect(rested.mounts).toEqual([{ id: "bess", hd: 2, pushedDays: 0 }]);
  });

  it("R000-12 R000-13 a walker takes two watches to enter a swamp, and half a watch per hex of road", () => {
    const swamp = day(fourRules, base({ route: line(["grassland", "swamp", "swamp"]) }), QUIET);
    expect(entered(swamp.events)).toEqual([[2 * WATCH, 1]]);
    const road = day(fourRules, base({ route: line(Array(6).fill("grassland"), { road: true }) }), QUIET);
    expect(entered(road.events).map(([at]) => at)).toEqual([WATCH / 2, WATCH, 1.5 * WATCH, 2 * WATCH]);
  });
});

describe("the travel day, 000: the party's pace and navigation", () => {
  it("R000-14 an encumbered member halves the party's pace and Exerts 1d3 Brawn each watch spent travelling", () => {
    const input = base({
      party: { members: [{ id: "ana" }, { id: "bo", encumbered: true }], map: true, tents: true },
    });
    const result = day(fourRules, input, [2, 6, 3, 6, 6, 6]);
    expect(entered(result.events)).toEqual([[2 * WATCH, 1]]);
    expect(ofType(result.events, "exert")).toEqual([
      { type: "exert", at: WATCH, member: "bo", attribute: "brawn", amount: 2, reason: "encumbrance" },
      { type: "exert", at: 2 * WATCH, member: "bo", attribute: "brawn", amount: 3, reason: "encumbrance" },
    ]);
  });

  it("R000-16 a wagon's team moves at half its speed, holding the whole party to it", () => {
    const mounts = [
      { id: "h1", hd: 2 },
      { id: "h2", hd: 2 },
      { id: "h3", hd: 2 },
    ];
    const input = base({
      party: {
        members: [{ id: "ana", mount: "h3" }],
        mounts,
        vehicle: { kind: "wagon", hitched: ["h1", "h2"], load: 12 },
        map: true,
        tents: true,
      },
    });
    expect(entered(day(fourRules, input, QUIET).events)).toHaveLength(2);
    expect(
      travelDay(
        fourRules,
        { ...input, party: { ...input.party, vehicle: { kind: "wagon", hitched: ["h1", "h2"], load: 13 } } },
        scriptedRoller([]),
      ),
    ).toMatchObject({
      ok: false,
      error: { code: "wilderness.overCapacity", path: "party.vehicle.load", params: { capacity: 12 } },
    });
  });

  it("R000-18 R000-21 R000-22 a failed navigation save veers the party off its route, into the hex left of its course", () => {
    const input = base({
      party: { members: [{ id: "varda" }], navigator: { id: "varda", score: 12 }, map: false, tents: true },
      route: line(["grassland", "grassland", "grassland"]),
      map: [
        { hex: { q: 1, r: -1 }, terrain: "grassland" },
        { hex: { q: 2, r: -2 }, terrain: "grassland" },
      ],
    });
    // Save 13 fails, veer roll 5 is left; then four quiet checks. Lost, the party makes no more saves.
    const result = day(fourRules, input, [13, 5, ...QUIET]);
    expect(ofType(result.events, "lost")).toEqual([
      { type: "lost", at: 0, roll: 5, veer: "left", face: "ne" },
    ]);
    expect(ofType(result.events, "enterHex").map((e) => [e.hex, e.routeIndex])).toEqual([
      [{ q: 1, r: -1 }, null],
      [{ q: 2, r: -2 }, null],
    ]);
    expect(result.position).toMatchObject({ hex: { q: 2, r: -2 }, routeIndex: null, arrived: false });
  });

  it("R000-18 a lost party that walks off the hexes the host knows stops there for the GM", () => {
    const input = base({
      party: { members: [{ id: "varda" }], navigator: { id: "varda", score: 12 }, map: false, tents: true },
      route: line(["grassland", "grassland", "grassland"]),
    });
    const result = day(fourRules, input, [13, 15, ...QUIET]);
    expect(ofType(result.events, "lost")[0]).toMatchObject({ veer: "right", face: "s" });
    expect(ofType(result.events, "offMap")).toEqual([{ type: "offMap", at: 0, hex: { q: 0, r: 1 } }]);
    expect(entered(result.events)).toEqual([]);
  });
});

describe("the travel day, 000: sight, camp and encounters", () => {
  it("R000-18 R000-19 no save with mountains in sight; advantage in explored hexes; successes keep the route", () => {
    const navigator = { id: "varda", score: 12 };
    const members = [{ id: "varda" }];
    const inSight = base({
      party: { members, navigator, map: false, tents: true },
      route: line(["grassland", "grassland", "grassland", "grassland", "mountains"]),
    });
    expect(ofType(day(fourRules, inSight, QUIET).events, "navigation")).toEqual([]);
    const explored = base({
      party: { members, navigator, map: false, tents: true },
      route: line(["grassland", "grassland", "grassland"], { explored: true }),
    });
    const result = day(fourRules, explored, [19, 3, 6, 15, 12, 6, 6, 6]);
    expect(ofType(result.events, "navigation").map((e) => [e.at, e.save.mode, e.save.roll])).toEqual([
      [0, "advantage", 3],
      [WATCH, "advantage", 12],
    ]);
    expect(result.position).toMatchObject({ routeIndex: 2 });
  });

  it("R000-23 R000-24 without tents the party seeks shelter; failing, it heals only its recovery die and Exerts 1d3 next morning", () => {
    const input = base({
      season: "winter",
      party: { members: [{ id: "ana" }, { id: "bo" }], map: true, tents: false },
    });
    // Checks for watches 1-3, then camp: shelter roll 7 fails on grassland in winter (6-in-20), exertions 2 and 3.
    const result = day(fourRules, input, [6, 6, 6, 7, 2, 3, 6]);
    expect(ofType(result.events, "shelter")).toEqual([
      { type: "shelter", at: 3 * WATCH, found: false, roll: 7 },
    ]);
    expect(ofType(result.events, "nightWithoutShelter")).toEqual([
      { type: "nightWithoutShelter", at: 3 * WATCH, healing: "recoveryDie" },
    ]);
    expect(ofType(result.events, "exert")).toEqual([
      { type: "exert", at: DAY, member: "ana", attribute: "any", amount: 2, reason: "noShelter" },
      { type: "exert", at: DAY, member: "bo", attribute: "any", amount: 3, reason: "noShelter" },
    ]);
    const sheltered = day(fourRules, input, [6, 6, 6, 6, 6]);
    expect(ofType(sheltered.events, "exert")).toEqual([]);
  });

  it("R000-25 an encounter check each watch; an encounter comes with its distance and a reaction roll", () => {
    // Watch 1's check of 2 is an encounter: 4d6 = 10, so 100 yards off; then the reaction, 5 + 5.
    const result = day(fourRules, base({ reactionModifier: 1 }), [6, 2, 3, 4, 2, 1, 5, 5, 6, 6]);
    const checks = ofType(result.events, "encounterCheck");
    expect(checks.map((c) => [c.at, c.watch, c.check.effect.type])).toEqual([
      [0, 0, "nothing"],
      [WATCH, 1, "encounter"],
      [2 * WATCH, 2, "nothing"],
      [3 * WATCH, 3, "nothing"],
    ]);
    expect(checks[1]?.distance).toEqual({ roll: 10, distance: 100, unit: "yards" });
    expect(checks[1]?.reaction).toEqual({ roll: 10, total: 11, attitude: "favourable", fromText: false });
    expect(checks[0]?.distance).toBeNull();
  });
});

describe("the travel day, 001", () => {
  /** Twelve quiet 2d6 checks, two a watch. */
  const QUIET_TABLE = Array(24).fill(6);

  it("R001-17 R001-19 a hex's first landmark shows on entering, the second only after a search twice the crossing", () => {
    const route = [
      { hex: { q: 0, r: 0 }, terrain: "grassland" },
      { hex: { q: 1, r: 0 }, terrain: "lightForest", search: true },
      { hex: { q: 2, r: 0 }, terrain: "grassland" },
      { hex: { q: 3, r: 0 }, terrain: "hills" },
    ];
    const result = day(sixRules, base({ route }), QUIET_TABLE);
    expect(ofType(result.events, "landmark").map((e) => [e.at, e.hex.q, e.which])).toEqual([
      [2 * HOUR, 1, "entry"],
      [6 * HOUR, 1, "search"],
      [8 * HOUR, 2, "entry"],
    ]);
    expect(result.seconds).toBe(24 * HOUR);
  });

  it("R001-20 two hours of travel cost a fatigue slot, and rest recovers them an hour apiece", () => {
    const result = day(
      sixRules,
      base({ route: line(Array(6).fill("grassland")), party: { members: [{ id: "ana" }], fatigue: 1 } }),
      QUIET_TABLE,
    );
    expect(ofType(result.events, "fatigue").map((e) => [e.at, e.change, e.total, e.reason])).toEqual([
      [4 * HOUR, 2, 3, "travel"],
      [8 * HOUR, 2, 5, "travel"],
      [12 * HOUR, -4, 1, "rest"],
      [16 * HOUR, -1, 0, "rest"],
    ]);
    expect(result.fatigue).toBe(0);
  });

  it("R001-21 in inclement weather the party covers half the ground and tires every hour", () => {
    const input = base({ route: line(Array(6).fill("grassland")), weather: { inclement: true } });
    const result = day(sixRules, input, QUIET_TABLE);
    expect(entered(result.events)).toEqual([
      [4 * HOUR, 1],
      [8 * HOUR, 2],
    ]);
    expect(
      ofType(result.events, "fatigue")
        .filter((e) => e.reason === "travel")
        .map((e) => e.change),
    ).toEqual([4, 4]);
  });

  it("R001-22 R001-23 two checks a watch on the overloaded table, placed in their d12 windows; fatigue results count", () => {
    // Watch 0: first check 1+1 is an encounter in window 3, the second 3+3 fatigue in window 1; then the
    // encounter's distance (4d6 = 24, 240 yards) and its reaction, 3+3.
    const faces = [1, 1, 3, 3, 3, 1, 6, 6, 6, 6, 3, 3, ...Array(20).fill(6)];
    const result = day(sixRules, base(), faces);
    const firstWatch = ofType(result.events, "encounterCheck").filter((e) => e.watch === 0);
    expect(firstWatch.map((e) => [e.at, e.check.effect.type, e.window])).toEqual([
      [2 * 600, "encounter", 3],
      [2 * HOUR, "fatigue", 1],
    ]);
    expect(firstWatch[0]?.distance).toEqual({ roll: 24, distance: 240, unit: "yards" });
    expect(firstWatch[0]?.reaction).toMatchObject({ total: 6, attitude: "uncertain" });
    expect(ofType(result.events, "fatigue").find((e) => e.reason === "table")).toMatchObject({
      at: 2 * HOUR,
      change: 1,
    });
  });
});
