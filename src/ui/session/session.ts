/**
 * The timekeeping session: the one place where a game master's intents (advance a turn, search a room, check
 * for encounters, light a torch, travel a hex, camp, undo) become core calls, and where a change of world
 * time, whoever made it, drives the timers, lights and due checks. Foundry and the sandbox are thin hosts
 * around it: they supply the ports and call `sync` whenever the world time moves.
 *
 * Only one client may run a session that writes (in Foundry, the active GM's). Processing is keyed on the
 * world-time transition: the stored state remembers the exact time it was last brought up to, so a second
 * call for the same time does nothing, and a client that starts late catches up from there. The rules see
 * whole seconds of it: counting on the floors of an increasing clock misses no boundary and counts none twice.
 *
 * Every task runs in order through one queue, and each ends in at most one state write.
 */
import { burning, err, ok, type CoreError, type Result } from "../../core";
import type { MapStep } from "../../core/wilderness/map";
import type { Intent } from "./intents";
import { gate } from "./gate";
import type { SessionPorts } from "./ports";
import { createWorldState, withoutStaleEffects, type WorldState } from "./world-state";
import { SessionContext, type Expected } from "./context";
import { Draft } from "./draft";
import { lightChanges } from "../lights/lights";
import { plan } from "./perform";
import { reconcile } from "./reconcile";
import { StoredState, unreadable, type Loaded } from "./stored";
import { changeTime, type CombatTime } from "./time-change";
import { holdUntil } from "./stretch";

export interface IntentResult {
  /** Seconds the world clock was asked to move (0 when the intent takes no time). */
  readonly seconds: number;
  /** Chat cards posted for it (before the time change, if any, is processed). */
  readonly cards: number;
  /** Where a hex step on a map took the party (travelHex with a map). */
  readonly step?: MapStep;
}

export interface SyncResult {
  /** The exact world times the state was brought from and to. */
  readonly from: number;
  readonly to: number;
  /** Whether anything was written. */
  readonly wrote: boolean;
}

export class Session {
  #queue: Promise<unknown> = Promise.resolve();
  readonly #ports: SessionPorts;
  readonly #ctx: SessionContext;
  readonly #stored: StoredState;

  constructor(ports: SessionPorts) {
    this.#ports = ports;
    this.#ctx = new SessionContext(ports);
    this.#stored = new StoredState(ports);
  }

  /** The stored state, or a fresh one at the clock's time when nothing (or nothing readable) is stored. */
  state(): WorldState {
    return this.#stored.state();
  }

  /** Why the stored state could not be read, if it could not (shown to the GM; the session starts afresh). */
  storageError(): CoreError | null {
    return this.#stored.storageError();
  }

  /** Resolves when every queued task has finished. */
  idle(): Promise<void> {
    return this.#queue.then(() => undefined);
  }

  /**
   * Brings the state up to the world time (the host calls this whenever the clock moves, and at start-up);
   * `combat` when the host knows a fight's step moved it, so the time is logged as the fight's.
   */
  sync(worldTime: number = this.#ports.time.now(), combat?: CombatTime): Promise<SyncResult> {
    return this.#enqueue(() => this.#processTo(worldTime, combat ?? null));
  }

