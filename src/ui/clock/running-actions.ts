/**
 * The running clock's changes as intents (issue 22): the GM's switch and rate from the clock panel
 * (templates/clock/panel.hbs), read the same way by both hosts, and what holds it, which the active GM's host
 * reports. Each is one `running` intent, through the one gate (src/ui/session/intents.ts): the rate within its
 * bounds, the holds by name.
 */
import * as v from "valibot";
import { boundedInteger } from "../../core/schema/limits";
import { RATE_MAX, RATE_MIN, rateOf, type RunningChange } from "../../core/clock/running";

const held = v.optional(v.boolean());

export const RunningChangeSchema = v.variant("kind", [
  v.strictObject({ kind: v.literal("switch"), on: v.boolean() }),
  v.strictObject({ kind: v.literal("rate"), rate: boundedInteger(RATE_MIN, RATE_MAX) }),
  v.strictObject({
    kind: v.literal("holds"),
    holds: v.strictObject({ pause: held, fight: held, calendar: held }),
  }),
]);

/** The panel's names for them. */
export const RUNNING_ACTIONS = { switch: "runningSwitch", rate: "runningRate" } as const;

/**
 * A button of the running clock as a change: the switch carries the state it asks for (`data-on`), the rate
 * reads the ratio typed beside it; null for any other button or a ratio that is no number.
 */
export function parseRunningAction(
  action: string,
  dataset: Readonly<Record<string, string | undefined>>,
  ratio: unknown,
): RunningChange | null {
  if (action === RUNNING_ACTIONS.switch) return { kind: "switch", on: dataset.on === "true" };
  if (action !== RUNNING_ACTIONS.rate) return null;
  const text = typeof ratio === "number" ? String(ratio) : typeof ratio === "string" ? ratio.trim() : "";
  const typed = text === "" ? Number.NaN : Number(text.replace(",", "."));
  return Number.isFinite(typed) ? { kind: "rate", rate: rateOf(typed) } : null;
}
