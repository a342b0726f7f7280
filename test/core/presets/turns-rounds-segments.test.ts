/** The turns-rounds-segments preset carries text 002's figures. */
import { describe, expect, it } from "vitest";
import { BUILT_IN_PRESETS, findUnit } from "../../../src/core";

const preset = BUILT_IN_PRESETS["turns-rounds-segments"];
const seconds = (id: string) => findUnit(preset.time, id)?.seconds;

describe("turns-rounds-segments (text 002)", () => {
  it("R002-01 a 10-minute turn, a 1-minute round, a 6-second segment", () => {
    expect([seconds("segment"), seconds("round"), seconds("turn")]).toEqual([6, 60, 600]);
    expect(preset.combat.secondsPerSegment).toBe(6);
  });

  it("R002-03 R002-05 R002-06 R002-08 race speeds, halved encumbered, a tenth when cautious, 60 squares a turn", () => {
    expect(preset.dungeon.movement).toMatchObject({
      kind: "race",
      races: { draco: { base: 140, encumbered: 70 }, dwarf: { base: 90, encumbered: 45 } },
      encumberedAbove: 0.5,
      cautiousDivisor: 10,
      squaresPerTurn: 60,
    });
  });

  it("R002-10 a torch burns 6 turns, lantern oil 24", () => {
    expect(preset.lights.sources.map((source) => source.burn)).toEqual([
      { by: "time", duration: "6 turns" },
      { by: "time", duration: "24 turns" },
    ]);
  });

  it("R002-09 R002-11 R002-13 R002-14 R002-15 the time of common actions", () => {
    const durations = Object.fromEntries(preset.actions.actions.map((a) => [a.id, a.duration]));
    expect(durations).toMatchObject({
      search: "1 turn",
      listen: "1 round",
      searchTraps: "1d4 rounds",
      shortRest: "6 turns",
      longRest: "48 turns",
      recoverMana: "6 turns",
    });
    expect(preset.actions.meals).toEqual({ every: "6 hours", rationsPerDay: 1, waterskinsPerDay: 1 });
  });
});
