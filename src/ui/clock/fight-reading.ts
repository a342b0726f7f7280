/**
 * One reading of time in a fight (issue 21), which the tracker's count and the clock panel's fight line both
 * show: the fight's round and segment, and the clock's own reading of the moment that segment began, in the
 * clock panel's words and numbering. A combat step moves the clock by the segments it enters, so the clock
 * stands at the end of the fight's segment; the segment began one segment of world time earlier. Moving the
 * clock by a watch or longer while a fight is open asks first: the fight's count does not move with it.
 */
import { findUnit, longestSeconds, toClock, type CombatState, type Preset } from "../../core";
import { clock, duration, t, type Text } from "../i18n/text";
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

/** The question to ask before moving the clock by a watch or longer while a fight is open; null otherwise. */
export function fightQuestion(preset: Preset, fightOpen: boolean, intent: Intent): FightQuestion | null {
  if (!fightOpen) return null;
  const seconds = secondsAsked(preset, intent);
  const watch = findUnit(preset.time, preset.time.modes.overland)?.seconds;
  if (seconds === null || watch === undefined || seconds < watch) return null;
  return {
    title: t("TURNKEEPER.Clock.FightAsk.title"),
    question: t("TURNKEEPER.Clock.FightAsk.question", { time: duration(seconds) }),
    confirm: t("TURNKEEPER.Clock.FightAsk.confirm"),
  };
}
