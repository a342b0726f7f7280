/**
 * The world clock: one advance through the public time log API (`apply`, logged for undo, as a host calls
 * it) across a turn, a day, a month and a year, with 50, 500 and 5,000 timers, beside the naive reference
 * (bench/references/naive-clock.ts) on the same timers and checks. Both must report the same events.
 */
import {
  advance,
  apply,
  applyTimerCommand,
  BUILT_IN_PRESETS,
  createTimekeeper,
  createTimerState,
  lightTimer,
  mulberry32,
  occurrences,
  recurringCheck,
  type TimeEvent,
  type Timekeeper,
  type TimerCommand,
} from "../../src/core";
import { mustAgree, ratio, timePair, timeSideBySide, unwrap, type Benchmark, type Figure } from "../harness";
import { naiveAdvance, type NaiveEvent } from "../references/naive-clock";

const preset = BUILT_IN_PRESETS["six-watches"];
const TURN = 600;
const DAY = 86_400;
const SPANS = { turn: TURN, day: DAY, month: 30 * DAY, year: 365 * DAY } as const;
const SIZES = [50, 500, 5000];

/**
 * A keeper with `count` timers (lights burning by ticks, effects lasting a second to two years, some
 * paused), the preset's watch and day boundaries and 4 recurring checks, and an empty log.
 */
function keeperWith(count: number, seed: number): Timekeeper {
  const random = mulberry32(seed);
  let state = createTimerState(0, preset.time);
  const run = (command: TimerCommand) => (state = unwrap(applyTimerCommand(state, command)).state);
  const torch = unwrap(lightTimer(preset.lights, preset.time, "torch", "actor"));
  for (let i = 0; i < count; i++) {
    if (i % 10 === 0) {
      run({ type: "startTimer", timer: torch });
      continue;
    }
    const seconds = 1 + Math.floor(random() * 2 * SPANS.year);
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
  for (const spec of specs) run({ type: "addCheck", check: unwrap(recurringCheck(spec, preset.time, 0)) });
  return { ...createTimekeeper(0, preset.time), state };
}

/** One line per single occurrence, sorted, so Turnkeeper's counted events and the reference's compare. */
function eventKeys(events: readonly (TimeEvent | NaiveEvent)[]): string[] {
  const idOf = (e: TimeEvent | NaiveEvent) =>
    "id" in e ? e.id : e.type === "timerEnded" ? e.timer.id : e.type === "checkDue" ? e.check : e.unit;
  return events.map((e) => `${e.at} ${e.type} ${idOf(e)}`).sort();
}

function clockBeside(timers: number): Benchmark {
  return {
    name: `clock.${timers}-timers`,
    async run() {
      const keeper = keeperWith(timers, timers);
      const figures: Figure[] = [];
      const cost: Record<string, number> = {};
      for (const [span, seconds] of Object.entries(SPANS)) {
        const to = keeper.state.time + seconds;
        const ours = () => unwrap(apply(keeper, { type: "advance", to }, { kind: "travel" }));
        const naive = () => naiveAdvance(keeper.state, to, TURN);
        const label = `${span} with ${timers} timers`;
        const expected = eventKeys(occurrences(ours().events));
        if (expected.length === 0) throw new Error(`${label}: no events to compare`);
        mustAgree(`clock: events over a ${label}`, expected, eventKeys(naive()));
        const t = await timePair(ours, naive);
        cost[span] = t.subject;
        figures.push(
          { name: `clock.advance-${span}-${timers}-timers`, value: t.subject, unit: "ms" },
          { name: `clock.naive-${span}-${timers}-timers`, value: t.reference, unit: "ms" },
          ratio(`clock.${span}-vs-naive-${timers}-timers`, t.ratio),
        );
      }
      // The claim: a year costs about what a turn costs (plus the timers that run out on the way). Beside
      // it, the same for the timer state's own advance, without the undo patch the time log records.
      const [turn = Number.NaN, year = Number.NaN] = await timeSideBySide(
        [SPANS.turn, SPANS.year].map((seconds) => () => unwrap(advance(keeper.state, seconds))),
      );
      figures.push(
        ratio(`clock.year-vs-turn-${timers}-timers`, cost.year! / cost.turn!),
        ratio(`clock.unlogged-year-vs-turn-${timers}-timers`, year / turn),
      );
      return figures;
    },
  };
}

export const benchmarks: readonly Benchmark[] = SIZES.map(clockBeside);
