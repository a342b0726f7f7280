/**
 * The party's tokens moved at once (a group drag) as one party move: the party moves together, as far as its
 * farthest mover, so a drag of four tokens is one move of the clock (a dungeon walk) or one journey (hex
 * travel), not four. The host gathers the moves; this picks the party's.
 */
import type { OffsetHex } from "../../core";
import { hexLine, type HexLayout } from "../../core/wilderness/map";

/** One party token's finished move. */
export interface TokenMove {
  readonly token: string;
  /** The distance the host measured for it, in the scene's units (feet on a dungeon map). */
  readonly distance: number;
  /** The grid spaces it left and reached (on a hex map, the hexes). */
  readonly from: OffsetHex;
  readonly to: OffsetHex;
}

/** The party's walk on a square or gridless map: as long as its longest mover's. */
export function partyWalk(moves: readonly TokenMove[]): number {
  return Math.max(0, ...moves.map((m) => m.distance));
}

/**
 * The party's journey on a hex map: the move of the token dropped the most hexes away (the first of equals), or
 * null when none left its hex.
 */
export function partyJourney(layout: HexLayout, moves: readonly TokenMove[]): TokenMove | null {
  let journey: TokenMove | null = null;
  let hexes = 0;
  for (const move of moves) {
    const length = hexLine(layout, move.from, move.to).length;
    if (length > hexes) {
      journey = move;
      hexes = length;
    }
  }
  return journey;
}
