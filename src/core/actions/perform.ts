/**
 * Performing an action: roll its duration through the dice port, scale it by attempts and area, and
 * advance the clock in one logged step ("search room: 2 turns"), its reason naming the areas it covered. Attempts, area and the time they come to are
 * bounded (src/core/schema/limits.ts), and the dice of every attempt are known before any is rolled, so a host
 * rolls them as one batch and plans once.
 */
import type { DicePort, RollOutcome } from "../dice/port";
import { apply, type Applied, type Timekeeper } from "../clock/log";
import { findUnit, rollDuration, type TimeScale } from "../clock/time";
import { LIMITS } from "../schema/limits";
import { coreError, type CoreError } from "../util/errors";
import { err, ok, type Result } from "../util/result";
import { asked, type ActionRequest } from "./asked";
import type { ActionsSection, Recovery } from "./model";

export interface ActionOutcome {
  readonly action: string;
  readonly seconds: number;
  readonly rolls: readonly RollOutcome[];
  readonly loud: boolean;
  /** What the action recovers, scaled by attempts (two short rests: two hit dice). */
  readonly recovers: readonly Recovery[];
  /**
   * How many of the action's areas its time was counted for (a room of 60 x 30 ft searched: 2 of 30 x 30 ft,
   * R002-09), so a card or the log can say the size; null for an action not timed per area.
   */
  readonly areas: number | null;
}

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

/**
 * The dice an action's attempts roll, in the order `planAction` rolls them: a host whose dice are not
 * synchronous rolls these first, as one batch, then plans once (none when the request cannot be planned).
 */
export function actionDice(section: ActionsSection, scale: TimeScale, request: ActionRequest): string[] {
  const found = asked(section, scale, request);
  if (!found.ok) return [];
  const { duration, attempts } = found.value;
  const formulas = duration.terms.flatMap((t) => (typeof t.amount === "string" ? [t.amount] : []));
  return Array.from({ length: attempts }, () => formulas).flat();
}

/** Works out how long an action takes, rolling any dice, without touching the clock. */
export function planAction(
  section: ActionsSection,
  scale: TimeScale,
  request: ActionRequest,
  dice: DicePort,
): Result<ActionOutcome, CoreError> {
  const found = asked(section, scale, request);
  if (!found.ok) return found;
  const { def, attempts, duration, areas } = found.value;
  const rolls: RollOutcome[] = [];
  let seconds = 0;
  for (let i = 0; i < attempts; i++) {
    const rolled = rollDuration(duration, dice);
    rolls.push(...rolled.rolls);
    seconds += rolled.seconds * areas;
  }
  const { elapsed } = request;
  if (elapsed !== undefined) {
    if (!Number.isSafeInteger(elapsed) || elapsed < 0 || elapsed > LIMITS.advanceSeconds) {
      return err(coreError("action.badElapsed", { action: def.id, elapsed }));
    }
    const unit = def.roundUpTo === undefined ? 1 : (findUnit(scale, def.roundUpTo)?.seconds ?? 1);
    seconds = Math.max(seconds, Math.ceil(elapsed / unit) * unit);
  }
  return ok({
    action: def.id,
    seconds,
    rolls,
    loud: def.loud,
    recovers: def.recovers.map((r) => scaled(r, attempts)),
    areas: def.perSquareFeet === undefined ? null : areas,
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
    ...(outcome.areas === null ? {} : { areas: outcome.areas }),
    ...(outcome.rolls.length === 0 ? {} : { rolls: outcome.rolls }),
  };
  const applied = apply(keeper, { type: "advance", to: keeper.state.time + outcome.seconds }, reason);
  return applied.ok ? ok({ ...applied.value, outcome }) : applied;
}
