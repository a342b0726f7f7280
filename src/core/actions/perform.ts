/**
 * Performing an action: roll its duration through the dice port, scale it by attempts and area, and
 * advance the clock in one logged step ("search room: 2 turns"), its reason naming the areas it covered. Attempts, area and the time they come to are
 * bounded (src/core/schema/limits.ts), and the dice of every attempt are known before any is rolled, so a host
 * rolls them as one batch and plans once.
 */
import type { DicePort, RollOutcome } from "../dice/port";
import { apply, type Applied, type Timekeeper } from "../clock/log";
import {
  findUnit,
  longestSeconds,
  parseDuration,
  rollDuration,
  type Duration,
  type TimeScale,
} from "../clock/time";
import { advanceTooLong, LIMITS } from "../schema/limits";
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
  /**
   * How many of the action's areas its time was counted for (a room of 60 x 30 ft searched: 2 of 30 x 30 ft,
   * R002-09), so a card or the log can say the size; null for an action not timed per area.
   */
  readonly areas: number | null;
}

const isAttempts = (n: number) => Number.isSafeInteger(n) && n >= 1 && n <= LIMITS.attempts;

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

interface Asked {
  readonly def: ActionDef;
  readonly attempts: number;
  readonly duration: Duration;
  /** How many times the action's area the request covers (1 for actions not timed per area). */
  readonly areas: number;
  /** Seconds it takes at most, every die rolling its highest. */
  readonly longest: number;
}

/** The action a request names, its attempts, duration and areas, or why the request cannot be planned. */
function asked(section: ActionsSection, scale: TimeScale, request: ActionRequest): Result<Asked, CoreError> {
  const def: ActionDef | undefined = section.actions.find((a) => a.id === request.action);
  if (!def) return err(coreError("action.unknownAction", { action: request.action }));
  const attempts = request.attempts ?? 1;
  if (!isAttempts(attempts)) {
    return err(coreError("action.badAttempts", { action: def.id, attempts, max: LIMITS.attempts }));
  }
  const duration = parseDuration(def.duration, scale);
  if (!duration.ok) return duration;
  let areas = 1;
  if (def.perSquareFeet !== undefined && request.squareFeet !== undefined) {
    const { squareFeet } = request;
    if (!(squareFeet > 0 && squareFeet <= LIMITS.squareFeet))
      return err(coreError("action.badArea", { action: def.id, squareFeet, max: LIMITS.squareFeet }));
    areas = Math.ceil(squareFeet / def.perSquareFeet);
  }
  // Refused before any die is rolled when the dice could take it past what one advance may be.
  const longest = longestSeconds(duration.value) * attempts * areas;
  if (longest > LIMITS.advanceSeconds) return err(advanceTooLong(longest));
  return ok({ def, attempts, duration: duration.value, areas, longest });
}

/**
 * The longest an action could take, its dice all rolling their highest (a fight asks before it starts one that
 * outlasts its moment); null when the request cannot be planned.
 */
export function longestAction(
  section: ActionsSection,
  scale: TimeScale,
  request: ActionRequest,
): number | null {
  const found = asked(section, scale, request);
  return found.ok ? found.value.longest : null;
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
