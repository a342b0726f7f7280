/**
 * The question the time log's undo asks first when it would take back more than one entry (issue 21): undoing
 * back to an older entry undoes every entry logged since, which one click should not do unasked. Both hosts
 * ask it in their own dialog; the newest entry alone is undone at once.
 */
import { logEntries } from "../../core";
import { t, type Text } from "../i18n/text";
import type { Intent } from "../session/intents";
import type { WorldState } from "../session/world-state";

export interface UndoQuestion {
  readonly title: Text;
  readonly question: Text;
  readonly confirm: Text;
}

/** The question to ask before performing the intent, or null when it undoes at most one entry (or is no undo). */
export function undoQuestion(state: WorldState, intent: Intent): UndoQuestion | null {
  if (intent.type !== "undo" || intent.entry === undefined) return null;
  // Newest first: the entries undone are the chosen one and every one before it in this list.
  const count = logEntries(state.keeper).findIndex((e) => e.id === intent.entry) + 1;
  if (count < 2) return null;
  return {
    title: t("TURNKEEPER.Clock.UndoAsk.title"),
    question: t("TURNKEEPER.Clock.UndoAsk.question", { count }),
    confirm: t("TURNKEEPER.Clock.UndoAsk.confirm", { count }),
  };
}
