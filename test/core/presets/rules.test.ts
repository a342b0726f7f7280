import { describe, expect, it } from "vitest";
import {
  BUILT_IN_PRESET_IDS,
  DungeonRulesSchema,
  SocialRulesSchema,
  WildernessRulesSchema,
  dungeonRulesFor,
  socialRulesFor,
  wildernessRulesFor,
} from "../../../src/core";
import { parseWith } from "../../../src/core/schema";

describe("built-in rules sections", () => {
  it.each(BUILT_IN_PRESET_IDS)("%s: every section passes its own schema", (id) => {
    expect(parseWith(DungeonRulesSchema, dungeonRulesFor[id])).toEqual({
      ok: true,
      value: dungeonRulesFor[id],
    });
    expect(parseWith(WildernessRulesSchema, wildernessRulesFor[id])).toEqual({
      ok: true,
      value: wildernessRulesFor[id],
    });
    expect(parseWith(SocialRulesSchema, socialRulesFor[id])).toEqual({ ok: true, value: socialRulesFor[id] });
  });

  it("a bad section names the exact path and problem", () => {
    const rules = structuredClone(wildernessRulesFor["four-watches"]);
    const bad = { ...rules, day: { ...rules.day, watchSeconds: -5 } };
    expect(parseWith(WildernessRulesSchema, bad)).toMatchObject({
      ok: false,
      error: { code: "schema.outOfRange", path: "day.watchSeconds" },
    });
  });
});
