/** The segment-combat preset carries text 003's figures. */
import { describe, expect, it } from "vitest";
import { BUILT_IN_PRESETS, findUnit, pacesFor } from "../../../src/core";

const preset = BUILT_IN_PRESETS["segment-combat"];
const seconds = (id: string) => findUnit(preset.time, id)?.seconds;

describe("segment-combat (text 003)", () => {
  it("R003-01 10 segments a round, 10 rounds a moment of 200 seconds", () => {
    expect([seconds("segment"), seconds("round"), seconds("moment")]).toEqual([2, 20, 200]);
    expect(preset.combat).toMatchObject({ segmentsPerRound: 10, roundsPerMoment: 10, secondsPerSegment: 2 });
  });

  it("R003-03 R003-05 R003-07 R003-08 Tide of Battle, a d10 initiative, surprise adds 10 or 5 segments", () => {
    expect(preset.combat).toMatchObject({
      tideOfBattle: true,
      initiativeDie: "1d10",
      totalSurprisePenalty: 10,
      partialSurprisePenalty: 5,
    });
  });

  it("borrows what the text leaves out: 002's action times in minutes and dungeon, 000's travel", () => {
    const listen = preset.actions.actions.find((a) => a.id === "listen");
    expect(listen?.duration).toBe("1 minute");
    expect(preset.dungeon).toEqual(BUILT_IN_PRESETS["turns-rounds-segments"].dungeon);
    expect(preset.wilderness).toEqual(BUILT_IN_PRESETS["four-watches"].wilderness);
  });

  it("R002-06 R002-07 explores a dungeon at 002's paces: normal, cautious or running", () => {
    expect(pacesFor(preset.dungeon)).toEqual(["normal", "cautious", "running"]);
    expect(pacesFor(preset.dungeon)).toEqual(pacesFor(BUILT_IN_PRESETS["turns-rounds-segments"].dungeon));
  });
});
