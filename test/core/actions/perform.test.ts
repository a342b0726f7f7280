import { describe, expect, it } from "vitest";
import {
  advance,
  applyTimerCommand,
  BUILT_IN_PRESETS,
  createTimekeeper,
  createTimerState,
  logEntries,
  mealChecks,
  performAction,
  planAction,
  scriptedRoller,
  type ActionRequest,
  type Preset,
} from "../../../src/core";
import { DAY, HOUR, MINUTE, must, TURN } from "../clock/helpers";

const p000 = BUILT_IN_PRESETS["four-watches"];
const p001 = BUILT_IN_PRESETS["six-watches"];
const p002 = BUILT_IN_PRESETS["turns-rounds-segments"];
const p003 = BUILT_IN_PRESETS["segment-combat"];

const plan = (preset: Preset, request: ActionRequest, faces: number[] = []) =>
  must(planAction(preset.actions, preset.time, request, scriptedRoller(faces)));

describe("action durations", () => {
  it("R000-02 one turn suffices to search and map a room, take a short rest or make an attribute check", () => {
    for (const action of ["search", "shortRest", "attributeCheck"]) {
      expect(plan(p000, { action }).seconds).toBe(TURN);
    }
  });

  it("R001-13 picking a mundane lock takes 1 turn", () => {
    expect(plan(p001, { action: "pickLock" })).toMatchObject({ seconds: TURN, loud: false });
  });

  it("R001-14 breaking down a door is loud and takes 1 turn", () => {
    expect(plan(p001, { action: "breakDoor" })).toMatchObject({ seconds: TURN, loud: true });
  });

  it("R001-15 combat takes 1 turn and is loud; a longer fight rounds up to whole turns", () => {
    expect(plan(p001, { action: "combat", elapsed: 7 * 10 })).toMatchObject({ seconds: TURN, loud: true });
    expect(plan(p001, { action: "combat", elapsed: 13 * MINUTE }).seconds).toBe(2 * TURN);
  });

  it("R001-16 eating lunch takes 1 hour", () => {
    expect(plan(p001, { action: "lunch" }).seconds).toBe(HOUR);
  });

  it("R002-09 searching or mapping a room takes 1 turn per 30 x 30 ft", () => {
    expect(plan(p002, { action: "search", squareFeet: 30 * 30 }).seconds).toBe(TURN);
    expect(plan(p002, { action: "search", squareFeet: 30 * 60 }).seconds).toBe(2 * TURN);
    // A part of a 30 x 30 space still takes its turn.
    expect(plan(p002, { action: "map", squareFeet: 40 * 40 }).seconds).toBe(2 * TURN);
  });

  it("R002-09 says how many 30 x 30 ft areas the time was counted for, one when no size is given", () => {
    expect(plan(p002, { action: "search", squareFeet: 3 * 900 })).toMatchObject({
      seconds: 3 * TURN,
      areas: 3,
    });
    expect(plan(p002, { action: "search" })).toMatchObject({ seconds: TURN, areas: 1 });
    // Listening is timed per attempt, not per area.
    expect(plan(p002, { action: "listen" }).areas).toBeNull();
    const keeper = createTimekeeper(0, p002.time);
    const done = must(
      performAction(keeper, p002.actions, p002.time, { action: "map", squareFeet: 1800 }, scriptedRoller([])),
    );
    expect(logEntries(done.state)[0]?.reason).toEqual({ kind: "map", areas: 2 });
  });

  it("R002-11 listening and opening a stuck door take 1 round an attempt; searching for traps 1d4 rounds", () => {
    expect(plan(p002, { action: "listen", attempts: 3 }).seconds).toBe(3 * MINUTE);
    expect(plan(p002, { action: "openDoor" }).seconds).toBe(MINUTE);
    const traps = plan(p002, { action: "searchTraps", attempts: 2 }, [2, 4]);
    expect(traps.seconds).toBe(6 * MINUTE);
    expect(traps.rolls.map((r) => r.total)).toEqual([2, 4]);
    // 003's rounds are 20 seconds, so its borrowed 002 timings say minutes.
    expect(plan(p003, { action: "searchTraps" }, [3]).seconds).toBe(3 * MINUTE);
  });
});

