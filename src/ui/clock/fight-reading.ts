/**
 * One reading of time in a fight (issue 21), which the tracker's count and the clock panel's fight line both
 * show: the fight's round and segment, and the clock's own reading of the moment that segment began, in the
 * clock panel's words and numbering. A combat step moves the party in play's time by the segments it enters
 * (the world clock only past the party's lag; issue 22), so the party's time stands at the end of the fight's
 * segment, and the hosts read it here: the segment began one segment earlier. What a fight asks before the
 * clock moves far is in fight-question.ts.
 */
import { toClock, type CombatState } from "../../core";
import { clock, t, type Text } from "../i18n/text";

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
