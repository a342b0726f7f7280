/** Moving in the dungeon: time per pace, party speed by race and load, and the grid tally. */
import { describe, expect, it } from "vitest";
import { dungeonMoveTime, partySpeed, tallyGridSquares } from "../../../src/core";
import { four, raceMovement, segments, six } from "./fixtures";

describe("dungeon movement", () => {
  it("R000-05 in a round a character crosses a normal-sized room and acts once", () => {
    expect(four.movement).toMatchObject({
      kind: "room",
      roomsPerRound: 1,
      actionsPerRound: 1,
      roundSeconds: 60,
    });
    expect(dungeonMoveTime(four, { feet: 30, pace: "normal" })).toMatchObject({
      ok: true,
      value: { seconds: 60 },
    });
    expect(dungeonMoveTime(four, { feet: 90, pace: "normal" })).toMatchObject({
      ok: true,
      value: { seconds: 180 },
    });
    expect(dungeonMoveTime(four, { feet: 30, pace: "quick" })).toMatchObject({
      ok: false,
      error: { code: "dungeon.paceUnsupported", params: { pace: "quick", movement: "room" } },
    });
  });

  it("R001-04 cautious movement: 200 ft a turn, and traps are noticed", () => {
    expect(dungeonMoveTime(six, { feet: 400, pace: "cautious" })).toEqual({
      ok: true,
      value: { feetPerTurn: 200, turns: 2, seconds: 1200, trapInitiative: false },
    });
  });

  it("R001-05 quick movement: 600 ft a turn, and traps go unnoticed", () => {
    expect(dungeonMoveTime(six, { feet: 900, pace: "quick" })).toEqual({
      ok: true,
      value: { feetPerTurn: 600, turns: 1.5, seconds: 900, trapInitiative: true },
    });
  });
});

describe("party speed by race and load", () => {
  it("R002-03 base and encumbered speeds by race", () => {
    const expected = {
      draco: [140, 70],
      dwarf: [90, 45],
      elf: [120, 60],
      faun: [150, 75],
      halfling: [90, 45],
      human: [120, 60],
    };
    for (const [race, [base, encumbered]] of Object.entries(expected)) {
      expect(partySpeed(raceMovement(), [{ id: "a", race, load: 0 }])).toMatchObject({
        value: { feetPerRound: base },
      });
      expect(partySpeed(raceMovement(), [{ id: "a", race, load: 1 }])).toMatchObject({
        value: { feetPerRound: encumbered },
      });
    }
  });

  it("R002-04 the party moves at its slowest member's speed", () => {
    const party = [
      { id: "vex", race: "faun", load: 0 },
      { id: "orm", race: "dwarf", load: 0 },
      { id: "ada", race: "human", load: 0.7 },
    ];
    expect(partySpeed(raceMovement(), party)).toEqual({
      ok: true,
      value: { feetPerRound: 60, slowest: "ada" },
    });
    expect(partySpeed(raceMovement(), party.slice(0, 2))).toEqual({
      ok: true,
      value: { feetPerRound: 90, slowest: "orm" },
    });
  });

  it("R002-05 movement halves only above 50% encumbrance", () => {
    expect(partySpeed(raceMovement(), [{ id: "a", race: "elf", load: 0.5 }])).toMatchObject({
      value: { feetPerRound: 120 },
    });
    expect(partySpeed(raceMovement(), [{ id: "a", race: "elf", load: 0.51 }])).toMatchObject({
      value: { feetPerRound: 60 },
    });
  });
});

describe("race paces, the grid and bad movement input", () => {
  it("R002-06 cautious movement divides the rate by 10", () => {
    const party = [{ id: "a", race: "human", load: 0 }];
    expect(dungeonMoveTime(segments, { feet: 120, pace: "cautious", party })).toEqual({
      ok: true,
      value: { feetPerTurn: 120, turns: 1, seconds: 600, trapInitiative: false },
    });
    expect(dungeonMoveTime(segments, { feet: 120, pace: "normal", party })).toMatchObject({
      value: { feetPerTurn: 1200, seconds: 60 },
    });
  });

  it("R002-07 running doubles movement; in combat only to charge or flee", () => {
    const party = [{ id: "a", race: "human", load: 0 }];
    expect(dungeonMoveTime(segments, { feet: 240, pace: "running", party })).toMatchObject({
      ok: true,
      value: { feetPerTurn: 2400, seconds: 60 },
    });
    expect(dungeonMoveTime(segments, { feet: 240, pace: "running", party, combat: "charge" }).ok).toBe(true);
    expect(dungeonMoveTime(segments, { feet: 240, pace: "running", party, combat: "flee" }).ok).toBe(true);
    expect(dungeonMoveTime(segments, { feet: 240, pace: "running", party, combat: "other" })).toMatchObject({
      ok: false,
      error: { code: "dungeon.runInCombat" },
    });
  });

  it("R002-08 on a 5-foot grid every 60 squares moved ticks off a turn", () => {
    expect(tallyGridSquares(segments, 0, 59)).toEqual({
      ok: true,
      value: { turns: 0, seconds: 0, carry: 59 },
    });
    expect(tallyGridSquares(segments, 59, 1)).toEqual({
      ok: true,
      value: { turns: 1, seconds: 600, carry: 0 },
    });
    expect(tallyGridSquares(segments, 10, 120)).toEqual({
      ok: true,
      value: { turns: 2, seconds: 1200, carry: 10 },
    });
    expect(tallyGridSquares(segments, 0, -6)).toMatchObject({
      ok: false,
      error: { code: "dungeon.badSquares" },
    });
    expect(tallyGridSquares(four, 0, 6)).toMatchObject({ ok: false, error: { code: "dungeon.noGrid" } });
  });

  it("bad movement input gets specific errors: negative speeds and distances, unknown races, no party", () => {
    const movement = raceMovement();
    expect(partySpeed(movement, [{ id: "a", speeds: { base: -5, encumbered: 10 }, load: 0 }])).toMatchObject({
      ok: false,
      error: { code: "schema.outOfRange", path: "party[0].speeds.base" },
    });
    expect(partySpeed(movement, [{ id: "a", race: "ogre", load: 0 }])).toMatchObject({
      ok: false,
      error: { code: "dungeon.unknownRace", path: "party[0].race" },
    });
    expect(partySpeed(movement, [])).toMatchObject({ ok: false, error: { code: "dungeon.noParty" } });
    expect(dungeonMoveTime(six, { feet: -10, pace: "quick" })).toMatchObject({
      ok: false,
      error: { code: "dungeon.badDistance", path: "feet" },
    });
  });
});
