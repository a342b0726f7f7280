/** The party's move from its tokens' moves: as far as its farthest mover, on squares and on hexes. */
import { describe, expect, it } from "vitest";
import type { HexLayout } from "../../../src/core/wilderness/map";
import { partyJourney, partyWalk, type TokenMove } from "../../../src/ui/map";

const flat: HexLayout = { orientation: "flat", parity: "odd" };

const move = (token: string, distance: number, to: { col: number; row: number }): TokenMove => ({
  token,
  distance,
  from: { col: 0, row: 0 },
  to,
});

describe("the party's move from its tokens' moves", () => {
  it("R002-08 walks as far as its longest mover, and nowhere when nobody moved", () => {
    expect(partyWalk([move("a", 50, { col: 0, row: 0 }), move("b", 65, { col: 0, row: 0 })])).toBe(65);
    expect(partyWalk([])).toBe(0);
  });

  it("R000-22 journeys along the route of the token dropped the most hexes away, the first of equals", () => {
    const near = move("near", 6, { col: 0, row: 1 });
    const far = move("far", 18, { col: 0, row: 3 });
    const alsoFar = move("alsoFar", 18, { col: 3, row: 0 });
    expect(partyJourney(flat, [near, far, alsoFar])).toBe(far);
    expect(partyJourney(flat, [alsoFar, far])).toBe(alsoFar);
  });

  it("R000-22 makes no journey when every token stayed in its hex", () => {
    expect(partyJourney(flat, [move("a", 2, { col: 0, row: 0 })])).toBeNull();
    expect(partyJourney(flat, [])).toBeNull();
  });
});
