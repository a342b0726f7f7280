/** Encounter tables: the effects a host can act on, and danger shifting the roll. */
import { describe, expect, it } from "vitest";
import {
  EncounterTableSchema,
  rollEncounterCheck,
  scriptedRoller,
  type EncounterTable,
} from "../../../src/core";
import { parseWith } from "../../../src/core/schema";

describe("encounter tables and checks", () => {
  it("rejects an effect the host cannot act on, at its path", () => {
    const table = { formula: "1d6", bands: [{ min: 1, max: 6, result: { type: "explode" } }] };
    expect(parseWith(EncounterTableSchema, table)).toMatchObject({
      ok: false,
      error: { path: "bands[0].result.type" },
    });
  });

  it("an overloaded table's danger is subtracted from the roll, towards the encounter bands", () => {
    const table: EncounterTable = {
      formula: "1d6",
      bands: [
        { min: 1, max: 1, result: { type: "encounter" } },
        { min: 2, max: 6, result: { type: "custom", text: "Dripping water" } },
      ],
    };
    const check = { kind: "table", table } as const;
    expect(rollEncounterCheck(check, scriptedRoller([2])).effect).toEqual({
      type: "custom",
      text: "Dripping water",
    });
    expect(rollEncounterCheck(check, scriptedRoller([2]), 1)).toEqual({
      roll: 2,
      total: 1,
      effect: { type: "encounter" },
    });
  });
});
