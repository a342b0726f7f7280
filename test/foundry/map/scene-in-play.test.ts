/**
 * Moves only on the scene in play (issue 20): the scene in play is `game.scenes.active`, the one the players
 * are on and whose area is in force. A party token moved on another scene (the GM preparing the next map)
 * neither moves the clock nor rolls checks for the active scene's area.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Area } from "../../../src/ui";
import { GRID } from "../../fakes/foundry-map";
import { diceByFormula } from "../../helpers/dice";
import { writes } from "../session/clock-table";
import { mapTable, wilds } from "./map-table";

afterEach(() => vi.restoreAllMocks());

/** The table's active moor, and an inactive scene of the same kind with map play on and the party's tokens. */
async function twoScenes(grid: { type: number; distance: number; units: string }, area?: Area) {
  const t = await mapTable({ grid, ...(area ? { area } : {}) });
  const other = t.world.addScene("Next session's map");
  t.map.setGrid(other, grid);
  t.map.partyFlags.set(other, { version: 1, play: true });
  const aldo = t.world.addToken(other, t.aldo);
  const bea = t.world.addToken(other, t.bea);
  t.map.place(aldo, { i: 0, j: 0 });
  t.map.place(bea, { i: 1, j: 0 });
  t.world.dice = diceByFormula({ "1d20": [1, 1, 1, 1], "1d6": [1, 1, 1, 1] });
  return { ...t, other, party: [aldo, bea] as const };
}

describe("map play only on the scene in play", () => {
  it("R000-22 party tokens dragged on an inactive hex scene neither travel nor roll for the active scene's area", async () => {
    const t = await twoScenes({ type: GRID.HEXODDR, distance: 6, units: "mi" }, wilds);
    const [aldo, bea] = t.party;
    const before = t.world.worldTime;
    const mark = t.world.writes.length;
    t.map.move(t.gm.user, [
      [aldo, { i: 0, j: 3 }],
      [bea, { i: 1, j: 3 }],
    ]);
    await t.all();
    expect(t.world.worldTime).toBe(before);
    expect(writes(t.world, mark)).toMatchObject({ worldTime: 0, state: 0, messages: 0 });
    expect(t.gm.apps.asked).toEqual([]);
    // The tokens stay where the GM put them.
    expect(t.map.positions.get(aldo)).toEqual(t.map.at(t.other, { i: 0, j: 3 }));
  });

  it("R000-22 a party token walked on an inactive square scene adds nothing toward the next turn", async () => {
    // The active scene's area is a dungeon: a walk there would count.
    const t = await twoScenes({ type: GRID.SQUARE, distance: 5, units: "ft" });
    const mark = t.world.writes.length;
    const [aldo] = t.party;
    t.map.move(t.gm.user, [[aldo, { i: 0, j: 40 }]]);
    await t.all();
    expect(writes(t.world, mark)).toMatchObject({ worldTime: 0, state: 0, messages: 0 });
  });
});
