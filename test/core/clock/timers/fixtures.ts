/** Shared by the timer tests: two presets, applying commands in turn, starting a light, and what ended. */
import {
  applyTimerCommand,
  BUILT_IN_PRESETS,
  lightTimer,
  type TimeEvent,
  type TimerCommand,
  type TimerState,
} from "../../../../src/core";
import { must } from "../helpers";

export const p001 = BUILT_IN_PRESETS["six-watches"];
export const p002 = BUILT_IN_PRESETS["turns-rounds-segments"];

export function run(
  state: TimerState,
  ...commands: TimerCommand[]
): { state: TimerState; events: TimeEvent[] } {
  const events: TimeEvent[] = [];
  for (const command of commands) {
    const out = must(applyTimerCommand(state, command));
    state = out.state;
    events.push(...out.events);
  }
  return { state, events };
}

export const light = (preset: typeof p001, source: string, owner?: string): TimerCommand => ({
  type: "startTimer",
  timer: must(lightTimer(preset.lights, preset.time, source, owner)),
});

export const ended = (events: readonly TimeEvent[]) =>
  events.flatMap((e) => (e.type === "timerEnded" ? [[e.timer.source ?? e.timer.label, e.at, e.cause]] : []));
