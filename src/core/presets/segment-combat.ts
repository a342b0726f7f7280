/**
 * Text 003: combat in segments and rounds, 10 segments a round and 10 rounds a moment (R003-01). The text
 * gives no seconds: a moment is "about 2-3 minutes", so a segment is 2 seconds, a round 20 and a moment 200,
 * three moments to a 10-minute turn. It says nothing of exploration either, so turns, watches, light and
 * action times are 002's (an action's 1-minute "round" there is written as a minute here).
 */
import { builtInPreset, commonActions, DAY, LIGHTS_BY_TIME, unit, WATCH_4 } from "./defaults";

export const segmentCombat = builtInPreset(
  "segment-combat",
  [
    unit("segment", 2, ["seg"]),
    unit("round", 20, ["rd", "r"]),
    unit("moment", 200, ["mo"]),
    unit("turn", 600, ["t"]),
    WATCH_4,
    DAY,
  ],
  LIGHTS_BY_TIME,
  commonActions("minute"),
);
