import { describe, expect, it } from "vitest";
import {
  BUILT_IN_PRESETS,
  BUILT_IN_PRESET_IDS,
  DungeonRulesSchema,
  SocialRulesSchema,
  WildernessRulesSchema,
} from "../../../src/core";
import { parseWith } from "../../../src/core/schema";

describe("built-in rules sections", () => {
  it.each(BUILT_IN_PRESET_IDS)("%s: every section passes its own schema", (id) => {
    expect(parseWith(DungeonRulesSchema, BUILT_IN_PRESETS[id].dungeon)).toEqual({
      ok: true,
      value: BUILT_IN_PRESETS[id].dungeon,
    });
    expect(parseWith(WildernessRulesSchema, BUILT_IN_PRESETS[id].wilderness)).toEqual({
      ok: true,
      value: BUILT_IN_PRESETS[id].wilderness,
    });
    expect(parseWith(SocialRulesSchema, BUILT_IN_PRESETS[id].social)).toEqual({
      ok: true,
      value: BUILT_IN_PRESETS[id].social,
    });
  });

  it("a bad section names the exact path and problem", () => {
    const rules = structuredClone(BUILT_IN_PRESETS["four-watches"].wilderness);
    const bad = { ...rules, day: { ...rules.day, watchSeconds: -5 } };
    expect(parseWith(WildernessRulesSchema, bad)).toMatchObject({
      ok: false,
      error: { code: "schema.outOfRange", path: "day.watchSeconds" },
    });
  });
});
