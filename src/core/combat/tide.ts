/** Tide of Battle (R003-03, R003-04): one side favoured by a value, or neutral; the GM shifts it as sides fare. */
import type { CoreError } from "../util/errors";
import { err, ok, type Result } from "../util/result";
import type { CommandOf } from "./commands";
import { LIMITS } from "../schema/limits";
import { combatError, findCombatant, isName, shown } from "./lookup";
import { withState, type CombatEvent, type CombatState, type TideSetting } from "./state";

export const NEUTRAL_TIDE: TideSetting = { side: null, value: 0 };

/** A favoured side with a whole value of 0 or more; a value of 0 is the Neutral Tide whatever the side. */
export function checkTide(side: unknown, value: unknown): Result<TideSetting, CoreError> {
  const bad = err(combatError("badTide", { side: shown(side), value: shown(value), max: LIMITS.tide }));
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0 || value > LIMITS.tide)
    return bad;
  if (side === null) return value === 0 ? ok(NEUTRAL_TIDE) : bad;
  if (!isName(side)) return bad;
  return ok(value === 0 ? NEUTRAL_TIDE : { side, value });
}

/** Each shift is recorded with the segment it happened in. */
export function setTide(
  state: CombatState,
  cmd: CommandOf<"setTide">,
  events: CombatEvent[],
): Result<CombatState, CoreError> {
  const tide = checkTide(cmd.side, cmd.value);
  if (!tide.ok) return tide;
  const shift = { ...tide.value, at: state.now };
  events.push({ type: "tideShifted", shift });
  return ok(withState(state, { tide: tide.value, tideHistory: [...state.tideHistory, shift] }));
}

/** The bonus a combatant adds to its Attack Rolls and Defenses: the Tide value if its side is favoured. */
export function tideBonus(state: CombatState, id: string): Result<number, CoreError> {
  const found = findCombatant(state, id);
  if (!found.ok) return found;
  return ok(found.value.side === state.tide.side ? state.tide.value : 0);
}
