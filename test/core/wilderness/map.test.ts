/** Hex travel on a map's grid: flat or pointy tops, odd or even offsets, veering, and lines of hexes. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { HEX_FACES, hexDistance, offsetToHex, veerFace, type OffsetHex } from "../../../src/core";
import { exitFace, hexLine, stepOnMap, type HexLayout } from "../../../src/core/wilderness/map";
import { must } from "../clock/helpers";

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

describe("veering on a map", () => {
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
            const intended = must(exitFace(layout, from, to));
            faces.add(intended);
            for (const veer of ["left", "right"] as const) {
              const step = must(stepOnMap(layout, from, to, veer));
              expect(step.face).toBe(must(veerFace(layout.orientation, intended, veer)));
              expect(step.veered).toBe(true);
              // A real neighbour of the map, 60° round from the intended one, on the correct hand.
              const landed = offsetToHex(layout.orientation, layout.parity, step.hex);
              expect(hexDistance(centre, landed)).toBe(1);
              const swing = turn(bearing(layout, from, to), bearing(layout, from, step.hex));
              expect(swing).toBeCloseTo(veer === "left" ? -60 : 60, 6);
            }
            expect(must(stepOnMap(layout, from, to, "straight"))).toEqual({
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
    expect(must(exitFace(layout, { col: 2, row: 3 }, from))).toBe("se");
    const step = must(stepOnMap(layout, from, { col: 4, row: 4 }, "left"));
    expect(step).toEqual({ hex: { col: 4, row: 3 }, face: "ne", veered: true });
    expect(bearing(layout, from, step.hex)).toBeCloseTo(60, 6);
  });

  it("R000-22 on a pointy-top map heading east, a left veer goes north-east and a right one south-east", () => {
    const layout: HexLayout = { orientation: "pointy", parity: "even" };
    const from = { col: 2, row: 1 };
    const east = { col: 3, row: 1 };
    expect(must(stepOnMap(layout, from, east, "left")).face).toBe("ne");
    expect(must(stepOnMap(layout, from, east, "right")).face).toBe("se");
  });
});

describe("moves of several hexes on a map", () => {
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
});
