/**
 * Properties of the travel day over random parties and routes: never faster nor further than the rules allow.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BUILT_IN_TERRAINS, seededRoller, travelDay } from "../../../src/core";
import { WATCH } from "./fixtures";
import { base, fourRules, ofType, sixRules } from "./travel-day";

const hexArb = fc.record({ terrain: fc.constantFrom(...BUILT_IN_TERRAINS), road: fc.boolean() });
const memberArb = fc.record({ mounted: fc.boolean(), encumbered: fc.boolean() });

describe("travel day properties, 000", () => {
  it("R000-09 R000-14 a 000 day never moves faster than its slowest member nor further than its watches allow", () => {
    const travel = fourRules.wilderness.travel;
    if (travel.kind !== "hexesPerWatch") throw new Error("four-watches travels in hexes a watch");
    fc.assert(
      fc.property(
        fc.array(memberArb, { minLength: 1, maxLength: 4 }),
        fc.array(hexArb, { minLength: 2, maxLength: 14 }),
        fc.boolean(),
        fc.boolean(),
        fc.nat(1000),
        (members, hexes, forceMarch, pushMounts, seed) => {
          const input = base({
            party: {
              members: members.map((m, i) => ({
                id: `m${i}`,
                encumbered: m.encumbered,
                ...(m.mounted ? { mount: `h${i}` } : {}),
              })),
              mounts: members.map((_, i) => ({ id: `h${i}`, hd: 2 })),
              map: true,
              tents: true,
            },
            route: hexes.map((hex, q) => ({ hex: { q, r: 0 }, ...hex })),
            forceMarch,
            pushMounts,
          });
          const result = travelDay(fourRules, input, seededRoller(seed));
          if (!result.ok) throw new Error(result.error.message);
          const slowest = Math.min(
            ...members.map((m) => (m.mounted ? (pushMounts ? 3 : 2) : 1) / (m.encumbered ? 2 : 1)),
          );
          const watches = forceMarch ? 3 : 2;
          const used = ofType(result.value.events, "enterHex").reduce((sum, e) => {
            const hex = hexes[e.hex.q] as { terrain: string; road: boolean };
            const poor = travel.terrain[hex.terrain]?.poor ? 2 : 1;
            return sum + poor / (hex.road ? 2 : 1);
          }, 0);
          expect(used).toBeLessThanOrEqual(watches * slowest + 1e-9);
          const last = ofType(result.value.events, "enterHex").at(-1);
          expect(last?.at ?? 0).toBeLessThanOrEqual(watches * WATCH);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe("travel day properties, 001", () => {
  it("R001-18 R001-20 a 001 day spends no more hours crossing than its travel watches hold, and tires accordingly", () => {
    fc.assert(
      fc.property(
        fc.array(hexArb, { minLength: 2, maxLength: 10 }),
        fc.boolean(),
        fc.nat(1000),
        (hexes, inclement, seed) => {
          const input = base({
            route: hexes.map((hex, q) => ({ hex: { q, r: 0 }, ...hex })),
            weather: { inclement },
          });
          const result = travelDay(sixRules, input, seededRoller(seed));
          if (!result.ok) throw new Error(result.error.message);
          const hoursFor = (terrain: string) =>
            sixRules.wilderness.travel.kind === "hoursPerHex"
              ? (sixRules.wilderness.travel.terrain[terrain]?.hours ?? 0)
              : 0;
          const spent = ofType(result.value.events, "enterHex").reduce((sum, e) => {
            const hex = hexes[e.hex.q] as { terrain: string; road: boolean };
            return sum + (hoursFor(hex.terrain) * (inclement ? 2 : 1)) / (hex.road ? 2 : 1);
          }, 0);
          expect(spent).toBeLessThanOrEqual(8);
          const slotHours = inclement ? 1 : 2;
          const travelled = result.value.position.arrived ? spent : 8;
          const tired = ofType(result.value.events, "fatigue")
            .filter((e) => e.reason === "travel")
            .reduce((sum, e) => sum + e.change, 0);
          expect(tired).toBe(Math.floor(travelled / slotHours + 1e-9));
        },
      ),
      { numRuns: 60 },
    );
  });
});
