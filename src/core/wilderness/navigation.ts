/**
 * Navigation (R000-18 to R000-21): without a map or a landmark in sight the navigator saves once a watch;
 * a failed save means the party is lost and rolls which way it veers.
 */
import type { DicePort } from "../dice/port";
import { rollBandTable } from "../tables/band";
import type { Veer, WildernessRules } from "./rules";

export type SaveMode = "normal" | "advantage" | "disadvantage";

/** Advantage and disadvantage together cancel out. */
export const saveMode = (advantage: boolean, disadvantage: boolean): SaveMode =>
  advantage === disadvantage ? "normal" : advantage ? "advantage" : "disadvantage";

export interface Save {
  readonly mode: SaveMode;
  readonly roll: number;
  readonly score: number;
  /** At or under the score. */
  readonly success: boolean;
  /** Unlike attribute checks, a failed save can never be bought into a success by exerting (R000-20). */
  readonly exertable: false;
}

/** A roll-under save: advantage keeps the lower of two dice, disadvantage the higher. */
export function rollSave(die: number, score: number, mode: SaveMode, dice: DicePort): Save {
  const formula = mode === "normal" ? `1d${die}` : `2d${die}${mode === "advantage" ? "kl" : "kh"}`;
  const roll = dice.roll(formula).total;
  return { mode, roll, score, success: roll <= score, exertable: false };
}

export interface NavigationInput {
  readonly score: number;
  readonly map: boolean;
  readonly landmarkInSight: boolean;
  /** Thoroughly explored hex, local knowledge or a navigator's Occupation (R000-19). */
  readonly advantage: boolean;
  /** Treacherous or dense terrain, at the GM's choice (R000-19). */
  readonly disadvantage: boolean;
}

export interface Navigation {
  /** Null when no save was needed. */
  readonly save: Save | null;
  /** Null unless the party is lost; "straight" means lost but by luck still on course. */
  readonly veer: { readonly roll: number; readonly direction: Veer } | null;
}

/** A watch's navigation; under rules without getting lost nobody rolls. */
export function navigate(rules: WildernessRules, input: NavigationInput, dice: DicePort): Navigation {
  const { navigation } = rules;
  if (!navigation || input.map || input.landmarkInSight) return { save: null, veer: null };
  const save = rollSave(
    navigation.save.die,
    input.score,
    saveMode(input.advantage, input.disadvantage),
    dice,
  );
  if (save.success) return { save, veer: null };
  const { roll, result } = rollBandTable(navigation.lost, dice);
  return { save, veer: { roll, direction: result } };
}
