/**
 * The running clock (issue 22): game time at the GM's rate while nothing holds it, written once a minute of
 * real time, exact to the second however the running time is cut.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  dueAt,
  hold,
  HOLDS,
  isRunning,
  nextLook,
  rateOf,
  readRunningClock,
  setRate,
  settle,
  STOPPED,
  switchOn,
  WRITE_EVERY_MS,
  writeDue,
  type Hold,
  type RunningClock,
} from "../../../src/core/clock/running";

const T0 = 1_700_000_000_000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe("the running clock", () => {
  it("runs at 1:1 once switched on, and counts nothing while off", () => {
    expect(dueAt(STOPPED, T0 + HOUR)).toBe(0);
    const on = switchOn(STOPPED, true, T0);
    expect(isRunning(on)).toBe(true);
    expect(dueAt(on, T0 + 90_500)).toBe(90);
    const off = switchOn(on, false, T0 + 10_000);
    expect(dueAt(off, T0 + HOUR)).toBe(10);
  });

  it("stops for a pause and for a fight, and runs on when both have ended", () => {
    let clock = switchOn(STOPPED, true, T0);
    clock = hold(clock, "pause", true, T0 + 5000);
    clock = hold(clock, "fight", true, T0 + 6000);
    clock = hold(clock, "pause", false, T0 + 20_000);
    expect(isRunning(clock)).toBe(false);
    expect(dueAt(clock, T0 + 30_000)).toBe(5);
    clock = hold(clock, "fight", false, T0 + 40_000);
    expect(dueAt(clock, T0 + 45_000)).toBe(10);
    expect(clock.held).toEqual([]);
  });

  it("counts what ran before a change of rate at the old rate", () => {
    let clock = switchOn(STOPPED, true, T0);
    clock = setRate(clock, rateOf(10), T0 + 1000);
    expect(dueAt(clock, T0 + 3000)).toBe(1 + 20);
    expect(rateOf(0.01)).toBe(100);
    expect(rateOf(1e9)).toBe(100_000);
    expect(rateOf(Number.NaN)).toBe(1000);
  });

  it("writes once its minute is up, carrying the fraction of a second left over", () => {
    const clock = switchOn(setRate(STOPPED, rateOf(0.1), T0), true, T0);
    expect(writeDue(clock, T0 + MINUTE - 1)).toBe(false);
    expect(writeDue(clock, T0 + MINUTE)).toBe(true);
    const first = settle(clock, T0 + MINUTE + 5);
    expect(first.seconds).toBe(6);
    expect(first.clock.written).toBe(T0 + MINUTE + 5);
    expect(nextLook(first.clock)).toBe(T0 + 2 * MINUTE + 5);
    // 0.5 ms of game time carried: the next minute's write makes it up.
    expect(dueAt(first.clock, T0 + 2 * MINUTE + 10)).toBe(6);
  });

  it("writes at once when a fight holds it, and waits out its minute for a pause", () => {
    const on = switchOn(STOPPED, true, T0);
    const paused = hold(on, "pause", true, T0 + 10_000);
    expect(writeDue(paused, T0 + 10_000)).toBe(false);
    expect(nextLook(paused)).toBe(T0 + MINUTE);
    expect(writeDue(paused, T0 + MINUTE)).toBe(true);
    expect(writeDue(hold(on, "fight", true, T0 + 10_000), T0 + 10_000)).toBe(true);
    expect(nextLook(switchOn(on, false, T0))).toBeNull();
  });

  it("reads back what it stored, and refuses what it cannot read", () => {
    const clock = hold(switchOn(STOPPED, true, T0), "calendar", true, T0 + 1);
    expect(readRunningClock(JSON.parse(JSON.stringify(clock)))).toEqual(clock);
    expect(readRunningClock(null)).toEqual(STOPPED);
    expect(readRunningClock({ ...clock, rate: 0 })).toBeNull();
    expect(readRunningClock({ ...clock, version: 2 })).toBeNull();
  });
});

type Step =
  | { readonly wait: number; readonly kind: "hold"; readonly reason: Hold; readonly held: boolean }
  | { readonly wait: number; readonly kind: "switch"; readonly on: boolean }
  | { readonly wait: number; readonly kind: "rate"; readonly rate: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    wait: fc.integer({ min: 0, max: 20 * MINUTE }),
    kind: fc.constant("hold" as const),
    reason: fc.constantFrom(...HOLDS),
    held: fc.boolean(),
  }),
  fc.record({
    wait: fc.integer({ min: 0, max: 20 * MINUTE }),
    kind: fc.constant("switch" as const),
    on: fc.boolean(),
  }),
  fc.record({
    wait: fc.integer({ min: 0, max: 20 * MINUTE }),
    kind: fc.constant("rate" as const),
    rate: fc.integer({ min: 100, max: 100_000 }),
  }),
);

const applyStep = (clock: RunningClock, s: Step, now: number): RunningClock =>
  s.kind === "hold"
    ? hold(clock, s.reason, s.held, now)
    : s.kind === "switch"
      ? switchOn(clock, s.on, now)
      : setRate(clock, s.rate, now);

interface Write {
  readonly at: number;
  readonly seconds: number;
  readonly fight: boolean;
}

/**
 * A host: the GM's changes at their times, and between them a look every `look` ms (a timer's tick), writing
 * whenever a write is due. Also keeps, apart from the model, the game microseconds the running time makes.
 */
