/**
 * Storage that holds back the writes of a stretch of clock ticks (stretch.ts). A task that only extended the
 * stretch says until when its write may wait (`RecordDelta.holdUntil`): the newest state is kept in hand,
 * and reading hands it back, so the session goes on from it. It goes with the next task that must be written
 * (the next stretch's first tick, the GM's next action), the held changes to the record joined to that
 * task's, or on its own once the wait is over. Writes never overlap: each waits for the one before. What is
 * held when the host goes away is not lost from the world: the next session catches up from the last state
 * written to the world clock, as one entry.
 */
import type { RecordDelta, StateStorage } from "./ports";
import type { WorldState } from "./world-state";

/** The host's real time: now (ms), and a call later (returning how to cancel it). */
export interface RealClock {
  now(): number;
  later(run: () => void, ms: number): () => void;
}

export class HeldWrites implements StateStorage {
  readonly #inner: StateStorage;
  readonly #clock: RealClock;
  /** The write held back: the newest state, and the record's change since the last write. */
  #held: { readonly state: WorldState; readonly delta: RecordDelta } | null = null;
  /** The newest state saved, until its write is done (held, or on its way). */
  #unwritten: WorldState | null = null;
  #cancel: (() => void) | null = null;
  #writing: Promise<void> = Promise.resolve();

  constructor(inner: StateStorage, clock: RealClock) {
    this.#inner = inner;
    this.#clock = clock;
  }

  /** The newest state saved, if its write is not done, else what is stored. */
  load(): unknown {
    return this.#unwritten ?? this.#inner.load();
  }

  save(state: WorldState, delta: RecordDelta): Promise<void> {
    const held = this.#held?.delta;
    // From the state last written, with every entry the held tasks joined away and every part set aside.
    const setAside = [...(held?.setAside ?? []), ...(delta.setAside ?? [])];
    const joined: RecordDelta = {
      ...(held
        ? { before: held.before, removed: new Set([...held.removed, ...delta.removed]) }
        : { before: delta.before, removed: delta.removed }),
      ...(setAside.length > 0 && { setAside }),
    };
    this.#unwritten = state;
    this.#cancel?.();
    this.#cancel = null;
    const wait = delta.holdUntil === undefined ? 0 : delta.holdUntil - this.#clock.now();
    if (wait <= 0) {
      this.#held = null;
      return this.#write(state, joined);
    }
    this.#held = { state, delta: joined };
    this.#cancel = this.#clock.later(() => {
      this.flush().catch((error: unknown) => console.error("turnkeeper | held write failed", error));
    }, wait);
    return Promise.resolve();
  }

  /** Writes what is held now (the stretch ended); resolves when every write so far is done. */
  flush(): Promise<void> {
    const held = this.#held;
    this.#held = null;
    this.#cancel?.();
    this.#cancel = null;
    return held ? this.#write(held.state, held.delta) : this.#writing;
  }

  #write(state: WorldState, delta: RecordDelta): Promise<void> {
    const next = this.#writing
      .then(() => this.#inner.save(state, delta))
      .finally(() => {
        if (this.#unwritten === state) this.#unwritten = null;
      });
    this.#writing = next.catch(() => undefined);
    return next;
  }
}
