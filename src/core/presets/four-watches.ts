/**
 * Text 000: 10-minute turns and 1-minute rounds, four watches of about 6 hours a day, 6-mile hexes and
 * Brawn/Cunning saves. Each figure names the line of the text it comes from; the blocks other presets share
 * live with their types (dungeon, wilderness, social and combat rules.ts).
 */
import { COUNT_UP } from "../combat/rules";
import { EVERY_THIRD_TURN, ROOM_PER_ROUND } from "../dungeon/rules";
import { REACTION_AND_MORALE } from "../social/rules";
import { WATCHES_AND_HEXES } from "../wilderness/rules";
import { action, builtInPreset, DAY, LIGHTS_BY_TIME, unit, WATCH_4 } from "./defaults";

export const fourWatches = builtInPreset("four-watches", {
  // A 1-minute round and a 10-minute turn (R000-01), four watches of about 6 hours a day (R000-07).
  units: [unit("round", 60, ["rd", "r"]), unit("turn", 600, ["t"]), WATCH_4, DAY],
  lights: LIGHTS_BY_TIME, // the text gives no light rules: 002's (defaults.ts)
  actions: {
    // One turn to search and map a room, take a short rest or make an attribute check (R000-02).
    actions: [
      action("search", "1 turn", { label: "TURNKEEPER.Time.Action.searchAndMap" }),
      action("shortRest", "1 turn"),
      action("attributeCheck", "1 turn"),
    ],
    meals: null,
  },
  dungeon: {
    turnSeconds: 600, // R000-01
    searchTurns: 1, // R000-02
    encounters: EVERY_THIRD_TURN, // R000-03, R000-04
    location: null, // the text leaves where a wandering monster turns up to the GM
    movement: ROOM_PER_ROUND, // R000-05
  },
  wilderness: WATCHES_AND_HEXES, // R000-06 to R000-25
  social: REACTION_AND_MORALE, // "the normal rules" for reactions (R000-25)
  // 1-minute rounds (R000-01): ten 6-second segments; no Tide of Battle.
  combat: { ...COUNT_UP, secondsPerSegment: 6, tideOfBattle: false },
});
