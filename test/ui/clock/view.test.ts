/** The clock panel's view of a session's state, as a GM and a player read it, with the party on the map. */
import { describe, expect, it } from "vitest";
import { BUILT_IN_PRESETS } from "../../../src/core";
import { buildClockView, DEFAULT_OPTIONS, DEFAULT_PLAYER_VIEW, newArea, resolveView } from "../../../src/ui";
import { diceByFormula } from "../../helpers/dice";
import { dungeon } from "../session/fixtures";
import { makeHost, strictI18n } from "../session/host";

describe("the clock panel view", () => {
  it("builds a clock panel view a GM and a player read differently", async () => {
    const host = makeHost({ options: { players: { ...DEFAULT_PLAYER_VIEW, lights: "rough" } } });
    await host.session.perform({ type: "setArea", area: dungeon() });
    await host.session.perform({ type: "light", owner: "Actor.aldo", ownerName: "Aldo", source: "torch" });
    await host.session.perform({ type: "light", owner: "Actor.bea", ownerName: "Bea", source: "lantern" });
    await host.session.perform({ type: "advanceUnit", unit: "turn", count: 2 });
    await host.session.idle();
    const preset = BUILT_IN_PRESETS["four-watches"];
    const state = host.session.state();
    const ctx = { i18n: strictI18n, scale: preset.time };
    const gm = resolveView(
      buildClockView(state, preset, { isGM: true, owns: () => true }, host.options()),
      ctx,
    );
    expect(gm.reading).toBe("day 1, watch 1 of 4, turn 3 of 36, round 1 of 10");
    expect(gm.lights.map((l) => [l.name, l.left])).toEqual([
      ["Aldo", "4T"],
      ["Bea", "22T"],
    ]);
    expect(gm.nextCheck?.in).toBe("1T");
    expect(gm.units.map((u) => u.label)).toEqual(["+1 round", "+1 turn", "+1 watch"]);
    // An advance of two turns is one entry, named for both.
    expect(gm.log[0]?.what).toBe("+2 turns");
    // The checks set up for the area are bookkeeping, not shown; four watches' short rest is its Rest.
    expect(gm.log.map((e) => e.what)).not.toContain("Checks set up");
    expect(gm.rest).toBe(false);
    expect(gm.area?.danger).toBe("Normal: a check every 3 turns");
    const player = resolveView(
      buildClockView(state, preset, { isGM: false, owns: (o) => o === "Actor.aldo" }, host.options()),
      ctx,
    );
    expect(player.lights.map((l) => [l.name, l.left])).toEqual([
      ["Aldo", "about 4 turns"],
      ["Bea", null],
    ]);
    expect(player.log).toEqual([]);
    expect(player.units).toEqual([]);
    expect(player.nextCheck).toBeNull();
    expect(player.area).toMatchObject({ name: "Upper halls", danger: "Normal" });
  });
});

describe("the clock panel shows the party on the map", () => {
  const viewer = (isGM: boolean) => ({ isGM, owns: () => false });
  const view = (host: ReturnType<typeof makeHost>, isGM: boolean) =>
    resolveView(
      buildClockView(host.session.state(), BUILT_IN_PRESETS["four-watches"], viewer(isGM), DEFAULT_OPTIONS),
      { i18n: strictI18n, scale: BUILT_IN_PRESETS["four-watches"].time },
    );

  it("R002-08 in a dungeon: the pace (the GM chooses) and the distance toward the next turn", async () => {
    const host = makeHost({ preset: "turns-rounds-segments" });
    await host.session.perform({ type: "setPace", pace: "cautious" });
    await host.session.perform({ type: "moveParty", feet: 25, squareFeet: 5 });
    const preset = BUILT_IN_PRESETS["turns-rounds-segments"];
    const gm = resolveView(buildClockView(host.session.state(), preset, viewer(true), DEFAULT_OPTIONS), {
      i18n: strictI18n,
      scale: preset.time,
    });
    expect(gm.party).toMatchObject({ pace: "cautious", toward: "25 ft toward the next turn", watch: null });
    expect(gm.party?.paces.map((p) => [p.id, p.chosen])).toEqual([
      ["normal", false],
      ["cautious", true],
      ["running", false],
    ]);
  });

  it("R002-06 R002-07 segment combat offers the GM 002's pace buttons, as turns, rounds and segments does", async () => {
    const host = makeHost({ preset: "segment-combat" });
    await host.session.perform({ type: "setPace", pace: "running" });
    const preset = BUILT_IN_PRESETS["segment-combat"];
    const gm = resolveView(buildClockView(host.session.state(), preset, viewer(true), DEFAULT_OPTIONS), {
      i18n: strictI18n,
      scale: preset.time,
    });
    expect(gm.party?.paces.map((p) => [p.label, p.chosen])).toEqual([
      ["normal", false],
      ["cautious", false],
      ["running", true],
    ]);
  });

  it("R000-18 in the wilderness: the watch's time and hexes left; lost only to the GM, until found", async () => {
    const host = makeHost({ dice: diceByFormula({ "1d20": [15, 12] }) });
    await host.session.perform({
      type: "setArea",
      area: { ...newArea("wilderness", "Moor"), terrain: "grassland" },
    });
    await host.session.perform({
      type: "travelHex",
      terrain: "grassland",
      method: "pushed",
      navigator: { score: 10 },
    });
    await host.session.idle();
    expect(view(host, true).party).toMatchObject({
      watch: "24 turns left, 0 hexes on foot",
      lost: "veering right",
    });
    expect(view(host, false).party).toMatchObject({ lost: null, paces: [] });
    await host.session.perform({ type: "setLost", lost: null });
    expect(view(host, true).party?.lost).toBeNull();
  });
});
