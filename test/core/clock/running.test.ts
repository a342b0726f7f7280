/**
 * The running clock (issue 22): game time at the GM's rate while nothing holds it, kept as an anchor whose
 * target is absolute, so the world clock is written to it, never by a delta; every processed change moves the
 * anchor with it, and the count is exact to the second however the writes and changes are cut.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  afterMove,
  CLOCK_SLACK_MS,
  dueSeconds,
  formerSetting,
  hold,
  HOLDS,
  isRunning,
  nextLook,
  rateOf,
  setRate,
  stoppedAt,
  switchOn,
  targetAt,
  type Hold,
} from "../../../src/core/clock/running";

const T0 = 1_700_000_000_000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const W0 = 3600;

describe("the running clock", () => {
  it("runs at 1:1 once switched on, and counts nothing while off", () => {
    const stopped = stoppedAt(W0);
    expect(targetAt(stopped, T0 + HOUR)).toBe(W0);
    const on = switchOn(stopped, true, T0);
    expect(isRunning(on)).toBe(true);
    expect(dueSeconds(on, W0, T0 + 90_500)).toBe(90);
    const off = switchOn(on, false, T0 + 10_000);
    expect(dueSeconds(off, W0, T0 + HOUR)).toBe(10);
    expect(switchOn(on, true, T0 + 5000)).toBe(on);
  });

  it("stops for a pause and for a fight, and runs on when both have ended", () => {
    let clock = switchOn(stoppedAt(W0), true, T0);
    clock = hold(clock, "pause", true, T0 + 5000);
    clock = hold(clock, "fight", true, T0 + 6000);
    clock = hold(clock, "pause", false, T0 + 20_000);
    expect(isRunning(clock)).toBe(false);
    expect(targetAt(clock, T0 + 30_000)).toBe(W0 + 5);
    clock = hold(clock, "fight", false, T0 + 40_000);
    expect(targetAt(clock, T0 + 45_000)).toBe(W0 + 10);
    expect(clock.held).toEqual([]);
  });

  it("counts what ran before a change of rate at the old rate, carrying fractions of a second", () => {
    let clock = switchOn(stoppedAt(W0), true, T0);
    clock = setRate(clock, rateOf(10), T0 + 1000);
    expect(targetAt(clock, T0 + 3000)).toBe(W0 + 1 + 20);
    clock = setRate(clock, rateOf(0.1), T0 + 3000);
    expect(targetAt(clock, T0 + 3000 + 9999)).toBe(W0 + 21 + 0);
    expect(targetAt(clock, T0 + 3000 + 10_000)).toBe(W0 + 21 + 1);
    expect(rateOf(0.01)).toBe(100);
    expect(rateOf(1e9)).toBe(100_000);
    expect(rateOf(Number.NaN)).toBe(1000);
  });

  it("looks at the same whole minutes from its anchor, whoever looks, and not while held", () => {
    const on = switchOn(stoppedAt(W0), true, T0);
    expect(nextLook(on, T0)).toBe(T0 + MINUTE);
    expect(nextLook(on, T0 + MINUTE + 30_000)).toBe(T0 + 2 * MINUTE);
    expect(nextLook(hold(on, "pause", true, T0 + 1), T0 + 1)).toBeNull();
  });

  it("takes its own write as counted, and moves by any other change", () => {
    const on = switchOn(stoppedAt(W0), true, T0);
    // Its own write at the minute, processed a little later, or by a GM whose clock is a little behind.
    expect(afterMove(on, W0, W0 + 60, T0 + MINUTE + 200)).toBe(on);
    expect(afterMove(on, W0, W0 + 60, T0 + MINUTE - CLOCK_SLACK_MS)).toBe(on);
    // A GM's +1 turn, 30 s into the minute: the 30 s that ran stay owed past it.
    const turned = afterMove(on, W0, W0 + 600, T0 + 30_000, 600);
    expect(dueSeconds(turned, W0 + 600, T0 + MINUTE)).toBe(60);
    // A calendar set an hour on, and an undo back, from elsewhere: the same.
    const set = afterMove(on, W0, W0 + 3600, T0 + 30_000);
    expect(dueSeconds(set, W0 + 3600, T0 + MINUTE)).toBe(60);
    const back = afterMove(on, W0, W0 - 600, T0 + 30_000);
    expect(dueSeconds(back, W0 - 600, T0 + MINUTE)).toBe(60);
    expect(afterMove(on, W0, W0, T0 + 1)).toBe(on);
  });

  it("reads the former setting's switch and rate, and nothing else", () => {
    const former = { version: 1, on: true, rate: 2000, held: [], since: T0, owed: 5, written: T0 };
    expect(formerSetting(former)).toEqual({ on: true, rate: 2000 });
    expect(formerSetting(null)).toBeNull();
    expect(formerSetting({ ...former, rate: 0 })).toBeNull();
  });
});

type Step =
  | { readonly wait: number; readonly kind: "hold"; readonly reason: Hold; readonly held: boolean }
  | { readonly wait: number; readonly kind: "switch"; readonly on: boolean }
  | { readonly wait: number; readonly kind: "rate"; readonly rate: number }
  /** An intent's change of the world clock (known as such), forward or back. */
  | { readonly wait: number; readonly kind: "intent"; readonly seconds: number }
  /** The writer writes what is due; another GM processes the change `late` ms after, its clock `behind`. */
  | { readonly wait: number; readonly kind: "write"; readonly late: number; readonly behind: number };

