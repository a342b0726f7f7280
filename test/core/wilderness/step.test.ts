import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BUILT_IN_PRESETS,
  canForceMarch,
  dayRoles,
  scriptedRoller,
  travelDay,
  travelChoices,
  travelHexStep,
  watchOfDay,
  watchLeft,
  watchStartOf,
  type HexStep,
  type HexStepInput,
  type TravelEvent,
  type WildernessRules,
} from "../../../src/core";
import { four, HOUR, six, WATCH } from "./fixtures";

const at0 = { at: 0, dayStart: 0, navigatedWatch: null } as const;

function step(rules: WildernessRules, input: Partial<HexStepInput>, faces: number[] = []): HexStep {
  const result = travelHexStep(rules, { terrain: "grassland", ...at0, ...input }, scriptedRoller(faces));
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}
const seconds = (rules: WildernessRules, input: Partial<HexStepInput>) => step(rules, input).seconds;

describe("one hex of travel, 000", () => {
  it("R000-09 a hex takes a watch on foot, half a watch mounted, a third pushing the mount", () => {
    expect(seconds(four, { method: "foot" })).toBe(WATCH);
    expect(seconds(four, { method: "mounted" })).toBe(WATCH / 2);
    expect(seconds(four, { method: "pushed" })).toBe(WATCH / 3);
    expect(seconds(four, {})).toBe(WATCH);
  });

  it("R000-12 R000-13 poor terrain (swamp, mountains, dense forest) takes twice as long; a road half", () => {
    for (const terrain of ["swamp", "mountains", "denseForest"]) {
      expect(seconds(four, { terrain })).toBe(2 * WATCH);
    }
    expect(seconds(four, { terrain: "hills" })).toBe(WATCH);
    expect(seconds(four, { terrain: "grassland", road: true })).toBe(WATCH / 2);
    expect(seconds(four, { terrain: "swamp", road: true, method: "mounted" })).toBe(WATCH / 2);
  });

  it("R000-08 exploring the hex once there takes another watch", () => {
    expect(seconds(four, { search: true })).toBe(2 * WATCH);
  });

  it("R000-14 travel under 000 costs no fatigue slots (encumbrance Exerts instead)", () => {
    expect(step(four, { terrain: "swamp", fatigueOwed: 0.25 })).toMatchObject({
      fatigue: 0,
      fatigueOwed: 0.25,
    });
  });

  it("R000-18 the navigator saves once a watch: a second hex in the same watch rolls nothing", () => {
    const navigator = { score: 12 };
    const first = step(four, { navigator, method: "pushed" }, [5]);
    expect(first.navigation?.save).toMatchObject({ roll: 5, score: 12, success: true, mode: "normal" });
    expect(first.navigatedWatch).toBe(0);
    const second = step(four, { navigator, at: WATCH / 3, navigatedWatch: first.navigatedWatch });
    expect(second.navigation).toBeNull();
    expect(second.navigatedWatch).toBe(0);
    const nextWatch = step(four, { navigator, at: WATCH, navigatedWatch: 0 }, [20, 4]);
    expect(nextWatch.navigation).toMatchObject({ save: { roll: 20, success: false } });
    expect(nextWatch.navigatedWatch).toBe(WATCH);
  });

  it("R000-18 with a map or a landmark in sight, or without a navigator, nobody saves", () => {
    expect(step(four, { navigator: { score: 12 }, guided: true })).toMatchObject({
      navigation: null,
      navigatedWatch: null,
    });
    expect(step(four, {}).navigation).toBeNull();
  });

  it("R000-19 R000-21 advantage keeps the lower of two d20; a failed save rolls which way the party veers", () => {
    const lucky = step(four, { navigator: { score: 10, advantage: true } }, [17, 3]);
    expect(lucky.navigation).toEqual({
      save: { mode: "advantage", roll: 3, score: 10, success: true, exertable: false },
      veer: null,
    });
    const lost = step(four, { navigator: { score: 10, disadvantage: true } }, [3, 17, 12]);
    expect(lost.navigation).toMatchObject({
      save: { mode: "disadvantage", roll: 17, success: false },
      veer: { roll: 12, direction: "right" },
    });
  });

  it("the watch counts from the day's start (a 06:00 dawn puts 05:00 in the night's last watch)", () => {
    expect(watchStartOf(5 * HOUR, 6 * HOUR, WATCH)).toBe(0);
    expect(watchStartOf(7 * HOUR, 6 * HOUR, WATCH)).toBe(6 * HOUR);
    expect(watchStartOf(-HOUR, 0, WATCH)).toBe(-WATCH);
  });

  it("refuses a terrain the preset does not know, rolling nothing", () => {
    const result = travelHexStep(
      four,
      { terrain: "lava", ...at0, navigator: { score: 10 } },
      scriptedRoller([]),
    );
    expect(result).toMatchObject({ ok: false, error: { code: "wilderness.unknownTerrain" } });
  });
});

