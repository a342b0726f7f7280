/**
 * The clock panel's buttons (data-action in templates/clock/panel.hbs) as what a host does, so every host
 * reads them the same way: an intent to perform, a form to ask first (the procedure's dialog), or the areas
 * (Foundry's areas window; the sandbox's table), or the duration box to read (./duration-box.ts). A host passes
 * the button's data and the duration typed in beside the Advance button.
 */
import { PACES_BY_MOVEMENT, type DungeonPace } from "../../core";
import type { DialogKind } from "../dialogs/dialogs";
import type { Intent } from "../session/intents";

export type ClockAction =
  | { readonly kind: "intent"; readonly intent: Intent }
  /** Ask the procedure's form (`dialogFor`), then perform what it gives; `action`: the room's, for a search. */
  | { readonly kind: "ask"; readonly dialog: DialogKind; readonly action?: string }
  /** Where the party is: the host's own place for areas. */
  | { readonly kind: "areas" }
  /** The campaign record: the host shows it and offers its Markdown. */
  | { readonly kind: "record" }
  /** Advance by what the duration box holds, even nothing (`submitDurationBox`). */
  | { readonly kind: "advanceBy"; readonly text: string };

export interface ClockActionData {
  readonly id?: string | undefined;
  readonly unit?: string | undefined;
  readonly timer?: string | undefined;
  readonly entry?: string | undefined;
  /** The text of the duration field. */
  readonly duration?: string | undefined;
  /** "true" on an action timed per area (a search, R002-09): its room's size is asked first. */
  readonly area?: string | undefined;
}

const ASKED: Readonly<Record<string, DialogKind>> = {
  travel: "travel",
  camp: "camp",
  lightTorch: "light",
  pushedMount: "pushedMount",
  reaction: "reaction",
  morale: "morale",
};

/** A positive whole number in a button's data, or undefined (none: every due check, the newest entry). */
function positive(text: string | undefined): number | undefined {
  if (text === undefined || !/^\d+$/.test(text)) return undefined;
  const n = Number(text);
  return n > 0 && Number.isSafeInteger(n) ? n : undefined;
}

/** The action a clock button stands for, or null when its data is incomplete or the button unknown. */
export function parseClockAction(action: string, data: ClockActionData): ClockAction | null {
  const intent = (i: Intent): ClockAction => ({ kind: "intent", intent: i });
  const dialog = ASKED[action];
  if (dialog !== undefined) return { kind: "ask", dialog };
  switch (action) {
    case "areas":
    case "record":
      return { kind: action };
    case "advanceUnit":
      return data.unit ? intent({ type: "advanceUnit", unit: data.unit }) : null;
    case "advanceBy":
      return { kind: "advanceBy", text: data.duration ?? "" };
    case "action":
      if (!data.id) return null;
      return data.area === "true"
        ? { kind: "ask", dialog: "room", action: data.id }
        : intent({ type: "action", action: data.id });
    case "rest":
      return intent({ type: "rest" });
    case "checkEncounter":
      return intent({ type: "checkEncounter" });
    case "loud":
      return intent({ type: "checkEncounter", loud: true });
    case "rollDue":
    case "dismissDue":
      return intent({ type: action, id: positive(data.id) });
    case "extinguish":
      return data.timer ? intent({ type: "extinguish", timer: data.timer }) : null;
    case "setPace": {
      const paces: readonly string[] = Object.values(PACES_BY_MOVEMENT).flat();
      return data.id && paces.includes(data.id)
        ? intent({ type: "setPace", pace: data.id as DungeonPace })
        : null;
    }
    case "found":
      return intent({ type: "setLost", lost: null });
    case "undo":
      return intent({ type: "undo", entry: positive(data.entry) });
    default:
      return null;
  }
}
