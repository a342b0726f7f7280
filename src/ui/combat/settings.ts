/**
 * A combatant's settings, set by the GM in the tracker's prompt: its Initiative Order (R003-11), its own
 * initiative die (R003-05) and its side for the Tide of Battle (R003-04). The host keeps all three with the
 * combatant; once it has rolled, the engine follows a new order or side at once, and a new die counts from
 * its next roll.
 */
import { combatant, type CombatRules, type CombatState } from "../../core";
import type { TrackerIntent } from "./intent-types";
import type { TrackerEntrant } from "./model";

export interface CombatantSettings {
  readonly id: string;
  readonly initiativeOrder: number;
  /** Its own die, or null for the rules' die. */
  readonly initiativeDie: string | null;
  readonly side: string;
}

/** The sides the tracker knows by name; the prompt offers them, and the combatant's own if it has another. */
export const SIDES: readonly string[] = ["party", "foes", "neutral"];

export interface SettingsView {
  readonly combatantId: string;
  readonly name: string;
  readonly initiativeOrder: number;
  /** Its own die, "" for the rules' die. */
  readonly initiativeDie: string;
  /** The rules' die, shown in the empty field. */
  readonly defaultDie: string;
  /** `key` is a localization key, or the side's own name for a side the tracker does not know. */
  readonly sides: readonly { readonly value: string; readonly key: string; readonly selected: boolean }[];
  /** It has rolled: a new die counts from its next roll. */
  readonly rolled: boolean;
}

/** The prompt for one combatant: what the engine has for it once it has rolled, else what the host keeps. */
export function buildSettingsView(
  state: CombatState | null,
  rules: Pick<CombatRules, "initiativeDie">,
  entrant: TrackerEntrant,
): SettingsView {
  const c = state === null ? undefined : combatant(state, entrant.id);
  const side = c?.side ?? entrant.side;
  const sides = SIDES.includes(side) ? SIDES : [...SIDES, side];
  return {
    combatantId: entrant.id,
    name: entrant.name,
    initiativeOrder: c?.initiativeOrder ?? entrant.initiativeOrder,
    initiativeDie: entrant.initiativeDie ?? "",
    defaultDie: rules.initiativeDie,
    sides: sides.map((value) => ({
      value,
      key: SIDES.includes(value) ? `TURNKEEPER.Tracker.Side.${value}` : value,
      selected: value === side,
    })),
    rolled: c !== undefined,
  };
}

/**
 * The prompt's answers (form values by name: initiativeOrder, initiativeDie, side) as the configure intent.
 * Nothing is checked here: the intent is, when it runs.
 */
export function readSettingsForm(
  id: string,
  form: Readonly<Record<string, unknown>>,
): Extract<TrackerIntent, { type: "configure" }> {
  const text = (name: string) => {
    const value = form[name];
    return typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "";
  };
  const order = text("initiativeOrder");
  return {
    type: "configure",
    id,
    initiativeOrder: order === "" ? Number.NaN : Number(order),
    initiativeDie: text("initiativeDie") === "" ? null : text("initiativeDie"),
    side: text("side"),
  };
}
