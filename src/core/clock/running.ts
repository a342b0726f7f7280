/**
 * The running clock (issue 22): game time that runs on its own at a rate the GM sets while nothing holds it
 * (Foundry's pause, a fight, a calendar module's own real-time clock). The host passes real time in (never
 * read here) and writes the world clock when `writeDue` says so: once a minute of real time while it runs, at
 * once when a fight holds it (the fight starts at the right time), else when its minute is up.
 *
 * Counting is exact: the rate is whole game milliseconds per real second, so real milliseconds times the rate
 * are game microseconds, integers that carry what a write leaves over (`owed`) to the next. However the running
 * time is cut into writes, the game time written is the rate times the running real time, to the second.
 *
 * The stored value is the whole truth a new active GM needs to take over: what is counted (`since`, `owed`)
 * and when the world clock was last written (`written`), so nothing is counted twice.
 */
import * as v from "valibot";
import { boundedInteger } from "../schema/limits";

/** Game milliseconds per real second: 1:1 by default, from 1:10 (0.1) to 100:1. */
export const RATE_ONE = 1000;
export const RATE_MIN = 100;
export const RATE_MAX = 100_000;

/** Real time (ms) between two writes of the world clock while it runs. */
export const WRITE_EVERY_MS = 60_000;

/** Game microseconds in a second. */
const MICRO = 1_000_000;

/** What holds the clock: Foundry's pause, a fight, another module's real-time clock. */
export const HOLDS = ["pause", "fight", "calendar"] as const;
export type Hold = (typeof HOLDS)[number];

/** Real milliseconds on the host's clock (in Foundry the server's, the same on every client). */
const realMs = boundedInteger(0, Number.MAX_SAFE_INTEGER);

export const RunningClockSchema = v.strictObject({
  version: v.literal(1),
  /** The GM's switch. */
  on: v.boolean(),
  /** Game milliseconds per real second. */
  rate: boundedInteger(RATE_MIN, RATE_MAX),
  /** What holds it now, in `HOLDS` order. */
  held: v.pipe(v.array(v.picklist(HOLDS)), v.maxLength(HOLDS.length)),
  /** The real time counted up to while it runs; null while it does not. */
  since: v.nullable(realMs),
  /** Game microseconds counted but not written yet. */
  owed: realMs,
  /** The real time of the last write of the world clock, or when it began to run from idle (0: never). */
  written: realMs,
});
export type RunningClock = v.InferOutput<typeof RunningClockSchema>;

/** Off, at 1:1, nothing owed. */
export const STOPPED: RunningClock = {
  version: 1,
  on: false,
  rate: RATE_ONE,
  held: [],
  since: null,
  owed: 0,
  written: 0,
};

/**
 * A stored value read back (a setting, the sandbox's storage): nothing stored is the stopped clock; null when
 * it does not read (a newer Turnkeeper's), which the host leaves alone rather than overwrite.
 */
export function readRunningClock(stored: unknown): RunningClock | null {
  if (stored === null || stored === undefined) return STOPPED;
  const parsed = v.safeParse(RunningClockSchema, stored);
  return parsed.success ? parsed.output : null;
}

/** The rate nearest a ratio (game seconds per real second), within the bounds. */
export function rateOf(ratio: number): number {
  const rate = Math.round(ratio * 1000);
  return Number.isFinite(rate) ? Math.min(RATE_MAX, Math.max(RATE_MIN, rate)) : RATE_ONE;
}

/** Whether game time runs: switched on and held by nothing. */
export const isRunning = (clock: RunningClock): boolean => clock.on && clock.held.length === 0;

/** Game microseconds counted at `now` (a real time before `since` counts nothing more). */
function countedAt(clock: RunningClock, now: number): number {
  if (clock.since === null) return clock.owed;
  return clock.owed + clock.rate * Math.max(0, now - clock.since);
}

/** Whole game seconds due at `now`: what a write then would add to the world clock. */
export function dueAt(clock: RunningClock, now: number): number {
  return Math.floor(countedAt(clock, now) / MICRO);
}

/**
 * Counts up to `now`, then takes the change; it runs on from `now` if it then runs. A clock that starts from
 * idle (owing nothing) begins its minute then: its first write comes a minute later.
 */
function restate(clock: RunningClock, now: number, change: Partial<RunningClock>): RunningClock {
  const next = { ...clock, ...change, owed: countedAt(clock, now) };
  const since = clock.since ?? now;
  if (!isRunning(next)) return { ...next, since: null };
  const idle = nextLook(clock) === null;
  return { ...next, since: Math.max(now, since), ...(idle && { written: Math.max(now, clock.written) }) };
}

/** The GM switches it on or off. */
export const switchOn = (clock: RunningClock, on: boolean, now: number): RunningClock =>
  restate(clock, now, { on });

/** The GM sets the rate: what ran before counts at the old one. */
export const setRate = (clock: RunningClock, rate: number, now: number): RunningClock =>
  restate(clock, now, { rate: Math.min(RATE_MAX, Math.max(RATE_MIN, Math.round(rate))) });

/** Something starts or stops holding it. */
export function hold(clock: RunningClock, reason: Hold, held: boolean, now: number): RunningClock {
  const holds = new Set(clock.held);
  if (held) holds.add(reason);
  else holds.delete(reason);
  return restate(clock, now, { held: HOLDS.filter((h) => holds.has(h)) });
}

/**
 * Whether the host should write the world clock at `now`: a whole second is due, and its minute since the
 * last write is up, or a fight holds it (the fight's time starts where the running clock stopped).
 */
export function writeDue(clock: RunningClock, now: number): boolean {
  if (dueAt(clock, now) < 1) return false;
  return now - clock.written >= WRITE_EVERY_MS || clock.held.includes("fight");
}

/** When the host should look again (real ms): the end of the minute, while it runs or owes; null when idle. */
export function nextLook(clock: RunningClock): number | null {
  if (!isRunning(clock) && clock.owed < MICRO) return null;
  return clock.written + WRITE_EVERY_MS;
}

/** The write at `now`: the whole seconds due, and the clock that has written them (the rest carried). */
export function settle(clock: RunningClock, now: number): { clock: RunningClock; seconds: number } {
  const counted = countedAt(clock, now);
  const seconds = Math.floor(counted / MICRO);
  const since = clock.since === null ? null : Math.max(now, clock.since);
  return { clock: { ...clock, since, owed: counted - seconds * MICRO, written: now }, seconds };
}
