/**
 * One entry per action in the time log: the light tick an encounter check costs joins the entry of the action
 * that caused it (the advance of a turn, a loud door broken), so the log is named for what the GM did.
 */
import { foldLast, type Reason } from "../../core";
import type { Draft } from "./draft";

/** Whether two reasons name the same action (a loud action's tick and then its time). */
const sameReason = (a: Reason, b: Reason) => a.kind === b.kind && a.note === b.note;

/** Folds the newest entry into the one before it, letting the record forget it. */
function fold(draft: Draft, reason?: Reason): boolean {
  const newest = draft.lastEntry();
  if (!draft.keep(foldLast(draft.keeper, reason))) return false;
  draft.removed.add(newest);
  return true;
}

/** Folds lights just burned down into the entry `into` (the advance whose check burned them), the one before. */
export function joinTick(draft: Draft, into: number): boolean {
  return draft.keeper.log?.previous?.entry.id === into && fold(draft);
}

/**
 * Folds an action's time, just logged under `reason`, into the lights its loud noise burned down before it
 * (logged under the same reason when the action was taken).
 */
export function joinActionTime(draft: Draft, reason: Reason): boolean {
  const older = draft.keeper.log?.previous?.entry;
  return !!older && older.command === "tickLights" && sameReason(older.reason, reason) && fold(draft, reason);
}
