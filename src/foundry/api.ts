/**
 * The public API on `game.modules.get("turnkeeper").api`. Documented in the README; other modules and
 * macros may rely on it, so names here are a contract.
 */
import { BUILT_IN_PRESET_IDS, type BuiltInPresetId } from "../core";
import { createCombatApi, type TurnkeeperCombatApi } from "./combat";
import type { FoundryEnv } from "./env";

export interface TurnkeeperApi {
  /** The module's version, as in its manifest. */
  readonly version: string;
  /** Ids of the presets that ship with Turnkeeper. */
  readonly presets: readonly BuiltInPresetId[];
  /** Segment combat: run tracker steps, read a combat's engine state and tracker view (combat/api.ts). */
  readonly combat: TurnkeeperCombatApi;
}

export function createApi(env: FoundryEnv, version: string): TurnkeeperApi {
  return { version, presets: BUILT_IN_PRESET_IDS, combat: createCombatApi(env) };
}
