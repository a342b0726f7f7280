/** Travelling one hex: the core's step (time, a navigation save once a watch, fatigue) onto a card. */
import { travelHexStep, type CoreError, type Result } from "../../core";
import { line } from "../cards";
import type { Intent } from "../intents";
import { duration, t } from "../text";
import { terrainText } from "../words";
import { navigationLines } from "./card-lines";
import { noted, type SessionContext } from "./context";
import type { Draft } from "./draft";

export async function travelHex(
  ctx: SessionContext,
  draft: Draft,
  now: number,
  intent: Extract<Intent, { type: "travelHex" }>,
): Promise<Result<number, CoreError>> {
  const { wilderness, time } = ctx.preset;
  const terrain = intent.terrain ?? draft.ws.area?.terrain ?? "";
  // The core takes the intent's choices as they are, and defaults those left out.
  const { type: _type, ...asked } = intent;
  const hex = {
    ...asked,
    terrain,
    fatigueOwed: draft.ws.fatigueProgress,
    at: now,
    dayStart: time.dayStart,
    navigatedWatch: draft.ws.navigatedWatch,
  };
  const stepped = await ctx.dice.run((d) => travelHexStep(wilderness, hex, d));
  if (!stepped.ok) return stepped;
  const step = stepped.value;
  const lines = step.navigation ? navigationLines(step.navigation) : [];
  draft.post({
    kind: "navigation",
    audience: ctx.audience(),
    at: now,
    area: draft.ws.area?.name,
    title: t("TURNKEEPER.Card.Travel.title", { terrain: terrainText(terrain) }),
    lines: [line(t("TURNKEEPER.Card.Travel.time", { time: duration(step.seconds) })), ...lines],
    rolls: ctx.dice.take(),
    tone: lines.some((l) => l.tone === "danger") ? "warning" : "neutral",
  });
  return ctx.expect(
    draft,
    now,
    step.seconds,
    { kind: "travel", ...noted(terrain) },
    { fatigue: step.fatigue, fatigueProgress: step.fatigueOwed, navigatedWatch: step.navigatedWatch },
  );
}
