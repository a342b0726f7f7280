import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  FormulaSchema,
  IdSchema,
  migrateVersioned,
  parseWith,
  uniqueBy,
  wholeNumber,
} from "../../../src/core/schema";

const Unit = v.strictObject({ id: IdSchema, seconds: wholeNumber(1), roll: v.optional(FormulaSchema) });
const Section = v.strictObject({ units: v.pipe(v.array(Unit), uniqueBy("id")) });

describe("schema helpers", () => {
  it("name the exact path and problem of a bad value", () => {
    const bad = {
      units: [
        { id: "round", seconds: 60 },
        { id: "turn", seconds: 600 },
        { id: "watch", seconds: 0 },
      ],
    };
    expect(parseWith(Section, bad, "time")).toMatchObject({
      ok: false,
      error: {
        code: "schema.outOfRange",
        path: "time.units[2].seconds",
        params: { expected: ">=1", received: "0" },
      },
    });
  });

  it("tell missing, unknown, mistyped and fractional fields apart", () => {
    const code = (input: unknown) => {
      const r = parseWith(Section, input);
      return r.ok ? "ok" : `${r.error.code} ${r.error.path}`;
    };
    expect(code({ units: [{ seconds: 6 }] })).toBe("schema.missing units[0].id");
    expect(code({ units: [{ id: "a", seconds: 6, colour: "red" }] })).toBe(
      "schema.unknownKey units[0].colour",
    );
    expect(code({ units: [{ id: "a", seconds: "6" }] })).toBe("schema.type units[0].seconds");
    expect(code({ units: [{ id: "a", seconds: 6.5 }] })).toBe("schema.notInteger units[0].seconds");
    expect(code({ units: [{ id: "a b", seconds: 6 }] })).toBe("schema.badId units[0].id");
    expect(code({ units: [{ id: "a", seconds: 6, roll: "2d" }] })).toBe("schema.badFormula units[0].roll");
    expect(
      code({
        units: [
          { id: "a", seconds: 6 },
          { id: "a", seconds: 7 },
        ],
      }),
    ).toBe("schema.duplicate units[1].id");
    expect(code({ units: [{ id: "a", seconds: 6, roll: "1d4+1" }] })).toBe("ok");
  });

  it("migrate older versions step by step and refuse newer or missing ones", () => {
    const steps = [
      {
        from: 1,
        migrate: (d: Readonly<Record<string, unknown>>) => ({
          ...d,
          minutes: undefined,
          seconds: Number(d.minutes) * 60,
        }),
      },
      { from: 2, migrate: (d: Readonly<Record<string, unknown>>) => ({ ...d, label: "turn" }) },
    ];
    expect(migrateVersioned({ version: 1, minutes: 10 }, 3, steps)).toMatchObject({
      ok: true,
      value: { version: 3, seconds: 600, label: "turn" },
    });
    expect(migrateVersioned({ version: 4 }, 3, steps, "preset")).toMatchObject({
      ok: false,
      error: { code: "schema.futureVersion", path: "preset.version" },
    });
    expect(migrateVersioned({}, 3, steps)).toMatchObject({ ok: false, error: { code: "schema.badVersion" } });
    expect(migrateVersioned({ version: 2 }, 3, [])).toMatchObject({
      ok: false,
      error: { code: "schema.noMigration" },
    });
  });
});
