/**
 * Travelling one hex: the core's step (time, a navigation save once a watch, fatigue) onto a card. On a map the
 * step also says where the party ends up: the hex it meant to enter, or the neighbour it veers into when lost
 * (R000-22). A failed save makes the party lost, a passed one or a guided hex finds it again.
 */
import { travelHexStep, type CoreError, type HexStep, type Result, type WildernessRules } from "../../core";
import { line, type CardLine } from "../chat/cards";
import type { Intent } from "../session/intents";
import { duration, t } from "../i18n/text";
import { terrainText } from "../i18n/rule-words";
import { navigationLines } from "../chat/card-lines";
import { noted, type SessionContext } from "../session/context";
import type { Draft } from "../session/draft";

/** A force march (R000-11) and pushed mounts, who roll for their lives at the day's end (R000-10). */
function marchLines(travel: WildernessRules["travel"], step: HexStep): CardLine[] {
  const lines: CardLine[] = [];
  if (step.forceMarch) lines.push(line(t("TURNKEEPER.Card.Travel.forceMarch"), "warning"));
  if (step.pushing && travel.kind === "hexesPerWatch") {
    const { chance, die, perConsecutiveDay } = travel.pushedMount;
    lines.push(line(t("TURNKEEPER.Card.Travel.pushed", { chance, die, more: perConsecutiveDay }), "warning"));
  }
  return lines;
}

export async function travelHex(
  ctx: SessionContext,
  draft: Draft,
  now: number,
  intent: Extract<Intent, { type: "travelHex" }>,
): Promise<Result<number, CoreError>> {
  const { wilderness, time } = ctx.preset;
  const terrain = intent.terrain ?? draft.ws.area?.terrain ?? "";
  // The core takes the intent's choices as they are, and defaults those left out.
  const { type: _type, map, ...asked } = intent;
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
  const veer = step.navigation?.veer?.direction ?? null;
  const lines: CardLine[] = [
    ...marchLines(wilderness.travel, step),
    ...(step.navigation ? navigationLines(step.navigation) : []),
  ];
  if (map) {
    const { orientation, parity, from, to } = map;
    // Hex geometry is loaded with the first step on a map (only the active GM's client takes one).
    const { stepOnMap } = await import("../../core/wilderness/map");
    const moved = stepOnMap({ orientation, parity }, from, to, veer);
    if (!moved.ok) {
      ctx.dice.take();
      return moved;
    }
    draft.step = moved.value;
    if (moved.value.veered) {
      const face = t(`TURNKEEPER.Face.${moved.value.face}`);
      lines.push(line(t("TURNKEEPER.Card.Travel.veered", { face }), "warning"));
    }
  }
  draft.post({
    kind: "navigation",
    audience: ctx.audience(),
    at: now,
    area: draft.ws.area?.name,
    title: t("TURNKEEPER.Card.Travel.title", { terrain: terrainText(terrain) }),
    lines: [line(t("TURNKEEPER.Card.Travel.time", { time: duration(step.seconds) })), ...lines],
    rolls: ctx.dice.take(),
    tone: lines.some((l) => l.tone === "danger") || draft.step?.veered ? "warning" : "neutral",
  });
  // Lost on a failed save; found on a passed one, or steering by a map or a landmark.
  const save = step.navigation?.save ?? null;
  const lost = save ? veer : intent.guided ? null : draft.ws.lost;
  return ctx.ask(
    draft,
    now,
    step.seconds,
    { kind: "travel", ...noted(terrain) },
    {
      fatigue: step.fatigue,
      fatigueProgress: step.fatigueOwed,
      navigatedWatch: step.navigatedWatch,
      lost,
    },
  );
}
