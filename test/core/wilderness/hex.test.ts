import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BUILT_IN_PRESETS,
  HEX_FACES,
  faceTowards,
  hexDistance,
  hexToOffset,
  navigate,
  neighbour,
  offsetToHex,
  oppositeFace,
  scriptedRoller,
  veerExit,
  veerFace,
  type Hex,
  type HexFace,
  type HexOrientation,
} from "../../../src/core";
import { must } from "../clock/helpers";

const ORIENTATIONS: HexOrientation[] = ["flat", "pointy"];
const origin = { q: 0, r: 0 };

/** Hex centre on a map with north up (y grows northwards). */
function centre(orientation: HexOrientation, { q, r }: Hex) {
  const s3 = Math.sqrt(3);
  return orientation === "flat"
    ? { x: 1.5 * q, y: -((s3 / 2) * q + s3 * r) }
    : { x: s3 * q + (s3 / 2) * r, y: -1.5 * r };
}

const COMPASS: Record<HexOrientation, Record<string, number>> = {
  flat: { n: 90, ne: 30, se: -30, s: -90, sw: -150, nw: 150 },
  pointy: { ne: 60, e: 0, se: -60, sw: -120, w: 180, nw: 120 },
};

/** Positive when `to` lies to the left of a party heading from `here` to `ahead`. */
function side(orientation: HexOrientation, here: Hex, ahead: Hex, to: Hex) {
  const [a, b, c] = [here, ahead, to].map((hex) => centre(orientation, hex)) as [
    { x: number; y: number },
    { x: number; y: number },
    { x: number; y: number },
  ];
  return (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
}

describe("hex faces and veers", () => {
  it.each(ORIENTATIONS)(
    "%s-top: each face leads to the neighbour in its compass direction",
    (orientation) => {
      for (const face of HEX_FACES[orientation]) {
        const next = must(neighbour(orientation, origin, face));
        const { x, y } = centre(orientation, next);
        const bearing = ((COMPASS[orientation][face] as number) * Math.PI) / 180;
        expect(x / Math.hypot(x, y)).toBeCloseTo(Math.cos(bearing), 9);
        expect(y / Math.hypot(x, y)).toBeCloseTo(Math.sin(bearing), 9);
        expect(hexDistance(origin, next)).toBe(1);
        expect(must(faceTowards(orientation, origin, next))).toBe(face);
        expect(must(faceTowards(orientation, next, origin))).toBe(must(oppositeFace(orientation, face)));
      }
    },
  );

  it("R000-22 worked example: entered by the north-west face heading south-east, veering left exits north-east", () => {
    const hex = { q: 4, r: 7 };
    const flat = must(veerExit("flat", hex, { entry: "nw" }, "left"));
    expect(flat).toEqual({ face: "ne", hex: { q: 5, r: 6 }, backtracks: false });
    expect(must(veerExit("flat", hex, { entry: "nw" }, "straight")).face).toBe("se");
    expect(must(veerExit("flat", hex, { entry: "nw" }, "right")).face).toBe("s");
    // On a pointy-top grid the face left of south-east is east.
    expect(must(veerExit("pointy", hex, { entry: "nw", exit: "se" }, "left")).face).toBe("e");
  });

  it.each(ORIENTATIONS)(
    "R000-22 %s-top, all six faces both ways: the veered exit neighbours the intended one, on the correct side",
    (orientation) => {
      for (const entry of HEX_FACES[orientation]) {
        const straight = must(veerExit(orientation, origin, { entry }, "straight"));
        expect(straight.face).toBe(must(oppositeFace(orientation, entry)));
        for (const veer of ["left", "right"] as const) {
          const veered = must(veerExit(orientation, origin, { entry }, veer));
          expect(veered.face).toBe(must(veerFace(orientation, straight.face, veer)));
          expect(veered.hex).toEqual(must(neighbour(orientation, origin, veered.face)));
          expect(hexDistance(veered.hex, straight.hex)).toBe(1);
          expect(veered.backtracks).toBe(false);
          const leftness = side(orientation, origin, straight.hex, veered.hex);
          expect(veer === "left" ? leftness > 0 : leftness < 0).toBe(true);
        }
      }
    },
  );
});

describe("veering back, sharp turns and offset coordinates", () => {
  it("R000-22 veering left then right is the course again, on either grid", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ORIENTATIONS), fc.nat(5), fc.nat(1), (orientation, index, first) => {
        const face = HEX_FACES[orientation][index] as HexFace;
        const [there, back] = first === 0 ? (["left", "right"] as const) : (["right", "left"] as const);
        const turned = must(veerFace(orientation, face, there));
        expect(turned).not.toBe(face);
        expect(must(veerFace(orientation, turned, back))).toBe(face);
      }),
      { numRuns: 60 },
    );
  });

  it("a sharp turn that veers back out the way in is flagged; faces must exist on the grid", () => {
    expect(must(veerExit("flat", origin, { entry: "n", exit: "ne" }, "left"))).toMatchObject({
      face: "n",
      backtracks: true,
    });
    expect(veerExit("flat", origin, { entry: "n", exit: "n" }, "left")).toMatchObject({
      ok: false,
      error: { code: "wilderness.exitIsEntry", path: "course.exit" },
    });
    expect(veerExit("pointy", origin, { entry: "n" }, "left")).toMatchObject({
      ok: false,
      error: { code: "wilderness.badFace", path: "course.entry", params: { received: "n" } },
    });
    expect(faceTowards("flat", origin, { q: 2, r: 0 })).toMatchObject({
      ok: false,
      error: { code: "wilderness.notAdjacent" },
    });
  });

  it("offset (column, row) coordinates round-trip and keep neighbours adjacent", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ORIENTATIONS),
        fc.constantFrom("odd" as const, "even" as const),
        fc.integer({ min: -50, max: 50 }),
        fc.integer({ min: -50, max: 50 }),
        (orientation, parity, col, row) => {
          const hex = offsetToHex(orientation, parity, { col, row });
          expect(hexToOffset(orientation, parity, hex)).toEqual({ col, row });
          const east = offsetToHex(orientation, parity, { col: col + 1, row });
          const south = offsetToHex(orientation, parity, { col, row: row + 1 });
          expect(hexDistance(hex, orientation === "flat" ? south : east)).toBe(1);
        },
      ),
      { numRuns: 100 },
    );
    // Which diagonal neighbours an offset hex has depends on the layout's shoved rows or columns.
    const apart = (orientation: HexOrientation, parity: "odd" | "even", col: number, row: number) =>
      hexDistance(
        offsetToHex(orientation, parity, { col: 0, row: 0 }),
        offsetToHex(orientation, parity, { col, row }),
      );
    expect([apart("pointy", "odd", -1, 1), apart("pointy", "odd", 1, 1)]).toEqual([1, 2]);
    expect([apart("pointy", "even", -1, 1), apart("pointy", "even", 1, 1)]).toEqual([2, 1]);
    expect([apart("flat", "odd", 1, -1), apart("flat", "odd", 1, 1)]).toEqual([1, 2]);
    expect([apart("flat", "even", 1, -1), apart("flat", "even", 1, 1)]).toEqual([2, 1]);
  });
});

describe("navigating the hex grid", () => {
  it("R000-21 R000-22 Varda's failed save (13 against Cunning 12) and a veer roll of 5 take the party north-east", () => {
    const rules = BUILT_IN_PRESETS["four-watches"].wilderness;
    const input = { score: 12, map: false, landmarkInSight: false, advantage: false, disadvantage: false };
    const result = navigate(rules, input, scriptedRoller([13, 5]));
    expect(result).toEqual({
      save: { mode: "normal", roll: 13, score: 12, success: false, exertable: false },
      veer: { roll: 5, direction: "left" },
    });
    const exit = must(veerExit("flat", origin, { entry: "nw" }, result.veer?.direction ?? "straight"));
    expect(exit).toEqual({ face: "ne", hex: { q: 1, r: -1 }, backtracks: false });
  });
});
