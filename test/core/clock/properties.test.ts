import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  advance,
  apply,
  applyTimerCommand,
  BUILT_IN_PRESETS,
  compareEvents,
  createTimekeeper,
  createTimerState,
  logEntries,
  occurrences,
  undoThrough,
  type NewTimer,
  type RecurringCheck,
  type TimeEvent,
  type Timekeeper,
  type TimerCommand,
  type Timer,
  type TimerState,
  undoLast,
} from "../../../src/core";
import { DAY, must, TURN } from "./helpers";

const scale = BUILT_IN_PRESETS["six-watches"].time;

const newTimer: fc.Arbitrary<NewTimer> = fc.record({
  kind: fc.constantFrom("light" as const, "effect" as const, "rest" as const),
  label: fc.constant("x"),
  owner: fc.constantFrom("a", "b"),
  burn: fc.oneof(
    fc.record({ by: fc.constant("time" as const), seconds: fc.integer({ min: 1, max: 3 * DAY }) }),
    fc.record({ by: fc.constant("ticks" as const), ticks: fc.integer({ min: 1, max: 4 }) }),
  ),
});

const check = (i: number): fc.Arbitrary<RecurringCheck> =>
  fc.record({
    id: fc.constant(`c${i}`),
    label: fc.constant("check"),
    // At least 5 minutes apart, so expanding every occurrence over days stays cheap.
    every: fc.integer({ min: 300, max: 2 * DAY }),
    anchor: fc.integer({ min: -DAY, max: DAY }),
    active: fc.boolean(),
  });

/** A state at some time with timers of every kind, some paused, and a few recurring checks. */
const startState: fc.Arbitrary<TimerState> = fc
  .record({
    time: fc.integer({ min: 0, max: 10 * DAY }),
    timers: fc.array(fc.tuple(newTimer, fc.boolean()), { maxLength: 12 }),
    checks: fc.tuple(check(1), check(2), check(3)),
  })
  .map(({ time, timers, checks }) => {
    let state = createTimerState(time, scale);
    for (const [timer, pause] of timers) {
      state = must(applyTimerCommand(state, { type: "startTimer", timer })).state;
      if (pause)
        state = must(applyTimerCommand(state, { type: "pauseTimer", id: `t${state.nextId - 1}` })).state;
    }
    for (const c of checks) state = must(applyTimerCommand(state, { type: "addCheck", check: c })).state;
    return state;
  });

const span = fc.integer({ min: 0, max: 2 * DAY });

/** A state with up to 80 timers, most burning by time, so long advances end dozens at once. */
const crowdedState: fc.Arbitrary<TimerState> = fc
  .record({
    time: fc.integer({ min: 0, max: 10 * DAY }),
    timers: fc.array(fc.tuple(newTimer, fc.nat(9)), { minLength: 20, maxLength: 80 }),
  })
  .map(({ time, timers }) => {
    let state = createTimerState(time, scale);
    for (const [timer, roll] of timers) {
      state = must(applyTimerCommand(state, { type: "startTimer", timer })).state;
      if (roll === 0)
        state = must(applyTimerCommand(state, { type: "pauseTimer", id: `t${state.nextId - 1}` })).state;
    }
    return state;
  });

describe("advancing (properties)", () => {
  it("advancing by a then b gives the same time, timers and events as advancing by a + b", () => {
    fc.assert(
      fc.property(startState, span, span, (state, a, b) => {
        const first = must(advance(state, state.time + a));
        const second = must(advance(first.state, state.time + a + b));
        const whole = must(advance(state, state.time + a + b));
        expect(second.state).toEqual(whole.state);
        expect(occurrences([...first.events, ...second.events])).toEqual(occurrences(whole.events));
      }),
      { numRuns: 150 },
    );
  });

  it("no timer fires twice or is skipped, and every check falls due exactly when it should", () => {
    fc.assert(
      fc.property(startState, fc.array(span, { minLength: 1, maxLength: 8 }), (start, steps) => {
        let state = start;
        const events: TimeEvent[] = [];
        for (const step of steps) {
          const out = must(advance(state, state.time + step));
          state = out.state;
          events.push(...out.events);
        }
        const end = state.time;
        const fired = events.flatMap((e) => (e.type === "timerEnded" ? [[e.timer.id, e.at]] : []));
        const expected = start.timers.flatMap((t) =>
          t.mode === "running" && t.endsAt <= end ? [[t.id, t.endsAt]] : [],
        );
        expect(fired).toEqual(expected);
        expect(state.timers.length).toBe(start.timers.length - expected.length);
        // Oracle: walk every occurrence of each active check one by one.
        const due = occurrences(events).flatMap((e) => (e.type === "checkDue" ? [[e.check, e.at]] : []));
        const walked = start.checks
          .filter((c) => c.active)
          .flatMap((c) => {
            const times: [string, number][] = [];
            let t = c.anchor + Math.ceil((start.time + 1 - c.anchor) / c.every) * c.every;
            for (; t <= end; t += c.every) times.push([c.id, t]);
            return times;
          })
          .sort((x, y) => x[1] - y[1] || (x[0] < y[0] ? -1 : 1));
        expect(due).toEqual(walked);
      }),
      { numRuns: 150 },
    );
  });

  it("reports an advance's events in order, however many timers run out in it", () => {
    fc.assert(
      fc.property(crowdedState, check(1), check(2), span, (start, c1, c2, a) => {
        let state = start;
        for (const c of [c1, c2])
          state = must(applyTimerCommand(state, { type: "addCheck", check: c })).state;
        const { events } = must(advance(state, state.time + a));
        expect(events).toEqual([...events].sort(compareEvents));
      }),
      { numRuns: 150 },
    );
  });
});