  /**
   * Carries out a game master's intent once it has passed the gate (gate.ts), whatever sent it: one that does
   * not is refused with the field it fails on, and nothing is written.
   */
  perform(intent: Intent): Promise<Result<IntentResult, CoreError>> {
    const passed = gate(intent, this.#ctx.preset.time);
    if (!passed.ok) return Promise.resolve(passed);
    return this.#enqueue(() => this.#run(passed.value));
  }

  #enqueue<T>(task: () => Promise<T>): Promise<T> {
    const next = this.#queue.then(task);
    // A task that failed leaves nothing for the next one (it starts once this has run); the host tells the GM.
    this.#queue = next.catch((error: unknown) => {
      this.#ctx.abandon();
      console.error("turnkeeper | session task failed", error);
    });
    return next;
  }

  /** The task's draft of the stored state (a fresh one at `time`, saved with the task, when none is stored). */
  #draft(loaded: Loaded, time: number, carry?: Draft): Draft {
    const draft = carry ?? new Draft(loaded.ok ? loaded.value : createWorldState(time, this.#ctx.preset));
    // A state set afresh, or read with parts set aside (issue 20), is written: the host keeps those parts first.
    if (!loaded.ok || this.#stored.setAside().length > 0) draft.dirty = true;
    reconcile(this.#ctx, draft);
    return draft;
  }

  async #processTo(worldTime: number, combat: CombatTime | null): Promise<SyncResult> {
    const ctx = this.#ctx;
    const loaded = this.#stored.load();
    // Stored state this session cannot read (say, from a newer Turnkeeper) is never overwritten.
    if (unreadable(loaded)) return { from: worldTime, to: worldTime, wrote: false };
    const pending = ctx.expected;
    // The change an intent asked for: from where the stored state is (or the intent's fresh state) to here.
    const expected: Expected | null =
      pending &&
      pending.to === Math.floor(worldTime) &&
      (loaded.ok ? loaded.value.keeper.state.time : pending.from) === pending.from
        ? pending
        : null;
    const draft = this.#draft(loaded, worldTime, expected?.carry);
    const from = draft.ws.worldTime;
    if (worldTime === from) return { from, to: worldTime, wrote: await this.#finish(draft) };
    ctx.expected = null;
    await this.#bringTo(draft, worldTime, expected, combat);
    draft.emit("timeProcessed", { from, to: worldTime });
    // A clock module's tick that only extended its stretch may be written with the stretch's last.
    const hold = expected || combat ? undefined : holdUntil(ctx, draft);
    return { from, to: worldTime, wrote: await this.#finish(draft, hold) };
  }

  /**
   * Brings the draft to a world time: the rules to its whole second (a calendar module may move the clock by
   * fractions), the state remembering it exactly.
   */
  async #bringTo(draft: Draft, worldTime: number, expected: Expected | null, combat: CombatTime | null) {
    await changeTime(this.#ctx, draft, Math.floor(worldTime), expected, combat);
    if (draft.ws.worldTime !== worldTime) draft.set({ worldTime });
  }

  async #run(intent: Intent): Promise<Result<IntentResult, CoreError>> {
    const ctx = this.#ctx;
    const loaded = this.#stored.load();
    const problem = unreadable(loaded);
    if (problem) return err(problem);
    const now = this.#ports.time.now();
    const draft = this.#draft(loaded, now);
    ctx.forget();
    // A clock change not processed yet (it normally is, in order, before this): catch up first, in this write.
    await this.#bringTo(draft, now, null, null);
    const planned = await plan(ctx, draft, intent);
    if (!planned.ok) {
      ctx.abandon();
      return planned;
    }
    const cards = draft.cards.length;
    const seconds = planned.value;
    const done = draft.step ? { seconds, cards, step: draft.step } : { seconds, cards };
    if (seconds === 0) {
      await this.#finish(draft);
      return ok(done);
    }
    // What the intent decided is saved together with the time change it asks for: one write.
    const expected = ctx.expected as Expected | null; // set by plan()
    if (expected) expected.carry = draft;
    else if (draft.dirty) await this.#finish(draft);
    // Should the advance fail, the task is abandoned (#enqueue) before the next one starts.
    await this.#ports.time.advance(seconds);
    return ok(done);
  }

  /**
   * Saves once (if anything changed), then posts cards, updates token lights and announces. `hold`: until
   * when the host may hold the write back, unless token lights change with it.
   */
  async #finish(draft: Draft, hold?: number): Promise<boolean> {
    const ports = this.#ports;
    if (!draft.dirty && draft.cards.length === 0 && draft.events.length === 0) return false;
    const changes = lightChanges(draft.before, burning(draft.keeper.state));
    if (draft.dirty) {
      const ws = withoutStaleEffects(draft.ws);
      // What the stored value had set aside is left out of this write, which the host makes at once.
      const setAside = this.#stored.setAside();
      const kept = setAside.length > 0 ? { setAside } : {};
      const held = hold === undefined || changes.length > 0 || setAside.length > 0 ? {} : { holdUntil: hold };
      await ports.storage.save(ws, { before: draft.start.keeper, removed: draft.removed, ...held, ...kept });
      this.#stored.saved(ws);
    }
    for (const c of draft.cards) await ports.chat.post(c);
    if (changes.length > 0 && ports.lights) await ports.lights.apply(changes);
    for (const event of draft.events) ports.events?.emit(...event);
    if (draft.dirty) ports.events?.emit("stateChanged", { time: draft.keeper.state.time });
    return draft.dirty;
  }
}

export function createSession(ports: SessionPorts): Session {
  return new Session(ports);
}
