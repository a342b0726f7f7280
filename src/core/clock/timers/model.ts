/**
 * The timer state as plain, JSON-serializable data, with its schemas (types are inferred from them so the
 * two never drift). Times are absolute world seconds; nothing here is a function, so it survives a reload.
 */
import * as v from "valibot";
import { IdSchema, uniqueBy, wholeNumber } from "../../schema";

const TimeSchema = v.pipe(v.number(), v.safeInteger());

export const TIMER_KINDS = ["light", "effect", "rest", "custom"] as const;

const timerEntries = {
  /** Given by the state ("t12"), so undo and reload keep it. */
  id: IdSchema,
  kind: v.picklist(TIMER_KINDS),
  /** What the person called it, or a preset item's localizable name. */
  label: v.string(),
  /** The actor or token id the host acts on when the timer ends (a torch goes out in its hand). */
  owner: v.optional(v.string()),
  /** The preset item it came from: a light source id ("torch") or an action id ("shortRest"). */
  source: v.optional(v.string()),
  startedAt: TimeSchema,
  /** A full load, in seconds or in ticks as the timer burns: what a refuel restores. */
  capacity: wholeNumber(1),
};

export const TimerSchema = v.variant("mode", [
  /** Burning by time: ends at `endsAt` (indexed, so advancing never scans every timer). */
  v.strictObject({ ...timerEntries, mode: v.literal("running"), endsAt: TimeSchema }),
  /** Burning by time, paused with `remaining` seconds left. */
  v.strictObject({ ...timerEntries, mode: v.literal("paused"), remaining: wholeNumber(1) }),
  /** Burning by ticks (light ticked down by the encounter table); `running: false` is snuffed. */
  v.strictObject({ ...timerEntries, mode: v.literal("ticks"), ticks: wholeNumber(1), running: v.boolean() }),
]);
export type Timer = v.InferOutput<typeof TimerSchema>;

export const RecurringCheckSchema = v.strictObject({
  id: IdSchema,
  label: v.string(),
  /** Seconds between occurrences. */
  every: wholeNumber(1),
  /** Any time an occurrence falls on: due at anchor + k × every. The day start aligns it to the clock. */
  anchor: TimeSchema,
  active: v.boolean(),
  /** The area whose frequency this is (busy halls every other turn), for the host's reference. */
  area: v.optional(v.string()),
});
export type RecurringCheck = v.InferOutput<typeof RecurringCheckSchema>;

/** A unit whose beginnings are reported (each watch, each day), copied from the scale in seconds. */
export const BoundarySchema = v.strictObject({ unit: IdSchema, every: wholeNumber(1), anchor: TimeSchema });
export type Boundary = v.InferOutput<typeof BoundarySchema>;

export const TimerStateSchema = v.strictObject({
  /** The world time this state was last advanced to. */
  time: TimeSchema,
  /**
   * Sorted by end time (running timers first, then by id): the expiry index. Ids are unique: a command names
   * a timer by its id, so two with one id would end, pause or refuel together.
   */
  timers: v.pipe(v.array(TimerSchema), uniqueBy("id")),
  checks: v.pipe(v.array(RecurringCheckSchema), uniqueBy("id")),
  boundaries: v.array(BoundarySchema),
  nextId: wholeNumber(1),
});
export type TimerState = v.InferOutput<typeof TimerStateSchema>;

/** Recurring events are reported once per advance with their count; `occurrences` lists each one. */
export const TimeEventSchema = v.variant("type", [
  v.strictObject({
    type: v.literal("unitBegan"),
    unit: IdSchema,
    at: TimeSchema,
    count: wholeNumber(1),
    every: wholeNumber(1),
  }),
  v.strictObject({
    type: v.literal("checkDue"),
    check: IdSchema,
    label: v.string(),
    area: v.optional(v.string()),
    at: TimeSchema,
    count: wholeNumber(1),
    every: wholeNumber(1),
  }),
  v.strictObject({
    type: v.literal("timerEnded"),
    at: TimeSchema,
    timer: TimerSchema,
    /** Ran out of time, ticked out, or put out by hand. */
    cause: v.picklist(["time", "ticks", "ended"]),
  }),
]);
export type TimeEvent = v.InferOutput<typeof TimeEventSchema>;
