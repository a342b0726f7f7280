/**
 * The clock service: the shared session (src/ui) wired to Foundry. `game.time.worldTime` is the only clock;
 * whoever moves it (this module, the core calendar, another module, a combat), the `updateWorldTime` hook
 * brings the timers, lights and due checks up to it. Only the active GM's client (the same answer on every
 * client) processes and writes; everyone else renders what it wrote. GM actions from any other client, and
 * players' requests, go to that client through the request layer.
 */
import type { CoreError, Preset, Timer } from "../../core";
import {
  StoredState,
  type Area,
  type CalendarDay,
  type CalendarSource,
  type ClockView,
  type CombatTime,
  type Intent,
  type Resolved,
  type Session,
  type TextContext,
  type TextLocalizer,
  type WorldState,
} from "../../ui";
import { partyNow } from "../../ui/party/times";
import { activeSceneArea, partyArea } from "../map/areas";
import type { CombatLike, CombatUpdateData, CombatUpdateOptions } from "../combat/ports";
import { CombatTimeWatch } from "../combat/combat-time";
import { clockViewFor } from "../clock/view";
import { MODULE_ID } from "../setup/constants";
import { isActiveGM, type FoundryEnv } from "../env/ports";
import { callHook, HOOKS } from "../setup/hooks";
import { intentRequests, REFUSED, type IntentAsker, type IntentOutcome } from "./intent-requests";
import type * as CalendarModule from "../calendar/calendar";
import { RECORD_KIT } from "../record/kit";
import type { RecordStore } from "../record/store";
import { effectivePreset, SETTING } from "../setup/settings";
import type { ReadingPorts } from "./writer";
import { FailedTask } from "./failed-task";
import { readingPorts } from "./reading-ports";

/** What an intent came to, for the API (src/foundry/setup/api.ts) and map play. */
export type { IntentOutcome };

/** Foundry's `game.i18n` as the localizer texts are resolved with, plurals in its language (src/ui/i18n/plurals.ts). */
export function localizer(env: FoundryEnv): TextLocalizer {
  const i18n = env.game.i18n;
  return { format: (key, data) => i18n.format(key, data), has: (key) => i18n.has(key), lang: i18n.lang };
}

/** A core error as an intent's outcome (its params carry the path of a field the gate refused). */
const failed = (error: CoreError): IntentOutcome => ({
  ok: false,
  error: { code: error.code, params: { ...error.params } },
});

export class Timekeeping {
  readonly #env: FoundryEnv;
  readonly #reading: ReadingPorts;
  readonly #stored: StoredState;
  /** The writing session, loaded on first use (on the active GM's client; see writer.ts). */
  #writer: Promise<Session> | null = null;
  readonly #askActiveGM: IntentAsker;
  readonly #listeners = new Set<() => void>();
  /** The record journal's store, loaded on GM clients (GM-only code, a chunk of its own). */
  #records: RecordStore | null = null;
  #recordsLoading: Promise<RecordStore> | null = null;
  /** Reads the world's calendar (a chunk of its own, loaded at `ready`). */
  #calendar: typeof CalendarModule | null = null;
  /** The last session task that failed, while the clock waits for a retry (the writer's client). */
  readonly #failed: FailedTask;

