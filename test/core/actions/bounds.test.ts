/**
 * Issue 20: an action's attempts, its area and the time they come to are bounded, and the dice of every attempt
 * are known before any is rolled (one batch, one run of the rule).
 */
import { describe, expect, it } from "vitest";
import {
  actionDice,
  BUILT_IN_PRESETS,
  LIMITS,
  planAction,
  seededRoller,
  type ActionRequest,
  type DicePort,
} from "../../../src/core";

const p002 = BUILT_IN_PRESETS["turns-rounds-segments"];

const plan = (request: ActionRequest, dice: DicePort = seededRoller(3)) =>
  planAction(p002.actions, p002.time, request, dice);

describe("bounds on actions", () => {
  it("refuses 100,000 search attempts, or more than the most, before rolling anything", () => {
    const rolled: string[] = [];
    const counting: DicePort = { roll: (formula) => (rolled.push(formula), seededRoller(1).roll(formula)) };
    for (const attempts of [100_000, LIMITS.attempts + 1, 2 ** 53]) {
      expect(plan({ action: "searchTraps", attempts }, counting)).toMatchObject({
        ok: false,
        error: { code: "action.badAttempts", params: { max: LIMITS.attempts } },
      });
    }
    expect(rolled).toEqual([]);
    expect(plan({ action: "searchTraps", attempts: LIMITS.attempts }).ok).toBe(true);
  });

  it("refuses an area past the most, and attempts whose time could pass a year", () => {
    expect(plan({ action: "search", squareFeet: LIMITS.squareFeet + 1 })).toMatchObject({
      ok: false,
      error: { code: "action.badArea" },
    });
    const longest = plan({ action: "search", squareFeet: LIMITS.squareFeet, attempts: LIMITS.attempts });
    expect(longest).toMatchObject({
      ok: false,
      error: { code: "limit.advance", params: { limit: LIMITS.advanceSeconds, days: 366 } },
    });
    expect(plan({ action: "search", squareFeet: LIMITS.squareFeet }).ok).toBe(true);
  });

  it("refuses elapsed time longer than one advance may be", () => {
    const elapsed = LIMITS.advanceSeconds + 1;
    expect(plan({ action: "search", elapsed })).toMatchObject({
      ok: false,
      error: { code: "action.badElapsed" },
    });
  });

  it("names every die the attempts roll, in the order the plan rolls them", () => {
    const request = { action: "searchTraps", attempts: 5 };
    const formulas = actionDice(p002.actions, p002.time, request);
    expect(formulas).toEqual(Array.from({ length: 5 }, () => "1d4"));
    const rolled: string[] = [];
    const recording: DicePort = { roll: (formula) => (rolled.push(formula), seededRoller(2).roll(formula)) };
    plan(request, recording);
    expect(rolled).toEqual(formulas);
    expect(actionDice(p002.actions, p002.time, { action: "listen", attempts: 3 })).toEqual([]);
    expect(actionDice(p002.actions, p002.time, { action: "nothing" })).toEqual([]);
  });
});
