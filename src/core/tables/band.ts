/**
 * Band tables: a roll formula and bands of results ("2-3 encounter, 4-5 sign, ..."). The schema rejects
 * gaps, overlaps and totals the formula can roll that no band covers, naming the band at fault, so a
 * game master's edited table is checked before anything rolls on it.
 */
import * as v from "valibot";
import type { DicePort } from "../dice/port";
import { formulaRange, parseFormula } from "../dice/formula";
import { FormulaSchema } from "../schema/fields";

export interface Band<T> {
  readonly min: number;
  readonly max: number;
  readonly result: T;
}

export interface BandTable<T> {
  readonly formula: string;
  /** In ascending order. The lowest and highest bands are open-ended, so modified totals still land. */
  readonly bands: readonly Band<T>[];
}

interface BandProblem {
  readonly code: string;
  readonly index: number;
  readonly expected: string;
  readonly received: string;
}

const span = (min: number, max: number) => (min === max ? `${min}` : `${min}-${max}`);

function bandProblems(table: BandTable<unknown>): BandProblem[] {
  const parsed = parseFormula(table.formula);
  if (!parsed.ok) return [];
  const range = formulaRange(parsed.value);
  const rolls = span(range.min, range.max);
  const problems: BandProblem[] = [];
  const { bands } = table;
  bands.forEach((band, index) => {
    const received = span(band.min, band.max);
    if (band.min > band.max)
      problems.push({ code: "table.minAboveMax", index, expected: "min <= max", received });
    else if (band.max < range.min || band.min > range.max) {
      problems.push({ code: "table.outOfRange", index, expected: rolls, received });
    }
    const previous = bands[index - 1];
    if (!previous) return;
    if (band.min <= previous.max) {
      problems.push({ code: "table.overlap", index, expected: `from ${previous.max + 1}`, received });
    } else if (band.min > previous.max + 1) {
      problems.push({
        code: "table.gap",
        index,
        expected: rolls,
        received: span(previous.max + 1, band.min - 1),
      });
    }
  });
  const first = bands[0];
  const last = bands[bands.length - 1];
  if (first && first.min > range.min) {
    problems.push({ code: "table.gap", index: 0, expected: rolls, received: span(range.min, first.min - 1) });
  }
  if (last && last.max < range.max) {
    problems.push({
      code: "table.gap",
      index: bands.length - 1,
      expected: rolls,
      received: span(last.max + 1, range.max),
    });
  }
  return problems;
}

const BandEndSchema = v.pipe(v.number(), v.safeInteger());

/** A band table whose results `result` validates; errors carry codes under `table.` and the band's path. */
export function bandTableSchema<T>(result: v.GenericSchema<unknown, T>) {
  return v.pipe(
    v.object({
      formula: FormulaSchema,
      bands: v.pipe(
        v.array(v.object({ min: BandEndSchema, max: BandEndSchema, result })),
        v.nonEmpty("table.noBands"),
      ),
    }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const table = dataset.value;
      for (const problem of bandProblems(table)) {
        const band = table.bands[problem.index];
        addIssue({
          message: problem.code,
          expected: problem.expected,
          received: problem.received,
          path: [
            { type: "object", origin: "value", input: table, key: "bands", value: table.bands },
            { type: "array", origin: "value", input: table.bands, key: problem.index, value: band },
          ],
        });
      }
    }),
  );
}

/** The band a total falls in; totals beyond either end read the nearest end band. */
export function readBand<T>(table: BandTable<T>, total: number): Band<T> {
  const { bands } = table;
  const found = bands.find((band) => total <= band.max) ?? bands[bands.length - 1];
  // A validated table has at least one band.
  return found as Band<T>;
}

export interface BandRoll<T> {
  /** The dice total before any modifier. */
  readonly roll: number;
  readonly total: number;
  readonly result: T;
}

export function rollBandTable<T>(table: BandTable<T>, dice: DicePort, modifier = 0): BandRoll<T> {
  const roll = dice.roll(table.formula).total;
  const total = roll + modifier;
  return { roll, total, result: readBand(table, total).result };
}
