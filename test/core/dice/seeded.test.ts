import { describe, expect, it } from "vitest";
import { formulaRange, parseFormula, scriptedRoller, seededRoller } from "../../../src/core";

describe("dice port helpers", () => {
  it("parses sums of dice and constants", () => {
    const parsed = parseFormula("2d6 + 1d4 - 2");
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(formulaRange(parsed.value)).toEqual({ min: 1, max: 14 });
  });

  it("rejects malformed formulas with a typed error naming the formula", () => {
    const parsed = parseFormula("2d");
    expect(parsed).toMatchObject({
      ok: false,
      error: { code: "dice.badFormula", params: { formula: "2d" } },
    });
    expect(parseFormula("  ")).toMatchObject({ ok: false, error: { code: "dice.emptyFormula" } });
  });

  it("the seeded roller repeats itself for the same seed and stays on the die", () => {
    const a = seededRoller(42);
    const b = seededRoller(42);
    const rollsA = Array.from({ length: 200 }, () => a.roll("1d6").total);
    const rollsB = Array.from({ length: 200 }, () => b.roll("1d6").total);
    expect(rollsA).toEqual(rollsB);
    expect(new Set(rollsA)).toEqual(new Set([1, 2, 3, 4, 5, 6]));
  });

  it("keeps the highest or lowest dice for advantage and disadvantage", () => {
    expect(scriptedRoller([4, 17]).roll("2d20kh").total).toBe(17);
    expect(scriptedRoller([4, 17]).roll("2d20kl").total).toBe(4);
  });
});
