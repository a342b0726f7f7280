/**
 * The running clock (issue 22): game time that runs on its own at a rate the GM sets while nothing holds it
 * (Foundry's pause, a fight, a calendar module's own real-time clock). It is kept inside the world state as
 * an anchor: the world time it stands for (`world`) at a real instant (`real`), with game microseconds counted
 * past it (`owed`). Where the world clock should stand at any real instant is then absolute (`targetAt`): the
 * host moves the world clock to that target, never by a delta, so a GM who takes over mid-minute computes the
 * same target and writes only what is missing, and nothing is counted twice however the writes are cut.
 *
 * Counting is exact: the rate is whole game milliseconds per real second, so real milliseconds times the rate
 * are game microseconds, integers; a write carries whole seconds and the rest stays counted.
 *
 * Every change the session processes moves the anchor with it (`afterMove`), so the target stays the world's
 * time plus what ran and is not written yet: a change from elsewhere (a GM's +1 turn, a calendar module, an
 * undo) shifts it by its amount; the running clock's own write reaches the target and shifts nothing.
 */
import * as v from "valibot";
import { boundedInteger } from "../schema/limits";

/** Game milliseconds per real second: 1:1 by default, from 1:10 (0.1) to 100:1. */
export const RATE_ONE = 1000;
export const RATE_MIN = 100;
export const RATE_MAX = 100_000;

/** Real time (ms) between two writes of the world clock while it runs. */
export const WRITE_EVERY_MS = 60_000;

/**
 * Real time (ms) another client's clock may stand behind the writer's (Foundry's server time as each client
 * estimates it): a forward change up to the target this much later is still the running clock's own write.
 */
export const CLOCK_SLACK_MS = 5_000;

/** Game microseconds in a second. */
const MICRO = 1_000_000;

/** What holds the clock: Foundry's pause, a fight, another module's real-time clock. */
export const HOLDS = ["pause", "fight", "calendar"] as const;
export type Hold = (typeof HOLDS)[number];

/** Real milliseconds on the host's clock (in Foundry the server's, the same on every client). */
const realMs = boundedInteger(0, Number.MAX_SAFE_INTEGER);

export const RunningClockSchema = v.strictObject({
  /** The GM's switch. */
  on: v.boolean(),
  /** Game milliseconds per real second. */
  rate: boundedInteger(RATE_MIN, RATE_MAX),
  /** What holds it now, in `HOLDS` order. */
  held: v.pipe(v.array(v.picklist(HOLDS)), v.maxLength(HOLDS.length)),
  /** The world time the anchor stands for at `real`. */
  world: v.pipe(v.number(), v.finite()),
  /** The anchor's real instant: counting runs on from it while the clock runs. */
  real: realMs,
  /** Game microseconds counted past `world` at `real` (what ran and is not in `world`). */
  owed: realMs,
});
export type RunningClock = v.InferOutput<typeof RunningClockSchema>;

/** Off, at 1:1, at the world time `world`, nothing owed. */
export const stoppedAt = (world: number): RunningClock => ({
  on: false,
  rate: RATE_ONE,
  held: [],
  world,
  real: 0,
  owed: 0,
});

/** The rate nearest a ratio (game seconds per real second), within the bounds. */
export function rateOf(ratio: number): number {
  const rate = Math.round(ratio * 1000);
  return Number.isFinite(rate) ? Math.min(RATE_MAX, Math.max(RATE_MIN, rate)) : RATE_ONE;
}

/** Whether game time runs: switched on and held by nothing. */
export const isRunning = (clock: RunningClock): boolean => clock.on && clock.held.length === 0;

/** Game microseconds counted past the anchor's world time at `now` (a time before `real` adds nothing). */
function countedAt(clock: RunningClock, now: number): number {
  if (!isRunning(clock)) return clock.owed;
  return clock.owed + clock.rate * Math.max(0, now - clock.real);
}

/** Where the world clock should stand at real time `now`: the anchor's world time and whole seconds run since. */
export const targetAt = (clock: RunningClock, now: number): number =>
  clock.world + Math.floor(countedAt(clock, now) / MICRO);

