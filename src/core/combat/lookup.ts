/** Finding combatants and checking whose turn it is; shared by the command handlers. */
import { coreError, type CoreError } from "../util/errors";
import { err, ok, type Result } from "../util/result";
import { removeAt, simultaneous } from "./queue";
import type { CombatantState, CombatState } from "./state";

export function combatError(code: string, params: Record<string, string | number> = {}): CoreError {
  return coreError(`combat.${code}`, params);
}

export function findCombatant(state: CombatState, id: unknown): Result<CombatantState, CoreError> {
  // The front of the queue is the usual target, so look there first.
  const front = state.queue[0];
  if (front !== undefined && front.id === id) return ok(front);
  const c = state.queue.find((x) => x.id === id) ?? state.aside.find((x) => x.id === id);
  return c === undefined ? err(combatError("unknownCombatant", { id: String(id) })) : ok(c);
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

export function isSegment(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 1;
}

export function isName(value: unknown): value is string {
  return typeof value === "string" && value.trim() !== "";
}

export function labelOf(label: unknown): string | null {
  return typeof label === "string" ? label : null;
}
