/** Travelling one hex: its time by the preset, a navigation save once a watch, and the fatigue it costs. */
import {
  crossingSeconds,
  hexCost,
  navigate,
  searchSeconds,
  travelFatigue,
  type CoreError,
  type Result,
} from "../../core";
import { card, line, type Tone } from "../cards";
import type { Intent } from "../intents";
import { duration, t, type Text } from "../text";
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
  const { wilderness } = ctx.preset;
  const terrain = intent.terrain ?? draft.ws.area?.terrain ?? "";
  const travel = wilderness.travel;
  let seconds: number;
  let fatigue = 0;
  let progress = draft.ws.fatigueProgress;
  if (travel.kind === "hexesPerWatch") {
    const cost = hexCost(travel, terrain, intent.road ?? false);
    if (!cost.ok) return cost;
    const pace = travel.methods[intent.method ?? "foot"];
    seconds = Math.round((wilderness.day.watchSeconds * cost.value) / pace);
    if (intent.search) seconds += travel.exploreWatches * wilderness.day.watchSeconds;
  } else {
    const inclement = intent.inclement ?? false;
    const crossing = crossingSeconds(travel, terrain, { road: intent.road ?? false, inclement });
    if (!crossing.ok) return crossing;
    seconds = Math.round(crossing.value);
    if (intent.search) {
      const search = searchSeconds(travel, terrain, inclement);
      if (!search.ok) return search;
      seconds += Math.round(search.value);
    }
    const owed = progress + travelFatigue(travel, seconds, inclement);
    fatigue = Math.floor(owed + 1e-9);
    progress = owed - fatigue;
  }
  const lines: { text: Text; tone: Tone }[] = [];
  const watchStart =
    now -
    ((((now - ctx.preset.time.dayStart) % wilderness.day.watchSeconds) + wilderness.day.watchSeconds) %
      wilderness.day.watchSeconds);
  if (intent.navigator && !intent.guided && wilderness.navigation && draft.ws.navigatedWatch !== watchStart) {
    const { score, advantage = false, disadvantage = false } = intent.navigator;
    const nav = navigate(
      wilderness,
      { score, map: false, landmarkInSight: false, advantage, disadvantage },
      ctx.dice,
    );
    draft.set({ ...draft.ws, navigatedWatch: watchStart });
    lines.push(...navigationLines(nav));
  }
  const rolls = ctx.dice.take();
  draft.cards.push(
    card({
      kind: "navigation",
      audience: ctx.audience(),
      at: now,
      ...areaName(draft.ws.area),
      title: t("TURNKEEPER.Card.Travel.title", { terrain: terrainText(terrain) }),
      lines: [line(t("TURNKEEPER.Card.Travel.time", { time: duration(seconds) })), ...lines],
      rolls,
      tone: lines.some((l) => l.tone === "danger") ? "warning" : "neutral",
    }),
  );
  return ctx.expect(
    draft,
    now,
    seconds,
    { kind: "travel", ...(terrain ? { note: terrain } : {}) },
    fatigue,
    progress,
  );
}
