/**
 * What a preset sets about meeting monsters: the reaction table and morale (R001-24 to R001-27), and the
 * block every built-in preset shares. GM-editable.
 */
import * as v from "valibot";
import { FormulaSchema, wholeNumber } from "../schema/fields";
import { bandTableSchema } from "../tables/band";

export const ATTITUDES = ["attack", "hostile", "uncertain", "favourable", "veryFavourable"] as const;
export type Attitude = (typeof ATTITUDES)[number];

export const ReactionResultSchema = v.object({
  attitude: v.picklist(ATTITUDES),
  /** False where the project filled a band the rule text leaves out, so the UI can say so. */
  fromText: v.boolean(),
});
export type ReactionResult = v.InferOutput<typeof ReactionResultSchema>;

export const MORALE_TRIGGERS = ["firstDeath", "halfDown", "frightening"] as const;
export type MoraleTrigger = (typeof MORALE_TRIGGERS)[number];

export const SocialRulesSchema = v.object({
  reaction: bandTableSchema(ReactionResultSchema),
  morale: v.pipe(
    v.object({
      formula: FormulaSchema,
      /** Scores run from `min` (craven) to `max` (unbreakable); modifiers never move either end. */
      min: wholeNumber(0),
      max: wholeNumber(0),
      triggers: v.array(v.picklist(MORALE_TRIGGERS)),
    }),
    v.check((morale) => morale.min < morale.max, "social.moraleRange"),
  ),
});
export type SocialRules = v.InferOutput<typeof SocialRulesSchema>;

/**
 * 001's reaction and morale rolls, which every built-in preset shares: only 001 states them, the others
 * point to "the normal rules" (R000-25). The reaction table gives only "2 or less: immediate attack" and
 * "12 or more: very favourable" with the notes of the rows between (R001-24); the middle bands are the usual
 * 2d6 ones: 3-5 hostile (may attack if victory is likely), 6-8 uncertain (parley or bargaining), 9-11
 * favourable (no attack, open to offers).
 */
export const REACTION_AND_MORALE: SocialRules = {
  reaction: {
    formula: "2d6",
    bands: [
      { min: 2, max: 2, result: { attitude: "attack", fromText: true } },
      { min: 3, max: 5, result: { attitude: "hostile", fromText: false } },
      { min: 6, max: 8, result: { attitude: "uncertain", fromText: false } },
      { min: 9, max: 11, result: { attitude: "favourable", fromText: false } },
      { min: 12, max: 12, result: { attitude: "veryFavourable", fromText: true } },
    ],
  },
  // 2d6 against scores from 2 to 12 (R001-25, R001-27), checked on each of the text's triggers (R001-26).
  morale: { formula: "2d6", min: 2, max: 12, triggers: [...MORALE_TRIGGERS] },
};
