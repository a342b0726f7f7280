/**
 * The running clock's driver, shared by both hosts (issue 22): on the writer (in Foundry the active GM) it
 * moves the world clock to the running clock's target (src/core/clock/running.ts) once a minute of real time
 * while it runs, and at once what a hold or the GM's switch left owed. The write is the host's advance, the same
 * change of time every other change is, which the session processes: checks fall due, lights burn, and the
 * anchor moves in the state write processing makes anyway. The driver itself writes no state: the GM's switch
 * and rate and what holds it go to the session as `running` intents.
 *
 * The target is absolute, read from the state the session has brought up to the world clock: a writer that
 * takes over mid-minute, or after its predecessor wrote the world clock but before the state followed, writes
 * only what is missing.
 */
import {
  dueSeconds,
  isRunning,
  nextLook,
  type RunningChange,
  type RunningClock,
} from "../../core/clock/running";

export interface RunningPorts {
  /** Real time in ms (Foundry: the server's clock, the same on every client). */
  now(): number;
  /**
   * The running clock as the state stands and the world time it was brought up to; null while a change of the
   * world clock waits to be processed (the state's change looks again) or the state does not read.
   */
  read(): { readonly clock: RunningClock; readonly world: number } | null;
  /** A change of the running clock, as an intent through the session: one state write. */
  change(change: RunningChange): Promise<void>;
  /** Moves the world clock (one write); the session processes the change. */
  advance(seconds: number): Promise<void>;
  /** Calls `run` after `ms` of real time; returns how to cancel it. */
  later(run: () => void, ms: number): () => void;
}

export class RunningDriver {
  readonly #ports: RunningPorts;
  #queue: Promise<void> = Promise.resolve();
  #cancel: (() => void) | null = null;
  /**
   * The real time this writer last looked with the state caught up: a minute whose end falls after it is up
   * at the next look (its timer's, or a later one's when the state was not caught up then). A writer that has
   * just taken over waits for the next minute's end.
   */
  #seen: number | null = null;

  constructor(ports: RunningPorts) {
    this.#ports = ports;
  }

  /** Hands a change to the session, then writes what it left owed, if anything. */
  change(change: RunningChange): Promise<void> {
    return this.#enqueue(() => this.#ports.change(change));
  }

  /** The state changed, or a minute may be up: writes what a hold or a minute that is up left owed. */
  look(): Promise<void> {
    return this.#enqueue(() => Promise.resolve());
  }

  /** Stops looking (this client no longer writes); the anchor stays in the state for the next writer. */
  stop(): void {
    this.#cancel?.();
    this.#cancel = null;
  }

  /** Resolves when every queued change and write has been made. */
  idle(): Promise<void> {
    return this.#queue;
  }

  #enqueue(task: () => Promise<void>): Promise<void> {
    const next = this.#queue.then(task).then(() => this.#write());
    this.#queue = next.catch((error: unknown) => console.error("turnkeeper | running clock", error));
    return next;
  }

  /**
   * While it runs, writes when its minute is up; held or off, writes at once what ran before (a fight's first
   * step has had the session write it already: Session#fight). Then looks again at the next minute.
   */
  async #write(): Promise<void> {
    const ports = this.#ports;
    const read = ports.read();
    if (!read) return;
    const now = ports.now();
    const seen = this.#seen ?? now;
    this.#seen = now;
    const minuteUp = (nextLook(read.clock, seen) ?? Number.POSITIVE_INFINITY) <= now;
    const seconds = dueSeconds(read.clock, read.world, now);
    this.#schedule(read.clock, now);
    if (seconds < 1 || (isRunning(read.clock) && !minuteUp)) return;
    await ports.advance(seconds);
  }

  #schedule(clock: RunningClock, now: number): void {
    this.stop();
    const at = nextLook(clock, now);
    if (at === null) return;
    this.#cancel = this.#ports.later(() => void this.look(), at - now);
  }
}
