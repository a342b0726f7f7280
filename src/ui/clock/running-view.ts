/**
 * The running clock on the clock panel (issue 22): whether game time runs on its own, at what rate, what holds
 * it, and the time it has reached since the last write (the host redraws that line between writes, from the
 * stored clock and real time, so every client sees it run). The GM switches it and sets its rate; players see
 * it run. A calendar module's own real-time clock that runs is named, and Turnkeeper's holds (never both run).
 */
import { dueSeconds, isRunning, RATE_ONE, type Hold, type RunningClock } from "../../core/clock/running";
import { clock, t, type Text } from "../i18n/text";

export interface RunningView {
  readonly on: boolean;
  /** Game time runs now: the panel marks its reading as running. */
  readonly running: boolean;
  /** The ratio as the GM types it (game seconds per real second). */
  readonly ratio: string;
  /** "Runs at 1:1", "Held: the game is paused", "Real-time clock: off". */
  readonly status: Text;
  /** The time reached, the stored time and what ran since (null while it does not run). */
  readonly reading: Text | null;
  /** The GM's switch and rate. */
  readonly canSwitch: boolean;
}

/** The ratio in words: "1:1", "10:1", "1:4" (game time to real time). */
export function ratioText(rate: number): Text {
  if (rate >= RATE_ONE) return t("TURNKEEPER.Clock.Running.ratio", { game: rate / RATE_ONE, real: 1 });
  return t("TURNKEEPER.Clock.Running.ratio", { game: 1, real: Math.round((RATE_ONE / rate) * 100) / 100 });
}

/** What holds it, first of `HOLDS` (a pause before a fight before another clock). */
const holdText = (reason: Hold, other: string | null): Text =>
  reason === "calendar"
    ? t("TURNKEEPER.Clock.Running.Held.calendar", { module: other ?? "" })
    : t(`TURNKEEPER.Clock.Running.Held.${reason}`);

/** The game time the clock has reached at real time `now`: the world time, or its target when that is ahead. */
export const runningTime = (stored: RunningClock, time: number, now: number): number =>
  time + dueSeconds(stored, time, now);

/**
 * The panel's running line. `time`: the world time the state stands at; `now`: real time (the host's, the
 * server's in Foundry); `other`: the name of a calendar module whose own real-time clock runs, if one does.
 */
export function buildRunningView(
  stored: RunningClock,
  time: number,
  now: number,
  isGM: boolean,
  other: string | null,
): RunningView {
  const running = isRunning(stored);
  const [first] = stored.held;
  let status: Text;
  if (!stored.on && other !== null) status = holdText("calendar", other);
  else if (!stored.on) status = t("TURNKEEPER.Clock.Running.off");
  else if (first !== undefined) status = holdText(first, other);
  else status = t("TURNKEEPER.Clock.Running.runs", { ratio: ratioText(stored.rate) });
  return {
    on: stored.on,
    running,
    ratio: String(stored.rate / RATE_ONE),
    status,
    reading: running ? clock(runningTime(stored, time, now), "compact") : null,
    canSwitch: isGM,
  };
}
