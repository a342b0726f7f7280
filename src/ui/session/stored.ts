/**
 * The stored state as every client reads it: parsed once per stored value, or a fresh state at the clock's time
 * when nothing (or nothing readable) is stored. Reading needs none of the session's rules, so a host that only
 * shows the clock (a player's client) loads this without the session.
 */
import { coreError, err, ok, type CoreError, type Result } from "../../core";
import type { SessionPorts } from "./ports";
import { createWorldState, loadWorldState, type WorldState } from "./world-state";

export type Loaded = Result<WorldState, CoreError>;

/** Why stored state could not be read, if it could not; nothing stored yet is no error (the session starts afresh). */
export const unreadable = (loaded: Loaded): CoreError | null =>
  loaded.ok || loaded.error.code === "session.noState" ? null : loaded.error;

export class StoredState {
  readonly #ports: Pick<SessionPorts, "storage" | "time" | "preset">;
  /** The last stored value read and what it parsed to: a host hands back the same object until it changes. */
  #cache: { raw: unknown; loaded: Loaded } | null = null;

  constructor(ports: Pick<SessionPorts, "storage" | "time" | "preset">) {
    this.#ports = ports;
  }

  load(): Loaded {
    const raw = this.#ports.storage.load();
    if (raw === undefined || raw === null) return err(coreError("session.noState"));
    if (this.#cache?.raw !== raw) this.#cache = { raw, loaded: loadWorldState(raw) };
    return this.#cache.loaded;
  }

  /**
   * A state this client has just saved, read back as it is if the host hands it back (a write held back,
   * held-writes.ts): no parse, and its log entries keep their identity, by which the record tells what changed.
   */
  saved(ws: WorldState): void {
    this.#cache = { raw: ws, loaded: ok(ws) };
  }

  /** The stored state, or a fresh one at the clock's time when nothing (or nothing readable) is stored. */
  state(): WorldState {
    const loaded = this.load();
    return loaded.ok ? loaded.value : createWorldState(this.#ports.time.now(), this.#ports.preset());
  }

  /** Why the stored state could not be read, if it could not (shown to the GM; the session starts afresh). */
  storageError(): CoreError | null {
    return unreadable(this.load());
  }
}
