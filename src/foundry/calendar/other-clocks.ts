/**
 * Calendar modules' own real-time clocks (issue 22): when one runs, Turnkeeper's running clock holds and the GM
 * is told, so game time never runs twice as fast. Simple Calendar (and Simple Calendar Reborn) says whether its
 * clock has started (`SimpleCalendar.api.clockStatus()`), Calendaria whether its clock runs
 * (`CALENDARIA.api.isClockRunning()`); Seasons & Stars has no such call, only its hooks
 * (`seasons-stars:timeAdvancementStarted`, `seasons-stars:timeAdvancementPaused`), heard from start-up on.
 * Each module calls its hook when its clock starts or stops, and the host looks again then.
 */
import type { FoundryEnv, HookCallback } from "../env/ports";

/** The modules' hooks called when their clock starts or stops. */
export const OTHER_CLOCK_HOOKS = {
  simpleCalendar: "simple-calendar-clock-start-stop",
  calendaria: "calendaria.clockStartStop",
  seasonsStarted: "seasons-stars:timeAdvancementStarted",
  seasonsPaused: "seasons-stars:timeAdvancementPaused",
} as const;

/** What a module's public API says of its clock: running, or null without the module (or the call). */
export interface OtherClocksPort {
  simpleCalendar(): boolean | null;
  calendaria(): boolean | null;
}

/** Where the modules publish their APIs (the `SimpleCalendar` and `CALENDARIA` globals). */
export interface ClockGlobals {
  readonly SimpleCalendar?: { readonly api?: { clockStatus?(): { readonly started?: unknown } } };
  readonly CALENDARIA?: { readonly api?: { isClockRunning?(): unknown } };
}

/** The modules' APIs in Foundry, each read only when it looks like the documented one. */
export const foundryClocks: OtherClocksPort = {
  simpleCalendar() {
    const api = (globalThis as ClockGlobals).SimpleCalendar?.api;
    return typeof api?.clockStatus === "function" ? api.clockStatus().started === true : null;
  },
  calendaria() {
    const api = (globalThis as ClockGlobals).CALENDARIA?.api;
    return typeof api?.isClockRunning === "function" ? api.isClockRunning() === true : null;
  },
};

/** Hears the modules' clocks start and stop; `changed` is called each time one does. */
export class OtherClocks {
  readonly #port: OtherClocksPort;
  /** Seasons & Stars' clock, as its last hook said. */
  #seasons = false;

  constructor(env: FoundryEnv, changed: () => void, port: OtherClocksPort = foundryClocks) {
    this.#port = port;
    const on = (hook: string, fn: () => void) =>
      env.Hooks.on(hook, (() => {
        fn();
        changed();
      }) as HookCallback);
    on(OTHER_CLOCK_HOOKS.simpleCalendar, () => undefined);
    on(OTHER_CLOCK_HOOKS.calendaria, () => undefined);
    on(OTHER_CLOCK_HOOKS.seasonsStarted, () => (this.#seasons = true));
    on(OTHER_CLOCK_HOOKS.seasonsPaused, () => (this.#seasons = false));
  }

  /** The name of a module whose own real-time clock runs now; null when none does. */
  running(): string | null {
    const ask = (read: () => boolean | null) => {
      try {
        return read() === true;
      } catch {
        // A module that throws (not ready, or changed under us) counts as not running.
        return false;
      }
    };
    if (ask(() => this.#port.simpleCalendar())) return "Simple Calendar";
    if (ask(() => this.#port.calendaria())) return "Calendaria";
    return this.#seasons ? "Seasons & Stars" : null;
  }
}
