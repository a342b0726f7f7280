/**
 * What an action request asks for: the action, its attempts, duration and areas, checked against their bounds
 * (src/core/schema/limits.ts) before any die is rolled, and the longest it could take. Apart from the planning
 * (perform.ts), which only the writer runs, since every client's clock panel asks how long an action may be.
 */
import { longestSeconds, parseDuration, type Duration, type TimeScale } from "../clock/time";
import { advanceTooLong, LIMITS } from "../schema/limits";
import { coreError, type CoreError } from "../util/errors";
import { err, ok, type Result } from "../util/result";
import type { ActionDef, ActionsSection } from "./model";

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

const isAttempts = (n: number) => Number.isSafeInteger(n) && n >= 1 && n <= LIMITS.attempts;

export interface Asked {
  readonly def: ActionDef;
  readonly attempts: number;
  readonly duration: Duration;
  /** How many times the action's area the request covers (1 for actions not timed per area). */
  readonly areas: number;
  /** Seconds it takes at most, every die rolling its highest. */
  readonly longest: number;
}

/** The action a request names, its attempts, duration and areas, or why the request cannot be planned. */
export function asked(
  section: ActionsSection,
  scale: TimeScale,
  request: ActionRequest,
): Result<Asked, CoreError> {
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
