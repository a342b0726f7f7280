/**
 * Hex travel on a map: a host's grid is flat-topped or pointy-topped, with odd or even columns (flat) or rows
 * (pointy) pushed out by half a hex, and names hexes by offset (column, row). A move of the party's token is
 * the hexes in a line from where it stands to where it was dropped, crossed one at a time; a party that
 * gets lost leaves by the face one to the left or right of the face it meant to leave by (R000-22), into
 * that real neighbour of the map.
 */
import { coreError, type CoreError } from "../util/errors";
import { err, ok, type Result } from "../util/result";
import {
  HEX_FACES,
  faceTowards,
  hexDistance,
  hexToOffset,
  neighbour,
  offsetToHex,
  veerFace,
  type Hex,
  type HexFace,
  type HexOrientation,
  type OffsetHex,
  type OffsetParity,
} from "./hex";
import type { Veer } from "./rules";

export interface HexLayout {
  readonly orientation: HexOrientation;
  readonly parity: OffsetParity;
}

const sameOffset = (a: OffsetHex, b: OffsetHex) => a.col === b.col && a.row === b.row;

/** Rounds fractional cube coordinates to the hex they fall in. */
function roundHex(q: number, r: number): Hex {
  const s = -q - r;
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  // Normalise -0 so hexes compare and print alike.
  return { q: rq + 0, r: rr + 0 };
}

/**
 * The hexes a straight move from `from` to `to` crosses, each a neighbour of the one before, `from` left out
 * (empty when they are the same hex). A line along a hex edge is nudged the same way every time.
 */
export function hexLine(layout: HexLayout, from: OffsetHex, to: OffsetHex): OffsetHex[] {
  const a = offsetToHex(layout.orientation, layout.parity, from);
  const b = offsetToHex(layout.orientation, layout.parity, to);
  const steps = hexDistance(a, b);
  const line: OffsetHex[] = [];
  const nudge = 1e-6;
  for (let i = 1; i <= steps; i++) {
    const f = i / steps;
    const hex = roundHex(a.q + nudge + (b.q - a.q) * f, a.r + nudge + (b.r - a.r) * f);
    line.push(hexToOffset(layout.orientation, layout.parity, hex));
  }
  return line;
}

/** The face of `from` the party leaves by to reach the neighbouring `to`; an error unless they are neighbours. */
export function exitFace(layout: HexLayout, from: OffsetHex, to: OffsetHex): Result<HexFace, CoreError> {
  const face = faceTowards(
    layout.orientation,
    offsetToHex(layout.orientation, layout.parity, from),
    offsetToHex(layout.orientation, layout.parity, to),
  );
  if (face.ok) return face;
  const key = (hex: OffsetHex) => `${hex.col},${hex.row}`;
  return err(coreError("wilderness.notAdjacent", { from: key(from), to: key(to) }, "to"));
}

/** The six neighbours of a hex on the map, face by face. */
export function neighboursOnMap(layout: HexLayout, hex: OffsetHex): OffsetHex[] {
  const axial = offsetToHex(layout.orientation, layout.parity, hex);
  return HEX_FACES[layout.orientation].flatMap((face) => {
    const next = neighbour(layout.orientation, axial, face);
    return next.ok ? [hexToOffset(layout.orientation, layout.parity, next.value)] : [];
  });
}

export interface MapStep {
  /** Where the party ends up, and the face of `from` it left by. */
  readonly hex: OffsetHex;
  readonly face: HexFace;
  /** Whether it is not the hex the party meant to enter. */
  readonly veered: boolean;
}

/**
 * Where a party leaving `from` for the neighbouring `to` ends up: `to`, or when it is lost and veers, the
 * neighbour one face to the left (anticlockwise) or right (clockwise) of the face it meant to leave by.
 */
export function stepOnMap(
  layout: HexLayout,
  from: OffsetHex,
  to: OffsetHex,
  veer: Veer | null,
): Result<MapStep, CoreError> {
  const intended = exitFace(layout, from, to);
  if (!intended.ok) return intended;
  if (veer === null || veer === "straight") return ok({ hex: to, face: intended.value, veered: false });
  const face = veerFace(layout.orientation, intended.value, veer);
  if (!face.ok) return face;
  const moved = neighbour(
    layout.orientation,
    offsetToHex(layout.orientation, layout.parity, from),
    face.value,
  );
  if (!moved.ok) return moved;
  const hex = hexToOffset(layout.orientation, layout.parity, moved.value);
  return ok({ hex, face: face.value, veered: !sameOffset(hex, to) });
}
