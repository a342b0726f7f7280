/**
 * Text 000: 10-minute turns and 1-minute rounds (R000-01), four watches of about 6 hours a day (R000-07),
 * and one turn to search and map a room, take a short rest or make an attribute check (R000-02).
 */
import { combatRulesFor } from "../combat/rules";
import { dungeonRulesFor } from "../dungeon/rules";
import { socialRulesFor } from "../social/rules";
import { wildernessRulesFor } from "../wilderness/rules";
import { action, DAY, LIGHTS_BY_TIME, unit, WATCH_4 } from "./defaults";
import { PRESET_VERSION, type Preset } from "./model";

export const fourWatches: Preset = {
  version: PRESET_VERSION,
  id: "four-watches",
  name: "TURNKEEPER.Preset.four-watches.Name",
  description: "TURNKEEPER.Preset.four-watches.Description",
  source: "TURNKEEPER.Time.Source.four-watches",
  time: {
    units: [unit("round", 60, ["rd", "r"]), unit("turn", 600, ["t"]), WATCH_4, DAY],
    dayStart: 0,
    modes: { combat: "round", dungeon: "turn", overland: "watch" },
  },
  lights: LIGHTS_BY_TIME,
  actions: {
    actions: [
      action("search", "TURNKEEPER.Time.Action.searchAndMap", "1 turn"),
      action("shortRest", "TURNKEEPER.Time.Action.shortRest", "1 turn"),
      action("attributeCheck", "TURNKEEPER.Time.Action.attributeCheck", "1 turn"),
    ],
    meals: null,
  },
  dungeon: dungeonRulesFor["four-watches"],
  wilderness: wildernessRulesFor["four-watches"],
  social: socialRulesFor["four-watches"],
  combat: combatRulesFor["four-watches"],
};
