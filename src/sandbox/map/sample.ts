/**
 * The sandbox's sample maps: a small dungeon of 5-ft squares, and a flat-topped hex map of the wilderness with
 * each column's terrain, a road along row 2 and a tower to steer by at (6, 1).
 */
import type { OffsetHex } from "../../core";
import type { HexLayout } from "../../core/wilderness/map";
import type { HexInfo } from "../../ui/map";

export const DUNGEON = { cols: 16, rows: 10, squareFeet: 5, cell: 26 } as const;
export const HEXES = { cols: 9, rows: 6, size: 22 } as const;
export const HEX_LAYOUT: HexLayout = { orientation: "flat", parity: "odd" };

const COLUMN_TERRAIN = [
  "grassland",
  "grassland",
  "lightForest",
  "hills",
  "hills",
  "heavyForest",
  "swamp",
  "mountains",
  "grassland",
];
const ROAD_ROW = 2;
export const LANDMARK = { col: 6, row: 1 };

export function hexInfo(hex: OffsetHex): HexInfo {
  return {
    terrain: COLUMN_TERRAIN[hex.col] ?? "grassland",
    road: hex.row === ROAD_ROW,
    landmark: hex.col === LANDMARK.col && hex.row === LANDMARK.row,
    // Hills and mountains are vantage points: from them the tower is seen a hex away (R000-17).
    vantage: ["hills", "mountains"].includes(COLUMN_TERRAIN[hex.col] ?? ""),
  };
}

/** Whether a space lies on a map of `cols` by `rows`. */
export const inside = (hex: OffsetHex, cols: number, rows: number): boolean =>
  hex.col >= 0 && hex.row >= 0 && hex.col < cols && hex.row < rows;
