/**
 * A new combat, before any command: its own module because every client that shows a fight not yet begun
 * needs it, while the commands that step one (engine.ts) run on the writing client alone.
 */
import { parseWith } from "../schema/issues";
import type { CoreError } from "../util/errors";
import { ok, type Result } from "../util/result";
import { CombatRulesSchema, type CombatRules } from "./rules";
import type { CombatState, TideSetting } from "./state";
import { checkTide, NEUTRAL_TIDE } from "./tide";

/** A new combat in setup, with the Tide of Battle the GM sets before anyone rolls initiative (R003-03). */
export function createCombat(
  rules: CombatRules,
  tide: TideSetting = NEUTRAL_TIDE,
): Result<CombatState, CoreError> {
  const checkedRules = parseWith(CombatRulesSchema, rules, "rules");
  if (!checkedRules.ok) return checkedRules;
  const checkedTide = checkTide(tide.side, tide.value);
  if (!checkedTide.ok) return checkedTide;
  return ok({
    version: 1,
    rules: checkedRules.value,
    phase: "setup",
    now: 0,
    queue: [],
    aside: [],
    interrupter: null,
    nextTie: 0,
    tide: checkedTide.value,
    tideHistory: [{ ...checkedTide.value, at: 0 }],
    effects: [],
    undo: null,
  });
}
