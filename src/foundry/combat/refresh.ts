/**
 * Keeps the clock's countdowns on the tracker's timeline current. The clock's state changes on every client
 * (`turnkeeper.stateChanged`) without a combat update, so nothing renders the tracker; this renders it again,
 * once for a burst of changes, only where it is showing, and only when what it shows of the clock changed.
 */

/** One rendered tracker (the combat sidebar, its pop-out). */
export interface RefreshTarget {
  /** Whether it is on screen now (its tab shown, or its pop-out open). */
  showing(): boolean;
  /** What it would show of the clock now, as a comparable key. */
  clockKey(): string;
  /** The key it was last rendered with (kept by the tracker as it renders, whatever made it render). */
  readonly renderedKey: string | null;
  render(): void;
}

/** Refresh at most once per this many ms, after the first change of a burst. */
const DELAY = 100;

/** The trackers rendered now, and the clock's changes coalesced into one refresh of them. */
export class ClockRefresh extends Set<RefreshTarget> {
  #pending = false;

  /** The clock changed: refresh when the burst has had `DELAY` ms to settle (later changes wait for it). */
  changed(): void {
    if (this.#pending) return;
    this.#pending = true;
    setTimeout(() => {
      this.#pending = false;
      // Only the trackers that show and would now show the clock differently.
      for (const t of this) if (t.showing() && t.clockKey() !== t.renderedKey) t.render();
    }, DELAY);
  }
}
