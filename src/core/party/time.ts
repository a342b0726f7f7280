/**
 * Each party's time (issue 22). The world clock stands at the time of the party furthest ahead and never goes
 * back but by an undo, and even then not below another party's time. A party stands some whole seconds behind
 * the world's second; the one in play advances on its own time up to the world, and asks the world clock only
 * for the part beyond it.
 */

/** The part of an advance of `seconds` by a party `behind` the world that the world clock must move. */
export const worldPart = (behind: number, seconds: number): number => Math.max(0, seconds - behind);

/**
 * How far the world clock goes back when the party at the world's second `world` undoes back to `to`: to the
 * later of `to` and the furthest of the other parties (`others`, their times), never forward (0 or less).
 */
export function undoPart(world: number, to: number, others: readonly number[]): number {
  return Math.min(0, Math.max(to, ...others) - world);
}

/** Where two parties meet: at the later of their times; the earlier one has `gap` seconds to spend first. */
export interface PartyMeeting {
  readonly at: number;
  readonly gap: number;
  /** Which of the two is behind (`a` when they stand at one time). */
  readonly earlier: "a" | "b";
}

export function meeting(a: number, b: number): PartyMeeting {
  return b < a ? { at: a, gap: a - b, earlier: "b" } : { at: b, gap: b - a, earlier: "a" };
}

/** How the earlier party spends its gap when two parties merge: waiting, resting, or one summarised stretch. */
export const MERGE_GAPS = ["wait", "rest", "summarise"] as const;
export type MergeGap = (typeof MERGE_GAPS)[number];