describe("one hex of travel, 001", () => {
  it("R001-18 crossing takes the terrain's hours: 2 flat, 4 hills or heavy forest, 6 mountains or swamp", () => {
    const cases = { grassland: 2, lightForest: 2, hills: 4, heavyForest: 4, mountains: 6, swamp: 6 };
    for (const [terrain, hours] of Object.entries(cases)) {
      expect(seconds(six, { terrain, method: "pushed" })).toBe(hours * HOUR);
    }
  });

  it("R001-19 searching the hex takes twice the crossing; a road halves the crossing but not the search", () => {
    expect(seconds(six, { terrain: "hills", search: true })).toBe(4 * HOUR + 8 * HOUR);
    expect(seconds(six, { terrain: "hills", road: true, search: true })).toBe(2 * HOUR + 8 * HOUR);
  });

  it("R001-20 two hours of travel cost a fatigue slot; the fraction is carried to the next hex", () => {
    const first = step(six, { terrain: "grassland", road: true });
    expect(first).toMatchObject({ seconds: HOUR, fatigue: 0, fatigueOwed: 0.5 });
    const second = step(six, { terrain: "grassland", road: true, fatigueOwed: first.fatigueOwed });
    expect(second).toMatchObject({ fatigue: 1, fatigueOwed: 0 });
    expect(step(six, { terrain: "swamp" })).toMatchObject({ fatigue: 3, fatigueOwed: 0 });
  });

  it("R001-21 in bad weather the crossing takes twice as long and costs a slot an hour", () => {
    expect(step(six, { terrain: "grassland", inclement: true })).toMatchObject({
      seconds: 4 * HOUR,
      fatigue: 4,
      fatigueOwed: 0,
    });
  });

  it("has no getting lost: a navigator rolls nothing", () => {
    expect(step(six, { navigator: { score: 12 } }).navigation).toBeNull();
  });
});

describe("the travel day and the hex step", () => {
  const entries = (events: readonly TravelEvent[]) =>
    events.filter((e) => e.type === "enterHex").map((e) => e.at);

  it("R000-09 R000-12 the day enters each hex when the step says crossing it ends", () => {
    const rules = { wilderness: four, social: BUILT_IN_PRESETS["four-watches"].social };
    for (const [terrain, method] of [
      ["grassland", "foot"],
      ["swamp", "foot"],
      ["hills", "pushed"],
    ] as const) {
      const mount = method === "foot" ? {} : { mount: "horse" };
      const day = travelDay(
        rules,
        {
          orientation: "flat",
          party: {
            members: [{ id: "ana", ...mount }],
            mounts: [{ id: "horse", hd: 2 }],
            map: true,
            tents: true,
          },
          route: [
            { hex: { q: 0, r: 0 }, terrain: "grassland" },
            { hex: { q: 1, r: 0 }, terrain },
          ],
          season: "summer",
          pushMounts: method === "pushed",
        },
        scriptedRoller([6, 6, 6, 6, 6]),
      );
      if (!day.ok) throw new Error(day.error.message);
      expect(entries(day.value.events)[0]).toBe(seconds(four, { terrain, method }));
    }
  });

  it("R001-18 R001-20 the day enters the hex and charges fatigue as one step does", () => {
    const rules = { wilderness: six, social: BUILT_IN_PRESETS["six-watches"].social };
    const day = travelDay(
      rules,
      {
        orientation: "flat",
        party: { members: [{ id: "ana" }], map: true, tents: true },
        route: [
          { hex: { q: 0, r: 0 }, terrain: "grassland" },
          { hex: { q: 1, r: 0 }, terrain: "hills" },
        ],
        season: "summer",
      },
      scriptedRoller(Array.from({ length: 24 }, () => 6)),
    );
    if (!day.ok) throw new Error(day.error.message);
    const hills = step(six, { terrain: "hills" });
    expect(entries(day.value.events)[0]).toBe(hills.seconds);
    const charged = day.value.events.filter((e) => e.type === "fatigue" && e.reason === "travel");
    expect(charged[0]).toMatchObject({ at: hills.seconds, change: hills.fatigue });
  });
});

