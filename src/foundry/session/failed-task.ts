/**
 * A session task that failed on the writer's client, and why, while the clock waits at the last time it saved.
 * The retry is a sync: the stored state still stands at that time, so the next change of time, the next clock
 * action (which catches up first), or the clock panel's Retry processes the change again. Foundry's
 * notifications carry no buttons (its NotificationOptions are permanent, localize, format, console, escape,
 * clean, progress), so the notice stays until dismissed and points to the panel, which shows the failure with
 * its Retry button until a task succeeds.
 */
import type { FoundryEnv } from "../env/ports";

export class FailedTask {
  readonly #env: FoundryEnv;
  readonly #changed: () => void;
  #why: string | null = null;

  /** `changed` redraws what shows the failure. */
  constructor(env: FoundryEnv, changed: () => void) {
    this.#env = env;
    this.#changed = changed;
  }

  /** Tells the GM a task of this kind failed and why, and remembers it for the panel. */
  told(kind: "sync" | "action", error: unknown): void {
    const why = error instanceof Error ? error.message : String(error);
    this.#env.notifications.error(this.#env.game.i18n.format(`TURNKEEPER.Clock.Failed.${kind}`, { why }), {
      permanent: true,
    });
    this.#waiting(why);
  }

  /** A task succeeded: the clock no longer waits. */
  cleared(): void {
    this.#waiting(null);
  }

  /** Why the clock waits, or null when nothing failed. */
  why(): string | null {
    return this.#why;
  }

  #waiting(why: string | null): void {
    if (why === this.#why) return;
    this.#why = why;
    this.#changed();
  }
}
