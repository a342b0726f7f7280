/**
 * The sandbox's encounter tables, standing in for the RollTables a Foundry world names on its scenes: who
 * turns up when a check finds an encounter. Sample data only; the rules of the check stay in the core.
 */
import { readBand, type BandTable, type DicePort } from "../../core";
import type { Area, EncounterDraw, EncounterSource } from "../../ui";

const band = (n: number, id: string) => ({ min: n, max: n, result: id });

/** Results are keys under TURNKEEPER.Sandbox.Sample.Encounters.<table>. */
export const SAMPLE_TABLES: Readonly<Record<"dungeon" | "wilderness", BandTable<string>>> = {
  dungeon: {
    formula: "1d6",
    bands: ["rats", "goblins", "hireling", "skeletons", "ogre", "merchant"].map((id, i) => band(i + 1, id)),
  },
  wilderness: {
    formula: "1d6",
    bands: ["wolves", "bandits", "pilgrims", "boar", "elk", "owlbear"].map((id, i) => band(i + 1, id)),
  },
};

export function sampleEncounters(dice: DicePort, localize: (key: string) => string): EncounterSource {
  return {
    draw(area: Area | null): Promise<EncounterDraw | null> {
      const kind = area?.type ?? "dungeon";
      const table = SAMPLE_TABLES[kind];
      const roll = dice.roll(table.formula);
      const result = readBand(table, roll.total).result;
      return Promise.resolve({
        text: localize(`TURNKEEPER.Sandbox.Sample.Encounters.${kind}.${result}`),
        table: localize(`TURNKEEPER.Sandbox.Sample.Encounters.${kind}.title`),
        roll,
      });
    },
  };
}
