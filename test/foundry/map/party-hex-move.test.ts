/**
 * Hex travel from a group drag (issue 19): the party's tokens dropped together travel once, as square moves are
 * walked once, along the farthest mover's route; where the rolls stop the party short, every token that moved
 * is set down in the hex it reached.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { GRID } from "../../fakes/foundry-map";
import { diceByFormula } from "../../helpers/dice";
import { writes } from "../session/clock-table";
import { mapTable, wilds } from "./map-table";

afterEach(() => vi.restoreAllMocks());

/** A pointy-top moor with the four of the party (two more tokens beside Aldo's and Bea's) in the first column. */
async function moorParty() {
  const t = await mapTable({
    grid: { type: GRID.HEXODDR, distance: 6, units: "mi" },
    party: { travel: { navigator: { score: 10 } } },
    area: wilds,
  });
  const cid = t.world.addToken(t.scene, t.world.addActor("Cid", [t.cara.user]));
  const dot = t.world.addToken(t.scene, t.world.addActor("Dot", [t.alice.user]));
  const party = [t.aldoToken, t.beaToken, cid, dot];
  party.forEach((token, row) => t.map.place(token, { i: row, j: 0 }));
  return { ...t, party };
}

const travelCards = (t: Awaited<ReturnType<typeof moorParty>>) =>
  t.world.messages.map((m) => m.content).filter((c) => c.includes("Travel through"));

describe("hex travel from the party's group drag", () => {
  it("R000-22 four tokens dragged one hex east travel once: one travel step, one clock advance", async () => {
    const t = await moorParty();
    t.world.dice = diceByFormula({ "1d20": [1, 1, 1, 1] });
    const mark = t.world.writes.length;
    t.map.move(
      t.alice.user,
      t.party.map((token, row) => [token, { i: row, j: 1 }] as const),
    );
    await t.all();
    expect(writes(t.world, mark).worldTime).toBe(1);
    expect(travelCards(t)).toHaveLength(1);
    // Every token stands where it was dropped.
    expect(t.party.map((token) => t.map.offsetOf(t.scene, t.map.positions.get(token)!))).toEqual(
      t.party.map((_, row) => ({ i: row, j: 1 })),
    );
  });

  it("R000-22 the party lost on the first hex of three: every token that moved is set down in the veered hex", async () => {
    const t = await moorParty();
    // The save fails (15 over 10), veering right: east turns south-east, (col 0, row 1). The GM stops there.
    t.world.dice = diceByFormula({ "1d20": [15, 12] });
    t.gm.apps.answers = [null];
    const [aldo, bea] = t.party;
    t.map.move(t.alice.user, [
      [aldo!, { i: 0, j: 3 }],
      [bea!, { i: 1, j: 3 }],
    ]);
    await t.all();
    expect(travelCards(t)).toHaveLength(1);
    expect(t.gm.apps.asked).toHaveLength(1);
    for (const token of [aldo!, bea!]) {
      expect(t.map.offsetOf(t.scene, t.map.positions.get(token)!)).toEqual({ i: 1, j: 0 });
    }
  });
});
