/**
 * What the clock's duration box is told about what a GM types (issue 21): a number in a calculator's
 * exponent is a number, never a unit "e"; a duration too long to count or of nothing at all is refused by name;
 * a bare number says which unit it was read in.
 */
import { describe, expect, it } from "vitest";
import { BUILT_IN_PRESETS, fixedSeconds, parseDuration } from "../../../../src/core";
import { must, TURN } from "../helpers";

const scale = BUILT_IN_PRESETS["six-watches"].time;
const asTyped = { defaultUnit: "turn", refuseZero: true };
const code = (text: string, options = asTyped) => {
  const parsed = parseDuration(text, scale, options);
  return parsed.ok ? "ok" : parsed.error.code;
};

describe("durations as the GM types them", () => {
  it("read an exponent as part of the number", () => {
    expect(fixedSeconds(must(parseDuration("1e9 rounds", scale)))).toBe(1e9 * 10);
    expect(fixedSeconds(must(parseDuration("2E1 turns", scale)))).toBe(20 * TURN);
    expect(fixedSeconds(must(parseDuration("1.5e1 rounds", scale)))).toBe(150);
  });

  it("refuse what is too long to count, not as an unknown unit", () => {
    expect(code("1e20 rounds")).toBe("time.durationTooLong");
    expect(code("1e400 rounds")).toBe("time.durationTooLong");
    expect(code("1e-3 rounds")).toBe("time.notWholeSeconds");
  });

  it("refuse a duration of nothing when asked, and only then", () => {
    expect(code("0 turns")).toBe("time.zeroDuration");
    expect(code("0")).toBe("time.zeroDuration");
    expect(code("0 turns 0 rounds")).toBe("time.zeroDuration");
    expect(code("0 turns", { defaultUnit: "turn", refuseZero: false })).toBe("ok");
    // Dice that may roll nothing can roll something too.
    expect(code("1d2-1 turns")).toBe("ok");
  });

  it("name the unit a bare number was read in, and none when every number has one", () => {
    expect(must(parseDuration("3", scale, asTyped))).toMatchObject({ assumedUnit: "turn" });
    expect(must(parseDuration("1d4", scale, asTyped))).toMatchObject({ assumedUnit: "turn" });
    expect(must(parseDuration("3 rounds", scale, asTyped)).assumedUnit).toBeUndefined();
  });

  it("keep reading a unit word that begins with e after a number", () => {
    const eon = { id: "eon", seconds: 10, clock: false, announce: false, aliases: [] };
    const custom = { ...scale, units: [...scale.units, eon] };
    const parsed = parseDuration("3eon", custom);
    expect(parsed.ok && parsed.value.terms[0]?.unit).toBe("eon");
  });
});
