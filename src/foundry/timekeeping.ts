/**
 * The clock service: the shared session (src/ui) wired to Foundry. `game.time.worldTime` is the only clock;
 * whoever moves it (this module, the core calendar, another module, a combat), the `updateWorldTime` hook
 * brings the timers, lights and due checks up to it. Only the active GM's client (the same answer on every
 * client) processes and writes; everyone else renders what it wrote. GM actions from any other client, and
 * players' requests, go to that client through the request layer.
 */
import {
  findUnit,
  parseWith,
  type CoreError,
  type Localizer,
  type Preset,
  type Result,
  type Timer,
} from "../core";
import {
  buildClockView,
  createSession,
  IntentSchema,
  PLAYER_INTENTS,
  resolveView,
  type Area,
  type ClockView,
  type Intent,
  type Resolved,
  type Session,
  type SessionEventName,
  type SessionOptions,
  type TextContext,
  type WorldState,
} from "../ui";
import { activeSceneArea, FoundryEncounters, partyArea } from "./areas";
import { FoundryChat } from "./chat";
import type { CombatLike, CombatUpdateData, CombatUpdateOptions } from "./combat/ports";
import { CombatTimeWatch } from "./combat-time";
import { MODULE_ID } from "./constants";
import { FoundryDice } from "./dice";
import type { FoundryEnv } from "./env";
import { FoundryLights } from "./lights";
import { ownsActor, refusal, requestsFor, type RequestContext, type RequestSender } from "./requests";
import { effectivePreset, sessionOptions, SETTING } from "./settings";

/** The hooks Turnkeeper calls, for other modules to listen to (see the README). */
export const HOOKS = {
  /** A check was rolled (encounter, reaction, morale, navigation, shelter, pushed mount). Active GM's client. */
  checkRolled: "turnkeeper.checkRolled",
  /** A check fell due and waits for the GM (checks prompt). Active GM's client. */
  checkDue: "turnkeeper.checkDue",
  /** An encounter check turned up an encounter. Active GM's client. */
  encounter: "turnkeeper.encounter",
  /** A light source was lit. Active GM's client. */
  lightLit: "turnkeeper.lightLit",
  /** A light source ran out (time or ticks). Active GM's client. */
  lightExpired: "turnkeeper.lightExpired",
  /** Timers and checks were brought up to a new world time. Active GM's client. */
  timeProcessed: "turnkeeper.timeProcessed",
  /** Time log entries were undone. Active GM's client. */
  undone: "turnkeeper.undone",
  /** The stored state changed. Every client. */
  stateChanged: "turnkeeper.stateChanged",
} as const satisfies Record<SessionEventName, `turnkeeper.${string}`>;

/** The error code of an intent the active GM refused (`params.why` is the refusal's code). */
export const REFUSED = "refused";

/** What an intent came to, as the API and the request layer report it. */
export type IntentOutcome =
  | { readonly ok: true; readonly seconds: number }
  | {
      readonly ok: false;
      readonly error: { readonly code: string; readonly params: Record<string, string | number> };
    };

interface IntentRequest {
  readonly intent: Intent;
  /** The actor a player acts for (their character searching, lighting...). */
  readonly actor?: string;
}

/** Foundry's `game.i18n` as the core's Localizer. */
export function localizer(env: FoundryEnv): Localizer {
  return { format: (key, data) => env.game.i18n.format(key, data) };
}

