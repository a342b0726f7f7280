/**
 * The world clock in the page, where Foundry has game.time.worldTime: a number of seconds kept in storage.
 * Whoever moves it, the one who follows it (the session) hears of it and catches up, logging the time as a
 * fight's when a fight's step moved it.
 */
import { readWorldState, type CombatTime } from "../../ui";
import { KEYS } from "../setup/keys";
import type { SandboxStorage } from "../setup/storage";

export type TimeListener = (time: number, combat?: CombatTime) => void;

export interface WorldTime {
  /** The stored time, when it did not read (the page says so); undefined when it did, or none was stored. */
  readonly unread: unknown;
  /** The world time, in seconds. */
  now(): number;
  /** Sets the clock, stores it and tells the follower. */
  move(time: number, combat?: CombatTime): void;
  /** Who hears of every move (set once the session exists). */
  follow(listener: TimeListener): void;
}

/**
 * Where the stored state was left, if it reads: the clock a stored time that does not read gives way to, so the
 * session does not take the fall back to the day's start for the GM's own move of the clock and undo the lot.
 */
function leftAt(storage: SandboxStorage): number | null {
  const read = readWorldState(storage.load(KEYS.world));
  return read.ok ? read.value.value.worldTime : null;
}

/**
 * The stored time; where the stored state was left, should the stored time not read (a hand edit, an import
 * of old); else the start of the preset's day (a first visit). `unread` is the stored time that did not read.
 */
export function createWorldTime(storage: SandboxStorage, dayStart: number): WorldTime {
  const stored = storage.load(KEYS.time);
  const reads = typeof stored === "number" && Number.isSafeInteger(stored);
  const unread = reads || stored === undefined ? undefined : stored;
  let time = reads ? (stored as number) : (leftAt(storage) ?? dayStart);
  let follower: TimeListener = () => undefined;
  return {
    unread,
    now: () => time,
    move(next, combat) {
      time = next;
      storage.save(KEYS.time, time);
      follower(time, combat);
    },
    follow(listener) {
      follower = listener;
    },
  };
}
