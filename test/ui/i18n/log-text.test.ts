/**
 * The clock panel in words: the time log and the undo card name terrains and light sources, never by the
 * rules' ids, and a wilderness area says how often its checks come.
 */
import { describe, expect, it } from "vitest";
import { BUILT_IN_PRESETS, type Preset } from "../../../src/core";
import { buildClockView, DEFAULT_OPTIONS, newArea, resolveView, type WorldState } from "../../../src/ui";
import { makeHost, strictI18n } from "../session/host";

const gm = { isGM: true, owns: () => true };

function logTexts(state: WorldState, preset: Preset): string[] {
  const view = resolveView(buildClockView(state, preset, gm, DEFAULT_OPTIONS), {
    i18n: strictI18n,
    scale: preset.time,
  });
  return view.log.map((e) => String(e.what));
}

describe("the time log's words", () => {
  it("names the terrain travelled and camped in, and the light lit", async () => {
    const preset = BUILT_IN_PRESETS["four-watches"];
    const host = makeHost({ preset: "four-watches" });
    await host.session.perform({
      type: "setArea",
      area: { ...newArea("wilderness"), terrain: "denseForest" },
    });
    await host.session.perform({ type: "light", owner: "Actor.varda", ownerName: "Varda", source: "torch" });
    await host.session.perform({ type: "travelHex", terrain: "hillyWoods", guided: true });
    await host.session.idle();
    await host.session.perform({ type: "camp", tents: true });
    await host.session.idle();
    const texts = logTexts(host.session.state(), preset);
    expect(texts.slice(0, 3)).toEqual([
      "Camp for the night in dense forest",
      "Travel through hilly woods",
      "Torch lit",
    ]);
    expect(texts.join(" ")).not.toMatch(/[a-z][A-Z]|\btorch\b/);
  });

  it("says what an undo took back in the same words", async () => {
    const host = makeHost({ preset: "six-watches" });
    await host.session.perform({ type: "travelHex", terrain: "denseForest" });
    await host.session.idle();
    await host.session.perform({ type: "undo" });
    await host.session.idle();
    const undo = host.texts().find((c) => c.kind === "undo");
    expect(undo?.lines.map((l) => l.text)).toEqual([expect.stringContaining("Travel through dense forest")]);
  });
});

describe("the area's danger", () => {
  it("R000-25 reads a wilderness area as its checks a watch, with its danger when it has one", async () => {
    const preset = BUILT_IN_PRESETS["four-watches"];
    const host = makeHost({ preset: "four-watches" });
    await host.session.perform({ type: "setArea", area: { ...newArea("wilderness"), terrain: "hills" } });
    const danger = (options = DEFAULT_OPTIONS) =>
      resolveView(buildClockView(host.session.state(), preset, gm, options), {
        i18n: strictI18n,
        scale: preset.time,
      }).area?.danger;
    expect(danger()).toBe("1 check a watch");
    await host.session.perform({
      type: "setArea",
      area: { ...newArea("wilderness"), terrain: "hills", danger: 1 },
    });
    expect(danger({ ...DEFAULT_OPTIONS, cadences: { ...DEFAULT_OPTIONS.cadences, perWatch: 3 } })).toBe(
      "3 checks a watch, danger 1",
    );
  });
});
