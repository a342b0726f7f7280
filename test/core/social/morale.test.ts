/** Morale: the scores, when a side checks, and 2d6 over the score breaking the creature. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BUILT_IN_PRESETS,
  checkMorale,
  moraleTriggers,
  scriptedRoller,
  seededRoller,
} from "../../../src/core";

const social = BUILT_IN_PRESETS["six-watches"].social;

describe("morale", () => {
  it("R001-25 scores run from 2 (craven) to 12 (unbreakable); others are refused", () => {
    expect(checkMorale(social, 2, 0, scriptedRoller([1, 2])).ok).toBe(true);
    expect(checkMorale(social, 12, 0, scriptedRoller([6, 6]))).toMatchObject({
      ok: true,
      value: { breaks: false },
    });
    expect(checkMorale(social, 1, 0, scriptedRoller([]))).toMatchObject({
      ok: false,
      error: { code: "social.badMoraleScore", params: { received: 1, min: 2, max: 12 } },
    });
    expect(checkMorale(social, 13, 0, scriptedRoller([]))).toMatchObject({ ok: false });
    expect(checkMorale(social, 7.5, 0, scriptedRoller([]))).toMatchObject({ ok: false });
  });

  it("R001-26 check on the side's first death, when half the side is down, and after a frightening effect", () => {
    const start = { members: 6, dead: 0, incapacitated: 0 };
    expect(moraleTriggers(social, start, { members: 6, dead: 1, incapacitated: 0 })).toEqual(["firstDeath"]);
    expect(moraleTriggers(social, { ...start, dead: 1 }, { members: 6, dead: 2, incapacitated: 0 })).toEqual(
      [],
    );
    expect(
      moraleTriggers(
        social,
        { ...start, dead: 1, incapacitated: 1 },
        { members: 6, dead: 1, incapacitated: 2 },
      ),
    ).toEqual(["halfDown"]);
    expect(moraleTriggers(social, start, { members: 6, dead: 3, incapacitated: 0 })).toEqual([
      "firstDeath",
      "halfDown",
    ]);
    expect(moraleTriggers(social, start, start, true)).toEqual(["frightening"]);
    const onlyDeaths = { ...social, morale: { ...social.morale, triggers: ["firstDeath" as const] } };
    expect(moraleTriggers(onlyDeaths, start, { members: 6, dead: 3, incapacitated: 0 }, true)).toEqual([
      "firstDeath",
    ]);
  });

  it("R001-27 2d6 over the score breaks the creature; modifiers apply, but never to 2 or 12", () => {
    expect(checkMorale(social, 7, 0, scriptedRoller([4, 4]))).toEqual({
      ok: true,
      value: { roll: 8, score: 7, breaks: true },
    });
    expect(checkMorale(social, 7, 0, scriptedRoller([3, 4]))).toMatchObject({ value: { breaks: false } });
    expect(checkMorale(social, 7, 1, scriptedRoller([4, 4]))).toMatchObject({
      value: { score: 8, breaks: false },
    });
    expect(checkMorale(social, 12, -4, scriptedRoller([6, 6]))).toMatchObject({
      value: { score: 12, breaks: false },
    });
    expect(checkMorale(social, 2, 3, scriptedRoller([1, 2]))).toMatchObject({
      value: { score: 2, breaks: true },
    });
  });

  it("R001-27 a score of 12 never breaks and a score of 2 always does unless the dice show 2, whatever the modifier", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: -6, max: 6 }), (seed, modifier) => {
        const brave = checkMorale(social, 12, modifier, seededRoller(seed));
        expect(brave).toMatchObject({ ok: true, value: { breaks: false } });
        const craven = checkMorale(social, 2, modifier, seededRoller(seed));
        expect(craven.ok && craven.value.breaks).toBe(craven.ok && craven.value.roll > 2);
      }),
      { numRuns: 100 },
    );
  });
});
