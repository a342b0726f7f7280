/**
 * The world clock through the public time log API (`apply`, as a host calls it): one advance across a year
 * with 500 timers, and 100,000 one-turn advances with 50 timers. Both carry the preset's watch and day
 * boundaries and a few recurring checks, and every advance is logged for undo.
 */
import {
  apply,
  applyTimerCommand,
  BUILT_IN_PRESETS,
  createTimekeeper,
  createTimerState,
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

/**
 * A keeper with `count` timers (lights, effects lasting a turn to two years, some paused) and 4 checks,
 * built with timer commands and an empty log: setup left in the log would outlive its benchmark and sway
 * the next one's garbage collection.
 */
function keeperWith(count: number, seed: number): Timekeeper {
  const random = mulberry32(seed);
  let state = createTimerState(0, preset.time);
  const run = (command: TimerCommand) => (state = must(applyTimerCommand(state, command)).state);
  const torch = must(lightTimer(preset.lights, preset.time, "torch", "actor"));
  for (let i = 0; i < count; i++) {
    if (i % 10 === 0) {
      run({ type: "startTimer", timer: torch });
      continue;
    }
    const seconds = 1 + Math.floor(random() * 2 * YEAR);
    const timer = {
      kind: "effect" as const,
      label: `effect ${i}`,
      owner: `actor${i}`,
      burn: { by: "time" as const, seconds },
    };
    run({ type: "startTimer", timer });
    if (i % 7 === 0) run({ type: "pauseTimer", id: `t${state.nextId - 1}` });
  }
  const specs = [
    { id: "wandering", label: "Wandering", every: "1 turn", align: "clock" as const },
    { id: "every3", label: "Every third turn", every: "3 turns", align: "now" as const },
    { id: "watch", label: "Watch", times: 2, per: "watch", align: "clock" as const },
    { id: "meal", label: "Meal", every: "6 hours", align: "now" as const },
  ];
  for (const spec of specs) run({ type: "addCheck", check: must(recurringCheck(spec, preset.time, 0)) });
  return { ...createTimekeeper(0, preset.time), state };
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
      // The harness's default 15 samples: a stray major GC or a busy machine shifts a few, not the median.
      return medianMs(() => {
        let keeper = start;
        for (let i = 1; i <= 100_000; i++) {
          keeper = must(apply(keeper, { type: "advance", to: i * TURN }, { kind: "search" })).state;
        }
      });
    },
  },
];
