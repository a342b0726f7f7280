/** A pointy-top hex moor with map play on, a navigator of 10, Aldo in the first row and Bea in the second. */
import { GRID } from "../../fakes/foundry-map";
import { mapTable, wilds } from "./map-table";

export async function moorOfTwo() {
  const t = await mapTable({
    grid: { type: GRID.HEXODDR, distance: 6, units: "mi" },
    party: { travel: { navigator: { score: 10 } } },
    area: wilds,
  });
  t.map.place(t.aldoToken, { i: 0, j: 0 });
  t.map.place(t.beaToken, { i: 1, j: 0 });
  await t.all();
  return t;
}
