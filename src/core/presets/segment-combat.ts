/**
 * Text 003: segment-based combat, 10 segments a round and 10 rounds a moment, count-up initiative, recovery
 * time and Tide of Battle. The text says nothing of exploration, so turns, watches, light and action times
 * are 002's (an action's 1-minute "round" there is written as a minute here) and dungeon and travel are
 * 000's; the blocks other presets share live with their types (dungeon, wilderness, social, combat rules.ts).
 */
import { COUNT_UP } from "../combat/rules";
import { EVERY_THIRD_TURN, ROOM_PER_ROUND } from "../dungeon/rules";
import { REACTION_AND_MORALE } from "../social/rules";
import { WATCHES_AND_HEXES } from "../wilderness/rules";
import { builtInPreset, commonActions, DAY, LIGHTS_BY_TIME, unit, WATCH_4 } from "./defaults";

export const segmentCombat = builtInPreset("segment-combat", {
  // 10 segments a round, 10 rounds a moment (R003-01). The text gives no seconds: a moment is "about 2-3
  // minutes", so a segment is 2 seconds, a round 20 and a moment 200, three moments to a 10-minute turn.
  units: [
    unit("segment", 2, ["seg"]),
    unit("round", 20, ["rd", "r"]),
    unit("moment", 200, ["mo"]),
    unit("turn", 600, ["t"]),
    WATCH_4,
    DAY,
  ],
  lights: LIGHTS_BY_TIME, // 002's (R002-10)
  actions: commonActions("minute"), // 002's (R002-09 to R002-15)
  // The text gives no dungeon turns: 000's (R000-01 to R000-05).
  dungeon: {
    turnSeconds: 600,
    searchTurns: 1,
    encounters: EVERY_THIRD_TURN,
    location: null,
    movement: ROOM_PER_ROUND,
  },
  wilderness: WATCHES_AND_HEXES, // the text has no hex crawl: 000's
  social: REACTION_AND_MORALE, // the text gives no reactions or morale: 001's
  // 2-second segments (see the units) with Tide of Battle (R003-03, R003-04).
  combat: { ...COUNT_UP, secondsPerSegment: 2, tideOfBattle: true },
});
