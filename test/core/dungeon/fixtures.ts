/** The dungeon rules of the three built-in presets, shared by the dungeon tests. */
import { BUILT_IN_PRESETS } from "../../../src/core";

export const four = BUILT_IN_PRESETS["four-watches"].dungeon;
export const six = BUILT_IN_PRESETS["six-watches"].dungeon;
export const segments = BUILT_IN_PRESETS["turns-rounds-segments"].dungeon;

export const raceMovement = () => {
  if (segments.movement.kind !== "race") throw new Error("turns-rounds-segments moves by race");
  return segments.movement;
};
