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

/** Coalesces changes: at most one refresh per `delay` ms, after the first change of a burst. */
export class ClockRefresh {
  private readonly targets = new Set<RefreshTarget>();
  private pending: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly delay = 100) {}

  add(target: RefreshTarget): void {
    this.targets.add(target);
  }

  delete(target: RefreshTarget): void {
    this.targets.delete(target);
  }

  /** The clock changed: refresh when the burst has had `delay` ms to settle (later changes wait for it). */
  changed(): void {
    if (this.pending !== null) return;
    this.pending = setTimeout(() => {
      this.pending = null;
      this.flush();
    }, this.delay);
  }

  /** Renders the trackers that show and would now show the clock differently. */
  flush(): void {
    for (const t of this.targets) if (t.showing() && t.clockKey() !== t.renderedKey) t.render();
  }
}
