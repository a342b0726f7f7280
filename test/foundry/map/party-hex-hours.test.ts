/**
 * The hours a group drag travels (issue 20): two of the party's tokens dragged two hexes take the party two
 * hexes' time, once, not each token's journey added up. Proof that the batched party move (src/ui/map/party-moves.ts)
 * closed the case of two tokens dragged two hexes travelling 24 hours instead of 12.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { diceByFormula } from "../../helpers/dice";
import { moorOfTwo } from "./moor";

afterEach(() => vi.restoreAllMocks());

describe("the hours of a group drag on a hex map", () => {
  it("R000-22 two party tokens dragged two hexes east travel 12 hours, not 24", async () => {
    const t = await moorOfTwo();
    // Every navigation save passes (1 on a d20 against 10), no encounter comes, and the GM goes on into the
    // second watch: a hex of grassland is a watch's travel.
    t.world.dice = diceByFormula({ "1d20": [1, 1, 1, 1], "1d6": [6, 6, 6, 6] });
    t.gm.apps.answers = [{}];
    const before = t.world.worldTime;
    t.map.move(t.alice.user, [
      [t.aldoToken, { i: 0, j: 2 }],
      [t.beaToken, { i: 1, j: 2 }],
    ]);
    await t.all();
    expect(t.gm.apps.asked).toHaveLength(1);
    expect(t.world.worldTime - before).toBe(12 * 3600);
    expect([t.aldoToken, t.beaToken].map((token) => t.map.positions.get(token))).toEqual([
      t.map.at(t.scene, { i: 0, j: 2 }),
      t.map.at(t.scene, { i: 1, j: 2 }),
    ]);
  });
});
