/**
 * Resting and camping: the preset's short rest (or an hour that recovers fatigue), and camp, which seeks
 * shelter and rests until the next day begins.
 */
import { DAY_SECONDS, nextAfter, planAction, restRecovery, type CoreError, type Result } from "../../core";
import type { Intent } from "../session/intents";
import { noted, type SessionContext } from "../session/context";
import type { Draft } from "../session/draft";
import { shelter } from "../wilderness/rolls";

const HOUR = 3600;

/** Fatigue slots a rest of `seconds` recovers, where the rules have fatigue (R001-20), as the party's change. */
export function recovery(ctx: SessionContext, draft: Draft, seconds: number): number {
  const travel = ctx.preset.wilderness.travel;
  return travel.kind === "hoursPerHex" ? -Math.min(draft.ws.fatigue, restRecovery(travel, seconds)) : 0;
}

export async function rest(
  ctx: SessionContext,
  draft: Draft,
  now: number,
  note?: string,
): Promise<Result<number, CoreError>> {
  const preset = ctx.preset;
  const rest = preset.actions.actions.find((a) => a.id === "shortRest");
  if (rest) {
    const plan = await ctx.dice.run((d) => planAction(preset.actions, preset.time, { action: rest.id }, d));
    ctx.dice.take();
    if (!plan.ok) return plan;
    return ctx.ask(draft, now, plan.value.seconds, { kind: rest.id, ...noted(note) });
  }
  // No rest action in the preset: an hour's rest, which recovers fatigue where the rules have it.
  return ctx.ask(draft, now, HOUR, { kind: "rest", ...noted(note) }, { fatigue: recovery(ctx, draft, HOUR) });
}

export async function camp(
  ctx: SessionContext,
  draft: Draft,
  now: number,
  intent: Extract<Intent, { type: "camp" }>,
): Promise<Result<number, CoreError>> {
  const preset = ctx.preset;
  const terrain = intent.terrain ?? draft.ws.area?.terrain ?? "";
  if (preset.wilderness.shelter && !intent.tents && intent.season && terrain !== "") {
    const sheltered = await shelter(ctx, draft, now, terrain, intent.season, intent.members ?? []);
    if (!sheltered.ok) return sheltered;
  }
  // Camp and rest until the next day begins.
  const seconds = nextAfter({ every: DAY_SECONDS, anchor: preset.time.dayStart }, now) - now;
  return ctx.ask(
    draft,
    now,
    seconds,
    { kind: "camp", ...noted(terrain) },
    { fatigue: recovery(ctx, draft, seconds), fatigueProgress: 0 },
  );
}
