/**
 * Two parties meet on a map (issue 22): a party's tokens end a move next to another party's, having not stood
 * next to them before it. Next to is the same grid space or a neighbouring one (on a square grid the eight
 * around it, diagonals too; on a hex grid the six), since tokens rarely share a space and a party that walks
 * up to another stands beside it. The host then asks the GM whether they merge; a party that stays beside
 * another after the GM declined is not asked about again until it has left and come back.
 */
import type { OffsetHex } from "../../core";
import { hexLine, type HexLayout } from "../../core/wilderness/map";

/** A map's grid as meetings read it: squares (diagonals are next to), or hexes of a layout. */
export type MeetingGrid = { readonly kind: "square" } | { readonly kind: "hex"; readonly layout: HexLayout };

/** A party's token where it stands after the move, and where it stood before (the same if it did not move). */
export interface PartyToken {
  readonly party: string;
  readonly from: OffsetHex;
  readonly at: OffsetHex;
}

/** Which party came to which: `from` moved up to `into`. */
export interface PartiesMet {
  readonly from: string;
  readonly into: string;
}

/** Whether two spaces are the same or neighbours. */
export function nextTo(grid: MeetingGrid, a: OffsetHex, b: OffsetHex): boolean {
  if (grid.kind === "hex") return hexLine(grid.layout, a, b).length <= 1;
  return Math.abs(a.col - b.col) <= 1 && Math.abs(a.row - b.row) <= 1;
}

/** Whether any token of party `a` stands next to one of party `b`, each where `place` puts it. */
function beside(
  grid: MeetingGrid,
  tokens: readonly PartyToken[],
  a: string,
  b: string,
  place: (token: PartyToken) => OffsetHex,
): boolean {
  const of = (party: string) => tokens.filter((t) => t.party === party).map(place);
  const theirs = of(b);
  return of(a).some((mine) => theirs.some((other) => nextTo(grid, mine, other)));
}

/**
 * The first meeting a move made: a party with a token that moved now stands next to another party it did not
 * stand next to before. Null when the move brought no two parties together.
 */
export function partiesMet(grid: MeetingGrid, tokens: readonly PartyToken[]): PartiesMet | null {
  const moved = (t: PartyToken) => t.from.col !== t.at.col || t.from.row !== t.at.row;
  const movers = [...new Set(tokens.filter(moved).map((t) => t.party))];
  const parties = [...new Set(tokens.map((t) => t.party))];
  for (const from of movers)
    for (const into of parties) {
      if (into === from) continue;
      const now = beside(grid, tokens, from, into, (t) => t.at);
      if (now && !beside(grid, tokens, from, into, (t) => t.from)) return { from, into };
    }
  return null;
}