export class Timekeeping {
  readonly dice: FoundryDice;
  readonly session: Session;
  private readonly sendIntent: RequestSender<IntentRequest, IntentOutcome>;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly env: FoundryEnv) {
    this.dice = new FoundryDice(env.dice);
    this.session = createSession({
      time: {
        now: () => env.game.time.worldTime,
        // One request to the server per action; `updateWorldTime` brings the change back to `sync`.
        advance: async (seconds) => void (await env.game.time.advance(seconds)),
      },
      storage: {
        load: () => env.settings.get(MODULE_ID, SETTING.state),
        save: async (state) => void (await env.settings.set(MODULE_ID, SETTING.state, state)),
      },
      dice: this.dice,
      chat: new FoundryChat(env, this.dice, () => this.textContext()),
      preset: () => this.preset(),
      options: () => this.options(),
      lights: new FoundryLights(env),
      encounters: new FoundryEncounters(env, this.dice),
      events: {
        emit: (name, payload) => {
          // The state's own change is announced on every client, from the setting (see `stateChanged`).
          if (name !== "stateChanged") env.Hooks.callAll(HOOKS[name], payload);
        },
      },
    });
    this.sendIntent = requestsFor(env).register<IntentRequest, IntentOutcome>({
      type: "session.intent",
      validate: (data) => {
        const d = data as { intent?: unknown; actor?: unknown } | null;
        const intent = parseWith(IntentSchema, d?.intent);
        if (!intent.ok) return { ok: false, error: refusal("badRequest") };
        const actor = typeof d?.actor === "string" ? { actor: d.actor } : {};
        return { ok: true, value: { intent: intent.value, ...actor } };
      },
      authorize: (ctx, data) => this.authorize(ctx, data),
      handle: (_ctx, data) => this.performHere(data.intent),
    });
  }

  // ---------------------------------------------------------------- who writes

  /** This client is the one writer: the active GM, chosen the same way on every client. */
  isWriter(): boolean {
    const me = this.env.game.user;
    return Boolean(me?.isGM && me.id && this.env.game.users.activeGM?.id === me.id);
  }

  /** Hooks that keep the state in step with the world clock and the active scene. */
  start(): void {
    const { Hooks } = this.env;
    const fights = new CombatTimeWatch();
    Hooks.on("preUpdateCombat", ((
      combat: CombatLike,
      changed: CombatUpdateData,
      options: CombatUpdateOptions,
    ) => {
      if (this.isWriter()) fights.expect(combat, changed, options, this.env.game.time.worldTime);
    }) as never);
    Hooks.on("updateWorldTime", ((worldTime: number) => {
      if (this.isWriter()) void this.session.sync(worldTime, fights.take(worldTime));
    }) as never);
    Hooks.on("userConnected", (() => {
      // When the active GM leaves, the next one picks up where the stored state was last brought.
      if (this.isWriter()) void this.session.sync();
    }) as never);
    Hooks.on("updateScene", ((scene: { uuid?: string }, changes: { active?: boolean }) => {
      if (!changes.active || !this.isWriter() || !scene.uuid) return;
      const updated = this.env.documents.scene(scene.uuid);
      if (updated) void this.setArea(partyArea(this.env, updated));
    }) as never);
    Hooks.on("updateToken", ((
      token: { parent?: { uuid?: string } | null },
      changes: { x?: unknown; y?: unknown; elevation?: unknown },
    ) => {
      const moved = "x" in changes || "y" in changes || "elevation" in changes;
      const scene = this.env.documents.activeScene();
      if (!moved || !this.isWriter() || !scene || token.parent?.uuid !== scene.uuid) return;
      // Read the regions once the update has settled, so they know where the token now is.
      void Promise.resolve().then(() => this.setArea(partyArea(this.env, scene)));
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
    this.applyRoundTime();
    const unreadable = this.session.storageError();
    if (unreadable && this.env.game.user?.isGM) {
      // Never overwritten: the GM can update Turnkeeper, or clear the `turnkeeper.state` setting to start afresh.
      this.env.notifications.error(
        this.env.game.i18n.format("TURNKEEPER.Clock.unreadable", {
          why: this.errorText({ code: unreadable.code, params: { ...unreadable.params } }),
        }),
      );
    }
    if (!this.isWriter()) return;
    const firstRun = this.env.settings.get(MODULE_ID, SETTING.state) === null;
    await this.session.sync();
    if (firstRun) {
      const area = activeSceneArea(this.env);
      if (area) await this.session.perform({ type: "setArea", area });
    }
  }

  /** Preset or options changed: follow them (round length, checks), and show it. */
  rulesChanged(): void {
    this.applyRoundTime();
    if (this.isWriter()) void this.session.sync();
    this.changed();
  }

  /** The stored state changed (on every client): announce it and redraw what shows it. */
  stateChanged(): void {
    this.env.Hooks.callAll(HOOKS.stateChanged, { time: this.state().keeper.state.time });
    this.changed();
  }

  /** Calls `fn` whenever what the clock shows may have changed; returns how to stop. */
  onChange(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  private changed(): void {
    for (const fn of this.listeners) fn();
  }

  /** `CONFIG.time.roundTime` follows the preset's combat unit, so a combat round advances that much. */
  applyRoundTime(): void {
    const preset = this.preset();
    const round = findUnit(preset.time, preset.time.modes.combat);
    if (round) this.env.config.time.roundTime = round.seconds;
  }

  // ---------------------------------------------------------------- reading

  preset(): Preset {
    return effectivePreset(this.env);
  }

  options(): SessionOptions {
    return sessionOptions(this.env);
  }

  state(): WorldState {
    return this.session.state();
  }

  textContext(): TextContext {
    return { i18n: localizer(this.env), scale: this.preset().time };
  }

  /** The clock panel's context for this user. */
  clockView(): Resolved<ClockView> {
    const me = this.env.game.user;
    const owned = me ? new Set(this.env.documents.ownedActorUuids(me)) : new Set<string>();
    const viewer = {
      isGM: me?.isGM ?? false,
      owns: (owner: string) => owned.has(owner) || owned.has(owner.split(".Token.")[0] ?? ""),
    };
    return resolveView(
      buildClockView(this.state(), this.preset(), viewer, this.options()),
      this.textContext(),
    );
  }

  /**
   * The world time and the clock's timers, for the combat tracker's countdowns (src/ui/tracker/countdowns.ts).
   * Owners are stored as UUIDs ("Actor.abc", "Scene.x.Token.y").
   */
  clockEffects(): { worldTime: number; timers: readonly Timer[] } {
    return { worldTime: this.env.game.time.worldTime, timers: this.state().keeper.state.timers };
  }

  // ---------------------------------------------------------------- acting

  /**
   * Carries out an intent: here when this client writes, otherwise as a request to the active GM. Players'
   * requests are checked there (they own the actor); errors come back localized.
   */
  async perform(intent: Intent, options: { actor?: string; quiet?: boolean } = {}): Promise<IntentOutcome> {
    const outcome = this.isWriter()
      ? await this.performHere(intent)
      : await this.viaRequest(intent, options.actor, options.quiet ?? false);
    // A refused request has been shown by the request layer already.
    if (!outcome.ok && !options.quiet && outcome.error.code !== REFUSED) {
      this.env.notifications.warn(this.errorText(outcome.error));
    }
    return outcome;
  }

  private async viaRequest(
    intent: Intent,
    actor: string | undefined,
    quiet: boolean,
  ): Promise<IntentOutcome> {
    const reply = await this.sendIntent(actor === undefined ? { intent } : { intent, actor }, { quiet });
    if (reply.ok) return reply.value;
    // The request layer has already shown its refusal unless quiet; report it without showing it twice.
    return {
      ok: false,
      error: { code: REFUSED, params: { ...reply.refusal.params, why: reply.refusal.code } },
    };
  }

  private async performHere(intent: Intent): Promise<IntentOutcome> {
    const result: Result<{ seconds: number }, CoreError> = await this.session.perform(intent);
    return result.ok
      ? { ok: true, seconds: result.value.seconds }
      : { ok: false, error: { code: result.error.code, params: { ...result.error.params } } };
  }

  errorText(error: { code: string; params: Record<string, string | number> }): string {
    if (error.code === REFUSED) {
      return this.env.game.i18n.format(`TURNKEEPER.Request.Refused.${error.params.why}`, error.params);
    }
    return this.env.game.i18n.format(`TURNKEEPER.Error.${error.code}`, error.params);
  }

  /** GMs may ask anything; players only for their own characters' lights and actions. */
  private authorize(ctx: RequestContext, data: IntentRequest) {
    if (ctx.user.isGM) return null;
    const intent = data.intent;
    // A player's lights belong to their actors; lights on unlinked tokens are the GM's to handle.
    if (intent.type === "light") return ownsActor(ctx, intent.owner);
    if (intent.type === "extinguish") {
      const timer = this.state().keeper.state.timers.find((t) => t.id === intent.timer);
      if (!timer?.owner) return refusal("notGM");
      return ownsActor(ctx, timer.owner);
    }
    if ((PLAYER_ACTIONS as readonly string[]).includes(intent.type)) {
      if (!data.actor) return refusal("needsActor");
      return ownsActor(ctx, data.actor);
    }
    return refusal("notGM");
  }
}

/** Intents a player may ask for when they own the actor: their lights, and their party's actions. */
const PLAYER_ACTIONS = [...PLAYER_INTENTS, "action", "rest"] as const;
