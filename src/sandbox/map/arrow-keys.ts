/**
 * Where an arrow key takes the party's marker: on the flat-topped hex map ↑ and ↓ go north and south, → and ←
 * north-east and north-west, with Shift south-east and south-west; on the dungeon's squares one square that way.
 */
import { hexToOffset, neighbour, offsetToHex, type HexFace, type OffsetHex } from "../../core";
import { DUNGEON, HEX_LAYOUT, HEXES, inside } from "./sample";

/** The neighbour an arrow key points to on the flat-topped map. */
const KEY_FACES: Record<string, readonly [plain: string, shifted: string]> = {
  ArrowUp: ["n", "n"],
  ArrowDown: ["s", "s"],
  ArrowRight: ["ne", "se"],
  ArrowLeft: ["nw", "sw"],
};
const KEY_STEPS: Record<string, readonly [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowRight: [1, 0],
  ArrowLeft: [-1, 0],
};

export const isArrowKey = (key: string): boolean => key in KEY_STEPS;

/** The hex an arrow key leads to from `from`, or null off the map. */
export function hexStep(from: OffsetHex, event: KeyboardEvent): OffsetHex | null {
  const face = KEY_FACES[event.key]?.[event.shiftKey ? 1 : 0] as HexFace;
  const axial = offsetToHex(HEX_LAYOUT.orientation, HEX_LAYOUT.parity, from);
  const moved = neighbour(HEX_LAYOUT.orientation, axial, face);
  if (!moved.ok) return null;
  const next = hexToOffset(HEX_LAYOUT.orientation, HEX_LAYOUT.parity, moved.value);
  return inside(next, HEXES.cols, HEXES.rows) ? next : null;
}

/** The square an arrow key leads to from `from`, or null off the map. */
export function squareStep(from: OffsetHex, key: string): OffsetHex | null {
  const [dc, dr] = KEY_STEPS[key] ?? [0, 0];
  const next = { col: from.col + dc, row: from.row + dr };
  return inside(next, DUNGEON.cols, DUNGEON.rows) ? next : null;
}