function play(steps: readonly Step[], look: number, end: number) {
  let clock = STOPPED;
  let now = T0;
  let expected = 0;
  const writes: Write[] = [];
  const lookAt = (at: number) => {
    if (isRunning(clock)) expected += clock.rate * (at - now);
    now = at;
    if (!writeDue(clock, now)) return;
    const done = settle(clock, now);
    clock = done.clock;
    writes.push({ at: now, seconds: done.seconds, fight: clock.held.includes("fight") });
  };
  const waitTo = (until: number) => {
    for (let at = now + look; at < until; at += look) lookAt(at);
    lookAt(until);
  };
  for (const s of steps) {
    waitTo(now + s.wait);
    clock = applyStep(clock, s, now);
    lookAt(now);
  }
  waitTo(Math.max(now, T0 + end));
  return { clock, now, expected, writes };
}

describe("the running clock's properties", () => {
  it("counts nothing while held or off, whatever the changes", () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), fc.integer({ min: 1, max: HOUR }), (steps, later) => {
        const { clock, now } = play(steps, 1000, 0);
        if (isRunning(clock)) return;
        expect(dueAt(clock, now + later)).toBe(dueAt(clock, now));
      }),
    );
  });

  it("writes at most once a minute of real time, but for a fight's stop", () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), fc.integer({ min: 250, max: 5000 }), (steps, look) => {
        const { writes } = play(steps, look, 4 * HOUR);
        for (let i = 1; i < writes.length; i++) {
          const [before, write] = [writes[i - 1]!, writes[i]!];
          if (!write.fight) expect(write.at - before.at).toBeGreaterThanOrEqual(WRITE_EVERY_MS);
          expect(write.seconds).toBeGreaterThanOrEqual(1);
        }
      }),
    );
  });

  it("writes the rate times the running real time, to the second, over four hours without drift", () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), fc.integer({ min: 250, max: 5000 }), (steps, look) => {
        const { clock, now, expected, writes } = play(steps, look, 4 * HOUR);
        const written = writes.reduce((sum, w) => sum + w.seconds, 0);
        expect(written + dueAt(clock, now)).toBe(Math.floor(expected / 1_000_000));
      }),
    );
  });

  it("runs four hours at 1:1 with no change as 240 writes of a minute each", () => {
    const { writes, clock, now } = play([{ wait: 0, kind: "switch", on: true }], 1000, 4 * HOUR);
    expect(writes).toHaveLength(240);
    expect(writes.every((w) => w.seconds === 60)).toBe(true);
    expect(dueAt(clock, now)).toBe(0);
  });
});
