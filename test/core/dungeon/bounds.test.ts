/** Issue 20: one party move on a dungeon map covers a bounded distance; a longer one is refused, naming the limit. */
import { describe, expect, it } from "vitest";
import { LIMITS } from "../../../src/core";
import { accrueMove } from "../../../src/core/dungeon/party-move";
import { four, segments } from "./fixtures";

describe("bounds on a party move", () => {
  it("refuses a 1,000,000-square move, and any move past the most feet, naming the limit", () => {
    for (const feet of [1_000_000 * 5, LIMITS.moveFeet + 1]) {
      expect(accrueMove(segments, 0, { feet, pace: "normal", squareFeet: 5 })).toMatchObject({
        ok: false,
        error: { code: "limit.move", path: "feet", params: { limit: LIMITS.moveFeet } },
      });
    }
    expect(accrueMove(four, 0, { feet: LIMITS.moveFeet, pace: "normal" }).ok).toBe(true);
  });
});