const wait = fc.integer({ min: 0, max: 20 * MINUTE });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    wait,
    kind: fc.constant("hold" as const),
    reason: fc.constantFrom(...HOLDS),
    held: fc.boolean(),
  }),
  fc.record({ wait, kind: fc.constant("switch" as const), on: fc.boolean() }),
  fc.record({ wait, kind: fc.constant("rate" as const), rate: fc.integer({ min: 100, max: 100_000 }) }),
  fc.record({ wait, kind: fc.constant("intent" as const), seconds: fc.integer({ min: -3600, max: 86_400 }) }),
  fc.record({
    wait,
    kind: fc.constant("write" as const),
    late: fc.integer({ min: 0, max: 2 * MINUTE }),
    behind: fc.integer({ min: 0, max: CLOCK_SLACK_MS }),
  }),
);

/**
 * A world played out: the GM's changes, intents and the running clock's writes at their times, each processed
 * as the session does (the anchor moved), and beside the model the game microseconds the running time makes
 * and the seconds intents moved. Ends with a last write of what is due.
 */
function play(steps: readonly Step[]) {
  let clock = stoppedAt(W0);
  let world = W0;
  let now = T0;
  let ran = 0;
  let intents = 0;
  const to = (at: number) => {
    if (isRunning(clock)) ran += clock.rate * (at - now);
    now = at;
  };
  const write = (late: number, behind: number) => {
    const seconds = dueSeconds(clock, world, now);
    if (seconds < 1) return;
    to(now + late);
    clock = afterMove(clock, world, world + seconds, now - behind);
    world += seconds;
  };
  for (const s of steps) {
    to(now + s.wait);
    if (s.kind === "write") write(s.late, s.behind);
    else if (s.kind === "intent") {
      clock = afterMove(clock, world, world + s.seconds, now, s.seconds);
      world += s.seconds;
      intents += s.seconds;
    } else if (s.kind === "hold") clock = hold(clock, s.reason, s.held, now);
    else if (s.kind === "switch") clock = switchOn(clock, s.on, now);
    else clock = setRate(clock, s.rate, now);
  }
  write(0, 0);
  return { clock, world, now, ran, intents };
}

describe("the running clock's properties", () => {
  it("counts nothing while held or off, whatever the changes", () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), fc.integer({ min: 1, max: HOUR }), (steps, later) => {
        const { clock, now } = play(steps);
        if (isRunning(clock)) return;
        expect(targetAt(clock, now + later)).toBe(targetAt(clock, now));
      }),
    );
  });

  it("moves the world by the rate times the running time and the intents' seconds, exactly, however cut", () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const { world, ran, intents } = play(steps);
        expect(world).toBe(W0 + intents + Math.floor(ran / 1_000_000));
      }),
    );
  });

  it("runs four hours at 1:1 as 240 writes of a minute each, one at each minute", () => {
    let clock = switchOn(stoppedAt(W0), true, T0);
    let world = W0;
    const writes: number[] = [];
    for (let at = nextLook(clock, T0); at !== null && at <= T0 + 4 * HOUR; at = nextLook(clock, at)) {
      const seconds = dueSeconds(clock, world, at);
      clock = afterMove(clock, world, world + seconds, at + 150);
      world += seconds;
      writes.push(seconds);
    }
    expect(writes).toHaveLength(240);
    expect(writes.every((s) => s === 60)).toBe(true);
  });
});
