/**
 * Running a tracker intent: read through the tracker's gate, checked against who asks (and a combatant's
 * settings against the fight, settings.ts), turned into the engine command it becomes and applied. Only the client that writes the fight runs it (Foundry's active GM, whose
 * driver is loaded with import(); the sandbox's fight), so it lives apart from what every client reads.
 */
import {
  applyCombatCommand,
  checkCombatantSettings,
  combatant,
  coreError,
  err,
  initiativeRange,
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
import type { TrackerIntent } from "./intent-types";
import { AS_COMMANDS, authorize, signedTide, trackerError, type IntentAsker } from "./intents";
import type { CombatantSettings } from "./settings";
import { TrackerIntentSchema } from "./intent-schema";

/**
 * Checks a configure intent against the state: the die must be one the engine can roll, the order and
 * side usable. `engine` says whether the engine has a change to make (it has rolled, and order or side
 * differ), so a change of die alone is no engine step.
 */
export function checkConfigure(
  state: CombatState,
  settings: CombatantSettings,
): Result<{ settings: CombatantSettings; engine: boolean }, CoreError> {
  const die = settings.initiativeDie;
  if (die !== null && initiativeRange(die) === null) {
    return err(coreError("combat.badInitiativeDie", { received: String(die) }));
  }
  const checked = checkCombatantSettings(settings.side, settings.initiativeOrder);
  if (!checked.ok) return checked;
  const c = combatant(state, settings.id);
  const kept: CombatantSettings = {
    id: settings.id,
    initiativeOrder: checked.value.initiativeOrder,
    initiativeDie: die,
    side: checked.value.side,
  };
  const engine = c !== undefined && (c.side !== kept.side || c.initiativeOrder !== kept.initiativeOrder);
  return ok({ settings: kept, engine });
}

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
