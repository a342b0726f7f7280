/**
 * A party's lights go with its members: lights are owned by actor or token ids, so a split takes the leaving
 * members' lights out of the party's timers and a merge puts them into the other's, burning on as they were.
 */
import type { Timekeeper } from "../clock/log";
import { insertTimer, type Timer, type TimerState } from "../clock/timers";

/** The timers of `owners` taken out of a state: the state without them, and the timers themselves. */
export function takeLights(
  state: TimerState,
  owners: readonly string[],
): { readonly kept: TimerState; readonly taken: readonly Timer[] } {
  const leaving = (t: Timer) => t.owner !== undefined && owners.includes(t.owner);
  const taken = state.timers.filter(leaving);
  if (taken.length === 0) return { kept: state, taken };
  return { kept: { ...state, timers: state.timers.filter((t) => !leaving(t)) }, taken };
}

/**
 * Timers from another state given to this one, each with an id of this state's (ids name timers within one
 * state), kept in the expiry order.
 */
export function giveLights(state: TimerState, timers: readonly Timer[]): TimerState {
  let next = state.nextId;
  let index = state.timers;
  for (const timer of timers) index = insertTimer(index, { ...timer, id: `t${next++}` });
  return { ...state, timers: index, nextId: next };
}

/**
 * A keeper without its log, for a party that leaves play or changes its members: its entries are in the
 * campaign record, and undo cannot reach back past the change (an older entry's undo would put back lights
 * that went with the members). Its entry ids go on from where they stood, so none is given twice.
 */
export const withoutLog = (keeper: Timekeeper): Timekeeper => ({ ...keeper, log: null, logLength: 0 });
