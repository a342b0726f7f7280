/** The six-watches preset carries text 001's figures. */
import { describe, expect, it } from "vitest";
import { BUILT_IN_PRESETS, findUnit } from "../../../src/core";

const preset = BUILT_IN_PRESETS["six-watches"];
const seconds = (id: string) => findUnit(preset.time, id)?.seconds;

describe("six-watches (text 001)", () => {
  it("R001-01 R001-02 six 4-hour watches of 24 ten-minute turns of 60 ten-second rounds", () => {
    expect([seconds("round"), seconds("turn"), seconds("watch"), seconds("day")]).toEqual([
      10, 600, 14_400, 86_400,
    ]);
    expect(preset.wilderness.day.watches).toHaveLength(6);
    expect(preset.combat.secondsPerSegment * preset.combat.segmentsPerRound).toBe(10);
  });

  it("R001-04 R001-05 R001-11 paces of 200 and 600 feet a turn; a monster in the halls 2d6 x 10 feet off", () => {
    expect(preset.dungeon.movement).toMatchObject({
      kind: "pace",
      cautiousFeetPerTurn: 200,
      quickFeetPerTurn: 600,
    });
    expect(preset.dungeon.location).toEqual({ hallDistance: "2d6", hallFeetPerPoint: 10 });
  });

  it("R001-09 R001-12 a check every turn and when loud, on a table that ticks lights of 2 and 4 ticks", () => {
    expect(preset.dungeon.encounters).toMatchObject({ check: { kind: "table" }, loudCheck: true });
    expect(preset.dungeon.encounters.areas.normal.everyTurns).toBe(1);
    expect(preset.lights.sources.map((source) => source.burn)).toEqual([
      { by: "ticks", ticks: 2 },
      { by: "ticks", ticks: 4 },
    ]);
  });

  it("R001-13 R001-14 R001-15 R001-16 a lock, a door and a fight take a turn, lunch an hour", () => {
    expect(preset.actions.actions.map((a) => [a.id, a.duration, a.loud])).toEqual([
      ["search", "1 turn", false],
      ["pickLock", "1 turn", false],
      ["breakDoor", "1 turn", true],
      ["combat", "1 turn", true],
      ["lunch", "1 hour", false],
    ]);
  });

  it("R001-18 R001-20 R001-22 2, 4 or 6 hours a hex, a fatigue slot per 2 hours, two checks a watch", () => {
    expect(preset.wilderness.travel).toMatchObject({
      kind: "hoursPerHex",
      terrain: { grassland: { hours: 2 }, hills: { hours: 4 }, swamp: { hours: 6 } },
      fatigue: { hoursPerSlot: 2, restHoursPerSlot: 1 },
    });
    expect(preset.wilderness.encounters).toMatchObject({
      perWatch: 2,
      window: { formula: "1d12", seconds: 600 },
    });
  });
});
