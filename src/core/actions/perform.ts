/**
 * Performing an action: roll its duration through the dice port, scale it by attempts and area, and
 * advance the clock in one logged step ("search room: 2 turns").
 */
import type { DicePort, RollOutcome } from "../dice/port";
import { apply, type Applied, type Timekeeper } from "../clock/log";
import { findUnit, parseDuration, rollDuration, type TimeScale } from "../clock/time";
import { coreError, type CoreError } from "../util/errors";
import { err, ok, type Result } from "../util/result";
import type { ActionDef, ActionsSection, Recovery } from "./model";

export interface ActionRequest {
  readonly action: string;
  /** Listening three times, searching for traps twice: each attempt is rolled on its own. Default 1. */
  readonly attempts?: number;
  /** The area searched or mapped, for actions timed per area. */
  readonly squareFeet?: number;
  /** Seconds actually spent when longer than listed (a fight's rounds), rounded up to the action's unit. */
  readonly elapsed?: number;
  readonly note?: string;
}

export interface ActionOutcome {
  readonly action: string;
  readonly seconds: number;
  readonly rolls: readonly RollOutcome[];
  readonly loud: boolean;
  /** What the action recovers, scaled by attempts (two short rests: two hit dice). */
  readonly recovers: readonly Recovery[];
}

const isCount = (n: number) => Number.isSafeInteger(n) && n >= 1;

function scaled(recovery: Recovery, attempts: number): Recovery {
  switch (recovery.kind) {
    case "hitDice":
      return { ...recovery, dice: recovery.dice * attempts };
    case "manaPercent":
      return { ...recovery, percent: Math.min(100, recovery.percent * attempts) };
    case "allHitPoints":
      return recovery;
  }
}

/** Works out how long an action takes, rolling any dice, without touching the clock. */
export function planAction(
  section: ActionsSection,
  scale: TimeScale,
  request: ActionRequest,
  dice: DicePort,
): Result<ActionOutcome, CoreError> {
  const def: ActionDef | undefined = section.actions.find((a) => a.id === request.action);
  if (!def) return err(coreError("action.unknownAction", { action: request.action }));
  const attempts = request.attempts ?? 1;
  if (!isCount(attempts)) return err(coreError("action.badAttempts", { action: def.id, attempts }));
  const duration = parseDuration(def.duration, scale);
  if (!duration.ok) return duration;
  let areas = 1;
  if (def.perSquareFeet !== undefined && request.squareFeet !== undefined) {
    if (!(request.squareFeet > 0))
      return err(coreError("action.badArea", { action: def.id, squareFeet: request.squareFeet }));
    areas = Math.ceil(request.squareFeet / def.perSquareFeet);
  }
  const rolls: RollOutcome[] = [];
  let seconds = 0;
  for (let i = 0; i < attempts; i++) {
    const rolled = rollDuration(duration.value, dice);
    rolls.push(...rolled.rolls);
    seconds += rolled.seconds * areas;
  }
  if (request.elapsed !== undefined) {
    if (!Number.isSafeInteger(request.elapsed) || request.elapsed < 0) {
      return err(coreError("action.badElapsed", { action: def.id, elapsed: request.elapsed }));
    }
    const unit = def.roundUpTo === undefined ? 1 : (findUnit(scale, def.roundUpTo)?.seconds ?? 1);
    seconds = Math.max(seconds, Math.ceil(request.elapsed / unit) * unit);
  }
  return ok({
    action: def.id,
    seconds,
    rolls,
    loud: def.loud,
    recovers: def.recovers.map((r) => scaled(r, attempts)),
  });
}

/** Plans the action and advances the clock by its time in one logged entry. */
export function performAction(
  keeper: Timekeeper,
  section: ActionsSection,
  scale: TimeScale,
  request: ActionRequest,
  dice: DicePort,
): Result<Applied & { readonly outcome: ActionOutcome }, CoreError> {
  const plan = planAction(section, scale, request, dice);
  if (!plan.ok) return plan;
  const outcome = plan.value;
  const reason = {
    kind: outcome.action,
    ...(request.note === undefined ? {} : { note: request.note }),
    ...(outcome.rolls.length === 0 ? {} : { rolls: outcome.rolls }),
  };
  const applied = apply(keeper, { type: "advance", to: keeper.state.time + outcome.seconds }, reason);
  return applied.ok ? ok({ ...applied.value, outcome }) : applied;
}
