/**
 * 000's overland pace: hexes a watch by method, terrain, roads and load, pushed mounts, and what teams carry.
 */
import { describe, expect, it } from "vitest";
import {
  hexCost,
  hexDistance,
  mountCapacity,
  partyPace,
  rollPushedMount,
  scriptedRoller,
  vehicleCapacity,
} from "../../../src/core";
import { four, hexes, HOUR, party, rider, walker } from "./fixtures";

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
});

describe("000 mounts, carts and wagons", () => {
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
});
