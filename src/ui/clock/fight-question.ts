/**
 * What an open fight asks first (issue 21): moving the clock by a watch or longer while a fight is open asks,
 * since the fight's count does not move with it; so does camping, resting, travelling, or an action that long or
 * longer than what is left of the fight's moment. Asked when a button is pressed, apart from the fight's reading
 * (fight-reading.ts) every client draws.
 */
import { findUnit, longestAction, longestSeconds, type Preset } from "../../core";
import { duration, t, type Text } from "../i18n/text";
import { reasonText } from "../i18n/rule-words";
import { typedDuration } from "../session/gate";
import type { Intent } from "../session/intents";
import type { FightCount } from "./fight-reading";

export interface FightQuestion {
  readonly title: Text;
  readonly question: Text;
  readonly confirm: Text;
}

/** Seconds an intent moves the clock on by, where it names them (a unit, or the duration box's text). */
function secondsAsked(preset: Preset, intent: Intent): number | null {
  if (intent.type === "advanceUnit") return findUnit(preset.time, intent.unit)?.seconds ?? null;
  if (intent.type !== "advance") return null;
  if (typeof intent.by === "number") return intent.by;
  const parsed = typedDuration(intent.by, preset.time);
  return parsed.ok ? longestSeconds(parsed.value) : null;
}

/** Seconds left in the moment the fight's count is in (all of the first before the count begins). */
function momentLeft(fight: FightCount): number {
  const { segmentsPerRound, roundsPerMoment, secondsPerSegment } = fight.rules;
  const perMoment = segmentsPerRound * roundsPerMoment;
  const done = fight.now < 1 ? 0 : ((fight.now - 1) % perMoment) + 1;
  return (perMoment - done) * secondsPerSegment;
}

/**
 * What an action started from the panel or its forms asks: camping, resting and travelling always, one of the
 * preset's actions when it could last a watch or outlast the fight's moment (at its dice's highest).
 */
function actionAsked(preset: Preset, fight: FightCount, intent: Intent, watch: number): Text | null {
  if (intent.type === "camp" || intent.type === "rest" || intent.type === "travelHex") {
    const what = t(`TURNKEEPER.Log.Reason.${intent.type === "travelHex" ? "travel" : intent.type}`);
    return t("TURNKEEPER.Clock.FightAsk.long", { what });
  }
  if (intent.type !== "action") return null;
  const { action, attempts, squareFeet } = intent;
  const seconds = longestAction(preset.actions, preset.time, { action, attempts, squareFeet });
  if (seconds === null || (seconds < watch && seconds <= momentLeft(fight))) return null;
  const what = reasonText(preset, { kind: action });
  return t("TURNKEEPER.Clock.FightAsk.action", { what, time: duration(seconds) });
}

/**
 * The question to ask while a fight is open before moving the clock by a watch or longer, or starting an action
 * that long or longer than the fight's moment; null otherwise (or without a fight).
 */
export function fightQuestion(
  preset: Preset,
  fight: FightCount | null,
  intent: Intent,
): FightQuestion | null {
  const watch = findUnit(preset.time, preset.time.modes.overland)?.seconds;
  if (fight === null || watch === undefined) return null;
  const seconds = secondsAsked(preset, intent);
  const question =
    seconds === null
      ? actionAsked(preset, fight, intent, watch)
      : seconds < watch
        ? null
        : t("TURNKEEPER.Clock.FightAsk.question", { time: duration(seconds) });
  if (question === null) return null;
  return {
    title: t("TURNKEEPER.Clock.FightAsk.title"),
    question,
    confirm: t("TURNKEEPER.Clock.FightAsk.confirm"),
  };
}
