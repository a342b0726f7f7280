/**
 * Text 003: segment-based combat, 10 segments a round and 10 rounds a moment, count-up initiative, recovery
 * time and Tide of Battle. The text says nothing of exploration, so a dungeon is explored as in 002, the
 * text it follows: its turns, light and action times (an action's 1-minute "round" there is written as a
 * minute here) and its race speeds, with their normal, cautious and running paces (a speed per minute, not per
 * 20-second combat round); encounter checks, watches and travel are 000's, as in 002. The blocks other presets
 * share live with their types (dungeon, wilderness, social, combat rules.ts).
 */
import { COUNT_UP } from "../combat/rules";
import { EVERY_THIRD_TURN, RACE_SPEEDS } from "../dungeon/rules";
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
  // The text gives no dungeon turns: 002's (R002-01, R002-09), with its checks from 000 (R000-03).
  dungeon: {
    turnSeconds: 600,
    searchTurns: 1,
    encounters: EVERY_THIRD_TURN,
    location: null,
    movement: RACE_SPEEDS, // R002-03 to R002-08: the same paces as 002
  },
  wilderness: WATCHES_AND_HEXES, // the text has no hex crawl: 000's
  social: REACTION_AND_MORALE, // the text gives no reactions or morale: 001's
  // 2-second segments (see the units) with Tide of Battle (R003-03, R003-04).
  combat: { ...COUNT_UP, secondsPerSegment: 2, tideOfBattle: true },
});
