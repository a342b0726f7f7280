import { describe, expect, it } from "vitest";
import {
  acceptPreset,
  BUILT_IN_PRESET_IDS,
  BUILT_IN_PRESETS,
  parsePreset,
  type Preset,
} from "../../../src/core";

const base = BUILT_IN_PRESETS["turns-rounds-segments"];
const edit = (change: (p: Preset & Record<string, unknown>) => void): unknown => {
  const copy = JSON.parse(JSON.stringify(base)) as Preset & Record<string, unknown>;
  change(copy);
  return copy;
};

describe("presets", () => {
  it("the four built-in presets validate as JSON and keep their ids", () => {
    for (const id of BUILT_IN_PRESET_IDS) {
      const preset = BUILT_IN_PRESETS[id];
      expect(parsePreset(JSON.parse(JSON.stringify(preset)))).toEqual({ ok: true, value: preset });
      expect(preset.id).toBe(id);
    }
  });

  it("a custom preset edits any figure the texts leave open", () => {
    const custom = edit((p) => {
      p.id = "my-table";
      p.time.dayStart = 6 * 3600;
      p.lights.sources.push({ id: "candle", label: "Candle", burn: { by: "time", duration: "3 turns" } });
    });
    expect(parsePreset(custom)).toMatchObject({
      ok: true,
      value: { id: "my-table", time: { dayStart: 21600 } },
    });
  });

  it("names the exact path and problem of an invalid preset", () => {
    const cases: [unknown, string, string][] = [
      [edit((p) => (p.time.units[1]!.seconds = 0)), "schema.outOfRange", "time.units[1].seconds"],
      [
        edit((p) => (p.actions.actions[3]!.duration = "1d4 fortnights")),
        "time.unknownUnit",
        "actions.actions[3].duration",
      ],
      [
        edit((p) => (p.lights.sources[0]!.burn = { by: "time", duration: "1d6 turns" })),
        "timer.badLightDuration",
        "lights.sources[0].burn.duration",
      ],
      [edit((p) => (p.actions.actions[1]!.id = "search")), "schema.duplicate", "actions.actions[1].id"],
      [edit((p) => (p.colour = "red")), "schema.unknownKey", "colour"],
      [edit((p) => (p.dungeon.turnSeconds = 300)), "preset.inconsistent", "dungeon.turnSeconds"],
      [{ ...base, version: 7 }, "schema.futureVersion", "version"],
    ];
    for (const [input, code, path] of cases) {
      expect(parsePreset(input)).toMatchObject({ ok: false, error: { code, path } });
    }
  });

  it("an invalid preset never replaces the last valid one", () => {
    const last = BUILT_IN_PRESETS["six-watches"];
    const kept = acceptPreset(
      last,
      edit((p) => (p.time.modes.dungeon = "hour")),
    );
    expect(kept.preset).toBe(last);
    expect(kept.error).toMatchObject({ code: "time.unknownUnit", path: "time.modes.dungeon" });
    expect(acceptPreset(last, JSON.parse(JSON.stringify(base)))).toEqual({ preset: base });
  });
});
