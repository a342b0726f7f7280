/** Two parties meeting on a map (issue 22): a move that brings a party's token next to another party's. */
import { describe, expect, it } from "vitest";
import type { HexLayout } from "../../../src/core/wilderness/map";
import { nextTo, partiesMet, type MeetingGrid, type PartyToken } from "../../../src/ui/map/meeting";

const square: MeetingGrid = { kind: "square" };
const hex: MeetingGrid = { kind: "hex", layout: { orientation: "flat", parity: "odd" } satisfies HexLayout };
const at = (col: number, row: number) => ({ col, row });
const standing = (party: string, col: number, row: number): PartyToken => ({
  party,
  from: at(col, row),
  at: at(col, row),
});
const moving = (party: string, from: [number, number], to: [number, number]): PartyToken => ({
  party,
  from: at(...from),
  at: at(...to),
});

describe("next to on a map", () => {
  it("is the same space or one around it on squares, diagonals too", () => {
    expect(nextTo(square, at(3, 3), at(3, 3))).toBe(true);
    expect(nextTo(square, at(3, 3), at(4, 4))).toBe(true);
    expect(nextTo(square, at(3, 3), at(2, 3))).toBe(true);
    expect(nextTo(square, at(3, 3), at(5, 3))).toBe(false);
  });

  it("is the same hex or one of its six neighbours on hexes", () => {
    // Flat-topped, odd columns shoved down: (1,1)'s neighbours include (2,1) and (2,2) but not (2,0).
    expect(nextTo(hex, at(1, 1), at(1, 1))).toBe(true);
    expect(nextTo(hex, at(1, 1), at(2, 1))).toBe(true);
    expect(nextTo(hex, at(1, 1), at(2, 2))).toBe(true);
    expect(nextTo(hex, at(1, 1), at(2, 0))).toBe(false);
    expect(nextTo(hex, at(1, 1), at(1, 3))).toBe(false);
  });
});

describe("parties meeting on a map", () => {
  it("finds the party a move brought next to another, the mover joining the one it came to", () => {
    const tokens = [
      moving("scouts", [9, 9], [4, 3]),
      standing("scouts", 9, 8),
      standing("party", 3, 3),
      standing("party", 2, 3),
    ];
    expect(partiesMet(square, tokens)).toEqual({ from: "scouts", into: "party" });
  });

  it("finds none when nobody came next to another party, or they stood together before the move", () => {
    expect(partiesMet(square, [moving("scouts", [9, 9], [6, 3]), standing("party", 3, 3)])).toBeNull();
    // Already beside each other (the GM declined a merge): shuffling about them asks nothing again.
    expect(partiesMet(square, [moving("scouts", [4, 4], [4, 3]), standing("party", 3, 3)])).toBeNull();
    // Moves within one party meet nobody.
    expect(partiesMet(square, [moving("party", [9, 9], [3, 4]), standing("party", 3, 3)])).toBeNull();
    expect(partiesMet(square, [])).toBeNull();
  });

  it("finds a meeting on a hex map as on squares, and none two hexes apart", () => {
    expect(partiesMet(hex, [moving("scouts", [5, 5], [2, 2]), standing("party", 1, 1)])).toEqual({
      from: "scouts",
      into: "party",
    });
    expect(partiesMet(hex, [moving("scouts", [5, 5], [2, 0]), standing("party", 1, 1)])).toBeNull();
  });
});
