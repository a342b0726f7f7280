/**
 * Recurring checks in the words a game master uses: every 3 turns, every watch, twice a watch, aligned to
 * the clock or counted from now. What a check rolls is the business of the rules that own it (the dungeon's
 * wandering monsters, the wilderness encounters); here it is only a period and a phase.
 */
import { fixedSeconds, findUnit, parseDuration, type TimeScale } from "../time";
import { coreError, type CoreError } from "../../util/errors";
import { err, ok, type Result } from "../../util/result";
import type { RecurringCheck } from "./model";

export type CheckPeriod =
  /** A fixed duration: "3 turns", "1 watch". */
  | { readonly every: string }
  /** Several times per unit: twice a watch is { times: 2, per: "watch" }. */
  | { readonly times: number; readonly per: string };

export type CheckSpec = CheckPeriod & {
  readonly id: string;
  readonly label: string;
  /** "clock": due on the scale's own boundaries (end of every third turn of the day); "now": counted from now. */
  readonly align: "clock" | "now";
  readonly area?: string;
};

export function checkPeriod(period: CheckPeriod, scale: TimeScale): Result<number, CoreError> {
  if ("every" in period) {
    const parsed = parseDuration(period.every, scale);
    if (!parsed.ok) return parsed;
    const seconds = fixedSeconds(parsed.value);
    if (seconds === undefined || seconds < 1)
      return err(coreError("timer.badPeriod", { period: period.every }));
    return ok(seconds);
  }
  const unit = findUnit(scale, period.per);
  if (!unit) return err(coreError("time.unknownUnit", { unit: period.per }));
  const seconds = unit.seconds / period.times;
  if (!Number.isSafeInteger(period.times) || !Number.isSafeInteger(seconds) || seconds < 1) {
    return err(coreError("timer.badPeriod", { period: `${period.times}/${period.per}` }));
  }
  return ok(seconds);
}

/** A recurring check ready for an "addCheck" command. */
export function recurringCheck(
  spec: CheckSpec,
  scale: TimeScale,
  now: number,
): Result<RecurringCheck, CoreError> {
  const every = checkPeriod(spec, scale);
  if (!every.ok) return every;
  return ok({
    id: spec.id,
    label: spec.label,
    every: every.value,
    anchor: spec.align === "clock" ? scale.dayStart : now,
    active: true,
    ...(spec.area === undefined ? {} : { area: spec.area }),
  });
}
