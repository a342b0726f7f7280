/** Shared by the session tests: a turn in seconds, and a dungeon area to set. */
import { newArea, type Area } from "../../../src/ui";

export const TURN = 600;
export const dungeon = (level: Area["level"] = "normal", name = "Upper halls"): Area => ({
  ...newArea("dungeon", name),
  level,
});
