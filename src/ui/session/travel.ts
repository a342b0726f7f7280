/** Travelling one hex: the core's step (time, a navigation save once a watch, fatigue) onto a card. */
import { travelHexStep, type CoreError, type Result } from "../../core";
import { card, line } from "../cards";
import type { Intent } from "../intents";
import { duration, t } from "../text";
import { terrainText } from "../words";
import { areaName, navigationLines } from "./card-lines";
import type { SessionContext } from "./context";
import type { Draft } from "./draft";

export function travelHex(
  ctx: SessionContext,
  draft: Draft,
  now: number,
  intent: Extract<Intent, { type: "travelHex" }>,
): Result<number, CoreError> {
  const { wilderness, time } = ctx.preset;
  const terrain = intent.terrain ?? draft.ws.area?.terrain ?? "";
  const stepped = travelHexStep(
    wilderness,
    {
      terrain,
      road: intent.road ?? false,
      search: intent.search ?? false,
      method: intent.method ?? "foot",
      inclement: intent.inclement ?? false,
      fatigueOwed: draft.ws.fatigueProgress,
      at: now,
      dayStart: time.dayStart,
      navigatedWatch: draft.ws.navigatedWatch,
      guided: intent.guided ?? false,
      ...(intent.navigator ? { navigator: intent.navigator } : {}),
    },
    ctx.dice,
  );
  if (!stepped.ok) return stepped;
  const step = stepped.value;
  const lines = step.navigation ? navigationLines(step.navigation) : [];
  draft.cards.push(
    card({
      kind: "navigation",
      audience: ctx.audience(),
      at: now,
      ...areaName(draft.ws.area),
      title: t("TURNKEEPER.Card.Travel.title", { terrain: terrainText(terrain) }),
      lines: [line(t("TURNKEEPER.Card.Travel.time", { time: duration(step.seconds) })), ...lines],
      rolls: ctx.dice.take(),
      tone: lines.some((l) => l.tone === "danger") ? "warning" : "neutral",
    }),
  );
  return ctx.expect(
    draft,
    now,
    step.seconds,
    { kind: "travel", ...(terrain ? { note: terrain } : {}) },
    { fatigue: step.fatigue, fatigueProgress: step.fatigueOwed, navigatedWatch: step.navigatedWatch },
  );
}