  constructor(env: FoundryEnv) {
    this.#env = env;
    this.#failed = new FailedTask(env, () => this.#changed());
    this.#reading = readingPorts(env, {
      records: () => this.#records,
      recordStore: () => this.#recordStore(),
      preset: () => this.preset(),
      stateChanged: () => this.stateChanged(),
    });
    this.#stored = new StoredState(this.#reading);
    this.#askActiveGM = intentRequests(
      env,
      () => this.state().keeper.state.timers,
      (intent) => this.#performHere(intent),
    );
  }

  // ---------------------------------------------------------------- who writes

  /** This client is the one writer: the active GM, chosen the same way on every client. */
  #isWriter(): boolean {
    // Not before the record store has loaded: without it the log's entries are not read, and a write would
    // drop the undo window.
    return this.#records !== null && isActiveGM(this.#env);
  }

  /** Hooks that keep the state in step with the world clock and the active scene. */
  start(): void {
    const env = this.#env;
    const fights = new CombatTimeWatch();
    env.Hooks.on("preUpdateCombat", ((
      combat: CombatLike,
      changed: CombatUpdateData,
      options: CombatUpdateOptions,
    ) => {
      if (this.#isWriter()) fights.expect(combat, changed, options, env.game.time.worldTime);
    }) as never);
    env.Hooks.on("updateWorldTime", ((worldTime: number) => {
      if (!this.#isWriter()) return;
      void this.sync(worldTime, fights.take(worldTime)).then((synced) => {
        if (synced) return this.#followDarkness(worldTime);
      });
    }) as never);
    env.Hooks.on("userConnected", (() => {
      // When the active GM leaves, the next one picks up where the stored state was last brought.
      if (this.#isWriter()) void this.sync();
    }) as never);
    // The area in force follows the party: to a scene made active, and as its tokens move on the active scene.
    env.Hooks.on("updateScene", ((scene: { uuid?: string }, changes: { active?: boolean }) => {
      const updated = changes.active && this.#isWriter() && scene.uuid && env.documents.scene(scene.uuid);
      if (updated) void this.setArea(partyArea(env, updated));
    }) as never);
    env.Hooks.on("updateToken", ((
      token: { parent?: { uuid?: string } | null },
      changes: { x?: unknown; y?: unknown; elevation?: unknown },
    ) => {
      const moved = "x" in changes || "y" in changes || "elevation" in changes;
      const scene = env.documents.activeScene();
      if (!moved || !this.#isWriter() || !scene || token.parent?.uuid !== scene.uuid) return;
      // Read the regions once the update has settled, so they know where the token now is.
      void Promise.resolve().then(() => this.setArea(partyArea(env, scene)));
    }) as never);
  }

  /** Puts an area in force, unless it already is (a change of nothing would be a write of nothing). */
  async setArea(area: Area | null): Promise<void> {
    // Areas are parsed by one schema, so their fields come in one order and the JSON compares them.
    if (JSON.stringify(area) === JSON.stringify(this.state().area)) return;
    await this.perform({ type: "setArea", area });
  }

  /** At `ready`: the writer catches up on whatever happened while no GM was here, then follows the preset. */
  async ready(): Promise<void> {
    const env = this.#env;
    this.#calendar = await import("../calendar/calendar");
    if (env.game.user?.isGM) {
      await this.#recordStore();
      // A season mapping that does not read counts as none; the GM is told why.
      const problem = this.#calendar.mappingProblem(env.settings.get(MODULE_ID, "seasonMapping"));
      if (problem) env.notifications.warn(this.errorText(problem));
      const day = this.#calendar.dayMismatch(env);
      if (day !== null)
        env.notifications.warn(env.game.i18n.format("TURNKEEPER.Calendar.dayMismatch", { seconds: day }));
    }
    const unreadable = this.#stored.storageError();
    if (unreadable && env.game.user?.isGM) {
      // Never overwritten: the GM can update Turnkeeper, or clear the `turnkeeper.state` setting to start afresh.
      env.notifications.error(
        env.game.i18n.format("TURNKEEPER.Clock.unreadable", { why: this.errorText(unreadable) }),
      );
    }
    if (!this.#isWriter()) return;
    const firstRun = env.settings.get(MODULE_ID, SETTING.state) === null;
    await this.sync();
    if (firstRun) {
      const area = activeSceneArea(env);
      if (area) await this.#write((s) => s.perform({ type: "setArea", area }));
    }
  }

  /**
   * Preset or options changed: follow them (units, checks), and show it. `CONFIG.time.roundTime` stays the
   * system's (dnd5e's effect durations count by it): Turnkeeper's fights take their time from the preset.
   */
  rulesChanged(): void {
    if (this.#isWriter()) void this.sync();
    this.#changed();
  }

  /** The stored state changed (on every client): announce it and redraw what shows it. */
  stateChanged(): void {
    callHook(this.#env.Hooks, HOOKS.stateChanged, { time: this.state().keeper.state.time });
    this.#changed();
  }

  /** Calls `fn` whenever what the clock shows may have changed; returns how to stop. */
  onChange(fn: () => void): () => void {
    this.#listeners.add(fn);
    return () => this.#listeners.delete(fn);
  }

  #changed(): void {
    for (const fn of this.#listeners) fn();
  }

  /** The writing session (the active GM's), loaded the first time this client needs it. */
  writer(): Promise<Session> {
    const env = this.#env;
    this.#writer ??= import("./writer").then((m) =>
      m.createWriter(env, this.#reading, () => this.textContext()),
    );
    return this.#writer;
  }

  /** Runs a task on the writing session; one that fails is told to the GM (failed-task.ts), and rejects. */
  async #write<T>(task: (session: Session) => Promise<T>, kind: "sync" | "action" = "action"): Promise<T> {
    let result: T;
    try {
      result = await task(await this.writer());
    } catch (error) {
      this.#failed.told(kind, error);
      throw error;
    }
    this.#failed.cleared();
    return result;
  }

  /** Why the clock waits after a failed task, for the clock panel's Retry line; null when nothing failed. */
  failure(): string | null {
    return this.#failed.why();
  }

  /** The clock panel's Retry: the same sync again, from the stored state to the world's time. */
  retry(): Promise<boolean> {
    return this.sync();
  }

  /**
   * Brings the stored state up to the world clock (`worldTime`, or now): what `updateWorldTime` does on the
   * active GM. Says whether it got there; one that failed has been told to the GM, and waits for the next.
   */
  async sync(worldTime?: number, combat?: CombatTime): Promise<boolean> {
    try {
      await this.#write((s) => s.sync(worldTime, combat), "sync");
      return true;
    } catch {
      return false;
    }
  }

  /** Resolves when the writing session (if this client loaded it) has finished every queued task. */
  async idle(): Promise<void> {
    await this.#writer?.then((s) => s.idle());
  }

  // ---------------------------------------------------------------- reading

  preset(): Preset {
    return effectivePreset(this.#env);
  }

  state(): WorldState {
    return this.#stored.state();
  }

  textContext(): TextContext {
    return { i18n: localizer(this.#env), scale: this.preset().time, calendar: this.calendar() };
  }

  /** The world's calendar (null without one, or before `ready`). */
  calendar(): CalendarSource | null {
    return this.#calendar?.foundryCalendar(this.#env) ?? null;
  }

  /** The calendar's day at a world time, with the season the GM's mapping gives it. */
  calendarDay(time: number = this.state().keeper.state.time): CalendarDay | null {
    const calendar = this.#calendar;
    return (
      calendar?.calendarDayAt(this.#env, time, this.#env.settings.get(MODULE_ID, "seasonMapping")) ?? null
    );
  }

  /** The record journal's store, loaded once. */
  #recordStore(): Promise<RecordStore> {
    this.#recordsLoading ??= import("../record/store").then(({ RecordStore }) => {
      this.#records = new RecordStore({
        env: this.#env,
        kit: RECORD_KIT,
        preset: () => this.preset(),
        textContext: () => this.textContext(),
        state: () => this.state(),
      });
      // The log now reads from the journal: redraw what shows it.
      this.#changed();
      return this.#records;
    });
    return this.#recordsLoading;
  }

  /** Opted-in scenes' darkness follows the time of day, when the setting says so (the active GM's client). */
  async #followDarkness(time: number): Promise<void> {
    if (!this.#env.settings.get(MODULE_ID, "sceneDarkness")) return;
    const day = this.calendarDay(time);
    const seconds = time - Math.floor(time / 86_400) * 86_400;
    const { followDarkness } = await import("../calendar/darkness");
    await followDarkness(
      this.#env,
      day?.hour ?? Math.floor(seconds / 3600),
      day?.minute ?? (seconds % 3600) / 60,
    );
  }

  /** Offers the campaign record as a Markdown file (the GM's part for GMs). */
  async exportRecord(): Promise<void> {
    const markdown = (await this.#recordStore()).markdown();
    this.#env.apps.download("campaign-record.md", markdown);
  }

  /** The clock panel's context for this user. */
  clockView(): Resolved<ClockView> {
    return clockViewFor(this.#env, this);
  }

  /**
   * The party in play's time and the clock's timers, for the combat tracker's countdowns
   * (src/ui/combat/countdowns.ts) and the time its count's segment began.
   * Owners are stored as UUIDs ("Actor.abc", "Scene.x.Token.y").
   */
  clockEffects(): { worldTime: number; timers: readonly Timer[] } {
    return { worldTime: this.partyNow(), timers: this.state().keeper.state.timers };
  }

  /** The party in play's time: the world's, less how far the party stands behind it (issue 22). */
  partyNow(): number {
    return partyNow(this.state(), this.#env.game.time.worldTime);
  }

  /**
   * A fight's step on the party in play's time (src/foundry/combat/driver.ts): on the writer, its seconds
   * first use up the party's lag and `write` moves the world only by the part beyond (Session#fight); on a
   * client that cannot write yet, the step moves the world as a whole.
   */
  fightStep(seconds: number, fight: CombatTime, write: (world: number) => Promise<void>): Promise<unknown> {
    if (!this.#isWriter()) return write(seconds);
    return this.writer().then((s) => s.fight(seconds, fight, write));
  }

  // ---------------------------------------------------------------- acting

  /**
   * Carries out an intent: here when this client writes, otherwise as a request to the active GM. Players'
   * requests are checked there (they own the actor); errors come back localized. Whatever calls it (the API, a
   * macro, the clock panel, the map), the intent passes the gate first, so a bad one is refused naming its field
   * before it goes anywhere or anything is written.
   */
  async perform(intent: Intent, options: { actor?: string; quiet?: boolean } = {}): Promise<IntentOutcome> {
    // The gate and its intent schemas load with the first intent: a client that only shows the clock never asks.
    const { gate } = await import("../../ui/session/gate");
    const passed = gate(intent, this.preset().time);
    let outcome: IntentOutcome;
    if (!passed.ok) outcome = failed(passed.error);
    else if (this.#isWriter()) outcome = await this.#performHere(passed.value);
    else outcome = await this.#askActiveGM(passed.value, options);
    // A refused request has been shown by the request layer already.
    if (!outcome.ok && !options.quiet && outcome.error.code !== REFUSED) {
      this.#env.notifications.warn(this.errorText(outcome.error));
    }
    return outcome;
  }

  async #performHere(intent: Intent): Promise<IntentOutcome> {
    // A request can come before the record store has loaded: without it a write drops the undo window.
    await this.#recordStore();
    const result = await this.#write((s) => s.perform(intent));
    return result.ok ? { ok: true, seconds: result.value.seconds } : failed(result.error);
  }

  /** An error or a refusal (`REFUSED`, why in `params.why`) in words. */
  errorText(error: { code: string; params: Readonly<Record<string, string | number>> }): string {
    const key = error.code === REFUSED ? `Request.Refused.${error.params.why}` : `Error.${error.code}`;
    return this.#env.game.i18n.format(`TURNKEEPER.${key}`, error.params);
  }
}
