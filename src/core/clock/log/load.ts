/**
 * The timekeeper's stored form: saved with its log as a list, and read back part by part (migrated from older
 * versions, each part validated on its own, what does not read set aside with where and why), then put back in
 * memory (the log as a chain, timers in their expiry order). Nothing here recurses, whatever the log's length.
 */
import * as v from "valibot";
import {
  isStoredObject,
  migrateVersioned,
  parseWith,
  Salvage,
  wholeNumber,
  type Migration,
  type Salvaged,
} from "../../schema";
import {
  BoundarySchema,
  RecurringCheckSchema,
  sortTimers,
  TimerSchema,
  TimerStateSchema,
  type TimerState,
} from "../timers";
import { err, ok, type Result } from "../../util/result";
import type { CoreError } from "../../util/errors";
import { DEFAULT_LOG_LIMIT, logChain, logEntries } from "./chain";
import {
  LogEntrySchema,
  StoredTimekeeperSchema,
  TIMEKEEPER_VERSION,
  type LogEntry,
  type StoredTimekeeper,
  type Timekeeper,
} from "./model";

const TimeSchema = v.pipe(v.number(), v.safeInteger());

/**
 * The entries of a log given as a chain of nodes, newest first, walked in a loop: version 1 stored the chain,
 * and a state still in memory (handed back before it is written) holds one. A node that is not one ends the
 * list as an item that does not read.
 */
function listed(log: unknown): unknown {
  if (log === null || log === undefined) return [];
  if (Array.isArray(log) || !isStoredObject(log)) return log;
  const entries: unknown[] = [];
  for (let node: unknown = log; node !== null;) {
    if (!isStoredObject(node) || !("entry" in node) || !("previous" in node)) {
      entries.push(node);
      break;
    }
    entries.push(node.entry);
    node = node.previous;
  }
  return entries;
}

const MIGRATIONS: readonly Migration[] = [
  // Version 2 stores the log as a list of its entries; version 1 stored the chain, as deep as the log was long.
  { from: 1, migrate: (data) => ({ ...data, log: listed(data.log) }) },
];

/** The timekeeper as stored: its log a list of entries, newest first. */
export function storedTimekeeper(keeper: Timekeeper): StoredTimekeeper {
  return { ...keeper, log: logEntries(keeper) };
}

/** The highest number among ids the state gave (`t12`), which the next id must pass. */
function highestId(timers: readonly { readonly id: string }[]): number {
  let highest = 0;
  for (const { id } of timers) {
    const n = /^t(\d+)$/.exec(id)?.[1];
    if (n !== undefined) highest = Math.max(highest, Number(n));
  }
  return highest;
}

/**
 * The timer state, each list item on its own (a duplicate id set aside: a command names a timer by it). The
 * clock itself must read, or be given: a state at no time cannot be guessed.
 */
function readState(s: Salvage, input: unknown, time?: number): Result<TimerState, CoreError> {
  if (!isStoredObject(input)) return parseWith(TimerStateSchema, input, s.at("state"));
  const data = input;
  const clock = parseWith(TimeSchema, data.time, s.at("state.time"));
  if (!clock.ok && time === undefined) return clock;
  if (!clock.ok) s.addError("state.time", data.time, clock.error);
  const timers = s.items(TimerSchema, data.timers, "state.timers", (t) => t.id);
  const checks = s.items(RecurringCheckSchema, data.checks, "state.checks", (c) => c.id);
  const boundaries = s.items(BoundarySchema, data.boundaries, "state.boundaries");
  const nextId = s.counter(wholeNumber(1), data.nextId, "state.nextId", highestId(timers));
  s.unknownKeys(data, TimerStateSchema, "state");
  return ok({
    time: clock.ok ? clock.value : (time as number),
    timers: sortTimers(timers),
    checks,
    boundaries,
    nextId,
  });
}

/**
 * Whether a log entry follows on from the newer one before it (or, the newest, from the clock at `time`): it
 * ends where that one began and has a lower id. Undo goes back through the entries one by one, so past one
 * that does not, none can be undone.
 */
export function followsOn(entry: LogEntry, newer: LogEntry | undefined, time: number): boolean {
  return newer ? entry.to === newer.from && entry.id < newer.id : entry.to === time;
}

/** The log's entries, newest first, while they read and follow on; the first that does not is set aside with every older one. */
function readLog(s: Salvage, list: unknown, time: number): LogEntry[] {
  const kept: LogEntry[] = [];
  if (!Array.isArray(list)) {
    if (list !== undefined) s.add("log", list, "schema.type", { expected: "Array", received: typeof list });
    return kept;
  }
  for (let i = 0; i < list.length; i++) {
    const at = `log[${i}]`;
    const entry = parseWith(LogEntrySchema, list[i], s.at(at));
    if (!entry.ok || !followsOn(entry.value, kept.at(-1), time)) {
      // The entry and every older one, as they were stored.
      const rest = list.slice(i);
      if (entry.ok) s.add(at, rest, "stored.logBroken", { older: rest.length - 1 });
      else s.addError(at, rest, entry.error);
      break;
    }
    kept.push(entry.value);
  }
  return kept;
}

/**
 * Reads a stored timekeeper part by part, each part's path under `root`: a version it cannot read (a newer
 * Turnkeeper's) or a clock that does not read (and no `time` to fall back on) refuses the whole; any other
 * part that does not read is set aside and the rest kept.
 */
export function readTimekeeper(
  input: unknown,
  root = "",
  time?: number,
): Result<Salvaged<Timekeeper>, CoreError> {
  const migrated = migrateVersioned(input, TIMEKEEPER_VERSION, MIGRATIONS, root);
  if (!migrated.ok) return migrated;
  const data = migrated.value;
  const s = new Salvage(root);
  const state = readState(s, data.state, time);
  if (!state.ok) return state;
  const log = readLog(s, listed(data.log), state.value.time);
  const nextEntry = s.counter(wholeNumber(1), data.nextEntry, "nextEntry", log[0]?.id ?? 0);
  const keeper: Timekeeper = {
    version: TIMEKEEPER_VERSION,
    state: state.value,
    log: logChain(log),
    logLength: log.length,
    logLimit: s.field(wholeNumber(1), data.logLimit, "logLimit", DEFAULT_LOG_LIMIT),
    nextEntry,
  };
  s.unknownKeys(data, StoredTimekeeperSchema);
  return ok({ value: keeper, setAside: s.setAside });
}

/** Reads a stored timekeeper whole: any part that does not read refuses it, naming the first. */
export function loadTimekeeper(input: unknown): Result<Timekeeper, CoreError> {
  const read = readTimekeeper(input);
  if (!read.ok) return read;
  const [first] = read.value.setAside;
  return first ? err(first.error) : ok(read.value.value);
}
