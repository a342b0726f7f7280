import { describe, expect, it } from "vitest";
import {
  BUILT_IN_PRESETS,
  fixedSeconds,
  parseDuration,
  rollDuration,
  scriptedRoller,
} from "../../../../src/core";
import { HOUR, must, TURN } from "../helpers";

const scale = BUILT_IN_PRESETS["six-watches"].time;
const seconds = (text: string) => fixedSeconds(must(parseDuration(text, scale)));

describe("durations typed by a person", () => {
  it("read counts of the preset's units and absolute units", () => {
    expect(seconds("3 turns")).toBe(3 * TURN);
    expect(seconds("1 watch 2 turns")).toBe(4 * HOUR + 2 * TURN);
    expect(seconds("1 watch, 2 turns and 3 rounds")).toBe(4 * HOUR + 2 * TURN + 30);
    expect(seconds("1 watch + 2t")).toBe(4 * HOUR + 2 * TURN);
    expect(seconds("90s")).toBe(90);
    expect(seconds("1.5 hours")).toBe(5400);
    expect(seconds("1.1 hours")).toBe(3960);
    expect(seconds("2d")).toBe(2 * 86_400);
  });

  it("keep dice unrolled until rolled through the port", () => {
    const duration = must(parseDuration("1d4 turns", scale));
    expect(fixedSeconds(duration)).toBeUndefined();
    const rolled = rollDuration(duration, scriptedRoller([3]));
    expect(rolled.seconds).toBe(3 * TURN);
    expect(rolled.rolls).toEqual([{ formula: "1d4", total: 3, dice: [{ faces: 4, results: [3] }] }]);
    expect(
      rollDuration(must(parseDuration("1 turn 2d6+1 rounds", scale)), scriptedRoller([2, 5])).seconds,
    ).toBe(TURN + 8 * 10);
  });

  it("use a default unit for a bare number only when asked", () => {
    expect(fixedSeconds(must(parseDuration("3", scale, { defaultUnit: "turn" })))).toBe(3 * TURN);
    expect(parseDuration("3", scale)).toMatchObject({
      ok: false,
      error: { code: "time.missingUnit", params: { amount: "3" } },
    });
  });

  it("give clear errors", () => {
    const code = (text: string) => {
      const r = parseDuration(text, scale);
      return r.ok ? "ok" : [r.error.code, r.error.params];
    };
    expect(code("  ")).toEqual(["time.emptyDuration", { text: "  " }]);
    expect(code("3 fortnights")).toEqual(["time.unknownUnit", { text: "3 fortnights", unit: "fortnights" }]);
    expect(code("3 turns please")).toEqual(["time.badDuration", { text: "3 turns please", at: "please" }]);
    expect(code("three turns")).toEqual(["time.badDuration", { text: "three turns", at: "three turns" }]);
    expect(code("3 turns; 2 rounds")).toEqual([
      "time.badDuration",
      { text: "3 turns; 2 rounds", at: "; 2 rounds" },
    ]);
    expect(code("0.05 rounds")).toEqual([
      "time.notWholeSeconds",
      { text: "0.05 rounds", amount: "0.05", unit: "round" },
    ]);
    expect(code("1d4-3 turns")).toEqual(["time.negativeDuration", { text: "1d4-3 turns", formula: "1d4-3" }]);
    expect(code("99999999999999 days")).toEqual(["time.durationTooLong", { text: "99999999999999 days" }]);
  });
});
