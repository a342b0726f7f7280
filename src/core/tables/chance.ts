/** "x-in-y" chances (1-in-6, 2-in-6, 18-in-20): roll one die, succeed at or under the chance. */
import * as v from "valibot";
import type { DicePort } from "../dice/port";
import { wholeNumber } from "../schema/fields";

export interface Chance {
  readonly chance: number;
  readonly die: number;
}

export const ChanceSchema = v.object({ chance: wholeNumber(0), die: wholeNumber(1) });

export interface ChanceRoll {
  readonly roll: number;
  /** The chance after the bonus: the roll succeeds at or under it. */
  readonly target: number;
  readonly success: boolean;
}

export function rollChance(chance: Chance, dice: DicePort, bonus = 0): ChanceRoll {
  const roll = dice.roll(`1d${chance.die}`).total;
  const target = chance.chance + bonus;
  return { roll, target, success: roll <= target };
}
