/**
 * The built-in presets, one per rule text in shared/seeds, named for what they are:
 * - four-watches: 10-minute turns, 1-minute rounds, four 6-hour watches, 6-mile hexes (text 000)
 * - six-watches: six 4-hour watches, 10-second rounds, overloaded encounter dice, fatigue (text 001)
 * - turns-rounds-segments: 10-minute turns, 1-minute rounds, 6-second segments, race speeds (text 002)
 * - segment-combat: 10 segments a round, 10 rounds a moment, count-up initiative (text 003)
 */
export const BUILT_IN_PRESET_IDS = [
  "four-watches",
  "six-watches",
  "turns-rounds-segments",
  "segment-combat",
] as const;
export type BuiltInPresetId = (typeof BUILT_IN_PRESET_IDS)[number];
