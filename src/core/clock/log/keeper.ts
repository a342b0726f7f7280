/**
 * The timekeeper: the timer state plus its log. Every change goes through `apply`, which records what it
 * was for and what it caused, so any entry can be undone exactly.
 */
import { applyTimerCommand, type TimeEvent, type TimerCommand } from "../timers";
import { coreError, type CoreError } from "../../util/errors";
import { err, ok, type Result } from "../../util/result";
import { logChain, logEntries } from "./chain";
import type { CheckResult, LogEntry, LogNode, Reason, Timekeeper } from "./model";
import { restore, undoPatch } from "./patch";

export interface Applied {
  readonly state: Timekeeper;
  readonly events: readonly TimeEvent[];
}

export interface Undone {
  readonly state: Timekeeper;
  /** The entries undone, latest first. */
  readonly undone: readonly LogEntry[];
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
    events,
    undo: undoPatch(keeper.state, outcome.value),
  };
  let log: LogNode | null = { entry, previous: keeper.log };
  let logLength = keeper.logLength + 1;
  // Trimming rebuilds the newest `logLimit` links, so it waits until there are twice as many: O(1) amortized.
  if (logLength > 2 * keeper.logLimit) {
    log = logChain(logEntries({ ...keeper, log }).slice(0, keeper.logLimit));
    logLength = keeper.logLimit;
  }
  const next: Timekeeper = {
    version: keeper.version,
    state,
    log,
    logLength,
    logLimit: keeper.logLimit,
    nextEntry: keeper.nextEntry + 1,
  };
  return ok({ state: next, events });
}

/** Records the checks the host rolled because of an entry and what came of them. */
export function recordResults(
  keeper: Timekeeper,
  entryId: number,
  results: readonly CheckResult[],
): Result<Timekeeper, CoreError> {
  const newer: LogEntry[] = [];
  for (let node = keeper.log; node; node = node.previous) {
    if (node.entry.id !== entryId) {
      newer.push(node.entry);
      continue;
    }
    const entry = { ...node.entry, results: [...(node.entry.results ?? []), ...results] };
    return ok({ ...keeper, log: logChain([...newer, entry], node.previous) });
  }
  return err(coreError("timer.unknownEntry", { entry: entryId }));
}

/** Undoes `entryId` and every later entry, restoring the clock, timers and lights as they were before it. */
export function undoThrough(keeper: Timekeeper, entryId: number): Result<Undone, CoreError> {
  let state = keeper.state;
  const undone: LogEntry[] = [];
  for (let node = keeper.log; node; node = node.previous) {
    state = restore(state, node.entry.undo, node.entry.from);
    undone.push(node.entry);
    if (node.entry.id === entryId) {
      const log = node.previous;
      return ok({ state: { ...keeper, state, log, logLength: keeper.logLength - undone.length }, undone });
    }
  }
  return err(coreError("timer.unknownEntry", { entry: entryId }));
}

export function undoLast(keeper: Timekeeper): Result<Undone, CoreError> {
  if (!keeper.log) return err(coreError("timer.nothingToUndo", {}));
  return undoThrough(keeper, keeper.log.entry.id);
}

/**
 * Follows the host's clock back to `time` (another module or the GM moved world time backwards): undoes
 * entries until the clock is at or before it, then replays forward to it (logged with `replay`), so timers
 * come back exactly. Past the start of the log it moves the clock back as is: running timers keep their end
 * times.
 */
export function rewindTo(
  keeper: Timekeeper,
  time: number,
  replay: Reason = { kind: "sync" },
): Result<Applied & Undone, CoreError> {
  if (!Number.isSafeInteger(time)) return err(coreError("time.badTime", { time }));
  let current = keeper;
  const undone: LogEntry[] = [];
  while (current.state.time > time && current.log) {
    const step = undoLast(current);
    if (!step.ok) return step;
    current = step.value.state;
    undone.push(...step.value.undone);
  }
  if (current.state.time === time) return ok({ state: current, events: [], undone });
  const command: TimerCommand =
    current.state.time < time ? { type: "advance", to: time } : { type: "jumpBack", to: time };
  const synced = apply(current, command, replay);
  return synced.ok ? ok({ ...synced.value, undone }) : synced;
}
