/** An x-in-y chance roll. */
import { describe, expect, it } from "vitest";
import { rollChance, scriptedRoller } from "../../../src/core";

describe("chances", () => {
  it("an x-in-y chance succeeds at or under x, bonus included", () => {
    expect(rollChance({ chance: 2, die: 6 }, scriptedRoller([2]))).toEqual({
      roll: 2,
      target: 2,
      success: true,
    });
    expect(rollChance({ chance: 2, die: 6 }, scriptedRoller([3])).success).toBe(false);
    expect(rollChance({ chance: 2, die: 6 }, scriptedRoller([3]), 1).success).toBe(true);
  });
});
