/**
 * The running clock's buttons on the clock panel (templates/clock/panel.hbs): the GM's switch and rate, read the
 * same way by both hosts, and the gate a request for them passes on the active GM (the rate within its bounds).
 */
import * as v from "valibot";
import { boundedInteger } from "../../core/schema/limits";
import { RATE_MAX, RATE_MIN, rateOf } from "../../core/clock/running";

export const RunningIntentSchema = v.variant("kind", [
  v.strictObject({ kind: v.literal("switch"), on: v.boolean() }),
  v.strictObject({ kind: v.literal("rate"), rate: boundedInteger(RATE_MIN, RATE_MAX) }),
]);
export type RunningIntent = v.InferOutput<typeof RunningIntentSchema>;

/** A running clock intent from anywhere, or null when it does not pass. */
export function gateRunning(data: unknown): RunningIntent | null {
  const parsed = v.safeParse(RunningIntentSchema, data);
  return parsed.success ? parsed.output : null;
}

/** The panel's names for them. */
export const RUNNING_ACTIONS = { switch: "runningSwitch", rate: "runningRate" } as const;

/**
 * A button of the running clock as an intent: the switch carries the state it asks for (`data-on`), the rate
 * reads the ratio typed beside it; null for any other button or a ratio that is no number.
 */
export function parseRunningAction(
  action: string,
  dataset: Readonly<Record<string, string | undefined>>,
  ratio: unknown,
): RunningIntent | null {
  if (action === RUNNING_ACTIONS.switch) return { kind: "switch", on: dataset.on === "true" };
  if (action !== RUNNING_ACTIONS.rate) return null;
  const text = typeof ratio === "number" ? String(ratio) : typeof ratio === "string" ? ratio.trim() : "";
  const typed = text === "" ? Number.NaN : Number(text.replace(",", "."));
  return Number.isFinite(typed) ? { kind: "rate", rate: rateOf(typed) } : null;
}
