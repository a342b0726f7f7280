/**
 * The stored state as every client reads it: read part by part once per stored value (what does not read is
 * set aside, issue 20), or a fresh state at the clock's time when nothing (or nothing readable) is stored.
 * Reading needs none of the session's rules, so a host that only shows the clock (a player's client) loads this
 * without the session.
 */
import { coreError, err, ok, type CoreError, type Result, type Salvaged, type SetAside } from "../../core";
import type { SessionPorts } from "./ports";
import { createWorldState, readWorldState, type WorldState } from "./world-state";

export type Loaded = Result<WorldState, CoreError>;

/** Why stored state could not be read, if it could not; nothing stored yet is no error (the session starts afresh). */
export const unreadable = (loaded: Loaded): CoreError | null =>
  loaded.ok || loaded.error.code === "session.noState" ? null : loaded.error;

type Read = Result<Salvaged<WorldState>, CoreError>;

export class StoredState {
  readonly #ports: Pick<SessionPorts, "storage" | "time" | "preset" | "presetProblem">;
  /** The last stored value read and what it read to: a host hands back the same object until it changes. */
  #cache: { raw: unknown; read: Read } | null = null;

  constructor(ports: Pick<SessionPorts, "storage" | "time" | "preset" | "presetProblem">) {
    this.#ports = ports;
  }

  /** The stored value read, or null when nothing is stored. */
  #read(): Read | null {
    const raw = this.#ports.storage.load();
    if (raw === undefined || raw === null) return null;
    if (this.#cache?.raw !== raw) this.#cache = { raw, read: readWorldState(raw) };
    return this.#cache.read;
  }

  /**
   * The stored state to go on from, or why not: it does not read, nothing is stored yet (`session.noState`),
   * or the preset in force cannot be used (then nothing is written, so the state is not set up for another).
   */
  load(): Loaded {
    const problem = this.#ports.presetProblem?.();
    if (problem) return err(problem);
    const read = this.#read();
    if (!read) return err(coreError("session.noState"));
    return read.ok ? ok(read.value.value) : read;
  }

  /** The parts of the stored state its last read set aside (none once this client has saved over it). */
  setAside(): readonly SetAside[] {
    const read = this.#read();
    return read?.ok ? read.value.setAside : [];
  }

  /**
   * A state this client has just saved, read back as it is if the host hands it back (a write held back,
   * held-writes.ts): no parse, and its log entries keep their identity, by which the record tells what changed.
   */
  saved(ws: WorldState): void {
    this.#cache = { raw: ws, read: ok({ value: ws, setAside: [] }) };
  }

  /** The stored state, or a fresh one at the clock's time when nothing (or nothing readable) is stored. */
  state(): WorldState {
    const read = this.#read();
    return read?.ok ? read.value.value : createWorldState(this.#ports.time.now(), this.#ports.preset());
  }

  /** Why the session writes nothing, if it does not (shown to the GM; the session then keeps no time). */
  storageError(): CoreError | null {
    return unreadable(this.load());
  }
}
