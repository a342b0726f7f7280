/** Band tables: which bands a table may hold, and reading and rolling one. */
import fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { bandTableSchema, readBand, rollBandTable, scriptedRoller } from "../../../src/core";
import { parseWith } from "../../../src/core/schema";

const d6Table = (bands: { min: number; max: number; result: string }[]) => ({ formula: "1d6", bands });
const LetterTable = bandTableSchema(v.string());

describe("band tables", () => {
  it("accepts bands that cover every total the formula can roll", () => {
    const table = d6Table([
      { min: 1, max: 2, result: "a" },
      { min: 3, max: 6, result: "b" },
    ]);
    expect(parseWith(LetterTable, table)).toEqual({ ok: true, value: table });
  });

  it("names the band after a gap and the totals nobody covers", () => {
    const table = d6Table([
      { min: 1, max: 2, result: "a" },
      { min: 5, max: 6, result: "b" },
    ]);
    expect(parseWith(LetterTable, table, "tables.dungeon")).toMatchObject({
      ok: false,
      error: {
        code: "table.gap",
        path: "tables.dungeon.bands[1]",
        params: { received: "3-4", expected: "1-6" },
      },
    });
  });

  it("rejects overlapping bands, naming the later one", () => {
    const table = d6Table([
      { min: 1, max: 3, result: "a" },
      { min: 3, max: 6, result: "b" },
    ]);
    expect(parseWith(LetterTable, table)).toMatchObject({
      ok: false,
      error: { code: "table.overlap", path: "bands[1]", params: { received: "3-6", expected: "from 4" } },
    });
  });

  it("rejects uncovered ends, bands beyond the formula, reversed bands and empty tables", () => {
    expect(parseWith(LetterTable, d6Table([{ min: 1, max: 5, result: "a" }]))).toMatchObject({
      error: { code: "table.gap", path: "bands[0]", params: { received: "6" } },
    });
    expect(
      parseWith(
        LetterTable,
        d6Table([
          { min: 1, max: 6, result: "a" },
          { min: 7, max: 9, result: "b" },
        ]),
      ),
    ).toMatchObject({ error: { code: "table.outOfRange", path: "bands[1]" } });
    expect(parseWith(LetterTable, d6Table([{ min: 6, max: 1, result: "a" }]))).toMatchObject({
      error: { code: "table.minAboveMax", path: "bands[0]" },
    });
    expect(parseWith(LetterTable, d6Table([]))).toMatchObject({
      error: { code: "table.noBands", path: "bands" },
    });
    expect(parseWith(LetterTable, { formula: "2d", bands: [{ min: 1, max: 6, result: "a" }] })).toMatchObject(
      {
        error: { code: "schema.badFormula", path: "formula" },
      },
    );
  });
});

describe("reading and rolling band tables", () => {
  it("reads every total in range from the band that holds it, and clamps totals beyond the ends", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 6 }), (widths) => {
        let min = 2;
        const bands = widths.map((width, index) => {
          const band = { min, max: min + width - 1, result: index };
          min += width;
          return band;
        });
        const table = { formula: `1d${min - 2}+1`, bands };
        expect(parseWith(bandTableSchema(v.number()), table).ok).toBe(true);
        for (const band of bands) {
          for (let total = band.min; total <= band.max; total++) expect(readBand(table, total)).toBe(band);
        }
        expect(readBand(table, -50)).toBe(bands[0]);
        expect(readBand(table, 500)).toBe(bands[bands.length - 1]);
      }),
      { numRuns: 50 },
    );
  });

  it("rolls the formula and applies a modifier before reading", () => {
    const table = d6Table([
      { min: 1, max: 3, result: "low" },
      { min: 4, max: 6, result: "high" },
    ]);
    expect(rollBandTable(table, scriptedRoller([3]), 1)).toEqual({ roll: 3, total: 4, result: "high" });
  });
});
