/** Meeting a wandering monster: where it is (R001-11) and how it reacts (R001-10). */
import type { DicePort } from "../dice/port";
import { rollReaction, type Reaction } from "../social/reaction";
import type { SocialRules } from "../social/rules";
import type { DungeonRules } from "./rules";

export type PartyWhere = "room" | "hall";

export type MonsterLocation =
  | { readonly where: "room"; readonly entersAtNextTurn: true }
  | { readonly where: "hall"; readonly roll: number; readonly feet: number; readonly approaching: true };

/** Null where the preset leaves the monster's whereabouts to the GM. */
export function placeMonster(rules: DungeonRules, where: PartyWhere, dice: DicePort): MonsterLocation | null {
  if (!rules.location) return null;
  if (where === "room") return { where, entersAtNextTurn: true };
  const roll = dice.roll(rules.location.hallDistance).total;
  return { where, roll, feet: roll * rules.location.hallFeetPerPoint, approaching: true };
}

export interface Meeting {
  readonly location: MonsterLocation | null;
  readonly reaction: Reaction;
}

/** Everything the host needs when a check turns up an encounter. */
export function meetMonster(
  rules: { readonly dungeon: DungeonRules; readonly social: SocialRules },
  where: PartyWhere,
  reactionModifier: number,
  dice: DicePort,
): Meeting {
  return {
    location: placeMonster(rules.dungeon, where, dice),
    reaction: rollReaction(rules.social, reactionModifier, dice),
  };
}
