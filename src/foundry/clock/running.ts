/**
 * The running clock in Foundry (issue 22). Its state is the hidden world setting `turnkeeper.runningClock`,
 * written only by the active GM, whose client alone drives it (the driver, src/ui/clock/running.ts, loaded
 * there): it holds for Foundry's pause (`game.paused`, hook `pauseGame`), for a fight (a started combat or one
 * Turnkeeper runs: hooks `createCombat`, `combatStart`, `updateCombat`, `deleteCombat`) and while a calendar
 * module's own real-time clock runs (../calendar/other-clocks.ts); it writes `game.time.advance` once a
 * minute, which `updateWorldTime` brings to the session like any change. Another GM's switch or rate goes to
 * the active GM as a request. When the active GM changes, the new one takes over from the stored state, which
 * knows what was counted and when the clock was last written. Times are the server's (`game.time.serverTime`),
 * the same on every client, so each panel shows the clock run between writes.
 */
import { readRunningClock, STOPPED, type Hold, type RunningClock } from "../../core/clock/running";
import { buildRunningView, runningTime, type RunningView } from "../../ui/clock/running-view";
import { runningFor } from "../../ui/clock/player-view";
import { playerView } from "../setup/player-settings";
import { clock, resolveText, type TextContext } from "../../ui";
import { gateRunning, parseRunningAction, type RunningIntent } from "../../ui/clock/running-actions";
import type { RunningDriver } from "../../ui/clock/running";
import { err, ok } from "../../core";
import { OtherClocks } from "../calendar/other-clocks";
import { isTurnkeeperCombat } from "../combat/client";
import { combatFlag } from "../combat/store";
import { isActiveGM, type FoundryEnv, type HookCallback } from "../env/ports";
import { MODULE_ID } from "../setup/constants";
import { refusal, requestsFor, type RequestSender } from "../session/requests";

const SETTING = "runningClock";

/** How often (ms) each client redraws the panel's running line between writes. */
const LINE_EVERY_MS = 1000;

/** A combat that holds the clock: started, or one Turnkeeper runs. */
function fightOpen(combat: object): boolean {
  if ((combat as { started?: unknown }).started === true) return true;
  return isTurnkeeperCombat(combat) && combatFlag(combat)?.state.phase === "running";
}

export class RunningClockHost {
  readonly #env: FoundryEnv;
  readonly #others: OtherClocks;
  readonly #listeners = new Set<() => void>();
  readonly #send: RequestSender<RunningIntent, true>;
  #driver: Promise<RunningDriver> | null = null;
  /** The other clock the GM was last told of, so each start is told once. */
  #told: string | null = null;
  readonly #text: () => TextContext;
  #line: ReturnType<typeof setInterval> | null = null;

