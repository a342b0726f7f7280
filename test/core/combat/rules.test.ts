import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  BUILT_IN_PRESETS,
  BUILT_IN_PRESET_IDS,
  CombatRulesSchema,
  createCombat,
  toAbsolute,
  toClock,
} from "../../../src/core";
import { apply, fight } from "./fight";

describe("combat rules per preset", () => {
  it("every built-in preset has valid combat rules", () => {
    for (const preset of Object.values(BUILT_IN_PRESETS))
      expect(v.is(CombatRulesSchema, preset.combat)).toBe(true);
  });

  it("segment lengths: 6 s (four-watches), 1 s (six-watches), 6 s (turns-rounds-segments), 2 s (segment-combat)", () => {
    const rules = BUILT_IN_PRESET_IDS.map((id) => BUILT_IN_PRESETS[id].combat);
    expect(rules.map((combat) => combat.secondsPerSegment)).toEqual([6, 1, 6, 2]);
    // Ten segments fill each text's round: 1 minute, 10 seconds, 1 minute, 20 seconds.
    const rounds = rules.map((combat) => combat.segmentsPerRound * combat.secondsPerSegment);
    expect(rounds).toEqual([60, 10, 60, 20]);
  });

  it("R003-01 a round is 10 segments and 10 rounds make a moment of 200 seconds (text: about 2-3 minutes)", () => {
    const rules = BUILT_IN_PRESETS["segment-combat"].combat;
    expect(rules.segmentsPerRound).toBe(10);
    expect(rules.roundsPerMoment).toBe(10);
    const momentSeconds = rules.segmentsPerRound * rules.roundsPerMoment * rules.secondsPerSegment;
    expect(momentSeconds).toBeGreaterThanOrEqual(120);
    expect(momentSeconds).toBe(200);
    expect(toClock(10, rules)).toEqual({ absolute: 10, round: 1, segment: 10, moment: 1 });
    expect(toClock(11, rules)).toEqual({ absolute: 11, round: 2, segment: 1, moment: 1 });
    expect(toClock(101, rules)).toEqual({ absolute: 101, round: 11, segment: 1, moment: 2 });
    expect(toAbsolute(11, 1, rules)).toBe(101);
  });

  it("R003-01 the count reports the end of a moment after its tenth round", () => {
    const start = fight([{ id: "a", roll: 5 }]);
    const step = apply(start.state, { type: "act", id: "a", recovery: 100 });
    expect(step.state.now).toBe(105);
    expect(step.events).toContainEqual({ type: "roundEnded", from: 1, to: 10 });
    expect(step.events).toContainEqual({ type: "momentEnded", from: 1, to: 1 });
    expect(step.seconds).toBe(200);
  });

  it("refuses rules that cannot work, naming the field", () => {
    const rules = BUILT_IN_PRESETS["segment-combat"].combat;
    const zero = createCombat({ ...rules, segmentsPerRound: 0 });
    expect(zero).toMatchObject({ ok: false, error: { path: "rules.segmentsPerRound" } });
    const die = createCombat({ ...rules, initiativeDie: "1d6-6" });
    expect(die).toMatchObject({
      ok: false,
      error: { code: "combat.badInitiativeDie", path: "rules.initiativeDie" },
    });
  });
});
