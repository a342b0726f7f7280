/**
 * Keeps the recurring checks and announced units in step with the preset, the area and the cadences:
 * boundaries when the preset changes, the area's encounter check, and meal reminders where the preset has
 * meals. Each change is one logged entry, so undo can restore it.
 */
import { boundariesFor, mealChecks, type Reason, type RecurringCheck } from "../../core";
import { encounterCheckFor } from "../map/areas";
import type { SessionContext } from "./context";
import type { Draft } from "./draft";

export function reconcile(ctx: SessionContext, draft: Draft): void {
  const preset = ctx.preset;
  const reason: Reason = { kind: "setup" };
  if (draft.ws.presetId !== preset.id) {
    draft.apply({ type: "setBoundaries", boundaries: boundariesFor(preset.time) }, reason);
    draft.set({ presetId: preset.id });
  }
  const wanted: RecurringCheck[] = [];
  if (draft.ws.area) {
    const check = encounterCheckFor(preset, draft.ws.area, ctx.ports.options().cadences);
    if (check.ok) wanted.push(check.value);
  }
  if (preset.actions.meals) {
    const existing = draft.keeper.state.checks.find((c) => c.id === "meal");
    const meals = mealChecks(preset.actions.meals, preset.time, existing?.anchor ?? draft.keeper.state.time);
    if (meals.ok) wanted.push(...meals.value);
  }
  const current = draft.keeper.state.checks;
  for (const check of current) {
    if (!wanted.some((w) => w.id === check.id)) draft.apply({ type: "removeCheck", id: check.id }, reason);
  }
  for (const check of wanted) {
    const had = current.find((c) => c.id === check.id);
    if (!had) draft.apply({ type: "addCheck", check }, reason);
    else if (!sameCheck(had, check)) {
      const { id: _id, ...changes } = check;
      draft.apply({ type: "updateCheck", id: check.id, changes }, reason);
    }
  }
}

/** Whether a check already there is the one wanted (their ids matched already). */
const sameCheck = (a: RecurringCheck, b: RecurringCheck) =>
  (["every", "anchor", "label", "active", "area"] as const).every((k) => a[k] === b[k]);