  constructor(env: FoundryEnv, text: () => TextContext) {
    this.#env = env;
    this.#text = text;
    env.settings.register(MODULE_ID, SETTING, {
      scope: "world",
      config: false,
      type: Object,
      default: null,
      onChange: () => this.#changed(),
    });
    this.#others = new OtherClocks(env, () => this.#holdsChanged());
    this.#send = requestsFor(env).register<RunningIntent, true>({
      type: "clock.running",
      validate: (data) => {
        const intent = gateRunning(data);
        return intent ? ok(intent) : err(refusal("badRequest", { path: "running" }));
      },
      authorize: (ctx) => (ctx.user.isGM ? null : refusal("notGM")),
      handle: async (_ctx, intent) => {
        await (await this.#writer())?.change(intent);
        return true as const;
      },
    });
  }

  /** Hooks that hold and release the clock, and hand it to the next active GM. */
  start(): void {
    const env = this.#env;
    const on = (hook: string, fn: (...args: never[]) => void) => env.Hooks.on(hook, fn as HookCallback);
    on("pauseGame", () => this.#holdsChanged());
    for (const hook of ["createCombat", "combatStart", "updateCombat"]) on(hook, () => this.#holdsChanged());
    // The combat deleted may still be in the collection when its hook is called.
    on("deleteCombat", (combat: object) => this.#holdsChanged(combat));
    on("userConnected", () => void this.#writer());
  }

  /** At `ready`: the active GM takes the clock over. */
  async ready(): Promise<void> {
    await this.#writer();
    this.#holdsChanged();
  }

  /** The stored running clock (stopped when nothing, or nothing readable, is stored). */
  stored(): RunningClock {
    return readRunningClock(this.#env.settings.get(MODULE_ID, SETTING)) ?? STOPPED;
  }

  /** The panel's running line for this user, the world clock at `time`. */
  view(time: number = this.#env.game.time.worldTime): RunningView {
    const env = this.#env;
    const isGM = env.game.user?.isGM ?? false;
    const view = buildRunningView(
      this.stored(),
      time,
      env.game.time.serverTime,
      isGM,
      this.#others.running(),
    );
    return runningFor(view, isGM, playerView(env).time);
  }

  /** Calls `fn` whenever the stored clock changes; returns how to stop. */
  onChange(fn: () => void): () => void {
    this.#listeners.add(fn);
    return () => this.#listeners.delete(fn);
  }

  /** A panel button of the running clock, if it is one (the GM's switch or rate); says whether it was. */
  async act(
    action: string,
    dataset: Readonly<Record<string, string | undefined>>,
    ratio: unknown,
  ): Promise<boolean> {
    const intent = parseRunningAction(action, dataset, ratio);
    if (!intent) return false;
    const env = this.#env;
    if (!env.game.user?.isGM) {
      env.notifications.warn(env.game.i18n.localize("TURNKEEPER.Clock.Running.onlyGM"));
      return true;
    }
    const writer = await this.#writer();
    if (writer) await writer.change(intent);
    else await this.#send(intent);
    return true;
  }

  /** Looks now whether a write is due (the driver's timer does so at the end of each minute). */
  async look(): Promise<void> {
    await (await this.#writer())?.look();
  }

  /** Resolves when this client's driver (if it has one) has written what it owes. */
  async idle(): Promise<void> {
    await (await this.#driver)?.idle();
  }

  #changed(): void {
    for (const fn of this.#listeners) fn();
    this.#followLine();
  }

  /** While it runs, every client's panel line shows the time it has reached, each second (no redraw). */
  #followLine(): void {
    const running = this.view().running;
    if (running && this.#line === null && typeof document !== "undefined")
      this.#line = setInterval(() => this.#drawLine(), LINE_EVERY_MS);
    if (!running && this.#line !== null) {
      clearInterval(this.#line);
      this.#line = null;
    }
  }

  #drawLine(): void {
    const env = this.#env;
    const time = runningTime(this.stored(), env.game.time.worldTime, env.game.time.serverTime);
    const text = resolveText(clock(time, "compact"), this.#text());
    for (const line of document.querySelectorAll<HTMLElement>("[data-tk-running]")) line.textContent = text;
  }

  /** What holds the clock now, `gone` a combat being deleted; the GM is told when another clock starts. */
  #holds(gone?: object): Record<Hold, boolean> {
    const env = this.#env;
    const other = this.#others.running();
    if (other !== this.#told && other !== null && env.game.user?.isGM)
      env.notifications.info(env.game.i18n.format("TURNKEEPER.Clock.Running.otherClock", { module: other }));
    this.#told = other;
    const fight = env.game.combats.contents.some((c) => c !== gone && fightOpen(c));
    return { pause: env.game.paused, fight, calendar: other !== null };
  }

  #holdsChanged(gone?: object): void {
    const holds = this.#holds(gone);
    void this.#writer().then((driver) => driver?.change({ kind: "holds", holds }));
    this.#changed();
  }

  /**
   * The driver, on the active GM's client (loaded there the first time); null elsewhere. A client that is no
   * longer the active GM stops its own.
   */
  async #writer(): Promise<RunningDriver | null> {
    const env = this.#env;
    if (!isActiveGM(env)) {
      const stopped = this.#driver;
      this.#driver = null;
      (await stopped)?.stop();
      return null;
    }
    this.#driver ??= import("../../ui/clock/running").then(({ RunningDriver }) => {
      const driver = new RunningDriver({
        now: () => env.game.time.serverTime,
        load: () => readRunningClock(env.settings.get(MODULE_ID, SETTING)),
        save: async (clock) => void (await env.settings.set(MODULE_ID, SETTING, clock)),
        // One world-time write; `updateWorldTime` brings it to the session like any change of time.
        advance: async (seconds) => void (await env.game.time.advance(seconds)),
        later: (run, ms) => {
          const timer = setTimeout(run, ms);
          return () => clearTimeout(timer);
        },
      });
      // Taking over: what holds it now, then a write if one is due, and the next look.
      void driver.change({ kind: "holds", holds: this.#holds() });
      return driver;
    });
    return this.#driver;
  }
}
