/**
 * A timekeeper as every client reads it: a fresh one, and its log between the chain kept in memory and the
 * list it is stored as. Apart from keeper.ts (the commands that change it), so reading the stored state does
 * not carry the timers' commands into the start bundle.
 */
import { createTimerState } from "../timers/create";
import type { TimeScale } from "../time";
import { TIMEKEEPER_VERSION, type LogEntry, type LogNode, type Timekeeper } from "./model";

/** How many entries are kept for undo unless the host says otherwise. */
export const DEFAULT_LOG_LIMIT = 200;

export function createTimekeeper(time: number, scale: TimeScale, logLimit = DEFAULT_LOG_LIMIT): Timekeeper {
  return {
    version: TIMEKEEPER_VERSION,
    state: createTimerState(time, scale),
    log: null,
    logLength: 0,
    logLimit,
    nextEntry: 1,
  };
}

/** The log's entries, latest first. */
export function logEntries(keeper: Timekeeper): LogEntry[] {
  const entries: LogEntry[] = [];
  for (let node = keeper.log; node; node = node.previous) entries.push(node.entry);
  return entries;
}

/** A chain of entries given latest first (on `previous`). */
export function logChain(entries: readonly LogEntry[], previous: LogNode | null = null): LogNode | null {
  let node = previous;
  for (let i = entries.length - 1; i >= 0; i--) node = { entry: entries[i] as LogEntry, previous: node };
  return node;
}
