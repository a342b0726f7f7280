/**
 * The time log: every change to the timer state, what it was for, what it caused, and how to undo it.
 * Entries hold undo patches (only what changed), not snapshots, so a long log stays small when saved.
 * In memory the log is a chain, newest entry first, so logging an advance and undoing it cost the same at any
 * length; stored, it is a list of its entries, newest first, which reads and writes without recursion at any
 * length (version 1 stored the chain, as deep as the log was long: load.ts migrates it).
 */
import * as v from "valibot";
import { wholeNumber } from "../../schema";
import {
  BoundarySchema,
  RecurringCheckSchema,
  TimeEventSchema,
  TimerSchema,
  TimerStateSchema,
  type TimerCommand,
} from "../timers";

export const TIMEKEEPER_VERSION = 2;
const TimeSchema = v.pipe(v.number(), v.safeInteger());

/** A roll as the dice port reported it (RollOutcome), kept read-only like the port's own. */
export const LoggedRollSchema = v.strictObject({
  formula: v.string(),
  total: v.number(),
  dice: v.pipe(
    v.array(v.strictObject({ faces: v.number(), results: v.pipe(v.array(v.number()), v.readonly()) })),
    v.readonly(),
  ),
});

export const ReasonSchema = v.strictObject({
  /** What took the time: an action id ("search"), "travel", "rest", "sync" (moved elsewhere)... Hosts localize it. */
  kind: v.string(),
  /** The person's or host's words: "north corridor", "forest hex". */
  note: v.optional(v.string()),
  /** Dice rolled for the duration (eating's 1d4 turns). */
  rolls: v.optional(v.pipe(v.array(LoggedRollSchema), v.readonly())),
  /** An action timed per area: how many of its areas it covered (a search of 2 rooms' worth of 30 x 30 ft). */
  areas: v.optional(wholeNumber(1)),
  /** Time a fight took ("combat"): which fight, and where its count stood when the time was logged. */
  combat: v.optional(v.strictObject({ fight: v.string(), round: wholeNumber(0), segment: wholeNumber(0) })),
});
export type Reason = v.InferOutput<typeof ReasonSchema>;

/** A check the host rolled because of an entry, and what came of it ("encounter: 2 goblins", "nothing"). */
export const CheckResultSchema = v.strictObject({
  check: v.string(),
  total: v.optional(v.number()),
  /** The die as rolled; `total` is then what it read as. Entries logged before it was kept have none. */
  roll: v.optional(v.number()),
  /** How the roll was read: an x-in-y chance (`total` the most that finds something) or a table. */
  kind: v.optional(v.picklist(["chance", "table"])),
  outcome: v.string(),
  /** What the encounter table gave, for the campaign record. */
  drawn: v.optional(v.string()),
});
export type CheckResult = v.InferOutput<typeof CheckResultSchema>;

/** What an entry changed, as the old values; the clock goes back to the entry's `from`. */
export const UndoPatchSchema = v.strictObject({
  nextId: v.optional(wholeNumber(1)),
  /** Timers as they were before the entry, and ids the entry added or changed. */
  timers: v.optional(v.strictObject({ restore: v.array(TimerSchema), drop: v.array(v.string()) })),
  checks: v.optional(v.array(RecurringCheckSchema)),
  boundaries: v.optional(v.array(BoundarySchema)),
});
export type UndoPatch = v.InferOutput<typeof UndoPatchSchema>;

const COMMAND_TYPES = [
  "advance",
  "jumpBack",
  "startTimer",
  "pauseTimer",
  "resumeTimer",
  "extendTimer",
  "refuelTimer",
  "tickLights",
  "reburnTimer",
  "endTimer",
  "addCheck",
  "updateCheck",
  "removeCheck",
  "setBoundaries",
] as const satisfies readonly TimerCommand["type"][];

export const LogEntrySchema = v.strictObject({
  id: wholeNumber(1),
  command: v.picklist(COMMAND_TYPES),
  from: TimeSchema,
  to: TimeSchema,
  reason: ReasonSchema,
  events: v.array(TimeEventSchema),
  /** Absent until the host records what the due checks rolled. */
  results: v.optional(v.array(CheckResultSchema)),
  undo: UndoPatchSchema,
});
export type LogEntry = v.InferOutput<typeof LogEntrySchema>;

export interface LogNode {
  readonly entry: LogEntry;
  readonly previous: LogNode | null;
}

/** The timekeeper as stored (`storedTimekeeper` in load.ts makes it). */
export const StoredTimekeeperSchema = v.strictObject({
  version: v.literal(TIMEKEEPER_VERSION),
  state: TimerStateSchema,
  /** The log's entries, newest first: each ends where the newer one begins, the newest at the state's time. */
  log: v.array(LogEntrySchema),
  logLength: wholeNumber(0),
  /** At least this many entries are kept for undo (up to twice as many between trims). */
  logLimit: wholeNumber(1),
  nextEntry: wholeNumber(1),
});
export type StoredTimekeeper = v.InferOutput<typeof StoredTimekeeperSchema>;

/** The timekeeper in memory: its log a chain from the newest entry back (`logEntries` lists them). */
export type Timekeeper = Omit<StoredTimekeeper, "log"> & { readonly log: LogNode | null };
