/** The reaction roll: 2d6 plus a modifier read from an editable band table. */
import { describe, expect, it } from "vitest";
import { BUILT_IN_PRESETS, SocialRulesSchema, rollReaction, scriptedRoller } from "../../../src/core";
import { parseWith } from "../../../src/core/schema";

const social = BUILT_IN_PRESETS["six-watches"].social;

describe("reactions", () => {
  it("R001-24 2d6 plus the most visible member's modifier: 2 or less attacks, 12 or more is very favourable", () => {
    expect(rollReaction(social, 0, scriptedRoller([1, 1]))).toEqual({
      roll: 2,
      total: 2,
      attitude: "attack",
      fromText: true,
    });
    expect(rollReaction(social, -2, scriptedRoller([2, 2]))).toMatchObject({ total: 2, attitude: "attack" });
    expect(rollReaction(social, 2, scriptedRoller([5, 5]))).toMatchObject({
      total: 12,
      attitude: "veryFavourable",
    });
    expect(rollReaction(social, 5, scriptedRoller([6, 6]))).toMatchObject({
      total: 17,
      attitude: "veryFavourable",
    });
  });

  it("R001-24 the bands the text leaves out are the usual 2d6 ones, marked as filled in", () => {
    const read = (a: number, b: number) => rollReaction(social, 0, scriptedRoller([a, b]));
    expect(read(1, 2)).toMatchObject({ total: 3, attitude: "hostile", fromText: false });
    expect(read(2, 3)).toMatchObject({ total: 5, attitude: "hostile" });
    expect(read(3, 3)).toMatchObject({ total: 6, attitude: "uncertain", fromText: false });
    expect(read(4, 4)).toMatchObject({ total: 8, attitude: "uncertain" });
    expect(read(4, 5)).toMatchObject({ total: 9, attitude: "favourable", fromText: false });
    expect(read(5, 6)).toMatchObject({ total: 11, attitude: "favourable" });
  });

  it("R001-24 the reaction table is editable data, checked like any band table", () => {
    const bands = social.reaction.bands.filter((band) => band.min !== 6);
    expect(
      parseWith(SocialRulesSchema, { ...social, reaction: { ...social.reaction, bands } }),
    ).toMatchObject({
      ok: false,
      error: { code: "table.gap", path: "reaction.bands[2]", params: { received: "6-8" } },
    });
  });
});
