/**
 * A long jump of the clock as a naive host handles it, for comparison: every check that fell due expanded
 * one occurrence at a time, each rolled with an awaited roll and posted as a card of its own. So Turnkeeper
 * handled a calendar set years ahead before long jumps were summarised (its cards aside).
 */
import { occurrences, type TimeEvent } from "../../src/core";
import type { HostDice } from "../../src/ui";

export interface NaiveCard {
  readonly title: string;
  readonly at: number;
  readonly total: number;
}

/** Rolls `formula` and posts a card for each check the events made due; returns how many. */
export async function naiveJump(
  events: readonly TimeEvent[],
  dice: HostDice,
  formula: string,
  post: (card: NaiveCard) => Promise<void>,
): Promise<number> {
  let checks = 0;
  for (const event of occurrences(events)) {
    if (event.type !== "checkDue") continue;
    const roll = await dice.roll(formula);
    await post({ title: event.label, at: event.at, total: roll.total });
    checks++;
  }
  return checks;
}
