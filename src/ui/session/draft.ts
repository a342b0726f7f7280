/**
 * One session task's work in progress: the state as it changes, the chat cards and announcements to make
 * once it is saved, and the dice it rolled (recorded, so a card carries exactly the dice it was decided by).
 */
import {
  apply,
  logEntries,
  ok,
  type CoreError,
  type DicePort,
  type LogEntry,
  type Reason,
  type Result,
  type RollOutcome,
  type TimeEvent,
  type Timekeeper,
  type TimerCommand,
} from "../../core";
import type { ChatCard } from "../cards";
import type { SessionEventName } from "../ports";
import type { WorldState } from "../world-state";
import { burning } from "./lights";

/** Records every roll made through it, so a card carries exactly the dice it was decided by. */
export class RecordingDice implements DicePort {
  private rolls: RollOutcome[] = [];
  constructor(private readonly dice: DicePort) {}
  roll(formula: string): RollOutcome {
    const outcome = this.dice.roll(formula);
    this.rolls.push(outcome);
    return outcome;
  }
  take(): RollOutcome[] {
    const taken = this.rolls;
    this.rolls = [];
    return taken;
  }
}

/** One task's work in progress: the state as it changes, and what to post and announce once it is saved. */
export class Draft {
  readonly cards: ChatCard[] = [];
  readonly events: { name: SessionEventName; payload: unknown }[] = [];
  private changed = false;

  constructor(
    public ws: WorldState,
    /** Which owners had a light burning before this task, to tell the host what changed. */
    readonly before: ReadonlyMap<string, string> = burning(ws.keeper.state),
  ) {}

  get keeper(): Timekeeper {
    return this.ws.keeper;
  }
  set(ws: WorldState) {
    this.ws = ws;
    this.changed = true;
  }
  get dirty(): boolean {
    return this.changed;
  }
  /** Applies a timer command through the time log; returns its events. */
  apply(command: TimerCommand, reason: Reason): Result<readonly TimeEvent[], CoreError> {
    const applied = apply(this.ws.keeper, command, reason);
    if (!applied.ok) return applied;
    if (applied.value.state !== this.ws.keeper) this.set({ ...this.ws, keeper: applied.value.state });
    return ok(applied.value.events);
  }
  lastEntry(): LogEntry | undefined {
    return lastEntry(this.ws.keeper);
  }
  emit(name: SessionEventName, payload: unknown) {
    this.events.push({ name, payload });
  }
}

/** The newest entry of the time log. */
export function lastEntry(keeper: Timekeeper): LogEntry | undefined {
  return logEntries(keeper)[0];
}

/**
 * Changes party fatigue (never below 0) and sets the travel progress towards the next slot; the change is
 * remembered against the log entry that caused it, so undoing the entry takes it back.
 */
export function changeFatigue(draft: Draft, entry: number, change: number, progress: number) {
  const fatigue = Math.max(0, draft.ws.fatigue + change);
  const actual = fatigue - draft.ws.fatigue;
  draft.set({
    ...draft.ws,
    fatigue,
    fatigueProgress: progress,
    effects: actual === 0 ? draft.ws.effects : [...draft.ws.effects, { entry, fatigue: actual }],
  });
}
