/**
 * Action durations as preset data: how long searching, listening, resting... takes in the preset's own
 * units, whether it is loud, and what a rest recovers. Durations are typed the way a person says them.
 */
import * as v from "valibot";
import { IdSchema, uniqueBy, wholeNumber } from "../schema";

export const RecoverySchema = v.variant("kind", [
  /** Roll this many hit dice and recover that much health (002's short rest: 1). */
  v.strictObject({ kind: v.literal("hitDice"), dice: wholeNumber(1) }),
  /** Recover every hit point (002's long rest). */
  v.strictObject({ kind: v.literal("allHitPoints") }),
  /** Recover this percentage of full mana (002: 10% an hour, so full after 10 hours). */
  v.strictObject({ kind: v.literal("manaPercent"), percent: v.pipe(wholeNumber(1), v.maxValue(100)) }),
]);
export type Recovery = v.InferOutput<typeof RecoverySchema>;

export const ActionSchema = v.strictObject({
  id: IdSchema,
  /** A localization key for built-in actions, or the game master's own name. */
  label: v.string(),
  /** Time per attempt in the preset's units, dice allowed: "1 turn", "1d4 rounds", "1 hour". */
  duration: v.string(),
  /** The duration is per this many square feet (searching a room: per 30 x 30 ft, 900). */
  perSquareFeet: v.optional(wholeNumber(1)),
  /** Time actually spent is rounded up to whole units of this (combat takes whole turns). */
  roundUpTo: v.optional(IdSchema),
  /** Loud actions alert wandering monsters (breaking a door, combat). */
  loud: v.optional(v.boolean(), false),
  recovers: v.optional(v.array(RecoverySchema), []),
});
export type ActionDef = v.InferOutput<typeof ActionSchema>;

/** When to eat and what a day uses up (002: every 4-6 hours; a ration and a waterskin a day). */
export const MealsSchema = v.strictObject({
  /** How often a meal falls due, e.g. "6 hours" (002 says 4-6: the reminder comes at the latest). */
  every: v.string(),
  rationsPerDay: wholeNumber(0),
  waterskinsPerDay: wholeNumber(0),
});
export type Meals = v.InferOutput<typeof MealsSchema>;

export const ActionsSectionSchema = v.strictObject({
  actions: v.pipe(v.array(ActionSchema), uniqueBy("id")),
  /** Null where the text says nothing of food. */
  meals: v.nullable(MealsSchema),
});
export type ActionsSection = v.InferOutput<typeof ActionsSectionSchema>;
