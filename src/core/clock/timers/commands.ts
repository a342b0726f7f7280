/**
 * Commands on the timer state. Each is plain data (so it can travel over a socket or be logged) and
 * returns the new state and its events, or a typed error with the state untouched.
 */
import * as v from "valibot";
import { parseWith } from "../../schema";
import { coreError, type CoreError } from "../../util/errors";
import { err, ok, type Result } from "../../util/result";
import { advance, NO_TIMER_CHANGES, type Outcome } from "./advance";
import {
  BoundarySchema,
  RecurringCheckSchema,
  TimerSchema,
  type Boundary,
  type RecurringCheck,
  type TimeEvent,
  type Timer,
  type TimerState,
} from "./model";
import { left } from "./queries";
import { insertTimer, replaceTimer, withoutTimer } from "./store-ops";

/** What a new timer burns: seconds of time, or ticks (light ticked down by the encounter table). */
export type Burn =
  { readonly by: "time"; readonly seconds: number } | { readonly by: "ticks"; readonly ticks: number };

export interface NewTimer {
  readonly kind: Timer["kind"];
  readonly label: string;
  readonly owner?: string;
  readonly source?: string;
  readonly burn: Burn;
}

export type CheckChanges = Partial<Pick<RecurringCheck, "label" | "every" | "anchor" | "active" | "area">>;

export type TimerCommand =
  | { readonly type: "advance"; readonly to: number }
  /** Moves the clock back without replaying anything: running timers keep their end times. */
  | { readonly type: "jumpBack"; readonly to: number }
  | { readonly type: "startTimer"; readonly timer: NewTimer }
  | { readonly type: "pauseTimer"; readonly id: string }
  | { readonly type: "resumeTimer"; readonly id: string }
  /** Adds seconds (or ticks) beyond what is left: a spell extended, an effect prolonged. */
  | { readonly type: "extendTimer"; readonly id: string; readonly amount: number }
  /** Fills back up to a full load, or by `amount` up to it: fresh oil in the lantern. */
  | { readonly type: "refuelTimer"; readonly id: string; readonly amount?: number }
  /** Ticks down burning tick lights, all of them or those of one owner or ids. */
  | {
      readonly type: "tickLights";
      readonly ticks?: number;
      readonly owner?: string;
      readonly ids?: readonly string[];
    }
  /**
   * Burns a timer the other way from now on (a preset switch's: ticks for time, or time for ticks): `left` of
   * it, out of a full load of `capacity`; burning or snuffed as it was.
   */
  | { readonly type: "reburnTimer"; readonly id: string; readonly left: Burn; readonly capacity: number }
  /** Ends a timer by hand (a torch put out). */
  | { readonly type: "endTimer"; readonly id: string }
  | { readonly type: "addCheck"; readonly check: RecurringCheck }
  | { readonly type: "updateCheck"; readonly id: string; readonly changes: CheckChanges }
  | { readonly type: "removeCheck"; readonly id: string }
  | { readonly type: "setBoundaries"; readonly boundaries: readonly Boundary[] };

export function applyTimerCommand(state: TimerState, command: TimerCommand): Result<Outcome, CoreError> {
  switch (command.type) {
    case "advance":
      return advance(state, command.to);
    case "jumpBack":
      if (!Number.isSafeInteger(command.to) || command.to > state.time) {
        return err(coreError("time.badTime", { time: command.to }));
      }
      return ok(timersKept({ ...state, time: command.to }));
    case "startTimer":
      return startTimer(state, command.timer);
    case "pauseTimer":
      return withTimer(state, command.id, (t) => {
        if (t.mode === "paused" || (t.mode === "ticks" && !t.running))
          return err(coreError("timer.notRunning", { id: t.id }));
        return ok(t.mode === "running" ? paused(t, t.endsAt - state.time) : { ...t, running: false });
      });
    case "resumeTimer":
      return withTimer(state, command.id, (t) => {
        if (t.mode === "running" || (t.mode === "ticks" && t.running))
          return err(coreError("timer.alreadyRunning", { id: t.id }));
        return ok(t.mode === "paused" ? running(t, state.time + t.remaining) : { ...t, running: true });
      });
    case "extendTimer":
      if (!isCount(command.amount)) return err(coreError("timer.badAmount", { amount: command.amount }));
      return withTimer(state, command.id, (t) =>
        ok(withLeft(t, left(t, state.time) + command.amount, state.time)),
      );
    case "refuelTimer": {
      const amount = command.amount;
      if (amount !== undefined && !isCount(amount)) return err(coreError("timer.badAmount", { amount }));
      return withTimer(state, command.id, (t) => {
        const now = left(t, state.time);
        const filled = amount === undefined ? t.capacity : Math.min(t.capacity, now + amount);
        // Refuelling never shortens a timer that was extended past a full load.
        return ok(withLeft(t, Math.max(now, filled), state.time));
      });
    }
    case "tickLights":
      return tickLights(state, command);
    case "reburnTimer":
      return reburn(state, command);
    case "endTimer": {
      const timer = state.timers.find((t) => t.id === command.id);
      if (!timer) return err(coreError("timer.unknownTimer", { id: command.id }));
      const event: TimeEvent = { type: "timerEnded", at: state.time, timer, cause: "ended" };
      return ok({
        state: { ...state, timers: withoutTimer(state.timers, timer.id) },
        events: [event],
        changes: { removed: [timer], added: [] },
      });
    }
    case "addCheck": {
      // Validated like saved data, so whatever a command adds can be saved and loaded again.
      const check = parseWith(RecurringCheckSchema, command.check, "check");
      if (!check.ok) return check;
      if (state.checks.some((c) => c.id === check.value.id)) {
        return err(coreError("timer.duplicateCheck", { id: check.value.id }));
      }
      return ok(timersKept({ ...state, checks: [...state.checks, check.value] }));
    }
    case "updateCheck": {
      const index = state.checks.findIndex((c) => c.id === command.id);
      const current = state.checks[index];
      if (!current) return err(coreError("timer.unknownCheck", { id: command.id }));
      const check = parseWith(RecurringCheckSchema, { ...current, ...command.changes }, "check");
      if (!check.ok) return check;
      const checks = state.checks.map((c, i) => (i === index ? check.value : c));
      return ok(timersKept({ ...state, checks }));
    }
    case "removeCheck":
      if (!state.checks.some((c) => c.id === command.id))
        return err(coreError("timer.unknownCheck", { id: command.id }));
      return ok(timersKept({ ...state, checks: state.checks.filter((c) => c.id !== command.id) }));
    case "setBoundaries": {
      const boundaries = parseWith(v.array(BoundarySchema), command.boundaries, "boundaries");
      return boundaries.ok ? ok(timersKept({ ...state, boundaries: boundaries.value })) : boundaries;
    }
  }
}

