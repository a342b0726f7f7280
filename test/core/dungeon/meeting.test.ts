/** Meeting a monster in the dungeon: where it is and how it reacts. */
import { describe, expect, it } from "vitest";
import { BUILT_IN_PRESETS, meetMonster, placeMonster, scriptedRoller } from "../../../src/core";
import { four, six } from "./fixtures";

describe("meeting monsters", () => {
  it("R001-11 in a room the monster enters at the start of the next turn; in halls 2d6 x 10 ft away, approaching", () => {
    expect(placeMonster(six, "room", scriptedRoller([]))).toEqual({ where: "room", entersAtNextTurn: true });
    expect(placeMonster(six, "hall", scriptedRoller([3, 4]))).toEqual({
      where: "hall",
      roll: 7,
      feet: 70,
      approaching: true,
    });
    expect(placeMonster(four, "hall", scriptedRoller([]))).toBeNull();
  });

  it("R001-10 a monster met for the first time gets a reaction roll", () => {
    const meeting = meetMonster(
      { dungeon: six, social: BUILT_IN_PRESETS["six-watches"].social },
      "hall",
      1,
      scriptedRoller([1, 1, 5, 5]),
    );
    expect(meeting).toEqual({
      location: { where: "hall", roll: 2, feet: 20, approaching: true },
      reaction: { roll: 10, total: 11, attitude: "favourable", fromText: false },
    });
  });
});
