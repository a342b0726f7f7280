/** Making camp: natural shelter by terrain and season, and a night without it. */
import { describe, expect, it } from "vitest";
import { nightWithoutShelter, scriptedRoller, seekShelter } from "../../../src/core";
import { four, six } from "./fixtures";

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
