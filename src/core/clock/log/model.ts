/**
 * The time log: every change to the timer state, what it was for, what it caused, and how to undo it.
 * Entries hold undo patches (only what changed), not snapshots, so a long log stays small when saved.
 * The log is a chain, newest entry first, so logging an advance and undoing it cost the same at any length.
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

export const TIMEKEEPER_VERSION = 1;
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
  /** Time a fight took ("combat"): which fight, and where its count stood when the time was logged. */
  combat: v.optional(v.strictObject({ fight: v.string(), round: wholeNumber(0), segment: wholeNumber(0) })),
});
export type Reason = v.InferOutput<typeof ReasonSchema>;

/** A check the host rolled because of an entry, and what came of it ("encounter: 2 goblins", "nothing"). */
export const CheckResultSchema = v.strictObject({
  check: v.string(),
  total: v.optional(v.number()),
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
const LogNodeSchema: v.GenericSchema<LogNode> = v.lazy(() =>
  v.strictObject({ entry: LogEntrySchema, previous: v.nullable(LogNodeSchema) }),
);

export const TimekeeperSchema = v.strictObject({
  version: v.literal(TIMEKEEPER_VERSION),
  state: TimerStateSchema,
  /** The newest entry, linking back to older ones; `logEntries` lists them. */
  log: v.nullable(LogNodeSchema),
  logLength: wholeNumber(0),
  /** At least this many entries are kept for undo (up to twice as many between trims). */
  logLimit: wholeNumber(1),
  nextEntry: wholeNumber(1),
});
export type Timekeeper = v.InferOutput<typeof TimekeeperSchema>;
