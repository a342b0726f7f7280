/** The four built-in presets, by id. Hosts copy one to start a custom preset. */
import { fourWatches } from "./four-watches";
import type { BuiltInPresetId } from "./ids";
import type { Preset } from "./model";
import { segmentCombat } from "./segment-combat";
import { sixWatches } from "./six-watches";
import { turnsRoundsSegments } from "./turns-rounds-segments";

export const BUILT_IN_PRESETS: Readonly<Record<BuiltInPresetId, Preset>> = {
  "four-watches": fourWatches,
  "six-watches": sixWatches,
  "turns-rounds-segments": turnsRoundsSegments,
  "segment-combat": segmentCombat,
};
