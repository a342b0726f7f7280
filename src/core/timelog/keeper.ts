/**
 * The timekeeper: the timer state plus its log. Every change goes through `apply`, which records what it
 * was for and what it caused, so any entry can be undone exactly.
 */
import { applyTimerCommand, createTimerState, type TimeEvent, type TimerCommand } from "../timers";
import type { TimeScale } from "../time";
import { coreError, type CoreError } from "../util/errors";
import { err, ok, type Result } from "../util/result";
import { TIMEKEEPER_VERSION, type CheckResult, type LogEntry, type Reason, type Timekeeper } from "./model";
import { diff, restore } from "./patch";

/** How many entries are kept for undo unless the host says otherwise. */
export const DEFAULT_LOG_LIMIT = 200;

export interface Applied {
  readonly state: Timekeeper;
  readonly events: readonly TimeEvent[];
}

export interface Undone {
  readonly state: Timekeeper;
  /** The entries undone, latest first. */
  readonly undone: readonly LogEntry[];
}

export function createTimekeeper(time: number, scale: TimeScale, logLimit = DEFAULT_LOG_LIMIT): Timekeeper {
  return {
    version: TIMEKEEPER_VERSION,
    state: createTimerState(time, scale),
    log: [],
    logLimit,
    nextEntry: 1,
  };
}

/** Applies a command and logs it; an advance to the current time changes nothing and logs nothing. */
export function apply(
  keeper: Timekeeper,
  command: TimerCommand,
  reason: Reason = { kind: command.type },
): Result<Applied, CoreError> {
  const outcome = applyTimerCommand(keeper.state, command);
  if (!outcome.ok) return outcome;
  const { state, events } = outcome.value;
  if (state === keeper.state) return ok({ state: keeper, events });
  const entry: LogEntry = {
    id: keeper.nextEntry,
    command: command.type,
    from: keeper.state.time,
    to: state.time,
    reason,
    events: [...events],
    results: [],
    undo: diff(keeper.state, state),
  };
  const kept =
    keeper.log.length >= keeper.logLimit
      ? keeper.log.slice(keeper.log.length - keeper.logLimit + 1)
      : keeper.log;
  return ok({ state: { ...keeper, state, log: [...kept, entry], nextEntry: keeper.nextEntry + 1 }, events });
}

/** Records the checks the host rolled because of an entry and what came of them. */
export function recordResults(
  keeper: Timekeeper,
  entryId: number,
  results: readonly CheckResult[],
): Result<Timekeeper, CoreError> {
  const index = keeper.log.findIndex((e) => e.id === entryId);
  const entry = keeper.log[index];
  if (!entry) return err(coreError("timer.unknownEntry", { entry: entryId }));
  const log = keeper.log.map((e, i) =>
    i === index ? { ...entry, results: [...entry.results, ...results] } : e,
  );
  return ok({ ...keeper, log });
}

/** Undoes `entryId` and every later entry, restoring the clock, timers and lights as they were before it. */
export function undoThrough(keeper: Timekeeper, entryId: number): Result<Undone, CoreError> {
  const index = keeper.log.findIndex((e) => e.id === entryId);
  if (index < 0) return err(coreError("timer.unknownEntry", { entry: entryId }));
  let state = keeper.state;
  const undone: LogEntry[] = [];
  for (let i = keeper.log.length - 1; i >= index; i--) {
    const entry = keeper.log[i] as LogEntry;
    state = restore(state, entry.undo);
    undone.push(entry);
  }
  return ok({ state: { ...keeper, state, log: keeper.log.slice(0, index) }, undone });
}

export function undoLast(keeper: Timekeeper): Result<Undone, CoreError> {
  const last = keeper.log[keeper.log.length - 1];
  if (!last) return err(coreError("timer.nothingToUndo", {}));
  return undoThrough(keeper, last.id);
}

/**
 * Follows the host's clock back to `time` (another module or the GM moved world time backwards): undoes
 * entries until the clock is at or before it, then replays forward to it, so timers come back exactly.
 * Past the start of the log it moves the clock back as is: running timers keep their end times.
 */
export function rewindTo(keeper: Timekeeper, time: number): Result<Applied & Undone, CoreError> {
  if (!Number.isSafeInteger(time)) return err(coreError("time.badTime", { time }));
  let current = keeper;
  const undone: LogEntry[] = [];
  while (current.state.time > time && current.log.length > 0) {
    const step = undoLast(current);
    if (!step.ok) return step;
    current = step.value.state;
    undone.push(...step.value.undone);
  }
  const command: TimerCommand =
    current.state.time < time ? { type: "advance", to: time } : { type: "jumpBack", to: time };
  const synced =
    current.state.time === time
      ? ok({ state: current, events: [] })
      : apply(current, command, { kind: "sync" });
  return synced.ok ? ok({ ...synced.value, undone }) : synced;
}
