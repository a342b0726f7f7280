/**
 * The tracker templates' buttons (data-action="tk...") as tracker intents, so every host reads them the
 * same way. A host passes the clicked element's data (combatant id, segment, side, a group's new order)
 * and the value of the select in its field (`.tk-field`); what needs more from the person (the Recovery
 * Time, a combatant's settings) or only changes what the viewer sees (a row opened) comes back as its own
 * kind.
 */
import { SURPRISES, type Surprise } from "../../core";
import type { TrackerIntent } from "./intents";

export type TrackerAction =
  | { readonly kind: "intent"; readonly intent: TrackerIntent }
  /** Ask for the Recovery Time (the host's prompt), then run an endTurn intent. */
  | { readonly kind: "endTurn"; readonly id: string }
  /** Set the surprise a combatant will roll with: host data, not an engine step. */
  | { readonly kind: "surprise"; readonly id: string; readonly surprise: Surprise }
  /** Roll for everyone still waiting (the host rolls each one's die). */
  | { readonly kind: "rollAll" }
  /** GM: ask for its Initiative Order, initiative die and side (the host's settings prompt). */
  | { readonly kind: "settings"; readonly id: string }
  /** Open a row's controls, or close them if open: the viewer's own view, no step (`TrackerInput.open`). */
  | { readonly kind: "open"; readonly id: string }
  /**
   * GM: run a combat begun without Turnkeeper (`TrackerInput.adoptable`) with it, its combatants joining the
   * count in the order they had or each rolling again: the host's step.
   */
  | { readonly kind: "adopt"; readonly order: "kept" | "rolled" };

export interface ActionData {
  readonly combatantId?: string | undefined;
  readonly absolute?: string | undefined;
  readonly toward?: string | undefined;
  /** The value of the control the action reads (select[name=delay|reschedule|surprise]). */
  readonly value?: string | undefined;
  /**
   * A simultaneous group's ids in their new order, comma-separated (data-order of tkReorder); how an adopted
   * fight's order is set (tkAdopt: "kept" or "rolled").
   */
  readonly order?: string | undefined;
}

/**
 * The click actions (data-action) of the tracker templates' buttons, each read by `parseTrackerAction`;
 * besides them, tkOpen opens a row's controls and tkSurprise is a select's change.
 */
export const TRACKER_BUTTONS = [
  "tkRoll",
  "tkRollAll",
  "tkBegin",
  "tkEndTurn",
  "tkDelay",
  "tkHold",
  "tkInterrupt",
  "tkReschedule",
  "tkDefeat",
  "tkTide",
  "tkUndo",
  "tkCountOn",
  "tkReorder",
  "tkSettings",
  "tkAdopt",
] as const;

function segmentOf(text: string | undefined): number | null {
  if (text === undefined || !/^\d+$/.test(text)) return null;
  return Number(text);
}

/** The action a tracker button stands for, or null when its data is incomplete. */
export function parseTrackerAction(action: string, data: ActionData): TrackerAction | null {
  const id = data.combatantId;
  const intent = (i: TrackerIntent): TrackerAction => ({ kind: "intent", intent: i });
  switch (action) {
    case "tkBegin":
      return intent({ type: "begin" });
    case "tkUndo":
      return intent({ type: "undo" });
    case "tkRollAll":
      return { kind: "rollAll" };
    case "tkCountOn": {
      const to = segmentOf(data.absolute);
      return to === null ? null : intent({ type: "countOn", to });
    }
    case "tkTide":
      return data.toward === "party" || data.toward === "foes"
        ? intent({ type: "shiftTide", toward: data.toward })
        : null;
    case "tkReorder": {
      const ids = (data.order ?? "").split(",").filter((x) => x !== "");
      return ids.length < 2 ? null : intent({ type: "reorder", ids });
    }
    case "tkAdopt":
      return data.order === "kept" || data.order === "rolled" ? { kind: "adopt", order: data.order } : null;
  }
  if (id === undefined || id === "") return null;
  switch (action) {
    case "tkRoll":
      return intent({ type: "roll", id });
    case "tkEndTurn":
      return { kind: "endTurn", id };
    case "tkHold":
      return intent({ type: "hold", id });
    case "tkInterrupt":
      return intent({ type: "interrupt", id });
    case "tkDefeat":
      return intent({ type: "defeat", id });
    case "tkDelay": {
      const to = segmentOf(data.value);
      return to === null ? null : intent({ type: "delay", id, to });
    }
    case "tkReschedule": {
      const to = segmentOf(data.value ?? data.absolute);
      return to === null ? null : intent({ type: "reschedule", id, to });
    }
    case "tkSettings":
      return { kind: "settings", id };
    case "tkOpen":
      return { kind: "open", id };
    case "tkSurprise":
      return SURPRISES.includes(data.value as Surprise)
        ? { kind: "surprise", id, surprise: data.value as Surprise }
        : null;
    default:
      return null;
  }
}
