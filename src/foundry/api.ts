/**
 * The public API on `game.modules.get("turnkeeper").api`. Documented in the README; other modules and
 * macros may rely on it, so names here are a contract.
 */
import { BUILT_IN_PRESET_IDS, type BuiltInPresetId } from "../core";
import type { FoundryEnv } from "./env";

export interface TurnkeeperApi {
  /** The module's version, as in its manifest. */
  readonly version: string;
  /** Ids of the presets that ship with Turnkeeper. */
  readonly presets: readonly BuiltInPresetId[];
}

export function createApi(_env: FoundryEnv, version: string): TurnkeeperApi {
  return { version, presets: BUILT_IN_PRESET_IDS };
}
