/** Morale (R001-25 to R001-27): when to check, and whether a creature breaks. */
import type { DicePort } from "../dice/port";
import { coreError, type CoreError } from "../util/errors";
import { err, ok, type Result } from "../util/result";
import type { MoraleTrigger, SocialRules } from "./rules";

/** One side's losses: how many it had, how many are dead, and how many more are out of the fight. */
export interface SideTally {
  readonly members: number;
  readonly dead: number;
  readonly incapacitated: number;
}

const halfDown = (side: SideTally) => 2 * (side.dead + side.incapacitated) >= side.members;

/** The triggers a change in a side's losses (or a frightening effect) sets off, among those the rules use. */
export function moraleTriggers(
  rules: SocialRules,
  before: SideTally,
  after: SideTally,
  frightening = false,
): MoraleTrigger[] {
  const fired: Record<MoraleTrigger, boolean> = {
    firstDeath: before.dead === 0 && after.dead > 0,
    halfDown: !halfDown(before) && halfDown(after),
    frightening,
  };
  return rules.morale.triggers.filter((trigger) => fired[trigger]);
}

export interface MoraleCheck {
  readonly roll: number;
  /** The score after modifiers, kept within the scale; the lowest and highest scores never move. */
  readonly score: number;
  /** Over the score: the creature retreats, surrenders or panics (the GM picks which). */
  readonly breaks: boolean;
}

export function checkMorale(
  rules: SocialRules,
  score: number,
  modifier: number,
  dice: DicePort,
): Result<MoraleCheck, CoreError> {
  const { min, max, formula } = rules.morale;
  if (!Number.isSafeInteger(score) || score < min || score > max) {
    return err(coreError("social.badMoraleScore", { received: score, min, max }, "score"));
  }
  if (!Number.isSafeInteger(modifier)) {
    return err(coreError("social.badModifier", { received: modifier }, "modifier"));
  }
  const fixed = score === min || score === max;
  const effective = fixed ? score : Math.min(max, Math.max(min, score + modifier));
  const roll = dice.roll(formula).total;
  return ok({ roll, score: effective, breaks: roll > effective });
}
