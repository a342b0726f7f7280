/**
 * The time log: every change to the timer state, what it was for, what it caused, and how to undo it.
 * Entries hold undo patches (only what changed), not snapshots, so a long log stays small when saved.
 */
import * as v from "valibot";
import { wholeNumber } from "../schema";
import {
  BoundarySchema,
  RecurringCheckSchema,
  TimeEventSchema,
  TimerSchema,
  TimerStateSchema,
  type TimerCommand,
} from "../timers";

export const TIMEKEEPER_VERSION = 1;
const TimeSchema = v.pipe(v.number(), v.safeInteger());

export const LoggedRollSchema = v.strictObject({
  formula: v.string(),
  total: v.number(),
  dice: v.array(v.strictObject({ faces: v.number(), results: v.array(v.number()) })),
});

export const ReasonSchema = v.strictObject({
  /** What took the time: an action id ("search"), "travel", "rest", "sync" (moved elsewhere)... Hosts localize it. */
  kind: v.string(),
  /** The person's or host's words: "north corridor", "forest hex". */
  note: v.optional(v.string()),
  /** Dice rolled for the duration (eating's 1d4 turns). */
  rolls: v.optional(v.array(LoggedRollSchema)),
});
export type Reason = v.InferOutput<typeof ReasonSchema>;

/** A check the host rolled because of an entry, and what came of it ("encounter: 2 goblins", "nothing"). */
export const CheckResultSchema = v.strictObject({
  check: v.string(),
  total: v.optional(v.number()),
  outcome: v.string(),
});
export type CheckResult = v.InferOutput<typeof CheckResultSchema>;

export const UndoPatchSchema = v.strictObject({
  time: TimeSchema,
  nextId: wholeNumber(1),
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
  results: v.array(CheckResultSchema),
  undo: UndoPatchSchema,
});
export type LogEntry = v.InferOutput<typeof LogEntrySchema>;

export const TimekeeperSchema = v.strictObject({
  version: v.literal(TIMEKEEPER_VERSION),
  state: TimerStateSchema,
  /** Oldest first; at most `logLimit` entries are kept. */
  log: v.array(LogEntrySchema),
  logLimit: wholeNumber(1),
  nextEntry: wholeNumber(1),
});
export type Timekeeper = v.InferOutput<typeof TimekeeperSchema>;
