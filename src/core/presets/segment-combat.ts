/**
 * Text 003: combat in segments and rounds, 10 segments a round and 10 rounds a moment (R003-01). The text
 * gives no seconds: a moment is "about 2-3 minutes", so a segment is 2 seconds, a round 20 and a moment 200,
 * three moments to a 10-minute turn. It says nothing of exploration either, so turns, watches, light and
 * action times are 002's (an action's 1-minute "round" there is written as a minute here).
 */
import { combatRulesFor } from "../combat/rules";
import { dungeonRulesFor } from "../dungeon/rules";
import { socialRulesFor } from "../social/rules";
import { wildernessRulesFor } from "../wilderness/rules";
import { commonActions, DAY, LIGHTS_BY_TIME, unit, WATCH_4 } from "./defaults";
import { PRESET_VERSION, type Preset } from "./model";

export const segmentCombat: Preset = {
  version: PRESET_VERSION,
  id: "segment-combat",
  name: "TURNKEEPER.Preset.segment-combat.Name",
  description: "TURNKEEPER.Preset.segment-combat.Description",
  source: "TURNKEEPER.Time.Source.segment-combat",
  time: {
    units: [
      unit("segment", 2, ["seg"]),
      unit("round", 20, ["rd", "r"]),
      unit("moment", 200, ["mo"]),
      unit("turn", 600, ["t"]),
      WATCH_4,
      DAY,
    ],
    dayStart: 0,
    modes: { combat: "round", dungeon: "turn", overland: "watch" },
  },
  lights: LIGHTS_BY_TIME,
  actions: commonActions("minute"),
  dungeon: dungeonRulesFor["segment-combat"],
  wilderness: wildernessRulesFor["segment-combat"],
  social: socialRulesFor["segment-combat"],
  combat: combatRulesFor["segment-combat"],
};
