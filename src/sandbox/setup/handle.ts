/**
 * The running sandbox as scripts see it (the browser console, the browser tests, the benchmarks), on
 * `window.turnkeeperSandbox`.
 */
import type { Intent, Session } from "../../ui";
import type { LibraryDice } from "../dice/dice";
import type { SandboxLocalizer } from "./i18n";
import type { SandboxStorage } from "./storage";
import type { TemplateRegistry } from "./templates";

export interface SandboxHandle {
  readonly i18n: SandboxLocalizer;
  readonly templates: TemplateRegistry;
  readonly storage: SandboxStorage;
  readonly dice: LibraryDice;
  readonly session: Session;
  /** The world time, in seconds. */
  now(): number;
  /** Carries out a timekeeping intent as the game master (what the clock panel's buttons do). */
  perform(intent: Intent): Promise<void>;
  /** Renders every region again from the stored state. */
  refresh(): void;
  /** Moves the party's marker on the map shown, as a click on that space does. */
  moveParty(space: { col: number; row: number }): Promise<void>;
  /** For the benchmarks: a fight of `size` sample combatants, rolled and begun, and one tracker re-render. */
  readonly bench: {
    sampleFight(size: number): Promise<void>;
    renderTracker(): void;
    /** One tracker render in parts, in ms: view model, template, DOM update, layout. */
    profileTracker(): { view: number; template: number; dom: number; layout: number } | null;
  };
}

declare global {
  interface Window {
    /** The running sandbox, for the browser console (and the browser tests). */
    turnkeeperSandbox?: SandboxHandle;
  }
}
