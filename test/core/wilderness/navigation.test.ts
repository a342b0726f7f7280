/**
 * Navigation: the navigator's save once a watch, advantage and disadvantage, and which way a lost party
 * veers.
 */
import { describe, expect, it } from "vitest";
import { navigate, rollSave, saveMode, scriptedRoller } from "../../../src/core";
import { four, six } from "./fixtures";

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