/** Commands that pick their target timer by position, so they stay meaningful as timers come and go. */
const step: fc.Arbitrary<(s: TimerState) => TimerCommand> = fc.oneof(
  span.map((n) => (s: TimerState) => ({ type: "advance" as const, to: s.time + n })),
  newTimer.map((timer) => () => ({ type: "startTimer" as const, timer })),
  fc
    .tuple(fc.constantFrom("pauseTimer", "resumeTimer", "endTimer"), fc.nat())
    .map(([type, i]) => (s: TimerState) => ({
      type,
      id: s.timers[i % Math.max(1, s.timers.length)]?.id ?? "none",
    })),
  fc
    .tuple(fc.constantFrom("extendTimer", "refuelTimer"), fc.nat(), fc.integer({ min: 1, max: 10 * TURN }))
    .map(([type, i, amount]) => (s: TimerState) => ({
      type,
      id: s.timers[i % Math.max(1, s.timers.length)]?.id ?? "none",
      amount,
    })),
  fc.integer({ min: 1, max: 3 }).map((ticks) => () => ({ type: "tickLights" as const, ticks })),
  fc.tuple(check(9), fc.integer({ min: 1, max: DAY })).map(
    ([c, every]) =>
      (s: TimerState) =>
        s.checks.some((x) => x.id === "c9")
          ? { type: "updateCheck" as const, id: "c9", changes: { every, active: !c.active } }
          : { type: "addCheck" as const, check: c },
  ),
  fc.constant(() => ({ type: "removeCheck" as const, id: "c9" })),
  fc
    .integer({ min: 0, max: DAY })
    .map((back) => (s: TimerState) => ({ type: "jumpBack" as const, to: s.time - back })),
);

/** The timers in `a` that are not, as the very same object, in `b`, in `a`'s order. */
const missingFrom = (a: readonly Timer[], b: readonly Timer[]) => a.filter((t) => !b.includes(t));

describe("undo (properties)", () => {
  it("every command reports exactly the timers it took out of the index and put in", () => {
    fc.assert(
      fc.property(startState, fc.array(step, { maxLength: 25 }), (start, steps) => {
        let state = start;
        for (const make of steps) {
          const out = applyTimerCommand(state, make(state));
          if (!out.ok) continue;
          const { removed, added } = out.value.changes;
          expect(removed).toEqual(missingFrom(state.timers, out.value.state.timers));
          expect(added).toEqual(missingFrom(out.value.state.timers, state.timers));
          state = out.value.state;
        }
      }),
      { numRuns: 150 },
    );
  });

  it("undoing advances that end many timers at once restores each state exactly, entry by entry", () => {
    const longStep = fc.oneof(
      fc
        .integer({ min: 0, max: 4 * DAY })
        .map((n) => (s: TimerState) => ({ type: "advance" as const, to: s.time + n })),
      step,
    );
    fc.assert(
      fc.property(crowdedState, fc.array(longStep, { minLength: 1, maxLength: 12 }), (start, steps) => {
        let keeper: Timekeeper = { ...createTimekeeper(start.time, scale, 1000), state: start };
        const before: TimerState[] = [];
        for (const make of steps) {
          const out = apply(keeper, make(keeper.state));
          if (!out.ok || out.value.state === keeper) continue;
          before.push(keeper.state);
          keeper = out.value.state;
        }
        // Back one entry at a time, each undo starting from the state the last one restored.
        while (before.length > 0) {
          keeper = must(undoLast(keeper)).state;
          expect(keeper.state).toEqual(before.pop());
        }
        expect(keeper.state).toEqual(start);
        expect(keeper.log).toBeNull();
      }),
      { numRuns: 100 },
    );
  });

  it("undoing back through any entry restores the exact state before it", () => {
    fc.assert(
      fc.property(startState, fc.array(step, { maxLength: 25 }), fc.nat(), (start, steps, pick) => {
        let keeper: Timekeeper = { ...createTimekeeper(start.time, scale, 1000), state: start };
        const before: TimerState[] = [];
        for (const make of steps) {
          const out = apply(keeper, make(keeper.state));
          if (!out.ok) continue; // A refused command leaves nothing to undo.
          if (out.value.state === keeper) continue;
          before.push(keeper.state);
          keeper = out.value.state;
        }
        const entries = logEntries(keeper).reverse();
        expect(entries.length).toBe(before.length);
        if (before.length === 0) return;
        const index = pick % before.length;
        const entry = entries[index];
        const undone = must(undoThrough(keeper, entry?.id ?? 0));
        expect(undone.state.state).toEqual(before[index]);
        expect(must(undoThrough(keeper, entries[0]?.id ?? 0)).state.state).toEqual(start);
      }),
      { numRuns: 150 },
    );
  });
});
