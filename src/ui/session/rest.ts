/**
 * Resting and camping: the preset's short rest (or an hour that recovers fatigue), and camp, which seeks
 * shelter and rests until the next day begins.
 */
import { DAY_SECONDS, nextAfter, planAction, restRecovery, type CoreError, type Result } from "../../core";
import type { Intent } from "../intents";
import type { SessionContext } from "./context";
import type { Draft } from "./draft";
import { shelter } from "./wilderness-rolls";

const HOUR = 3600;

export function rest(
  ctx: SessionContext,
  draft: Draft,
  now: number,
  note?: string,
): Result<number, CoreError> {
  const preset = ctx.preset;
  const rest = preset.actions.actions.find((a) => a.id === "shortRest");
  const reasonNote = note ? { note } : {};
  if (rest) {
    const plan = planAction(preset.actions, preset.time, { action: rest.id }, ctx.dice);
    ctx.dice.take();
    if (!plan.ok) return plan;
    return ctx.expect(draft, now, plan.value.seconds, { kind: rest.id, ...reasonNote });
  }
  // No rest action in the preset: an hour's rest, which recovers fatigue where the rules have it (R001-20).
  const travel = preset.wilderness.travel;
  const recovered =
    travel.kind === "hoursPerHex" ? Math.min(draft.ws.fatigue, restRecovery(travel, HOUR)) : 0;
  return ctx.expect(draft, now, HOUR, { kind: "rest", ...reasonNote }, { fatigue: -recovered });
}

export function camp(
  ctx: SessionContext,
  draft: Draft,
  now: number,
  intent: Extract<Intent, { type: "camp" }>,
): Result<number, CoreError> {
  const preset = ctx.preset;
  const terrain = intent.terrain ?? draft.ws.area?.terrain ?? "";
  if (preset.wilderness.shelter && !intent.tents && intent.season && terrain !== "") {
    const sheltered = shelter(ctx, draft, now, terrain, intent.season, intent.members ?? []);
    if (!sheltered.ok) return sheltered;
  }
  // Camp and rest until the next day begins.
  const next = nextAfter({ every: DAY_SECONDS, anchor: preset.time.dayStart }, now);
  const seconds = next - now;
  const travel = preset.wilderness.travel;
  const recovered =
    travel.kind === "hoursPerHex" ? Math.min(draft.ws.fatigue, restRecovery(travel, seconds)) : 0;
  return ctx.expect(
    draft,
    now,
    seconds,
    { kind: "camp", ...(terrain ? { note: terrain } : {}) },
    { fatigue: -recovered, fatigueProgress: 0 },
  );
}
