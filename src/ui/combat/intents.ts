/**
 * The tracker's controller: what a person asks for on the tracker (an intent), who may ask for it, and
 * the engine command it becomes. Hosts run intents through `runIntent` and store the resulting state;
 * Foundry's GM runs the intents its players send, the sandbox runs its own.
 */
import {
  applyCombatCommand,
  coreError,
  err,
  ok,
  parseWith,
  type CombatCommand,
  type CombatState,
  type CombatStep,
  type CoreError,
  type DicePort,
  type Result,
} from "../../core";
import type { RecoveryChoice, TrackerEntrant } from "./model";
import type { TrackerIntent, TrackerIntentType } from "./intent-types";
import { checkConfigure, type CombatantSettings } from "./settings";
import { TrackerIntentSchema } from "./intent-schema";

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
const AS_COMMANDS = [
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

function isCommand(
  intent: TrackerIntent,
): intent is Extract<TrackerIntent, { type: (typeof AS_COMMANDS)[number] }> {
  return (AS_COMMANDS as readonly string[]).includes(intent.type);
}

/** The engine command an intent becomes; `entrant` supplies what the host knows for rolling. */
export function toCommand(
  state: CombatState,
  intent: TrackerIntent,
  entrant: (id: string) => TrackerEntrant | undefined,
): Result<CombatCommand, CoreError> {
  if (isCommand(intent)) return ok(intent);
  switch (intent.type) {
    case "roll": {
      const e = entrant(intent.id);
      if (e === undefined) return err(trackerError("unknownEntrant", { id: intent.id }));
      return ok({
        type: "add",
        id: e.id,
        side: e.side,
        initiativeOrder: e.initiativeOrder,
        surprise: e.surprise,
        ...(e.initiativeDie === null ? {} : { initiativeDie: e.initiativeDie }),
        ...(intent.roll === undefined ? {} : { roll: intent.roll }),
      });
    }
    case "endTurn":
      return ok({
        type: "act",
        id: intent.id,
        recovery: intent.recovery,
        ...(intent.label == null ? {} : { label: intent.label }),
      });
    case "reschedule":
      return ok({ type: "setNext", id: intent.id, segment: intent.to });
    case "shiftTide": {
      const signed = signedTide(state) + (intent.toward === "party" ? 1 : -1);
      return ok({
        type: "setTide",
        side: signed === 0 ? null : signed > 0 ? "party" : "foes",
        value: Math.abs(signed),
      });
    }
    case "countOn":
      return ok({ type: "countTo", segment: intent.to });
    default:
      return err(trackerError("unknownIntent", { type: String((intent as { type: unknown }).type) }));
  }
}

export interface IntentOutcome {
  readonly step: CombatStep;
  /** A Recovery Time for the host to remember for this combatant (offered first next time). */
  readonly remember: { readonly id: string; readonly recovery: RecoveryChoice } | null;
  /** Settings for the host to keep on this combatant (its die, order and side). */
  readonly configured: CombatantSettings | null;
}

/**
 * Reads the intent through the tracker's gate (intent-schema.ts), checks the asker may, turns it into a command
 * and applies it. A refused intent returns the reason and the caller keeps its state.
 */
export function runIntent(
  state: CombatState,
  asked: TrackerIntent,
  asker: IntentAsker,
  entrant: (id: string) => TrackerEntrant | undefined,
  dice: DicePort,
): Result<IntentOutcome, CoreError> {
  const read = parseWith(TrackerIntentSchema, asked, "intent");
  if (!read.ok) return read;
  const intent = read.value;
  const allowed = authorize(intent, asker);
  if (!allowed.ok) return allowed;
  let configured: CombatantSettings | null = null;
  if (intent.type === "configure") {
    const checked = checkConfigure(state, intent);
    if (!checked.ok) return checked;
    configured = checked.value.settings;
    // Only the host's part changes (a die, or one not rolled yet): no engine step, nothing to undo.
    if (!checked.value.engine) {
      return ok({ step: { state, events: [], seconds: 0 }, remember: null, configured });
    }
  }
  const command = toCommand(state, intent, entrant);
  if (!command.ok) return command;
  const step = applyCombatCommand(state, command.value, dice);
  if (!step.ok) return step;
  const remember =
    intent.type === "endTurn"
      ? { id: intent.id, recovery: { label: intent.label ?? null, recovery: intent.recovery } }
      : null;
  return ok({ step: step.value, remember, configured });
}

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
