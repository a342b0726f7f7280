/**
 * Text 002: 10-minute turns, 1-minute rounds, 6-second segments, race speeds and action durations. Each figure
 * names the line of the text it comes from; the blocks other presets share live with their types (dungeon,
 * wilderness, social and combat rules.ts). The text gives no watches, encounter checks or travel: 000's.
 */
import { COUNT_UP } from "../combat/rules";
import { EVERY_THIRD_TURN, RACE_SPEEDS } from "../dungeon/rules";
import { REACTION_AND_MORALE } from "../social/rules";
import { WATCHES_AND_HEXES } from "../wilderness/rules";
import { builtInPreset, commonActions, DAY, LIGHTS_BY_TIME, unit, WATCH_4 } from "./defaults";

export const turnsRoundsSegments = builtInPreset("turns-rounds-segments", {
  // A 10-minute turn of ten 1-minute rounds of ten 6-second segments (R002-01; the text also says "60
  // segments" a turn, which its 6-second segment contradicts, so the stated lengths win). Watches: 000's.
  units: [
    unit("segment", 6, ["seg"]),
    unit("round", 60, ["rd", "r"]),
    unit("turn", 600, ["t"]),
    WATCH_4,
    DAY,
  ],
  lights: LIGHTS_BY_TIME, // R002-10
  actions: commonActions("round"), // R002-09 to R002-15
  dungeon: {
    turnSeconds: 600, // R002-01
    searchTurns: 1, // R002-09
    encounters: EVERY_THIRD_TURN, // the text gives no encounter checks: 000's
    location: null,
    movement: RACE_SPEEDS, // R002-03 to R002-08
  },
  wilderness: WATCHES_AND_HEXES, // the text has no hex crawl: 000's
  social: REACTION_AND_MORALE, // the text gives no reactions or morale: 001's
  // 6-second segments, ten to the 1-minute round (R002-01); no Tide of Battle.
  combat: { ...COUNT_UP, secondsPerSegment: 6, tideOfBattle: false },
});
