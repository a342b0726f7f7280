/**
 * Keeps the recurring checks and announced units in step with the preset, the area and the cadences:
 * boundaries when the preset changes, the area's encounter check, and meal reminders where the preset has
 * meals. Each change is one logged entry, so undo can restore it. A switch from another preset also converts
 * the lights and fatigue and tells the GM what changed (preset-switch.ts).
 */
import { boundariesFor, mealChecks, type Reason, type RecurringCheck } from "../../core";
import { encounterCheckFor } from "../map/encounter-checks";
import type { SessionContext } from "./context";
import type { Draft } from "./draft";
import { switchPreset, type CheckChanges } from "./preset-switch";

export function reconcile(ctx: SessionContext, draft: Draft): void {
  const preset = ctx.preset;
  const reason: Reason = { kind: "setup" };
  // A state from before presets were remembered has none: setting it up is no switch.
  const switched = draft.ws.presetId !== preset.id && draft.ws.presetId !== "";
  if (draft.ws.presetId !== preset.id) {
    draft.apply({ type: "setBoundaries", boundaries: boundariesFor(preset.time) }, reason);
    draft.set({ presetId: preset.id });
  }
  const checks = reconcileChecks(draft, wantedChecks(ctx, draft));
  if (switched) switchPreset(ctx, draft, checks);
}

/** The checks the preset, the area and the cadences call for. */
function wantedChecks(ctx: SessionContext, draft: Draft): RecurringCheck[] {
  const preset = ctx.preset;
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
  return wanted;
}

/** Adds, removes and updates checks to those wanted; says which it changed, by their labels. */
function reconcileChecks(draft: Draft, wanted: readonly RecurringCheck[]): CheckChanges {
  const reason: Reason = { kind: "setup" };
  const changes = { added: [] as string[], removed: [] as string[], changed: [] as string[] };
  const current = draft.keeper.state.checks;
  for (const check of current) {
    if (
      !wanted.some((w) => w.id === check.id) &&
      draft.apply({ type: "removeCheck", id: check.id }, reason).ok
    )
      changes.removed.push(check.label);
  }
  for (const check of wanted) {
    const had = current.find((c) => c.id === check.id);
    if (!had) {
      if (draft.apply({ type: "addCheck", check }, reason).ok) changes.added.push(check.label);
    } else if (!sameCheck(had, check)) {
      const { id: _id, ...update } = check;
      if (draft.apply({ type: "updateCheck", id: check.id, changes: update }, reason).ok)
        changes.changed.push(check.label);
    }
  }
  return changes;
}

/** Whether a check already there is the one wanted (their ids matched already). */
const sameCheck = (a: RecurringCheck, b: RecurringCheck) =>
  (["every", "anchor", "label", "active", "area"] as const).every((k) => a[k] === b[k]);