const isCount = (n: number) => Number.isSafeInteger(n) && n >= 1;

/** The outcome of a command that changes no timer and causes nothing. */
const timersKept = (state: TimerState): Outcome => ({ state, events: [], changes: NO_TIMER_CHANGES });

function startTimer(state: TimerState, spec: NewTimer): Result<Outcome, CoreError> {
  const amount = spec.burn.by === "time" ? spec.burn.seconds : spec.burn.ticks;
  if (!isCount(amount)) return err(coreError("timer.badAmount", { amount }));
  const base = common({ ...spec, id: `t${state.nextId}`, startedAt: state.time, capacity: amount });
  const timer = parseWith(
    TimerSchema,
    spec.burn.by === "time"
      ? { ...base, mode: "running", endsAt: state.time + amount }
      : { ...base, mode: "ticks", ticks: amount, running: true },
    "timer",
  );
  if (!timer.ok) return timer;
  const timers = insertTimer(state.timers, timer.value);
  return ok({
    state: { ...state, timers, nextId: state.nextId + 1 },
    events: [],
    changes: { removed: [], added: [timer.value] },
  });
}

/** The fields every timer has, whatever it burns; optional ones stay absent rather than undefined. */
function common(t: Omit<Timer, "mode" | "endsAt" | "remaining" | "ticks" | "running">) {
  const { id, kind, label, owner, source, startedAt, capacity } = t;
  return {
    id,
    kind,
    label,
    ...(owner === undefined ? {} : { owner }),
    ...(source === undefined ? {} : { source }),
    startedAt,
    capacity,
  };
}

const paused = (t: Timer, remaining: number): Timer => ({ ...common(t), mode: "paused", remaining });
const running = (t: Timer, endsAt: number): Timer => ({ ...common(t), mode: "running", endsAt });

function withLeft(t: Timer, amount: number, time: number): Timer {
  if (t.mode === "running") return running(t, time + amount);
  if (t.mode === "paused") return paused(t, amount);
  return { ...t, ticks: amount };
}

function withTimer(
  state: TimerState,
  id: string,
  change: (t: Timer) => Result<Timer, CoreError>,
): Result<Outcome, CoreError> {
  const timer = state.timers.find((t) => t.id === id);
  if (!timer) return err(coreError("timer.unknownTimer", { id }));
  const next = change(timer);
  if (!next.ok) return next;
  return ok({
    state: { ...state, timers: replaceTimer(state.timers, next.value) },
    events: [],
    changes: { removed: [timer], added: [next.value] },
  });
}

function reburn(
  state: TimerState,
  { id, left: rest, capacity }: Extract<TimerCommand, { type: "reburnTimer" }>,
): Result<Outcome, CoreError> {
  const amount = rest.by === "time" ? rest.seconds : rest.ticks;
  if (!isCount(amount)) return err(coreError("timer.badAmount", { amount }));
  if (!isCount(capacity)) return err(coreError("timer.badAmount", { amount: capacity }));
  return withTimer(state, id, (t) => {
    const on = t.mode === "running" || (t.mode === "ticks" && t.running);
    if (rest.by === "ticks") return ok({ ...common(t), capacity, mode: "ticks", ticks: amount, running: on });
    const full = { ...t, capacity };
    return ok(on ? running(full, state.time + amount) : paused(full, amount));
  });
}

function tickLights(
  state: TimerState,
  command: Extract<TimerCommand, { type: "tickLights" }>,
): Result<Outcome, CoreError> {
  const ticks = command.ticks ?? 1;
  if (!isCount(ticks)) return err(coreError("timer.badAmount", { amount: ticks }));
  const chosen = (t: Extract<Timer, { mode: "ticks" }>) =>
    t.kind === "light" &&
    t.running &&
    (command.owner === undefined || t.owner === command.owner) &&
    (command.ids === undefined || command.ids.includes(t.id));
  const events: TimeEvent[] = [];
  const timers: Timer[] = [];
  const removed: Timer[] = [];
  const added: Timer[] = [];
  for (const t of state.timers) {
    if (t.mode !== "ticks" || !chosen(t)) {
      timers.push(t);
      continue;
    }
    removed.push(t);
    if (t.ticks > ticks) {
      const lower = { ...t, ticks: t.ticks - ticks };
      timers.push(lower);
      added.push(lower);
    } else events.push({ type: "timerEnded", at: state.time, timer: t, cause: "ticks" });
  }
  // Tick timers sort after running ones by id, which ticking does not change, so the order holds.
  return ok({ state: { ...state, timers }, events, changes: { removed, added } });
}
