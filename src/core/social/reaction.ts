/** Reaction rolls (R001-24): the table's formula plus the most visible party member's modifier. */
import type { DicePort } from "../dice/port";
import { rollBandTable } from "../tables/band";
import type { ReactionResult, SocialRules } from "./rules";

export interface Reaction extends ReactionResult {
  readonly roll: number;
  readonly total: number;
}

export function rollReaction(rules: SocialRules, modifier: number, dice: DicePort): Reaction {
  const { roll, total, result } = rollBandTable(rules.reaction, dice, modifier);
  return { roll, total, ...result };
}
