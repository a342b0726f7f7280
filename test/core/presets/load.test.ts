import { describe, expect, it } from "vitest";
import { BUILT_IN_PRESETS, BUILT_IN_PRESET_IDS, presetProblems, type Preset } from "../../../src/core";

const base = BUILT_IN_PRESETS["six-watches"];
const edit = (change: (p: Preset & Record<string, unknown>) => void): unknown => {
  const copy = JSON.parse(JSON.stringify(base)) as Preset & Record<string, unknown>;
  change(copy);
  return copy;
};

describe("every problem of a preset, for an editor", () => {
  it("finds none in the built-in presets", () => {
    for (const id of BUILT_IN_PRESET_IDS) expect(presetProblems(BUILT_IN_PRESETS[id])).toEqual([]);
  });

  it("lists each schema problem with its exact path, not only the first", () => {
    const problems = presetProblems(
      edit((p) => {
        p.time.units[1]!.seconds = 0;
        p.wilderness.encounters.perWatch = -1;
        p.colour = "red";
      }),
    );
    expect(problems.map((e) => [e.code, e.path])).toEqual([
      ["schema.outOfRange", "time.units[1].seconds"],
      ["schema.outOfRange", "wilderness.encounters.perWatch"],
      ["schema.unknownKey", "colour"],
    ]);
    expect(problems[0]?.params.path).toBe("time.units[1].seconds");
  });

  it("once the schema passes, lists what the checks across sections find", () => {
    const problems = presetProblems(
      edit((p) => {
        p.actions.actions[0]!.duration = "1d4 fortnights";
        p.lights.sources[0]!.burn = { by: "ticks", ticks: 2 };
        p.dungeon.turnSeconds = 300;
      }),
    );
    expect(problems.map((e) => [e.code, e.path])).toEqual([
      ["time.unknownUnit", "actions.actions[0].duration"],
    ]);
    expect(presetProblems(edit((p) => (p.dungeon.turnSeconds = 300)))).toMatchObject([
      { code: "preset.inconsistent", path: "dungeon.turnSeconds" },
    ]);
  });

  it("refuses data from a newer Turnkeeper at its version", () => {
    expect(presetProblems({ ...base, version: 9 })).toMatchObject([
      { code: "schema.futureVersion", path: "version" },
    ]);
  });
});
