/**
 * The world clock through the public time log API (`apply`, as a host calls it): one advance across a year
 * with 500 timers, and 100,000 one-turn advances with 50 timers. Both carry the preset's watch and day
 * boundaries and a few recurring checks, and every advance is logged for undo.
 */
import {
  apply,
  BUILT_IN_PRESETS,
  createTimekeeper,
  lightTimer,
  mulberry32,
  recurringCheck,
  type Timekeeper,
  type TimerCommand,
} from "../../src/core";
import { medianMs, type Benchmark } from "../harness";

const preset = BUILT_IN_PRESETS["six-watches"];
const TURN = 600;
const YEAR = 365 * 86_400;

function must<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** A keeper with `count` timers (lights, effects with lengths from a turn to two years, some paused) and 4 checks. */
function keeperWith(count: number, seed: number): Timekeeper {
  const random = mulberry32(seed);
  let keeper = createTimekeeper(0, preset.time);
  const run = (command: TimerCommand) => (keeper = must(apply(keeper, command)).state);
  const torch = must(lightTimer(preset.lights, preset.time, "torch", "actor"));
  for (let i = 0; i < count; i++) {
    if (i % 10 === 0) {
      run({ type: "startTimer", timer: torch });
      continue;
    }
    const seconds = 1 + Math.floor(random() * 2 * YEAR);
    run({
      type: "startTimer",
      timer: { kind: "effect", label: `effect ${i}`, owner: `actor${i}`, burn: { by: "time", seconds } },
    });
    if (i % 7 === 0) run({ type: "pauseTimer", id: `t${keeper.state.nextId - 1}` });
  }
  const specs = [
    { id: "wandering", label: "Wandering", every: "1 turn", align: "clock" as const },
    { id: "every3", label: "Every third turn", every: "3 turns", align: "now" as const },
    { id: "watch", label: "Watch", times: 2, per: "watch", align: "clock" as const },
    { id: "meal", label: "Meal", every: "6 hours", align: "now" as const },
  ];
  for (const spec of specs) run({ type: "addCheck", check: must(recurringCheck(spec, preset.time, 0)) });
  return keeper;
}

export const benchmarks: readonly Benchmark[] = [
  {
    name: "clock.advance-year-500-timers",
    unit: "ms",
    target: 1,
    run: () => {
      const keeper = keeperWith(500, 1);
      return medianMs(() => must(apply(keeper, { type: "advance", to: YEAR }, { kind: "travel" })), 51, 10);
    },
  },
  {
    name: "clock.advance-turn-100k",
    unit: "ms",
    target: 100,
    run: () => {
      const start = keeperWith(50, 2);
      return medianMs(
        () => {
          let keeper = start;
          for (let i = 1; i <= 100_000; i++) {
            keeper = must(apply(keeper, { type: "advance", to: i * TURN }, { kind: "search" })).state;
          }
        },
        5,
        1,
      );
    },
  },
];
