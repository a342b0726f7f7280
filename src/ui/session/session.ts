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
 * An intent that moves the clock writes what it decided, with the change it asks for (`asked`), before it asks:
 * the processing of that change completes it (its reason logged, the party changed), whichever task comes
 * first, after a task that failed, or on the next GM's client. That is one write more per such intent: the
 * state alone (its log unchanged), the price of losing nothing when the GM's client goes between the two.
 *
 * Every task runs in order through one queue, and each ends in at most one state write.
 */
import { coreError, err, ok, type CoreError, type Result } from "../../core";
import type { MapStep } from "../../core/wilderness/map";
import type { Intent } from "./intents";
import { gate } from "./gate";
import type { SessionPorts } from "./ports";
import { createWorldState, withoutStaleEffects, type WorldState } from "./world-state";
import { SessionContext } from "./context";
import { Draft } from "./draft";
import { lightChanges } from "../lights/lights";
import { plan } from "./perform";
import { reconcile } from "./reconcile";
import { StoredState, unreadable, type Loaded } from "./stored";
import { changeTime } from "./time-change";
import type { CombatTime } from "./fight-time";
import { holdUntil } from "./stretch";
import { burningEverywhere } from "../party/lights";
import { fightPart, followWorld, worldMove } from "../party/time";
import { followRunning, runningOwed } from "../clock/running-state";

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
  /**
   * How many syncs the host has asked for, and how many of them an intent's task has covered: it brings the
   * state to the clock as it reads it when it starts, past the times syncs asked before then name.
   */
  #syncs = 0;
  #covered = 0;

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
    const ticket = ++this.#syncs;
    return this.#enqueue(() => {
      // A time an intent's task has gone past already (queued intents): going back to it would undo them.
      if (ticket <= this.#covered) return Promise.resolve(this.#unchanged());
      return this.#processTo(worldTime, combat ?? null);
    });
  }

  /** A sync that brought nothing: the state stays at its time. */
  #unchanged(): SyncResult {
    const at = this.#stored.state().worldTime;
    return { from: at, to: at, wrote: false };
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

  /**
   * A fight's step of `seconds` (negative: taken back), which the host writes with `write`, given the world's
   * part of it (issue 22): the step is the party in play's own, so its seconds first use up the party's lag,
   * processed here at its time with no world-time write (after the host's write), and only the part beyond
   * moves the world clock (asked first, so whoever processes that change moves this party alone). Resolves to
   * the world's part.
   */
  fight(seconds: number, combat: CombatTime, write: (world: number) => Promise<void>): Promise<number> {
    return this.#enqueue(() => this.#fight(seconds, combat, write));
  }

  async #fight(seconds: number, combat: CombatTime, write: (world: number) => Promise<void>) {
    const loaded = this.#stored.load();
    const now = this.#ports.time.now();
    // A state that cannot be written: the step moves the world clock as a whole, as any change from elsewhere.
    if (seconds === 0 || this.#unusable(loaded, now)) return write(seconds).then(() => seconds);
    this.#covered = this.#syncs;
    const draft = this.#draft(loaded, now);
    await this.#bringTo(draft, now, null);
    // What the running clock ran and has not written goes first: the fight begins where it stopped (issue 22).
    const ran = runningOwed(this.#ctx, draft.ws);
    if (ran > 0) {
      await this.#ports.time.advance(ran);
      await this.#bringTo(draft, now + ran, null);
    }
    const part = fightPart(draft, seconds, combat);
    if (part !== 0) {
      await this.#finish(draft);
      await this.#withdrawn(() => write(part));
      return part;
    }
    try {
      await write(0);
    } catch (error) {
      // The catch-up this task made (and the syncs it covered) is saved without the step.
      await this.#finish(draft);
      throw error;
    }
    await changeTime(this.#ctx, draft, draft.keeper.state.time + seconds, combat);
    await this.#finish(draft);
    return 0;
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

  /**
   * Why the session may not write at a world time: the stored state does not read (say, a newer Turnkeeper's),
   * the preset cannot be used, or the clock's second is no safe integer (a module's or a hand edit's), which
   * would write a state nobody can read.
   */
  #unusable(loaded: Loaded, worldTime: number): CoreError | null {
    const problem = unreadable(loaded);
    if (problem) return problem;
    return Number.isSafeInteger(Math.floor(worldTime))
      ? null
      : coreError("time.badTime", { time: worldTime });
  }

  /** The task's draft of the stored state (a fresh one at `time`, saved with the task, when none is stored). */
  #draft(loaded: Loaded, time: number): Draft {
    const draft = new Draft(loaded.ok ? loaded.value : createWorldState(time, this.#ctx.preset));
    // A state set afresh, or read with parts set aside (issue 20), is written: the host keeps those parts first.
    if (!loaded.ok || this.#stored.setAside().length > 0) draft.dirty = true;
    reconcile(this.#ctx, draft);
    return draft;
  }

  async #processTo(worldTime: number, combat: CombatTime | null): Promise<SyncResult> {
    const ctx = this.#ctx;
    const loaded = this.#stored.load();
    // Stored state this session cannot read (say, from a newer Turnkeeper) is never overwritten.
    if (this.#unusable(loaded, worldTime)) return { from: worldTime, to: worldTime, wrote: false };
    const draft = this.#draft(loaded, worldTime);
    const from = draft.ws.worldTime;
    if (worldTime === from) return { from, to: worldTime, wrote: await this.#finish(draft) };
    const completed = await this.#bringTo(draft, worldTime, combat);
    draft.emit("timeProcessed", { from, to: worldTime });
    // A clock module's tick that only extended its stretch may be written with the stretch's last; a change
    // that completes an intent's is written at once, or another GM would complete it again.
    const hold = completed || combat ? undefined : holdUntil(ctx, draft);
    return { from, to: worldTime, wrote: await this.#finish(draft, hold) };
  }

  /**
   * Brings the draft to a world time: the rules to its whole second (a calendar module may move the clock by
   * fractions), the state remembering it exactly; the party in play follows it (src/ui/party/time.ts), and the
   * running clock's anchor (src/ui/clock/running-state.ts). Says
   * whether it completed the change an intent asked for.
   */
  async #bringTo(draft: Draft, worldTime: number, combat: CombatTime | null): Promise<boolean> {
    const before = draft.ws;
    const to = followWorld(draft, Math.floor(worldTime));
    const completed = await changeTime(this.#ctx, draft, to, combat);
    if (draft.ws.worldTime !== worldTime) draft.set({ worldTime });
    // The running clock's anchor moves with the change, in this same write (issue 22).
    followRunning(this.#ctx, draft, before, { completed, fight: combat !== null });
    return completed;
  }

  async #run(intent: Intent): Promise<Result<IntentResult, CoreError>> {
    const ctx = this.#ctx;
    const loaded = this.#stored.load();
    const now = this.#ports.time.now();
    const problem = this.#unusable(loaded, now);
    if (problem) return err(problem);
    this.#covered = this.#syncs;
    const draft = this.#draft(loaded, now);
    const from = draft.ws.worldTime;
    // A clock change not processed yet (it normally is, in order, before this): catch up first, in this write.
    await this.#bringTo(draft, now, null);
    // The intent takes place at the party's time, which may be behind the world's (issue 22).
    const planned = await plan(ctx, draft, intent, draft.keeper.state.time);
    if (!planned.ok) {
      ctx.abandon();
      // The syncs this task covered are not run again: its catch-up is made on its own, without the intent.
      if (from !== now) await this.#processTo(now, null);
      return planned;
    }
    const seconds = await worldMove(ctx, draft, planned.value);
    const cards = draft.cards.length;
    const done = draft.step ? { seconds, cards, step: draft.step } : { seconds, cards };
    // What the intent decided is saved, with the change of time it asks for (`asked`), before the clock is asked
    // to move: whoever processes that change completes it, whatever task comes first, on whichever GM's client.
    await this.#finish(draft);
    if (seconds !== 0) await this.#advance(seconds);
    return ok(done);
  }

  /**
   * Asks the clock to move. Should it refuse, the change asked for is withdrawn (so no other change completes
   * it in its name) and the task fails, abandoned (#enqueue); what the intent decided stays saved.
   */
  #advance(seconds: number): Promise<void> {
    return this.#withdrawn(() => this.#ports.time.advance(seconds));
  }

  /** Runs the host's move of the clock; should it fail, the change asked for is withdrawn (#advance). */
  async #withdrawn(move: () => Promise<void>): Promise<void> {
    try {
      await move();
    } catch (error) {
      const loaded = this.#stored.load();
      if (loaded.ok && loaded.value.asked) {
        const draft = new Draft(loaded.value);
        draft.set({ asked: null });
        await this.#finish(draft);
      }
      throw error;
    }
  }

  /**
   * Saves once (if anything changed), then posts cards, updates token lights and announces. `hold`: until
   * when the host may hold the write back, unless token lights change with it.
   */
  async #finish(draft: Draft, hold?: number): Promise<boolean> {
    const ports = this.#ports;
    if (!draft.dirty && draft.cards.length === 0 && draft.events.length === 0) return false;
    const changes = lightChanges(draft.before, burningEverywhere(draft.ws));
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
