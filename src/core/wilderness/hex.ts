/**
 * Hex geometry for flat-top and pointy-top grids, in axial coordinates (q, r), with conversions from the
 * offset (column, row) coordinates most map tools use. Faces are named by compass direction and listed
 * clockwise, so veering left is one face anticlockwise and veering right one face clockwise (R000-22).
 */
import { coreError, type CoreError } from "../util/errors";
import { err, ok, type Result } from "../util/result";
import type { Veer } from "./rules";

export type HexOrientation = "flat" | "pointy";

export interface Hex {
  readonly q: number;
  readonly r: number;
}

export const HEX_FACES = {
  flat: ["n", "ne", "se", "s", "sw", "nw"],
  pointy: ["ne", "e", "se", "sw", "w", "nw"],
} as const;
export type HexFace = (typeof HEX_FACES)[HexOrientation][number];

/** The axial step through each face, in the same clockwise order as `HEX_FACES`. */
const STEPS: Record<HexOrientation, readonly Hex[]> = {
  flat: [
    { q: 0, r: -1 },
    { q: 1, r: -1 },
    { q: 1, r: 0 },
    { q: 0, r: 1 },
    { q: -1, r: 1 },
    { q: -1, r: 0 },
  ],
  pointy: [
    { q: 1, r: -1 },
    { q: 1, r: 0 },
    { q: 0, r: 1 },
    { q: -1, r: 1 },
    { q: -1, r: 0 },
    { q: 0, r: -1 },
  ],
};

function faceIndex(orientation: HexOrientation, face: string, path: string): Result<number, CoreError> {
  const index = (HEX_FACES[orientation] as readonly string[]).indexOf(face);
  if (index >= 0) return ok(index);
  return err(
    coreError(
      "wilderness.badFace",
      { path, received: face, orientation, faces: HEX_FACES[orientation].join(", ") },
      path,
    ),
  );
}

const faceAt = (orientation: HexOrientation, index: number): HexFace =>
  HEX_FACES[orientation][((index % 6) + 6) % 6] as HexFace;

export const hexKey = (hex: Hex): string => `${hex.q},${hex.r}`;

export function neighbour(orientation: HexOrientation, hex: Hex, face: HexFace): Result<Hex, CoreError> {
  const index = faceIndex(orientation, face, "face");
  if (!index.ok) return index;
  const step = STEPS[orientation][index.value] as Hex;
  return ok({ q: hex.q + step.q, r: hex.r + step.r });
}

export function oppositeFace(orientation: HexOrientation, face: HexFace): Result<HexFace, CoreError> {
  const index = faceIndex(orientation, face, "face");
  return index.ok ? ok(faceAt(orientation, index.value + 3)) : index;
}

/** The face `from` shares with `to`; an error unless they are neighbours. */
export function faceTowards(orientation: HexOrientation, from: Hex, to: Hex): Result<HexFace, CoreError> {
  const index = STEPS[orientation].findIndex((step) => from.q + step.q === to.q && from.r + step.r === to.r);
  if (index < 0) return err(coreError("wilderness.notAdjacent", { from: hexKey(from), to: hexKey(to) }));
  return ok(faceAt(orientation, index));
}

export function hexDistance(a: Hex, b: Hex): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

const VEER_STEP: Record<Veer, number> = { left: -1, straight: 0, right: 1 };

/** The face one to the left (anticlockwise) or right (clockwise) of `exit`. */
export function veerFace(orientation: HexOrientation, exit: HexFace, veer: Veer): Result<HexFace, CoreError> {
  const index = faceIndex(orientation, exit, "exit");
  return index.ok ? ok(faceAt(orientation, index.value + VEER_STEP[veer])) : index;
}

export interface Course {
  /** The face the party came in by. */
  readonly entry: HexFace;
  /** Where it means to leave; straight across from the entry unless given. */
  readonly exit?: HexFace;
}

export interface VeeredExit {
  readonly face: HexFace;
  readonly hex: Hex;
  /** The veer sends the party back out the way it came (only when it meant to turn sharply). */
  readonly backtracks: boolean;
}

/** Where a party crossing `hex` on `course` actually leaves it when it veers (R000-21, R000-22). */
export function veerExit(
  orientation: HexOrientation,
  hex: Hex,
  course: Course,
  veer: Veer,
): Result<VeeredExit, CoreError> {
  const entry = faceIndex(orientation, course.entry, "course.entry");
  if (!entry.ok) return entry;
  const exit = course.exit ?? faceAt(orientation, entry.value + 3);
  const exitIndex = faceIndex(orientation, exit, "course.exit");
  if (!exitIndex.ok) return exitIndex;
  if (exitIndex.value === entry.value) {
    return err(coreError("wilderness.exitIsEntry", { path: "course.exit", face: exit }, "course.exit"));
  }
  const face = faceAt(orientation, exitIndex.value + VEER_STEP[veer]);
  const moved = neighbour(orientation, hex, face);
  return moved.ok ? ok({ face, hex: moved.value, backtracks: face === course.entry }) : moved;
}

/** Offset layouts: which rows (pointy) or columns (flat) are pushed out by half a hex. */
export type OffsetParity = "odd" | "even";

export interface OffsetHex {
  readonly col: number;
  readonly row: number;
}

export function offsetToHex(orientation: HexOrientation, parity: OffsetParity, { col, row }: OffsetHex): Hex {
  const shift = parity === "odd" ? -1 : 1;
  if (orientation === "pointy") return { q: col - (row + shift * (row & 1)) / 2, r: row };
  return { q: col, r: row - (col + shift * (col & 1)) / 2 };
}

export function hexToOffset(orientation: HexOrientation, parity: OffsetParity, { q, r }: Hex): OffsetHex {
  const shift = parity === "odd" ? -1 : 1;
  if (orientation === "pointy") return { col: q + (r + shift * (r & 1)) / 2, row: r };
  return { col: q, row: r + (q + shift * (q & 1)) / 2 };
}