describe("meals and rests", () => {
  it("R002-12 eating takes 1d4 turns, falls due every 4-6 hours, and a day uses a ration and a waterskin", () => {
    expect(plan(p002, { action: "eat" }, [3]).seconds).toBe(3 * TURN);
    const meals = p002.actions.meals;
    expect(meals).toMatchObject({ every: "6 hours", rationsPerDay: 1, waterskinsPerDay: 1 });
    let state = createTimerState(0, p002.time);
    for (const check of must(
      mealChecks(meals ?? { every: "", rationsPerDay: 0, waterskinsPerDay: 0 }, p002.time, 0),
    )) {
      state = must(applyTimerCommand(state, { type: "addCheck", check })).state;
    }
    const twoDays = must(advance(state, 2 * DAY)).events.flatMap((e) =>
      e.type === "checkDue" ? [[e.check, e.count]] : [],
    );
    expect(twoDays).toEqual([
      ["meal", 8],
      ["upkeep", 2],
    ]);
  });

  it("R002-13 a short rest takes 1 hour (6 turns) and recovers 1 hit die of health", () => {
    expect(plan(p002, { action: "shortRest" })).toMatchObject({
      seconds: 6 * TURN,
      recovers: [{ kind: "hitDice", dice: 1 }],
    });
    expect(plan(p002, { action: "shortRest", attempts: 2 }).recovers).toEqual([{ kind: "hitDice", dice: 2 }]);
  });

  it("R002-14 a long rest takes 8 hours (48 turns) and recovers full hit points", () => {
    expect(plan(p002, { action: "longRest" })).toMatchObject({
      seconds: 8 * HOUR,
      recovers: [{ kind: "allHitPoints" }],
    });
  });

  it("R002-15 mana recovers 10% an hour (6 turns), full after 10 hours (60 turns)", () => {
    expect(plan(p002, { action: "recoverMana" })).toMatchObject({
      seconds: HOUR,
      recovers: [{ kind: "manaPercent", percent: 10 }],
    });
    expect(plan(p002, { action: "recoverMana", attempts: 10 })).toMatchObject({
      seconds: 60 * TURN,
      recovers: [{ kind: "manaPercent", percent: 100 }],
    });
    expect(plan(p002, { action: "recoverMana", attempts: 12 }).recovers).toEqual([
      { kind: "manaPercent", percent: 100 },
    ]);
  });
});

describe("performing an action", () => {
  it("performing an action advances the clock in one logged step, with its rolls", () => {
    const keeper = createTimekeeper(0, p002.time);
    const out = must(
      performAction(keeper, p002.actions, p002.time, { action: "eat", note: "camp" }, scriptedRoller([2])),
    );
    expect(out.state.state.time).toBe(2 * TURN);
    expect(logEntries(out.state)).toHaveLength(1);
    expect(logEntries(out.state)[0]).toMatchObject({
      from: 0,
      to: 2 * TURN,
      reason: { kind: "eat", note: "camp", rolls: [{ formula: "1d4", total: 2 }] },
    });
  });

  it("refuses unknown actions and bad requests without touching the clock", () => {
    const keeper = createTimekeeper(0, p002.time);
    const dice = scriptedRoller([]);
    const bad: [ActionRequest, string][] = [
      [{ action: "juggle" }, "action.unknownAction"],
      [{ action: "listen", attempts: 0 }, "action.badAttempts"],
      [{ action: "search", squareFeet: -5 }, "action.badArea"],
      [{ action: "listen", elapsed: -1 }, "action.badElapsed"],
    ];
    for (const [request, code] of bad) {
      expect(performAction(keeper, p002.actions, p002.time, request, dice)).toMatchObject({
        ok: false,
        error: { code },
      });
    }
  });
});
