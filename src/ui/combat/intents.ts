/**
 * The tracker's intents: what a person asks for on the tracker, and who may ask for it. Hosts run them through
 * `runIntent` (run-intent.ts) and store the resulting state; Foundry's GM runs the intents its players send, the
 * sandbox runs its own.
 */
import { coreError, err, ok, type CombatState, type CoreError, type Result } from "../../core";
import type { TrackerIntent, TrackerIntentType } from "./intent-types";

export type { TrackerIntent, TrackerIntentType } from "./intent-types";

/** Intents a player may send for a combatant it controls; everything else is the GM's. */
export const PLAYER_INTENTS: readonly TrackerIntentType[] = [
  "roll",
  "endTurn",
  "delay",
  "hold",
  "interrupt",
  "instant",
  "free",
];

/** Who is asking. */
export interface IntentAsker {
  readonly isGM: boolean;
  /** Whether the asker controls this combatant (a player owning its actor). */
  owns(id: string): boolean;
}

export function trackerError(code: string, params: Record<string, string | number> = {}): CoreError {
  return coreError(`tracker.${code}`, params);
}

/** Whether `asker` may ask for `intent`: the GM anything, a player only its own combatants' turns. */
export function authorize(intent: TrackerIntent, asker: IntentAsker): Result<true, CoreError> {
  if (asker.isGM) return ok(true);
  if (!PLAYER_INTENTS.includes(intent.type)) return err(trackerError("gmOnly", { action: intent.type }));
  // Every player intent names the combatant it acts for.
  const id = "id" in intent ? intent.id : null;
  if (id === null || !asker.owns(id)) return err(trackerError("notOwner", { id: String(id) }));
  return ok(true);
}

/** Party positive, foes negative, anything else 0 (the meter shows only those two). */
export function signedTide(state: CombatState): number {
  if (state.tide.side === "party") return state.tide.value;
  if (state.tide.side === "foes") return -state.tide.value;
  return 0;
}

/**
 * Intents that are engine commands as they stand: the same type and fields (a configure intent's die is the
 * host's own; the engine reads its order and side).
 */
export const AS_COMMANDS = [
  "begin",
  "delay",
  "hold",
  "interrupt",
  "instant",
  "free",
  "reorder",
  "configure",
  "defeat",
  "remove",
  "setTide",
  "addEffect",
  "removeEffect",
  "undo",
] as const satisfies readonly TrackerIntentType[];

/** `List` when it names every member of `T` (and nothing else), `never` otherwise: a check for the compiler. */
type Complete<T, List extends readonly T[]> = [Exclude<T, List[number]>] extends [never] ? List : never;

// Those the engine takes as they stand, and those toCommand turns into other commands.
const LISTED_TYPES = [...AS_COMMANDS, "roll", "endTurn", "reschedule", "shiftTide", "countOn"] as const;

/** Every intent type, for hosts that check what arrives; it fails to compile when one is left out. */
export const TRACKER_INTENT_TYPES: Complete<TrackerIntentType, typeof LISTED_TYPES> = LISTED_TYPES;

/**
 * A localization key and data for an error, with combatant ids replaced by their names where the host
 * knows them ("It is not Brakka's turn").
 */
export function describeError(
  error: CoreError,
  nameOf: (id: string) => string | undefined,
): { readonly key: string; readonly data: Record<string, string | number> } {
  const data: Record<string, string | number> = { ...error.params };
  for (const field of ["id", "name"]) {
    const value = data[field];
    if (typeof value === "string") data[field] = nameOf(value) ?? value;
  }
  return { key: `TURNKEEPER.Error.${error.code}`, data };
}
