/** The time log and the undo card name terrains and light sources in words, never by the rules' ids. */
import { describe, expect, it } from "vitest";
import { BUILT_IN_PRESETS, type Preset } from "../../src/core";
import { buildClockView, DEFAULT_OPTIONS, newArea, resolveView, type WorldState } from "../../src/ui";
import { makeHost, strictI18n } from "./host";

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