describe("the force march, one hex at a time", () => {
  // 000's day: two marching watches, the spare watch a force march travels in, the camp watch.
  const third = 2 * WATCH;

  it("R000-11 a hex begun in the day's spare watch is a force march; in a marching watch, or without the choice, it is not", () => {
    expect(step(four, { forceMarch: true, at: third + HOUR })).toMatchObject({ forceMarch: true });
    expect(step(four, { forceMarch: true, at: WATCH + 5 * HOUR })).toMatchObject({ forceMarch: false });
    expect(step(four, { forceMarch: true, at: 3 * WATCH })).toMatchObject({ forceMarch: false });
    expect(step(four, { at: third })).toMatchObject({ forceMarch: false });
    // The next day's spare watch too, counted from the day's start.
    expect(step(four, { forceMarch: true, at: 4 * WATCH + third + 60, dayStart: 60 })).toMatchObject({
      forceMarch: true,
    });
  });

  it("R000-11 R000-10 mounted, a force march pushes the mounts at the mounted pace; on foot nothing is pushed", () => {
    const mounted = step(four, { forceMarch: true, at: third, method: "mounted" });
    expect(mounted).toMatchObject({ forceMarch: true, pushing: true, seconds: WATCH / 2 });
    expect(step(four, { forceMarch: true, at: third, method: "foot" })).toMatchObject({ pushing: false });
    expect(step(four, { at: third, method: "mounted" })).toMatchObject({ pushing: false });
    // Pushing the mounts by choice pushes them in any watch.
    expect(step(four, { at: 0, method: "pushed" })).toMatchObject({ forceMarch: false, pushing: true });
  });

  it("R000-11 a mounted force march pushes nothing where the preset does not count it as pushing", () => {
    const travel = four.travel;
    if (travel.kind !== "hexesPerWatch") throw new Error("000 counts hexes a watch");
    const gentle = { ...four, travel: { ...travel, forceMarchIsPushing: false } };
    expect(step(gentle, { forceMarch: true, at: third, method: "mounted" })).toMatchObject({
      forceMarch: true,
      pushing: false,
    });
  });

  it("R000-11 refuses a force march where the day has no spare watch, rolling nothing", () => {
    const busy: WildernessRules = {
      ...four,
      day: { ...four.day, watches: ["travel", "travel", "camp", "camp"] },
    };
    const input = { terrain: "grassland", ...at0, forceMarch: true, navigator: { score: 10 } };
    expect(travelHexStep(busy, input, scriptedRoller([]))).toMatchObject({
      ok: false,
      error: { code: "wilderness.noSpareWatch", path: "forceMarch" },
    });
  });

  it("R000-11 the step's force-march watch is the one the travel day turns to travel, at any time of any day", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20 * 24 * HOUR }),
        fc.integer({ min: 0, max: 24 * HOUR - 1 }),
        fc.constantFrom(four, six),
        (at, dayStart, rules) => {
          const watch = watchOfDay(rules.day, at, dayStart);
          const turned =
            dayRoles(rules.day, true)[watch] === "travel" && dayRoles(rules.day, false)[watch] !== "travel";
          expect(step(rules, { forceMarch: true, at, dayStart }).forceMarch).toBe(turned);
        },
      ),
    );
  });

  it("R000-11 the choices a preset's travel offers: 000 methods and a force march, 001 the weather and a force march", () => {
    expect(travelChoices(four)).toEqual({ methods: true, weather: false, forceMarch: true });
    expect(travelChoices(six)).toEqual({ methods: false, weather: true, forceMarch: true });
    expect(canForceMarch({ watchSeconds: WATCH, watches: ["travel", "camp"] })).toBe(false);
  });
});

describe("what is left of the watch", () => {
  it("R000-09 what is left of the watch: its hours, and under 000 the hexes the method still makes", () => {
    // Two hours into a six-hour watch, mounted (2 hexes a watch): 4 hours, one whole hex.
    expect(watchLeft(four, 7200, 0, "mounted")).toEqual({ seconds: 14400, hexes: 1 });
    expect(watchLeft(four, 0, 0, "pushed")).toEqual({ seconds: 21600, hexes: 3 });
    expect(watchLeft(six, 3600, 0)).toEqual({ seconds: 10800, hexes: null });
  });
});
