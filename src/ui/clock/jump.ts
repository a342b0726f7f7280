/**
 * A long jump of the clock as the game master is asked about it (a calendar set years ahead, a module
 * enabled again after months of world time): what fell due, counted, and the choices for the encounter
 * checks among it. Types only, so the session's ports can name them.
 */

/** Roll every check (one summary card), roll only the last few as usual, or roll none. */
export const LONG_JUMP_CHOICES = ["all", "last", "skip"] as const;
export type LongJumpChoice = (typeof LONG_JUMP_CHOICES)[number];

/** A reminder (a meal, a check of the GM's own) that fell due during the jump, and how many times. */
export interface CountedReminder {
  readonly label: string;
  readonly count: number;
}

export interface LongJump {
  /** World seconds (whole) the jump starts and ends at. */
  readonly from: number;
  readonly to: number;
  /** Encounter checks that fell due in it. */
  readonly checks: number;
  /** How many of them the "last" choice rolls (fewer when fewer fell due). */
  readonly last: number;
  readonly reminders: readonly CountedReminder[];
  /** Timers that ran out in it (their lights go out whatever the choice). */
  readonly timersEnded: number;
}
