/**
 * Text 000: 10-minute turns and 1-minute rounds (R000-01), four watches of about 6 hours a day (R000-07),
 * and one turn to search and map a room, take a short rest or make an attribute check (R000-02).
 */
import { action, builtInPreset, DAY, LIGHTS_BY_TIME, unit, WATCH_4 } from "./defaults";

export const fourWatches = builtInPreset(
  "four-watches",
  [unit("round", 60, ["rd", "r"]), unit("turn", 600, ["t"]), WATCH_4, DAY],
  LIGHTS_BY_TIME,
  {
    actions: [
      action("search", "1 turn", { label: "TURNKEEPER.Time.Action.searchAndMap" }),
      action("shortRest", "1 turn"),
      action("attributeCheck", "1 turn"),
    ],
    meals: null,
  },
);
