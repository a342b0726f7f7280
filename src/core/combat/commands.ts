/** What hosts ask the engine to do. Segments in commands are absolute (see clock.ts). */
import type { Surprise } from "./state";

export type CombatCommand =
  /** Start counting from segment 1 once Tide and initiative are set (R003-03, R003-09). */
  | { readonly type: "begin" }
  /** Add a combatant; it rolls its initiative die now unless the roll is given (players' own dice). */
  | {
      readonly type: "add";
      readonly id: string;
      readonly side: string;
      readonly initiativeOrder?: number;
      /** Defaults to the rules' die; a feat or feature may give a smaller one (R003-05). */
      readonly initiativeDie?: string;
      readonly surprise?: Surprise;
      readonly roll?: number;
    }
  | { readonly type: "remove"; readonly id: string }
  | { readonly type: "defeat"; readonly id: string }
  /** End a turn with the Recovery Time of what was done (R003-12). */
  | { readonly type: "act"; readonly id: string; readonly recovery: number; readonly label?: string }
  /** An instant action on one's own turn, besides the action; ends nothing (R002-02). */
  | { readonly type: "instant"; readonly id: string; readonly label?: string }
  /** A free action: any time once one's first turn has come (R003-06). */
  | { readonly type: "free"; readonly id: string; readonly label?: string }
  /** Act later this round, at absolute segment `to`. */
  | { readonly type: "delay"; readonly id: string; readonly to: number }
  /** Wait out of the count, to interrupt later. */
  | { readonly type: "hold"; readonly id: string }
  /** A holding combatant takes its turn now, before whoever is acting in this segment. */
  | { readonly type: "interrupt"; readonly id: string }
  /** The GM sets a combatant's next turn by hand (also brings back a defeated or holding one). */
  | { readonly type: "setNext"; readonly id: string; readonly segment: number }
  /** The GM changes a combatant's side (R003-04) or Initiative Order (R003-11); its tie-break stays. */
  | {
      readonly type: "configure";
      readonly id: string;
      readonly side?: string;
      readonly initiativeOrder?: number;
    }
  /** The GM orders combatants of one simultaneous group, first to last (R003-11). */
  | { readonly type: "reorder"; readonly ids: readonly string[] }
  /** Favour a side by a value, or neutral with side null and value 0 (R003-04). */
  | { readonly type: "setTide"; readonly side: string | null; readonly value: number }
  /** A countdown that fires `after` segments from now, then every `every` segments, `times` times (R003-02). */
  | {
      readonly type: "addEffect";
      readonly id: string;
      readonly label: string;
      readonly after: number;
      readonly every?: number;
      readonly times?: number;
      readonly combatantId?: string;
    }
  | { readonly type: "removeEffect"; readonly id: string }
  /** Count on to a segment when nobody is due before it (e.g. everyone holding, or only countdowns). */
  | { readonly type: "countTo"; readonly segment: number }
  /** Go back to the state before the last command. */
  | { readonly type: "undo" };

/** The command of one type, for its handler. */
export type CommandOf<T extends CombatCommand["type"]> = Extract<CombatCommand, { type: T }>;
