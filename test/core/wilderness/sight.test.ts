/**
 * What the party can see in the wilderness: from a vantage point, landmark terrain further, less in bad
 * weather.
 */
import { describe, expect, it } from "vitest";
import { canSee, sightRange } from "../../../src/core";
import { four } from "./fixtures";

const clear = { vantage: false, weatherPenalty: 0 };

describe("000 sight", () => {
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
