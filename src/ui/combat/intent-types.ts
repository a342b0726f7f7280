/**
 * What a person asks of the tracker, as plain data: a leaf module, read by the intents' controller
 * (intents.ts) and the combatant settings (settings.ts) alike.
 */
import type { CommandOf } from "../../core";

export type TrackerIntent =
  /** Roll initiative and join the count; `roll` is a total the asker rolled on its own dice. */
  | { readonly type: "roll"; readonly id: string; readonly roll?: number }
  /** Start counting from segment 1 (R003-09). */
  | { readonly type: "begin" }
  /** End the turn with a Recovery Time (R003-12); the choice is remembered for next time. */
  | {
      readonly type: "endTurn";
      readonly id: string;
      readonly recovery: number;
      readonly label?: string | null;
    }
  /** Act later this round, at absolute segment `to`. */
  | { readonly type: "delay"; readonly id: string; readonly to: number }
  | { readonly type: "hold"; readonly id: string }
  | { readonly type: "interrupt"; readonly id: string }
  | { readonly type: "instant"; readonly id: string; readonly label?: string }
  | { readonly type: "free"; readonly id: string; readonly label?: string }
  /** GM: move a combatant's next turn to absolute segment `to` (dragged on the timeline). */
  | { readonly type: "reschedule"; readonly id: string; readonly to: number }
  /** GM: order the members of one simultaneous group, first to last. */
  | { readonly type: "reorder"; readonly ids: readonly string[] }
  /**
   * GM: a combatant's Initiative Order (R003-11), initiative die (R003-05; null for the rules' die, used
   * from its next roll) and side (R003-04). The host keeps all three; the engine follows order and side.
   */
  | {
      readonly type: "configure";
      readonly id: string;
      readonly initiativeOrder: number;
      readonly initiativeDie: string | null;
      readonly side: string;
    }
  | { readonly type: "defeat"; readonly id: string }
  | { readonly type: "remove"; readonly id: string }
  /** GM: move the Tide of Battle one step toward a side. */
  | { readonly type: "shiftTide"; readonly toward: "party" | "foes" }
  /** GM: the engine's own Tide, countdown and undo commands, passed through as they are. */
  | CommandOf<"setTide" | "addEffect" | "removeEffect" | "undo">
  /** GM: count on to absolute segment `to` while nobody is due before it. */
  | { readonly type: "countOn"; readonly to: number };

export type TrackerIntentType = TrackerIntent["type"];
