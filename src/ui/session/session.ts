/**
 * The timekeeping session: the one place where a game master's intents (advance a turn, search a room, check
 * for encounters, light a torch, travel a hex, camp, undo) become core calls, and where a change of world
 * time, whoever made it, drives the timers, lights and due checks. Foundry and the sandbox are thin hosts
 * around it: they supply the ports and call `sync` whenever the world time moves.
 *
 * Only one client may run a session that writes (in Foundry, the active GM's). Processing is keyed on the
 * world-time transition: the stored timekeeper remembers the time it was last brought up to, so a second
 * call for the same time does nothing, and a client that starts late catches up from there.
 *
 * Every task runs in order through one queue, and each ends in at most one state write.
 */
import { err, ok, type CoreError, type Result } from "../../core";
import type { Intent } from "../intents";
import type { SessionPorts } from "../ports";
import { createWorldState, type WorldState } from "../world-state";
import { SessionContext, type Expected } from "./context";
import { Draft } from "./draft";
import { plan } from "./plan";
import { reconcile } from "./reconcile";
import { finish, StoredState } from "./stored";
import { backward, forward, type CombatTime } from "./time-change";

export interface IntentResult {
  /** Seconds the world clock was asked to move (0 when the intent takes no time). */
  readonly seconds: number;
  /** Chat cards posted for it (before the time change, if any, is processed). */
  readonly cards: number;
}

export interface SyncResult {
  readonly from: number;
  readonly to: number;
  /** Whether anything was written. */
  readonly wrote: boolean;
}

export class Session {
  private queue: Promise<unknown> = Promise.resolve();
  private readonly ctx: SessionContext;
  private readonly stored: StoredState;

  constructor(private readonly ports: SessionPorts) {
    this.ctx = new SessionContext(ports);
    this.stored = new StoredState(ports);
  }

  /** The stored state, or a fresh one at the clock's time when nothing (or nothing readable) is stored. */
  state(): WorldState {
    const loaded = this.stored.load();
    return loaded.ok ? loaded.value : createWorldState(this.ports.time.now(), this.ports.preset());
  }

  /** Why the stored state could not be read, if it could not (shown to the GM; the session starts afresh). */
  storageError(): CoreError | null {
    return this.stored.error();
  }

  /** Resolves when every queued task has finished. */
  idle(): Promise<void> {
    return this.queue.then(() => undefined);
  }

  /**
   * Brings the state up to the world time (the host calls this whenever the clock moves, and at start-up);
   * `combat` when the host knows a fight's step moved it, so the time is logged as the fight's.
   */
  sync(worldTime: number = this.ports.time.now(), combat?: CombatTime): Promise<SyncResult> {
    return this.enqueue(() => this.processTo(worldTime, combat ?? null));
  }

  /** Carries out a game master's intent. */
  perform(intent: Intent): Promise<Result<IntentResult, CoreError>> {
    return this.enqueue(() => this.run(intent));
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    const next = this.queue.then(task);
    this.queue = next.catch((error: unknown) => console.error("turnkeeper | session task failed", error));
    return next;
  }

  private async processTo(worldTime: number, combat: CombatTime | null): Promise<SyncResult> {
    const ctx = this.ctx;
    const loaded = this.stored.load();
    // Stored state this session cannot read (say, from a newer Turnkeeper) is never overwritten.
    if (!loaded.ok && this.storageError()) return { from: worldTime, to: worldTime, wrote: false };
    const pending = ctx.expected;
    // The change an intent asked for: from where the stored state is (or the intent's fresh state) to here.
    const expected: Expected | null =
      pending &&
      pending.to === worldTime &&
      (loaded.ok ? loaded.value.keeper.state.time : pending.from) === pending.from
        ? pending
        : null;
    const stored = loaded.ok
      ? loaded.value
      : (expected?.carry?.ws ?? createWorldState(worldTime, ctx.preset));
    const from = stored.keeper.state.time;
    if (worldTime !== from) ctx.expected = null;
    const draft = expected?.carry ?? new Draft(stored);
    if (!loaded.ok) draft.set(draft.ws);
    reconcile(ctx, draft);
    if (worldTime > from) await forward(ctx, draft, worldTime, expected, combat);
    else if (worldTime < from) backward(ctx, draft, worldTime, combat);
    if (worldTime !== from) draft.emit("timeProcessed", { from, to: worldTime });
    const wrote = await finish(this.ports, draft);
    return { from, to: worldTime, wrote };
  }

  private async run(intent: Intent): Promise<Result<IntentResult, CoreError>> {
    const ctx = this.ctx;
    const loaded = this.stored.load();
    const unreadable = loaded.ok ? null : this.storageError();
    if (unreadable) return err(unreadable);
    const draft = new Draft(loaded.ok ? loaded.value : createWorldState(this.ports.time.now(), ctx.preset));
    if (!loaded.ok) draft.set(draft.ws);
    reconcile(ctx, draft);
    ctx.expected = null;
    ctx.undoTarget = null;
    // A clock change not processed yet (it normally is, in order, before this): catch up first, in this write.
    const now = this.ports.time.now();
    if (now > draft.keeper.state.time) await forward(ctx, draft, now, null);
    else if (now < draft.keeper.state.time) backward(ctx, draft, now);
    const planned = await plan(ctx, draft, intent);
    if (!planned.ok) {
      ctx.dice.take();
      ctx.expected = null;
      ctx.undoTarget = null;
      return planned;
    }
    const cards = draft.cards.length;
    const seconds = planned.value;
    if (seconds === 0) {
      await finish(this.ports, draft);
      return ok({ seconds, cards });
    }
    // What the intent decided is saved together with the time change it asks for: one write.
    const expected = ctx.expected as Expected | null; // set by plan()
    if (expected) expected.carry = draft;
    else if (draft.dirty) await finish(this.ports, draft);
    try {
      await this.ports.time.advance(seconds);
    } catch (error) {
      ctx.expected = null;
      ctx.undoTarget = null;
      throw error;
    }
    return ok({ seconds, cards });
  }
}

export function createSession(ports: SessionPorts): Session {
  return new Session(ports);
}
