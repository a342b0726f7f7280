/**
 * What the preset's actions section needs beyond its schema: every duration reads in the preset's own units,
 * and meals become recurring checks (a meal due, a day's rations and water used).
 */
import { errorAt } from "../schema";
import { checkPeriod, type RecurringCheck } from "../clock/timers";
import { DAY_SECONDS, findUnit, parseDuration, type TimeScale } from "../clock/time";
import { coreError, type CoreError } from "../util/errors";
import { err, ok, type Result } from "../util/result";
import type { ActionsSection, Meals } from "./model";

export function checkActions(
  section: ActionsSection,
  scale: TimeScale,
  root = "actions",
): Result<ActionsSection, CoreError> {
  for (const [i, action] of section.actions.entries()) {
    const parsed = parseDuration(action.duration, scale);
    if (!parsed.ok) return err(errorAt(parsed.error, `${root}.actions[${i}].duration`));
    if (action.roundUpTo !== undefined && !findUnit(scale, action.roundUpTo)) {
      const path = `${root}.actions[${i}].roundUpTo`;
      return err(coreError("time.unknownUnit", { path, unit: action.roundUpTo }, path));
    }
  }
  if (section.meals) {
    const every = checkPeriod({ every: section.meals.every }, scale);
    if (!every.ok) return err(errorAt(every.error, `${root}.meals.every`));
  }
  return ok(section);
}

/** A meal reminder counted from `now` (the last meal) and the daily upkeep at each day start. */
export function mealChecks(meals: Meals, scale: TimeScale, now: number): Result<RecurringCheck[], CoreError> {
  const every = checkPeriod({ every: meals.every }, scale);
  if (!every.ok) return every;
  return ok([
    { id: "meal", label: "TURNKEEPER.Time.Check.meal", every: every.value, anchor: now, active: true },
    {
      id: "upkeep",
      label: "TURNKEEPER.Time.Check.upkeep",
      every: DAY_SECONDS,
      anchor: scale.dayStart,
      active: true,
    },
  ]);
}
