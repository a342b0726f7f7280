/**
 * The session's stored state as the host keeps it: read (and parsed once per stored value), and saved once
 * per task, after which the task's cards are posted, token lights updated and events announced.
 */
import { coreError, err, type CoreError, type Result } from "../../core";
import type { SessionPorts } from "../ports";
import { loadWorldState, type WorldState } from "../world-state";
import type { Draft } from "./draft";
import { burning, lightChanges } from "./lights";

export class StoredState {
  /** The last stored value read and what it parsed to: a host hands back the same object until it changes. */
  private cache: { raw: unknown; loaded: Result<WorldState, CoreError> } | null = null;

  constructor(private readonly ports: SessionPorts) {}

  load(): Result<WorldState, CoreError> {
    const raw = this.ports.storage.load();
    if (raw === undefined || raw === null) return err(coreError("session.noState"));
    if (this.cache?.raw !== raw) this.cache = { raw, loaded: loadWorldState(raw) };
    return this.cache.loaded;
  }

  /** Why the stored state could not be read, if it could not (shown to the GM; the session starts afresh). */
  error(): CoreError | null {
    const loaded = this.load();
    return loaded.ok || loaded.error.code === "session.noState" ? null : loaded.error;
  }
}

/** Saves once (if anything changed), then posts cards, updates token lights and announces. */
export async function finish(ports: SessionPorts, draft: Draft): Promise<boolean> {
  if (!draft.dirty && draft.cards.length === 0 && draft.events.length === 0) return false;
  if (draft.dirty) await ports.storage.save(draft.ws);
  for (const c of draft.cards) await ports.chat.post(c);
  const changes = lightChanges(draft.before, burning(draft.ws.keeper.state));
  if (changes.length > 0 && ports.lights) await ports.lights.apply(changes);
  for (const e of draft.events) ports.events?.emit(e.name, e.payload);
  if (draft.dirty) ports.events?.emit("stateChanged", { time: draft.keeper.state.time });
  return draft.dirty;
}
