/**
 * Text 002: a 10-minute turn of ten 1-minute rounds of ten 6-second segments (R002-01; the text also says
 * "60 segments" a turn, which its 6-second segment contradicts, so the stated lengths win), and the time of
 * common actions (R002-09 to R002-15). The text gives no watches: four 6-hour watches (see defaults.ts).
 */
import { combatRulesFor } from "../combat/rules";
import { dungeonRulesFor } from "../dungeon/rules";
import { socialRulesFor } from "../social/rules";
import { wildernessRulesFor } from "../wilderness/rules";
import { commonActions, DAY, LIGHTS_BY_TIME, unit, WATCH_4 } from "./defaults";
import { PRESET_VERSION, type Preset } from "./model";

export const turnsRoundsSegments: Preset = {
  version: PRESET_VERSION,
  id: "turns-rounds-segments",
  name: "TURNKEEPER.Preset.turns-rounds-segments.Name",
  description: "TURNKEEPER.Preset.turns-rounds-segments.Description",
  source: "TURNKEEPER.Time.Source.turns-rounds-segments",
  time: {
    units: [
      unit("segment", 6, ["seg"]),
      unit("round", 60, ["rd", "r"]),
      unit("turn", 600, ["t"]),
      WATCH_4,
      DAY,
    ],
    dayStart: 0,
    modes: { combat: "round", dungeon: "turn", overland: "watch" },
  },
  lights: LIGHTS_BY_TIME,
  actions: commonActions("round"),
  dungeon: dungeonRulesFor["turns-rounds-segments"],
  wilderness: wildernessRulesFor["turns-rounds-segments"],
  social: socialRulesFor["turns-rounds-segments"],
  combat: combatRulesFor["turns-rounds-segments"],
};
