/**
 * The one gate every intent passes before it reaches the session, whatever sent it: a player's request, the
 * GM's API call or macro, the clock panel, the map, the sandbox. The IntentSchema holds every number to a safe
 * integer within its bound and every string to its length (src/core/schema/limits.ts); with the preset's time
 * scale the gate also refuses an advance longer than one may be, before any die is rolled. A bad intent comes
 * back as a CoreError naming the field ("intent.note"), and nothing is written.
 */
import {
  advanceTooLong,
  coreError,
  err,
  findUnit,
  LIMITS,
  longestSeconds,
  ok,
  parseDuration,
  parseWith,
  type CoreError,
  type Duration,
  type Result,
  type TimeScale,
} from "../../core";
import { INTENT_TYPES, IntentSchema, type Intent } from "./intents";

/** Where an intent's fields are reported from: "intent.type", "intent.area.name". */
const ROOT = "intent";

/** Reads any value as an intent, or says which field is wrong and why. */
export function gate(input: unknown, scale?: TimeScale): Result<Intent, CoreError> {
  const type = typeOf(input);
  if (type !== null && !INTENT_TYPES.includes(type)) {
    const path = `${ROOT}.type`;
    const received = type.slice(0, LIMITS.name);
    return err(coreError("intent.unknownType", { path, received, known: INTENT_TYPES.join(", ") }, path));
  }
  const parsed = parseWith(IntentSchema, input, ROOT);
  if (!parsed.ok || scale === undefined) return parsed;
  const asked = askedSeconds(parsed.value, scale);
  if (!asked.ok) return asked;
  return asked.value > LIMITS.advanceSeconds ? err(advanceTooLong(asked.value)) : parsed;
}

/** An object's `type` when it is a string (null otherwise: the schema says what is wrong). */
function typeOf(input: unknown): string | null {
  if (typeof input !== "object" || input === null || !("type" in input)) return null;
  return typeof input.type === "string" ? input.type : null;
}

/**
 * The most seconds an advance asks for, its dice at their highest, or why its duration does not read (0 for
 * other intents: an action's time and a move's distance are bounded where the rules work them out).
 */
function askedSeconds(intent: Intent, scale: TimeScale): Result<number, CoreError> {
  if (intent.type === "advanceUnit") {
    const unit = findUnit(scale, intent.unit);
    return ok(unit ? unit.seconds * (intent.count ?? 1) : 0);
  }
  if (intent.type !== "advance") return ok(0);
  if (typeof intent.by === "number") return ok(intent.by);
  const parsed = typedDuration(intent.by, scale);
  return parsed.ok ? ok(longestSeconds(parsed.value)) : parsed;
}

/**
 * An advance's typed duration, read as the clock's duration box reads it: a bare number counts in the dungeon's
 * unit and one that can only come to nothing ("0 turns") is refused. An error names the field, "intent.by".
 */
export function typedDuration(by: string, scale: TimeScale): Result<Duration, CoreError> {
  const parsed = parseDuration(by, scale, { defaultUnit: scale.modes.dungeon, refuseZero: true });
  if (parsed.ok) return parsed;
  const { code, params } = parsed.error;
  return err(coreError(code, params, `${ROOT}.by`));
}
