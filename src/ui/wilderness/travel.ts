/**
 * Travelling one hex: the core's step (time, a navigation save once a watch, fatigue, an encumbered member's
 * Exertion each watch) onto a card, with the watches that ended before the party got into the hex. On a map the
 * step also says where the party ends up: the hex it meant to enter, or the neighbour it veers into when lost
 * (R000-22). A failed save makes the party lost, a passed one or a guided hex finds it again.
 */
import {
  findUnit,
  travelHexStep,
  watchOfDay,
  watchStartOf,
  type CoreError,
  type HexStep,
  type Preset,
  type Result,
  type Timekeeper,
  type WildernessRules,
} from "../../core";
import { line, type CardLine } from "../chat/cards";
import type { Intent } from "../session/intents";
import { duration, t } from "../i18n/text";
import { attributeText, terrainText } from "../i18n/rule-words";
import { navigationLines } from "../chat/card-lines";
import { roughSpan, spanUnit } from "../clock/rough-span";
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

/**
 * Each watch that ended with the party still short of the hex (R000-07, R000-12): how far into the crossing it
 * ended and the rest carried into the next watch, so "It takes 1 watch" begun partway through a watch reads
 * true. Watches by their number in the day, from 1; the parts of the crossing exact where they are whole units,
 * else to the nearest ("about 33 turns"), as the GM reads a card at a glance.
 */
function shortLines(step: HexStep, preset: Preset, at: number): CardLine[] {
  const { wilderness, time } = preset;
  const { day } = wilderness;
  const { dayStart } = time;
  const crossing = duration(step.crossing);
  // Exact where it is whole units ("1 watch"), else in the nearest unit ("about 33 turns").
  const about = (seconds: number) => {
    const unit = findUnit(time, spanUnit(preset, seconds));
    return unit && seconds % unit.seconds === 0 ? duration(seconds) : roughSpan(preset, seconds);
  };
  return step.watchesEndedShort.map((end) => {
    const next = watchOfDay(day, end, dayStart) + 1;
    const data = {
      watch: watchOfDay(day, end - 1, dayStart) + 1,
      covered: about(end - at),
      crossing,
      rest: about(at + step.crossing - end),
      next: t(`TURNKEEPER.Card.Travel.${next === 1 ? "nextDay" : "nextWatch"}`, { watch: next }),
    };
    return line(t("TURNKEEPER.Card.Travel.noProgress", data), "warning");
  });
}

/** What the hex cost the party in the rules' words: the watches it ended short, each encumbered member's Exertion (R000-14). */
function costLines(step: HexStep, preset: Preset, at: number): CardLine[] {
  return [
    ...shortLines(step, preset, at),
    ...step.exertions.map(({ member, amount, attribute }) =>
      line(
        t("TURNKEEPER.Card.Travel.exert", { name: member, amount, attribute: attributeText(attribute) }),
        "warning",
      ),
    ),
  ];
}

/** What the hex cost in fatigue, where the rules count it (001): the slots and the party's total after. */
function fatigueLines(travel: WildernessRules["travel"], step: HexStep, carried: number): CardLine[] {
  if (travel.kind !== "hoursPerHex") return [];
  const data = { count: step.fatigue, total: Math.max(0, carried + step.fatigue) };
  return [line(t("TURNKEEPER.Card.Travel.fatigue", data), step.fatigue > 0 ? "warning" : "neutral")];
}

/**
 * Whether the party travelled earlier in the watch begun at `watch`: a travel entry of the log ends inside it
 * (its encumbered members Exerted for the watch then, R000-14). Read from the log, so an undone hex undoes it.
 */
function travelledSince(keeper: Timekeeper, watch: number): boolean {
  for (let node = keeper.log; node && node.entry.to > watch; node = node.previous) {
    if (node.entry.reason.kind === "travel") return true;
  }
  return false;
}

/** The intent's navigator, with the save's attribute from the rules. */
function navigatorOf(rules: WildernessRules, intent: Extract<Intent, { type: "travelHex" }>) {
  const attribute = rules.navigation?.save.attribute ?? "";
  return { name: intent.navigator?.name, assumed: intent.navigator?.assumed, attribute };
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
    travelledThisWatch: travelledSince(
      draft.keeper,
      watchStartOf(now, time.dayStart, wilderness.day.watchSeconds),
    ),
  };
  const stepped = await ctx.dice.run((d) => travelHexStep(wilderness, hex, d));
  if (!stepped.ok) return stepped;
  const step = stepped.value;
  const veer = step.navigation?.veer?.direction ?? null;
  const lines: CardLine[] = [
    ...costLines(step, ctx.preset, now),
    ...fatigueLines(wilderness.travel, step, draft.ws.fatigue),
    ...marchLines(wilderness.travel, step),
    ...(step.navigation ? navigationLines(step.navigation, navigatorOf(wilderness, intent)) : []),
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
