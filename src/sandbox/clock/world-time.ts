/**
 * The world clock in the page, where Foundry has game.time.worldTime: a number of seconds kept in storage.
 * Whoever moves it, the one who follows it (the session) hears of it and catches up, logging the time as a
 * fight's when a fight's step moved it.
 */
import type { CombatTime } from "../../ui";
import { KEYS } from "../setup/keys";
import type { SandboxStorage } from "../setup/storage";

export type TimeListener = (time: number, combat?: CombatTime) => void;

export interface WorldTime {
  /** The world time, in seconds. */
  now(): number;
  /** Sets the clock, stores it and tells the follower. */
  move(time: number, combat?: CombatTime): void;
  /** Who hears of every move (set once the session exists). */
  follow(listener: TimeListener): void;
}

/** The stored time, or the start of the preset's day on a first visit. */
export function createWorldTime(storage: SandboxStorage, dayStart: number): WorldTime {
  const stored = storage.load(KEYS.time);
  let time = typeof stored === "number" && Number.isSafeInteger(stored) ? stored : dayStart;
  let follower: TimeListener = () => undefined;
  return {
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
