/**
 * One session task's work in progress: the state as it changes, the chat cards and announcements to make
 * once it is saved, and the dice it rolled (recorded, so a card carries exactly the dice it was decided by).
 */
import {
  apply,
  ok,
  type CoreError,
  type DicePort,
  type Reason,
  type Result,
  type RollOutcome,
  type TimeEvent,
  type Timekeeper,
  type TimerCommand,
} from "../../core";
import type { MapStep } from "../../core/wilderness/map";
import { card, type CardSpec, type ChatCard } from "../chat/cards";
import type { SessionEvent } from "./events";
import type { HostDice } from "./ports";
import type { PartyChange, SideEffect, WorldState } from "./world-state";
import { burningEverywhere } from "../party/lights";

/** Raised by the replaying port when a rule asks for a roll the host has not made yet. */
class RollWanted {
  constructor(readonly formula: string) {}
}

/**
 * Gives the rules core its dice and records every roll, so a card carries exactly the dice it was decided by.
 *
 * The core rolls synchronously, but a host may not: Foundry's `Roll` evaluates dice asynchronously (its
 * synchronous evaluation refuses dice terms; docs/contract/foundation.md, `Roll`). So a rule runs against
 * the rolls made so far; when it asks for one more, the host makes it and the rule runs again from the start.
 * Rules are pure functions of their input and their dice, so every run asks for the same rolls in the same order
 * and the last run's result is the only one kept.
 */
export class RecordingDice {
  #rolls: RollOutcome[] = [];
  readonly #dice: HostDice;
  constructor(dice: HostDice) {
    this.#dice = dice;
  }

  /**
   * Runs a rule that rolls, making each roll it asks for with the host's dice. `batch` names the rolls the rule
   * is known to ask for first (an action's attempts, `actionDice`): they are made before it runs, so it runs once
   * rather than once per roll, which for many rolls would be quadratic.
   */
  async run<T>(rule: (dice: DicePort) => T, batch: readonly string[] = []): Promise<T> {
    const made: RollOutcome[] = [];
    for (const formula of batch) made.push(await this.#dice.roll(formula));
    for (;;) {
      let next = 0;
      const replay: DicePort = {
        roll: (formula) => {
          const outcome = made[next++];
          if (!outcome) throw new RollWanted(formula);
          return outcome;
        },
      };
      try {
        const value = rule(replay);
        this.#rolls.push(...made);
        return value;
      } catch (wanted) {
        if (!(wanted instanceof RollWanted)) throw wanted;
        made.push(await this.#dice.roll(wanted.formula));
      }
    }
  }

  take(): RollOutcome[] {
    const taken = this.#rolls;
    this.#rolls = [];
    return taken;
  }

  /** Forgets the rolls recorded so far: a task that failed made them, and no card reports them. */
  drop(): void {
    this.#rolls = [];
  }
}

/** One task's work in progress: the state as it changes, and what to post and announce once it is saved. */
export class Draft {
  readonly cards: ChatCard[] = [];
  readonly events: SessionEvent[] = [];
  /** Whether the state must be saved (it changed, or it is a fresh one). */
  dirty = false;
  /** Where a hex step on a map took the party, for the host to move its token. */
  step: MapStep | null = null;
  /** Log entries this task undid or joined into the entry before: the record lets them go. */
  readonly removed = new Set<number>();
  /** The state the task began from, to tell the record what changed. */
  readonly start: WorldState;

  constructor(
    public ws: WorldState,
    /** Which owners had a light burning before this task, to tell the host what changed. */
    readonly before: ReadonlyMap<string, string> = burningEverywhere(ws),
  ) {
    this.start = ws;
  }

  get keeper(): Timekeeper {
    return this.ws.keeper;
  }
  set(changes: Partial<WorldState>) {
    this.ws = { ...this.ws, ...changes };
    this.dirty = true;
  }
  /** Takes the timekeeper a core call made, if it made one; says whether it did. */
  keep(made: Result<Timekeeper, CoreError>): boolean {
    if (made.ok) this.set({ keeper: made.value });
    return made.ok;
  }
  /** Applies a timer command through the time log; returns its events. */
  apply(command: TimerCommand, reason: Reason): Result<readonly TimeEvent[], CoreError> {
    const applied = apply(this.ws.keeper, command, reason);
    if (!applied.ok) return applied;
    if (applied.value.state !== this.ws.keeper) this.set({ keeper: applied.value.state });
    return ok(applied.value.events);
  }
  /** The id of the time log's newest entry (0 when the log is empty). */
  lastEntry(): number {
    return this.ws.keeper.log?.entry.id ?? 0;
  }
  post(spec: CardSpec) {
    this.cards.push(card(spec));
  }
  emit(...event: SessionEvent) {
    this.events.push(event);
  }
}

/** The values a change may replace, each put back as it was when its entry is undone. */
const REPLACED = ["fatigueProgress", "navigatedWatch", "carryFeet", "lost"] as const;

/**
 * Changes the party's fatigue (never below 0) and the values a time change replaces (travel's progress towards
 * the next slot, the watch the navigator saved in, the walk towards the next turn, whether the party is lost),
 * remembered against the log entry that caused it (the newest) as the values it replaced, so undoing the entry
 * puts them back exactly.
 */
export function changeParty(draft: Draft, change: PartyChange) {
  const ws = draft.ws;
  const fatigue = Math.max(0, ws.fatigue + change.fatigue);
  const effect: SideEffect = { entry: draft.lastEntry(), fatigue: fatigue - ws.fatigue };
  const next: Partial<WorldState> = { fatigue };
  for (const key of REPLACED) {
    const value = change[key];
    if (value === undefined || value === ws[key]) continue;
    Object.assign(next, { [key]: value });
    Object.assign(effect, { [key]: ws[key] });
  }
  if (Object.keys(effect).length === 2 && effect.fatigue === 0) return;
  draft.set({ ...next, effects: [...ws.effects, effect] });
}

/** Takes back what undone entries changed beside the timers: the oldest one's replaced values, every slot. */
export function revertParty(draft: Draft, ids: ReadonlySet<number>) {
  const ws = draft.ws;
  const undone = ws.effects.filter((e) => ids.has(e.entry));
  if (undone.length === 0) return;
  const back: Partial<WorldState> = {};
  for (const key of REPLACED) {
    const oldest = undone.find((e) => e[key] !== undefined);
    if (oldest) Object.assign(back, { [key]: oldest[key] });
  }
  draft.set({
    fatigue: Math.max(0, ws.fatigue - undone.reduce((sum, e) => sum + e.fatigue, 0)),
    ...back,
    effects: ws.effects.filter((e) => !ids.has(e.entry)),
  });
}
