/**
 * One reading of time in a fight (issue 21), which the tracker's count and the clock panel's fight line both
 * show: the fight's round and segment, and the clock's own reading of the moment that segment began, in the
 * clock panel's words and numbering. A combat step moves the party in play's time by the segments it enters
 * (the world clock only past the party's lag; issue 22), so the party's time stands at the end of the fight's
 * segment, and the hosts read it here: the segment began one segment earlier. Moving the
 * clock by a watch or longer while a fight is open asks first: the fight's count does not move with it; so does
 * camping, resting, travelling, or an action that long or longer than what is left of the fight's moment.
 */
import { findUnit, longestAction, longestSeconds, toClock, type CombatState, type Preset } from "../../core";
import { clock, duration, t, type Text } from "../i18n/text";
import { reasonText } from "../i18n/rule-words";
import { typedDuration } from "../session/gate";
import type { Intent } from "../session/intents";

/** An open fight's count: where it stands (its absolute segment, 0 before the count) and the rules reading it. */
export type FightCount = Pick<CombatState, "now" | "rules">;

/**
 * The clock's reading of the moment the fight's segment began: the panel's fight line and the tracker's header
 * (src/ui/combat/build-count.ts) both show it.
 */
export function segmentBegan(count: FightCount, worldTime: number): Text {
  return clock(worldTime - count.rules.secondsPerSegment, "long");
}

/**
 * The fight's count against the clock at world time `worldTime` (where the count left the clock); without
 * `withClock` (players who may not know the exact time), the count alone.
 */
export function fightReading(count: FightCount, worldTime: number, withClock = true): Text {
  if (count.now < 1) return t("TURNKEEPER.Clock.Fight.before");
  const { round, segment } = toClock(count.now, count.rules);
  // The count in the tracker's own words ("Round 1, segment 5"), so the two read alike.
  const words = t("TURNKEEPER.Tracker.Clock", { round, segment });
  if (!withClock) return t("TURNKEEPER.Clock.Fight.count", { count: words });
  return t("TURNKEEPER.Clock.Fight.reading", { count: words, clock: segmentBegan(count, worldTime) });
}

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
