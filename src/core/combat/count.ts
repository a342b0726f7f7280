/**
 * Counting segments (R003-09, R003-10): the count moves on to the next segment where anyone acts or an
 * effect fires, reporting the world time it took and the rounds and moments it closed.
 */
import type { CoreError } from "../util/errors";
import { err, ok, type Result } from "../util/result";
import { momentOf, roundOf } from "./clock";
import type { CommandOf } from "./commands";
import { nextEffectAt, fireEffects } from "./effects";
import { combatError, segmentFrom } from "./lookup";
import { stepState, withState, type CombatEvent, type CombatState } from "./state";

/** Moves the count from `state.now` to a later `to`, firing effects due there. */
function hop(state: CombatState, to: number, events: CombatEvent[]): CombatState {
  const from = state.now;
  const { rules } = state;
  events.push({ type: "advanced", from, to, seconds: (to - from) * rules.secondsPerSegment });
  // Round 0 is "before combat": nothing ends there.
  const firstRound = Math.max(roundOf(from, rules), 1);
  const lastRound = roundOf(to, rules) - 1;
  if (lastRound >= firstRound) events.push({ type: "roundEnded", from: firstRound, to: lastRound });
  const firstMoment = Math.max(momentOf(from, rules), 1);
  const lastMoment = momentOf(to, rules) - 1;
  if (lastMoment >= firstMoment) events.push({ type: "momentEnded", from: firstMoment, to: lastMoment });
  const effects = nextEffectAt(state.effects) === to ? fireEffects(state.effects, to, events) : state.effects;
  return stepState(state, state.queue, to, effects, state.undo);
}

/** Counts on until someone is due now, stopping at each effect on the way; idle when nobody is queued. */
export function settle(state: CombatState, events: CombatEvent[]): CombatState {
  if (state.phase !== "running" || state.interrupter !== null) return state;
  let current = state;
  for (;;) {
    const front = current.queue[0];
    if (front === undefined) return current;
    const due = front.next;
    if (due <= current.now) return current;
    current = hop(current, Math.min(due, nextEffectAt(current.effects)), events);
  }
}

export function begin(
  state: CombatState,
  _cmd: unknown,
  events: CombatEvent[],
): Result<CombatState, CoreError> {
  if (state.phase !== "setup") return err(combatError("alreadyStarted"));
  events.push({ type: "began" });
  return ok(withState(state, { phase: "running" }));
}

/**
 * The GM counts on by hand while nobody is due (everyone holding, or only countdowns running); the count
 * never passes a queued turn.
 */
export function countTo(
  state: CombatState,
  cmd: CommandOf<"countTo">,
  events: CombatEvent[],
): Result<CombatState, CoreError> {
  if (state.phase !== "running") return err(combatError("notStarted"));
  const checked = segmentFrom(state, cmd.segment, state.now + 1);
  if (!checked.ok) return checked;
  const segment = checked.value;
  const front = state.queue[0];
  const due = state.interrupter !== null ? state.now : (front?.next ?? Infinity);
  if (segment > due) return err(combatError("countPastTurn", { segment, due }));
  let current = state;
  while (current.now < segment)
    current = hop(current, Math.min(segment, nextEffectAt(current.effects)), events);
  return ok(current);
}
