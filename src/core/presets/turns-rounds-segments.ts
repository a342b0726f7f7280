/**
 * Text 002: a 10-minute turn of ten 1-minute rounds of ten 6-second segments (R002-01; the text also says
 * "60 segments" a turn, which its 6-second segment contradicts, so the stated lengths win), and the time of
 * common actions (R002-09 to R002-15). The text gives no watches: four 6-hour watches (see defaults.ts).
 */
import { builtInPreset, commonActions, DAY, LIGHTS_BY_TIME, unit, WATCH_4 } from "./defaults";

export const turnsRoundsSegments = builtInPreset(
  "turns-rounds-segments",
  [unit("segment", 6, ["seg"]), unit("round", 60, ["rd", "r"]), unit("turn", 600, ["t"]), WATCH_4, DAY],
  LIGHTS_BY_TIME,
  commonActions("round"),
);