/** Whole game seconds the world clock at `world` is short of the target at `now` (0 when it is not). */
export function dueSeconds(clock: RunningClock, world: number, now: number): number {
  // A hair of tolerance: a fractional world time (a calendar module's) subtracts with rounding error.
  return Math.max(0, Math.floor(targetAt(clock, now) - world + 1e-6));
}

/** The same target from the anchor moved to `now`: whole seconds counted into `world`, the rest owed. */
function rebase(clock: RunningClock, now: number): RunningClock {
  const counted = countedAt(clock, now);
  const whole = Math.floor(counted / MICRO);
  return { ...clock, world: clock.world + whole, real: now, owed: counted - whole * MICRO };
}

/** Counts up to `now`, then takes the change: it runs on from `now` if it then runs. A change of nothing is none. */
function restate(clock: RunningClock, now: number, change: Partial<RunningClock>): RunningClock {
  const same = (Object.keys(change) as (keyof RunningClock)[]).every(
    (key) => JSON.stringify(change[key]) === JSON.stringify(clock[key]),
  );
  return same ? clock : { ...rebase(clock, now), ...change };
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

/** What the GM or the world asks of the running clock. */
export type RunningChange =
  | { readonly kind: "switch"; readonly on: boolean }
  | { readonly kind: "rate"; readonly rate: number }
  | { readonly kind: "holds"; readonly holds: Readonly<Partial<Record<Hold, boolean>>> };

/** The clock after a change at `now`. */
export function changed(clock: RunningClock, change: RunningChange, now: number): RunningClock {
  if (change.kind === "switch") return switchOn(clock, change.on, now);
  if (change.kind === "rate") return setRate(clock, change.rate, now);
  let next = clock;
  for (const [reason, held] of Object.entries(change.holds) as [Hold, boolean][])
    next = hold(next, reason, held, now);
  return next;
}

/**
 * The anchor after the session processed a change of the world clock from `from` to `to` at real time `now`,
 * `asked` seconds of it an intent's (known not to be the running clock's). A forward rest that stays within
 * the target is the running clock's own write (on whichever GM's client it was made): the target already
 * counts it. Anything else came from elsewhere and moves the target by the whole change, so what ran and is
 * not written stays owed. A small forward change from elsewhere while the clock owes more than it is taken as
 * the running clock's (a calendar module's real-time clock holds this one, so they do not tick together).
 * The session keeps the target at or past the world clock: nothing it owes is ever below it.
 */
export function afterMove(
  clock: RunningClock,
  from: number,
  to: number,
  now: number,
  asked = 0,
): RunningClock {
  if (to === from) return clock;
  const rest = to - from - asked;
  const shifted = asked === 0 ? clock : { ...clock, world: clock.world + asked };
  if (rest === 0) return shifted;
  if (rest > 0 && to <= targetAt(shifted, now + CLOCK_SLACK_MS)) return shifted;
  // What ran and is not written stays owed past `to`; an anchor behind the world (never while the session
  // keeps it) starts again from it.
  const base = rebase(clock, now);
  const unwritten = base.world - from;
  return unwritten >= 0 ? { ...base, world: to + unwritten } : { ...base, world: to, owed: 0 };
}

/**
 * When the host should look again (real ms) while the clock runs: the next whole minute counted from the
 * anchor's instant, so every writer looks at the same minutes; null while it does not run.
 */
export function nextLook(clock: RunningClock, now: number): number | null {
  if (!isRunning(clock)) return null;
  const minutes = Math.floor(Math.max(0, now - clock.real) / WRITE_EVERY_MS) + 1;
  return clock.real + minutes * WRITE_EVERY_MS;
}

/** The running clock's former setting (`turnkeeper.runningClock`, version 1), read for its switch and rate. */
const FormerSchema = v.object({
  version: v.literal(1),
  on: v.boolean(),
  rate: boundedInteger(RATE_MIN, RATE_MAX),
});

/** The switch and rate a former setting kept (null when it kept none, or does not read). */
export function formerSetting(stored: unknown): { on: boolean; rate: number } | null {
  const parsed = v.safeParse(FormerSchema, stored);
  return parsed.success ? { on: parsed.output.on, rate: parsed.output.rate } : null;
}
