/**
 * Timed effects on the combat timeline (R003-02): a fast poison ticking every few segments, a held breath
 * running out. They fire when the count reaches their segment, before anyone acts in it.
 */
import type { CoreError } from "../util/errors";
import { err, ok, type Result } from "../util/result";
import type { CommandOf } from "./commands";
import { LIMITS } from "../schema/limits";
import { combatError, findCombatant, isName, isSpan, shown } from "./lookup";
import { withState, type CombatEvent, type CombatState, type TimedEffect } from "./state";

export function addEffect(
  state: CombatState,
  cmd: CommandOf<"addEffect">,
  events: CombatEvent[],
): Result<CombatState, CoreError> {
  if (!isName(cmd.id)) return err(combatError("badId", { id: shown(cmd.id) }));
  if (state.effects.some((e) => e.id === cmd.id)) return err(combatError("duplicateEffect", { id: cmd.id }));
  const every = cmd.every ?? 1;
  const times = cmd.times ?? 1;
  const label = typeof cmd.label === "string" && cmd.label.length <= LIMITS.name;
  if (!isSpan(cmd.after) || !isSpan(every) || !isSpan(times) || !label) {
    return err(combatError("badEffect", { id: cmd.id, max: LIMITS.segments, length: LIMITS.name }));
  }
  if (cmd.combatantId !== undefined) {
    const found = findCombatant(state, cmd.combatantId);
    if (!found.ok) return found;
  }
  const effect: TimedEffect = {
    id: cmd.id,
    label: cmd.label,
    combatantId: cmd.combatantId ?? null,
    at: state.now + cmd.after,
    every,
    remaining: times,
  };
  events.push({ type: "effectAdded", id: effect.id, at: effect.at });
  return ok(withState(state, { effects: [...state.effects, effect] }));
}

export function removeEffect(
  state: CombatState,
  cmd: CommandOf<"removeEffect">,
  events: CombatEvent[],
): Result<CombatState, CoreError> {
  if (!state.effects.some((e) => e.id === cmd.id)) {
    return err(combatError("unknownEffect", { id: String(cmd.id) }));
  }
  events.push({ type: "effectRemoved", id: cmd.id });
  return ok(withState(state, { effects: state.effects.filter((e) => e.id !== cmd.id) }));
}

/** The earliest segment any effect fires at, or Infinity. */
export function nextEffectAt(effects: readonly TimedEffect[]): number {
  let min = Infinity;
  for (const e of effects) if (e.at < min) min = e.at;
  return min;
}

/** Fires every effect due at `segment`, in the order they were added; spent ones leave the timeline. */
export function fireEffects(
  effects: readonly TimedEffect[],
  segment: number,
  events: CombatEvent[],
): readonly TimedEffect[] {
  const kept: TimedEffect[] = [];
  for (const e of effects) {
    if (e.at !== segment) {
      kept.push(e);
      continue;
    }
    const remaining = e.remaining - 1;
    events.push({ type: "effectFired", id: e.id, label: e.label, segment, remaining });
    if (remaining > 0) kept.push({ ...e, at: e.at + e.every, remaining });
  }
  return kept;
}
