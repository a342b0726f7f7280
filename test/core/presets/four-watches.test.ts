/** The four-watches preset carries text 000's figures. */
import { describe, expect, it } from "vitest";
import { BUILT_IN_PRESETS, findUnit } from "../../../src/core";

const preset = BUILT_IN_PRESETS["four-watches"];
const seconds = (id: string) => findUnit(preset.time, id)?.seconds;

describe("four-watches (text 000)", () => {
  it("R000-01 R000-07 a 10-minute turn, a 1-minute round, four 6-hour watches a day", () => {
    expect([seconds("round"), seconds("turn"), seconds("watch"), seconds("day")]).toEqual([
      60, 600, 21_600, 86_400,
    ]);
    expect(preset.dungeon.turnSeconds).toBe(600);
    expect(preset.combat.secondsPerSegment * preset.combat.segmentsPerRound).toBe(60);
  });

  it("R000-02 one turn searches and maps a room, rests or makes an attribute check", () => {
    expect(preset.actions.actions.map((a) => [a.id, a.duration])).toEqual([
      ["search", "1 turn"],
      ["shortRest", "1 turn"],
      ["attributeCheck", "1 turn"],
    ]);
  });

  it("R000-03 R000-04 1-in-6 every third turn, every other turn in busy areas", () => {
    const { check, areas } = preset.dungeon.encounters;
    expect(check).toEqual({ kind: "chance", chance: 1, die: 6 });
    expect([areas.busy.everyTurns, areas.normal.everyTurns]).toEqual([2, 3]);
  });

  it("R000-06 R000-08 R000-09 6-mile hexes, two marching watches, 1/2/3 hexes a watch", () => {
    const { wilderness } = preset;
    expect(wilderness.hexMiles).toBe(6);
    expect(wilderness.day.watches.filter((role) => role === "travel")).toHaveLength(2);
    expect(wilderness.travel).toMatchObject({
      kind: "hexesPerWatch",
      methods: { foot: 1, mounted: 2, pushed: 3 },
    });
  });

  it("R000-18 R000-25 a Cunning save against getting lost, 2-in-6 encounters once a watch", () => {
    expect(preset.wilderness.navigation?.save).toEqual({ die: 20, attribute: "cunning" });
    expect(preset.wilderness.encounters).toMatchObject({ check: { chance: 2, die: 6 }, perWatch: 1 });
  });
});
