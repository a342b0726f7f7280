import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BUILT_IN_PRESETS,
  HEX_FACES,
  hexDistance,
  offsetToHex,
  paceInForce,
  pacesFor,
  veerFace,
  watchLeft,
  type OffsetHex,
} from "../../../src/core";
import { accrueMove } from "../../../src/core/dungeon/party-move";
import { exitFace, hexLine, stepOnMap, type HexLayout } from "../../../src/core/wilderness/map";

const four = BUILT_IN_PRESETS["four-watches"].dungeon;
const six = BUILT_IN_PRESETS["six-watches"].dungeon;
const segments = BUILT_IN_PRESETS["turns-rounds-segments"].dungeon;

function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
}

describe("dungeon time from the party's moves", () => {
  it("R002-08 grid time: a walk of 130 five-foot squares ticks off two turns and keeps 10 squares", () => {
    const walked = unwrap(accrueMove(segments, 0, { feet: 130 * 5, pace: "normal", squareFeet: 5 }));
    expect(walked).toEqual({
      turns: 2,
      seconds: 1200,
      carryFeet: 50,
      feetPerTurn: 300,
      grid: true,
      trapsUnnoticed: false,
    });
    // The 10 squares carried make the next turn 50 squares away.
    const next = unwrap(
      accrueMove(segments, walked.carryFeet, { feet: 50 * 5, pace: "normal", squareFeet: 5 }),
    );
    expect(next).toMatchObject({ turns: 1, carryFeet: 0 });
  });

  it("R002-06 grid time at a cautious pace: a tenth of the rate, 6 squares a turn", () => {
    expect(unwrap(accrueMove(segments, 0, { feet: 13 * 5, pace: "cautious", squareFeet: 5 }))).toMatchObject({
      turns: 2,
      carryFeet: 5,
      feetPerTurn: 30,
    });
  });

  it("R002-07 grid time running: twice the rate", () => {
    expect(unwrap(accrueMove(segments, 0, { feet: 600, pace: "running", squareFeet: 5 }))).toMatchObject({
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
    const walked = unwrap(accrueMove(segments, 0, { feet: 2000, pace: "normal", squareFeet: 10, party }));
    expect(walked).toMatchObject({ turns: 2, carryFeet: 200, feetPerTurn: 900, grid: false });
    const fast = unwrap(accrueMove(segments, 0, { feet: 2000, pace: "normal", party: party.slice(0, 1) }));
    expect(fast).toMatchObject({ turns: 1, carryFeet: 500, feetPerTurn: 1500 });
  });

  it("R001-05 quick movement: 1,200 ft is two turns, and traps go unnoticed", () => {
    expect(unwrap(accrueMove(six, 0, { feet: 1200, pace: "quick", squareFeet: 5 }))).toEqual({
      turns: 2,
      seconds: 1200,
      carryFeet: 0,
      feetPerTurn: 600,
      grid: false,
      trapsUnnoticed: true,
    });
  });

  it("R001-04 cautious movement: 200 ft a turn, the rest carried, traps noticed", () => {
    expect(unwrap(accrueMove(six, 130, { feet: 300, pace: "cautious" }))).toMatchObject({
      turns: 2,
      carryFeet: 30,
      trapsUnnoticed: false,
    });
  });

  it("R000-05 a room a round: 30 ft rooms, 10 rounds a turn", () => {
    expect(unwrap(accrueMove(four, 0, { feet: 330, pace: "normal", squareFeet: 5 }))).toMatchObject({
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
          const step = unwrap(
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

const LAYOUTS: HexLayout[] = [
  { orientation: "flat", parity: "odd" },
  { orientation: "flat", parity: "even" },
  { orientation: "pointy", parity: "odd" },
  { orientation: "pointy", parity: "even" },
];

/** Pixel centre of an offset hex with unit size and y growing downwards, as a map draws it. */
function pixel({ orientation, parity }: HexLayout, { col, row }: OffsetHex) {
  const s3 = Math.sqrt(3);
  const shifted = (n: number) => (parity === "odd" ? n & 1 : 1 - (n & 1));
  return orientation === "flat"
    ? { x: 1.5 * col, y: s3 * (row + shifted(col) / 2) }
    : { x: s3 * (col + shifted(row) / 2), y: 1.5 * row };
}

/** Bearing from one hex to another on screen, in degrees clockwise from north. */
function bearing(layout: HexLayout, from: OffsetHex, to: OffsetHex) {
  const a = pixel(layout, from);
  const b = pixel(layout, to);
  return (Math.atan2(b.x - a.x, -(b.y - a.y)) * 180) / Math.PI;
}

const turn = (from: number, to: number) => ((to - from + 540) % 360) - 180;

describe("hex travel on the map", () => {
  it.each(LAYOUTS)(
    "R000-22 $orientation-top, $parity offset: for every entry face, a veer left or right lands in the real neighbour one face round",
    (layout) => {
      // Odd and even columns or rows have different neighbours, so a hex of each is walked round.
      for (const from of [
        { col: 4, row: 4 },
        { col: 5, row: 5 },
      ]) {
        const centre = offsetToHex(layout.orientation, layout.parity, from);
        const faces = new Set<string>();
        for (let c = -1; c <= 1; c++) {
          for (let r = -1; r <= 1; r++) {
            const to = { col: from.col + c, row: from.row + r };
            if (hexDistance(centre, offsetToHex(layout.orientation, layout.parity, to)) !== 1) continue;
            const intended = unwrap(exitFace(layout, from, to));
            faces.add(intended);
            for (const veer of ["left", "right"] as const) {
              const step = unwrap(stepOnMap(layout, from, to, veer));
              expect(step.face).toBe(unwrap(veerFace(layout.orientation, intended, veer)));
              expect(step.veered).toBe(true);
              // A real neighbour of the map, 60° round from the intended one, on the correct hand.
              const landed = offsetToHex(layout.orientation, layout.parity, step.hex);
              expect(hexDistance(centre, landed)).toBe(1);
              const swing = turn(bearing(layout, from, to), bearing(layout, from, step.hex));
              expect(swing).toBeCloseTo(veer === "left" ? -60 : 60, 6);
            }
            expect(unwrap(stepOnMap(layout, from, to, "straight"))).toEqual({
              hex: to,
              face: intended,
              veered: false,
            });
          }
        }
        // Every face is an exit, so every entry face (the opposite one) is walked.
        expect([...faces].sort()).toEqual([...HEX_FACES[layout.orientation]].sort());
      }
    },
  );

  it("R000-22 worked example on a flat-top map: entered by the north-west face heading south-east, veering left goes north-east", () => {
    const layout: HexLayout = { orientation: "flat", parity: "odd" };
    // Column 3 is pushed down half a hex: the party came into (3,3) from the north-west, (2,3), and heads
    // on south-east to (4,4).
    const from = { col: 3, row: 3 };
    expect(unwrap(exitFace(layout, { col: 2, row: 3 }, from))).toBe("se");
    const step = unwrap(stepOnMap(layout, from, { col: 4, row: 4 }, "left"));
    expect(step).toEqual({ hex: { col: 4, row: 3 }, face: "ne", veered: true });
    expect(bearing(layout, from, step.hex)).toBeCloseTo(60, 6);
  });

  it("R000-22 on a pointy-top map heading east, a left veer goes north-east and a right one south-east", () => {
    const layout: HexLayout = { orientation: "pointy", parity: "even" };
    const from = { col: 2, row: 1 };
    const east = { col: 3, row: 1 };
    expect(unwrap(stepOnMap(layout, from, east, "left")).face).toBe("ne");
    expect(unwrap(stepOnMap(layout, from, east, "right")).face).toBe("se");
  });

  it("a move of several hexes is the line of neighbours between them", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LAYOUTS),
        fc.integer({ min: -8, max: 8 }),
        fc.integer({ min: -8, max: 8 }),
        fc.integer({ min: -8, max: 8 }),
        fc.integer({ min: -8, max: 8 }),
        (layout, c1, r1, c2, r2) => {
          const from = { col: c1, row: r1 };
          const to = { col: c2, row: r2 };
          const line = hexLine(layout, from, to);
          const axial = (hex: OffsetHex) => offsetToHex(layout.orientation, layout.parity, hex);
          expect(line.length).toBe(hexDistance(axial(from), axial(to)));
          if (line.length > 0) expect(line.at(-1)).toEqual(to);
          let previous = from;
          for (const hex of line) {
            expect(exitFace(layout, previous, hex).ok).toBe(true);
            previous = hex;
          }
        },
      ),
      { numRuns: 150 },
    );
    expect(exitFace(LAYOUTS[0] as HexLayout, { col: 0, row: 0 }, { col: 2, row: 0 })).toMatchObject({
      ok: false,
      error: { code: "wilderness.notAdjacent" },
    });
  });

  it("R000-09 what is left of the watch: its hours, and under 000 the hexes the method still makes", () => {
    const four = BUILT_IN_PRESETS["four-watches"].wilderness;
    // Two hours into a six-hour watch, mounted (2 hexes a watch): 4 hours, one whole hex.
    expect(watchLeft(four, 7200, 0, "mounted")).toEqual({ seconds: 14400, hexes: 1 });
    expect(watchLeft(four, 0, 0, "pushed")).toEqual({ seconds: 21600, hexes: 3 });
    const six = BUILT_IN_PRESETS["six-watches"].wilderness;
    expect(watchLeft(six, 3600, 0)).toEqual({ seconds: 10800, hexes: null });
  });
});
