/**
 * Finding combatants, checking whose turn it is and the values commands carry; shared by the command handlers.
 * Every number a command carries is a safe integer within its bound and every name within its length
 * (src/core/schema/limits.ts), so no command can leave a state that does not store, or make a step count on
 * without end.
 */
import { LIMITS } from "../schema/limits";
import { coreError, type CoreError } from "../util/errors";
import { err, ok, type Result } from "../util/result";
import { removeAt, simultaneous } from "./queue";
import type { CombatantState, CombatState } from "./state";

export function combatError(code: string, params: Record<string, string | number> = {}): CoreError {
  return coreError(`combat.${code}`, params);
}

/** A value as an error shows it: as text, cut to a name's length (a huge value must not fill the message). */
export const shown = (value: unknown): string => String(value).slice(0, LIMITS.name);

export function findCombatant(state: CombatState, id: unknown): Result<CombatantState, CoreError> {
  // The front of the queue is the usual target, so look there first.
  const front = state.queue[0];
  if (front !== undefined && front.id === id) return ok(front);
  const c = state.queue.find((x) => x.id === id) ?? state.aside.find((x) => x.id === id);
  return c === undefined ? err(combatError("unknownCombatant", { id: shown(id) })) : ok(c);
}

/** Whether it is this combatant's turn: it interrupts, or it is in the first group of the current segment. */
export function isTurnOpen(state: CombatState, c: CombatantState): boolean {
  if (state.phase !== "running") return false;
  if (state.interrupter !== null) return c.id === state.interrupter;
  const front = state.queue[0];
  return c.status === "active" && c.next === state.now && front !== undefined && simultaneous(c, front);
}

/** The combatant `id` if it is its turn: refuses anything before its first turn (R003-06), then out of turn. */
export function turnOf(state: CombatState, id: unknown): Result<CombatantState, CoreError> {
  const found = findCombatant(state, id);
  if (!found.ok || isTurnOpen(state, found.value)) return found;
  const c = found.value;
  return err(combatError(c.hadTurn ? "notYourTurn" : "beforeFirstTurn", { id: c.id }));
}

/** The state with `c` out of the queue or the aside list, and any interrupt of its own ended. */
export function without(state: CombatState, c: CombatantState): Partial<CombatState> {
  const pos = state.queue.indexOf(c);
  const interrupter = state.interrupter === c.id ? null : state.interrupter;
  if (pos < 0) return { aside: state.aside.filter((x) => x !== c), interrupter };
  const queue = state.queue.slice();
  removeAt(queue, pos);
  return { queue, interrupter };
}

/** A whole number of segments from 1 to the most one step may reach: a Recovery Time, a countdown's timing. */
export function isSpan(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 1 && value <= LIMITS.segments;
}

/** A segment from `min` to the furthest one step may reach from now: where a turn or the count may go. */
export function segmentFrom(state: CombatState, value: unknown, min: number): Result<number, CoreError> {
  const max = state.now + LIMITS.segments;
  const fits = typeof value === "number" && Number.isSafeInteger(value) && value >= min && value <= max;
  return fits ? ok(value) : err(combatError("badSegment", { segment: shown(value), min, max }));
}

/** A name (an id, a side): not blank, and no longer than any name may be. */
export function isName(value: unknown): value is string {
  return typeof value === "string" && value.trim() !== "" && value.length <= LIMITS.name;
}

/** What a turn's action is called, or null for none; a label longer than a name may be is refused. */
export function labelOf(label: unknown): Result<string | null, CoreError> {
  if (typeof label !== "string") return ok(null);
  if (label.length > LIMITS.name)
    return err(combatError("badLabel", { length: label.length, max: LIMITS.name }));
  return ok(label);
}
