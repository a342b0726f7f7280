/**
 * 000's hex step on the road: fractions of a watch's movement rounded down, an encumbered member's half pace and
 * Exertion each watch spent travelling, and the watches that end with the party still short of its next hex.
 */
import { describe, expect, it } from "vitest";
import {
  BUILT_IN_PRESETS,
  scriptedRoller,
  travelDay,
  travelHexStep,
  watchMovement,
  type HexStep,
  type HexStepInput,
  type TravelEvent,
  type WildernessRules,
} from "../../../src/core";
import { four, six, WATCH } from "./fixtures";

function step(rules: WildernessRules, input: Partial<HexStepInput>, faces: number[] = []): HexStep {
  const dice = scriptedRoller(faces);
  const input0 = { terrain: "grassland", at: 0, dayStart: 0, navigatedWatch: null };
  const result = travelHexStep(rules, { ...input0, ...input }, dice);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe("R000-12 poor terrain's halved movement, fractions rounded down", () => {
  it("R000-12 pushed mounts (3 hexes a watch) make 1 hex a watch through swamp, not one and a half", () => {
    expect(watchMovement(3, 2)).toBe(1);
    expect(step(four, { terrain: "swamp", method: "pushed" }).seconds).toBe(WATCH);
    expect(step(four, { terrain: "mountains", method: "mounted" }).seconds).toBe(WATCH);
  });

  it("R000-12 below one hex a watch the fraction carries: a walker crosses a swamp in two watches", () => {
    expect(watchMovement(1, 2)).toBe(0.5);
    expect(step(four, { terrain: "swamp", method: "foot" }).seconds).toBe(2 * WATCH);
  });

  it("R000-12 R000-13 a road through poor terrain makes up the halving: pushed mounts make 3 hexes a watch", () => {
    expect(step(four, { terrain: "swamp", road: true, method: "pushed" }).seconds).toBe(WATCH / 3);
    expect(step(four, { terrain: "grassland", road: true, method: "pushed" }).seconds).toBe(WATCH / 6);
  });

  it("R000-12 the travel day reads it the same: pushed mounts make 2 swamp hexes in two marching watches", () => {
    const rules = { wilderness: four, social: BUILT_IN_PRESETS["four-watches"].social };
    const route = [0, 1, 2, 3, 4].map((q) => ({
      hex: { q, r: 0 },
      terrain: q === 0 ? "grassland" : "swamp",
    }));
    const day = travelDay(
      rules,
      {
        orientation: "flat",
        party: {
          members: [{ id: "ana", mount: "bess" }],
          mounts: [{ id: "bess", hd: 2 }],
          map: true,
          tents: true,
        },
        route,
        season: "summer",
        pushMounts: true,
      },
      scriptedRoller(Array(20).fill(6)),
    );
    if (!day.ok) throw new Error(day.error.message);
    const entered = day.value.events.filter((e: TravelEvent) => e.type === "enterHex").map((e) => e.at);
    expect(entered).toEqual([WATCH, 2 * WATCH]);
  });
});

describe("R000-14 encumbrance on the road", () => {
  it("R000-14 an encumbered member halves the party's pace", () => {
    expect(step(four, { method: "mounted", encumbered: ["bo"] }, [1]).seconds).toBe(WATCH);
    expect(step(four, { method: "foot", encumbered: ["bo"] }, [1, 1]).seconds).toBe(2 * WATCH);
    // Halved, then halved again by the swamp: a quarter hex a watch carried on, four watches.
    expect(step(four, { terrain: "swamp", encumbered: ["bo"] }, [1, 1, 1, 1]).seconds).toBe(4 * WATCH);
  });

  it("R000-12 R000-14 the halved pace is rounded down too: encumbered pushed mounts make 1 hex a watch", () => {
    expect(step(four, { method: "pushed", encumbered: ["bo"] }, [1]).seconds).toBe(WATCH);
  });

  it("R000-14 each encumbered member Exerts 1d3 Brawn for each watch spent travelling, rolled through the dice", () => {
    const hex = step(four, { method: "foot", encumbered: ["bo", "cy"] }, [2, 3, 1, 3]);
    expect(hex.exertions).toEqual([
      { member: "bo", attribute: "brawn", amount: 2, watch: 0 },
      { member: "cy", attribute: "brawn", amount: 3, watch: 0 },
      { member: "bo", attribute: "brawn", amount: 1, watch: WATCH },
      { member: "cy", attribute: "brawn", amount: 3, watch: WATCH },
    ]);
  });

  it("R000-14 a watch already travelled in has been paid for: a second hex in it Exerts nothing more", () => {
    // Pushed mounts on a road, halved by the load: 3 hexes a watch, two hours a hex.
    const hex = { method: "pushed", road: true, encumbered: ["bo"] } as const;
    const first = step(four, hex, [2]);
    expect(first).toMatchObject({ seconds: WATCH / 3, exertions: [{ member: "bo", amount: 2, watch: 0 }] });
    const second = step(four, { ...hex, at: first.seconds, travelledThisWatch: true });
    expect(second).toMatchObject({ seconds: WATCH / 3, exertions: [] });
    // Begun in one watch and ending in the next (mounted and halved: a watch a hex): only the new one is paid for.
    const across = step(
      four,
      { method: "mounted", encumbered: ["bo"], at: WATCH / 2, travelledThisWatch: true },
      [3],
    );
    expect(across.exertions).toEqual([{ member: "bo", attribute: "brawn", amount: 3, watch: WATCH }]);
  });

  it("R000-14 nobody encumbered, or rules without encumbrance (001): no Exertion and no roll", () => {
    expect(step(four, { method: "foot" }).exertions).toEqual([]);
    expect(step(six, { encumbered: ["bo"] })).toMatchObject({ seconds: 2 * 3600, exertions: [] });
  });
});

describe("no progress: a watch that ends with the party short of its next hex", () => {
  it("R000-12 a walker's first watch in the swamp ends with the party still outside it", () => {
    expect(step(four, { terrain: "swamp" }).watchesEndedShort).toEqual([WATCH]);
    expect(step(four, { terrain: "swamp", encumbered: ["bo"] }, [1, 1, 1, 1]).watchesEndedShort).toEqual([
      WATCH,
      2 * WATCH,
      3 * WATCH,
    ]);
  });

  it("R000-09 a hex entered as its watch ends, or exploring once there, is progress", () => {
    expect(step(four, { terrain: "grassland" }).watchesEndedShort).toEqual([]);
    expect(step(four, { method: "mounted", at: WATCH / 2 }).watchesEndedShort).toEqual([]);
    expect(step(four, { terrain: "grassland", search: true }).watchesEndedShort).toEqual([]);
    // The crossing is the part of the hex's time that can end short; exploring comes after it (R000-08).
    expect(step(four, { terrain: "grassland", search: true })).toMatchObject({
      seconds: 2 * WATCH,
      crossing: WATCH,
    });
  });

  it("R001-18 001's watches (4 hours) end in a 6-hour swamp crossing too", () => {
    expect(step(six, { terrain: "swamp" }).watchesEndedShort).toEqual([4 * 3600]);
  });
});
