/**
 * The built-in presets, one per rule text in shared/seeds, named for what they are. Each is one file; adding
 * one adds its file, its test and its line here. Hosts copy one to start a custom preset.
 */
import { fourWatches } from "./four-watches";
import type { Preset } from "./model";
import { segmentCombat } from "./segment-combat";
import { sixWatches } from "./six-watches";
import { turnsRoundsSegments } from "./turns-rounds-segments";

const PRESETS = [
  fourWatches, // text 000
  sixWatches, // text 001
  turnsRoundsSegments, // text 002
  segmentCombat, // text 003
] as const;

export type BuiltInPresetId = (typeof PRESETS)[number]["id"];

export const BUILT_IN_PRESET_IDS: readonly BuiltInPresetId[] = PRESETS.map((preset) => preset.id);

export const BUILT_IN_PRESETS = Object.fromEntries(PRESETS.map((preset) => [preset.id, preset])) as Readonly<
  Record<BuiltInPresetId, Preset>
>;
