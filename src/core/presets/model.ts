/**
 * A preset: one table's rules for time, light, actions, dungeon turns, the wilderness, reactions and morale,
 * and combat, as JSON a game master can edit. Each section's schema belongs to the rules that read it.
 */
import * as v from "valibot";
import { ActionsSectionSchema } from "../actions";
import { CombatRulesSchema } from "../combat/rules";
import { DungeonRulesSchema } from "../dungeon/rules";
import { IdSchema } from "../schema";
import { SocialRulesSchema } from "../social/rules";
import { TimeScaleSchema } from "../clock/time";
import { LightsSectionSchema } from "../clock/timers";
import { WildernessRulesSchema } from "../wilderness/rules";

export const PRESET_VERSION = 1;

export const PresetSchema = v.strictObject({
  version: v.literal(PRESET_VERSION),
  id: IdSchema,
  /** A localization key for built-in presets, or the game master's own words; hosts localize either. */
  name: v.string(),
  description: v.string(),
  /** The rule text the preset comes from. */
  source: v.string(),
  time: TimeScaleSchema,
  lights: LightsSectionSchema,
  actions: ActionsSectionSchema,
  dungeon: DungeonRulesSchema,
  wilderness: WildernessRulesSchema,
  social: SocialRulesSchema,
  combat: CombatRulesSchema,
});
export type Preset = v.InferOutput<typeof PresetSchema>;
