/**
 * The running clock's driver, shared by both hosts: it keeps the stored running clock (src/core/clock/running.ts)
 * in step with the GM's switch and what holds it, and writes the world clock when a write is due, through the
 * host's advance (the same change of time every other change is, which the session processes: checks fall due,
 * lights burn, a long stretch is summarised). Only the writer (in Foundry the active GM) drives one.
 *
 * The stored clock is saved before the world clock is asked to move: should the writer go between the two, the
 * next one takes over from what was saved and counts nothing twice (at worst a minute is not written).
 */
import {
  hold,
  nextLook,
  settle,
  setRate,
  switchOn,
  writeDue,
  type Hold,
  type RunningClock,
} from "../../core/clock/running";

export interface RunningPorts {
  /** Real time in ms (Foundry: the server's clock, the same on every client). */
  now(): number;
  /** The stored running clock; null when it does not read (left alone, never overwritten). */
  load(): RunningClock | null;
  save(clock: RunningClock): Promise<void>;
  /** Moves the world clock (one write); the session processes the change. */
  advance(seconds: number): Promise<void>;
  /** Calls `run` after `ms` of real time; returns how to cancel it. */
  later(run: () => void, ms: number): () => void;
}

/** What the GM or the world asks of the running clock. */
export type RunningChange =
  | { readonly kind: "switch"; readonly on: boolean }
  | { readonly kind: "rate"; readonly rate: number }
  | { readonly kind: "holds"; readonly holds: Readonly<Partial<Record<Hold, boolean>>> };

/** The clock after a change at `now`. */
export function changed(clock: RunningClock, change: RunningChange, now: number): RunningClock {
  if (change.kind === "switch") return switchOn(clock, change.on, now);
  if (change.kind === "rate") return setRate(clock, change.rate, now);
  let next = clock;
  for (const [reason, held] of Object.entries(change.holds) as [Hold, boolean][])
    next = hold(next, reason, held, now);
  return next;
}

const same = (a: RunningClock, b: RunningClock) => JSON.stringify(a) === JSON.stringify(b);

export class RunningDriver {
  readonly #ports: RunningPorts;
  #queue: Promise<void> = Promise.resolve();
  #cancel: (() => void) | null = null;

  constructor(ports: RunningPorts) {
    this.#ports = ports;
  }

  /** Takes a change (saved only if it changes anything), then writes if a write is due. */
  change(change: RunningChange): Promise<void> {
    return this.#enqueue(async () => {
      const clock = this.#ports.load();
      if (!clock) return;
      const next = changed(clock, change, this.#ports.now());
      if (!same(clock, next)) await this.#ports.save(next);
    });
  }

  /** Writes if a write is due, and looks again when the next may be (the host's timer). */
  look(): Promise<void> {
    return this.#enqueue(() => Promise.resolve());
  }

  /** Stops looking (this client no longer writes); what is counted stays stored for the next writer. */
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

  async #write(): Promise<void> {
    const ports = this.#ports;
    const clock = ports.load();
    if (!clock) return this.stop();
    const now = ports.now();
    if (writeDue(clock, now)) {
      const done = settle(clock, now);
      await ports.save(done.clock);
      try {
        await ports.advance(done.seconds);
      } catch (error) {
        // Not written: what it counted is owed again, tried at the next minute.
        await ports.save({ ...clock, written: now });
        throw error;
      } finally {
        this.#schedule(ports.load() ?? done.clock);
      }
      return;
    }
    this.#schedule(clock);
  }

  #schedule(clock: RunningClock): void {
    this.stop();
    const at = nextLook(clock);
    if (at === null) return;
    const ports = this.#ports;
    this.#cancel = ports.later(() => void this.look(), Math.max(0, at - ports.now()));
  }
}
