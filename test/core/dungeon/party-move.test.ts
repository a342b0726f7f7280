/** Dungeon time from the party's moves: grid squares and paces turned into turns, with the rest carried. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { paceInForce, pacesFor } from "../../../src/core";
import { accrueMove } from "../../../src/core/dungeon/party-move";
import { must } from "../clock/helpers";
import { four, segments, six } from "./fixtures";

describe("grid time from the party's moves", () => {
  it("R002-08 grid time: a walk of 130 five-foot squares ticks off two turns and keeps 10 squares", () => {
    const walked = must(accrueMove(segments, 0, { feet: 130 * 5, pace: "normal", squareFeet: 5 }));
    expect(walked).toEqual({
      turns: 2,
      seconds: 1200,
      carryFeet: 50,
      feetPerTurn: 300,
      grid: true,
      trapsUnnoticed: false,
    });
    // The 10 squares carried make the next turn 50 squares away.
    const next = must(
      accrueMove(segments, walked.carryFeet, { feet: 50 * 5, pace: "normal", squareFeet: 5 }),
    );
    expect(next).toMatchObject({ turns: 1, carryFeet: 0 });
  });

  it("R002-06 grid time at a cautious pace: a tenth of the rate, 6 squares a turn", () => {
    expect(must(accrueMove(segments, 0, { feet: 13 * 5, pace: "cautious", squareFeet: 5 }))).toMatchObject({
      turns: 2,
      carryFeet: 5,
      feetPerTurn: 30,
    });
  });

  it("R002-07 grid time running: twice the rate", () => {
    expect(must(accrueMove(segments, 0, { feet: 600, pace: "running", squareFeet: 5 }))).toMatchObject({
      turns: 1,
      carryFeet: 0,
      feetPerTurn: 600,
    });
  });

  it("R002-04 off the 5-foot grid the party walks at its slowest member's speed", () => {
    const party = [
      { id: "vex", race: "faun", load: 0 },
      { id: "orm", race: "dwarf", load: 0 },
    ];
    // The dwarf's 90 ft a round, 10 rounds a turn: 900 ft a turn, not the faun's 1,500.
    const walked = must(accrueMove(segments, 0, { feet: 2000, pace: "normal", squareFeet: 10, party }));
    expect(walked).toMatchObject({ turns: 2, carryFeet: 200, feetPerTurn: 900, grid: false });
    const fast = must(accrueMove(segments, 0, { feet: 2000, pace: "normal", party: party.slice(0, 1) }));
    expect(fast).toMatchObject({ turns: 1, carryFeet: 500, feetPerTurn: 1500 });
  });
});

describe("dungeon time from the party's moves by pace", () => {
  it("R001-05 quick movement: 1,200 ft is two turns, and traps go unnoticed", () => {
    expect(must(accrueMove(six, 0, { feet: 1200, pace: "quick", squareFeet: 5 }))).toEqual({
      turns: 2,
      seconds: 1200,
      carryFeet: 0,
      feetPerTurn: 600,
      grid: false,
      trapsUnnoticed: true,
    });
  });

  it("R001-04 cautious movement: 200 ft a turn, the rest carried, traps noticed", () => {
    expect(must(accrueMove(six, 130, { feet: 300, pace: "cautious" }))).toMatchObject({
      turns: 2,
      carryFeet: 30,
      trapsUnnoticed: false,
    });
  });

  it("R000-05 a room a round: 30 ft rooms, 10 rounds a turn", () => {
    expect(must(accrueMove(four, 0, { feet: 330, pace: "normal", squareFeet: 5 }))).toMatchObject({
      turns: 1,
      carryFeet: 30,
      feetPerTurn: 300,
    });
  });

  it("the remainder is never rounded away: any split of a walk ticks the same turns and keeps the same rest", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 400 }), { maxLength: 12 }), (moves) => {
        let carry = 0;
        let turns = 0;
        for (const squares of moves) {
          const step = must(
            accrueMove(segments, carry, { feet: squares * 5, pace: "normal", squareFeet: 5 }),
          );
          carry = step.carryFeet;
          turns += step.turns;
        }
        const total = moves.reduce((sum, squares) => sum + squares, 0);
        expect(turns).toBe(Math.floor(total / 60));
        expect(carry).toBe((total % 60) * 5);
      }),
      { numRuns: 100 },
    );
  });

  it("paces the rules offer, and bad distances or paces get specific errors", () => {
    expect(pacesFor(four)).toEqual(["normal"]);
    expect(pacesFor(six)).toEqual(["cautious", "quick"]);
    expect(pacesFor(segments)).toEqual(["normal", "cautious", "running"]);
    expect(paceInForce(six, "running")).toBe("cautious");
    expect(paceInForce(six, "quick")).toBe("quick");
    expect(accrueMove(six, 0, { feet: -5, pace: "quick" })).toMatchObject({
      ok: false,
      error: { code: "dungeon.badDistance", path: "feet" },
    });
    expect(accrueMove(six, Number.NaN, { feet: 5, pace: "quick" })).toMatchObject({
      ok: false,
      error: { code: "dungeon.badDistance", path: "carryFeet" },
    });
    expect(accrueMove(segments, 0, { feet: 5, pace: "quick", squareFeet: 5 })).toMatchObject({
      ok: false,
      error: { code: "dungeon.paceUnsupported" },
    });
    expect(accrueMove(segments, 0, { feet: 5, pace: "normal" })).toMatchObject({
      ok: false,
      error: { code: "dungeon.noParty" },
    });
  });
});
