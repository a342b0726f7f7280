/**
 * The running clock in Foundry (issue 22). Its state is the world state's `running` field (the `turnkeeper.state`
 * setting), which the active GM's session writes: the GM's switch and rate and what holds it are `running`
 * intents, one state write each (another GM's go to the active GM as any intent does), and every change of the
 * world clock the session processes moves the anchor in the write it makes anyway. The active GM's client alone
 * drives it (the driver, src/ui/clock/running.ts, loaded there): it holds for Foundry's pause (`game.paused`,
 * hook `pauseGame`), for a fight (a started combat or one Turnkeeper runs: hooks `createCombat`, `combatStart`,
 * `updateCombat`, `deleteCombat`) and while a calendar module's own real-time clock runs
 * (../calendar/other-clocks.ts); it writes `game.time.advance` once a minute, to the target the state's anchor
 * gives, which `updateWorldTime` brings to the session like any change. A new active GM computes the same
 * target from the state. Times are the server's (`game.time.serverTime`), the same on every client, so each
 * panel shows the clock run between writes.
 *
 * The former hidden setting `turnkeeper.runningClock` stays registered, read-only, for one migration: the
 * active GM takes its switch and rate into the state and clears it.
 */
import { formerSetting, type Hold, type RunningChange, type RunningClock } from "../../core/clock/running";
import { buildRunningView, runningTime, type RunningView } from "../../ui/clock/running-view";
import { runningFor } from "../../ui/clock/player-view";
import { playerView } from "../setup/player-settings";
import { clock, resolveText, type TextContext } from "../../ui";
import { parseRunningAction } from "../../ui/clock/running-actions";
import type { RunningDriver } from "../../ui/clock/running";
import { OtherClocks } from "../calendar/other-clocks";
import { isTurnkeeperCombat } from "../combat/client";
import { combatFlag } from "../combat/store";
import { isActiveGM, type FoundryEnv, type HookCallback } from "../env/ports";
import { MODULE_ID } from "../setup/constants";
import type { Timekeeping } from "../session/timekeeping";

/** The former setting, read once for its switch and rate, then cleared. */
const FORMER_SETTING = "runningClock";

/** How often (ms) each client redraws the panel's running line between writes. */
const LINE_EVERY_MS = 1000;

/** A combat that holds the clock: started, or one Turnkeeper runs. */
function fightOpen(combat: object): boolean {
  if ((combat as { started?: unknown }).started === true) return true;
  return isTurnkeeperCombat(combat) && combatFlag(combat)?.state.phase === "running";
}

export class RunningClockHost {
  readonly #env: FoundryEnv;
  readonly #tk: Timekeeping;
  readonly #others: OtherClocks;
  readonly #listeners = new Set<() => void>();
  #driver: Promise<RunningDriver> | null = null;
  /** The other clock the GM was last told of, so each start is told once. */
  #told: string | null = null;
  readonly #text: () => TextContext;
  #line: ReturnType<typeof setInterval> | null = null;

  constructor(env: FoundryEnv, tk: Timekeeping, text: () => TextContext) {
    this.#env = env;
    this.#tk = tk;
    this.#text = text;
    env.settings.register(MODULE_ID, FORMER_SETTING, {
      scope: "world",
      config: false,
      type: Object,
      default: null,
    });
    this.#others = new OtherClocks(env, () => this.#holdsChanged());
    // The state changed: the line follows, and the writer looks whether a write is owed.
    tk.onChange(() => {
      this.#followLine();
      void this.#writer().then((driver) => driver?.look());
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

  /** At `ready`: the active GM takes the clock over (and the former setting in, once). */
  async ready(): Promise<void> {
    const writer = await this.#writer();
    if (writer) await this.#takeFormer(writer);
    this.#holdsChanged();
  }

  /** The running clock as the state stands. */
  stored(): RunningClock {
    return this.#tk.state().running;
  }

  /** The panel's running line for this user, the world clock at `time`. */
  view(time: number = this.#env.game.time.worldTime): RunningView {
    const env = this.#env;
    const isGM = env.game.user?.isGM ?? false;
    const now = env.game.time.serverTime;
    const view = buildRunningView(this.stored(), time, now, isGM, this.#others.running());
    return runningFor(view, isGM, playerView(env).time);
  }

  /** Calls `fn` when what holds the clock changes outside the state (another module's clock); returns how to stop. */
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
    const change = parseRunningAction(action, dataset, ratio);
    if (!change) return false;
    const env = this.#env;
    if (!env.game.user?.isGM) {
      env.notifications.warn(env.game.i18n.localize("TURNKEEPER.Clock.Running.onlyGM"));
      return true;
    }
    // Here on the active GM, else a request to it, through the one gate as every intent.
    await this.#tk.perform({ type: "running", change });
    return true;
  }

  /** Looks now whether a write is owed (the driver's timer does so at the end of each minute). */
  async look(): Promise<void> {
    await (await this.#writer())?.look();
  }

  /** Resolves when this client's driver (if it has one) has written what it owes. */
  async idle(): Promise<void> {
    await (await this.#driver)?.idle();
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

  /** The writer hands the holds to the session when they differ from the state's (one write, none if same). */
  #holdsChanged(gone?: object): void {
    const holds = this.#holds(gone);
    const held = this.stored().held;
    const differ = (Object.entries(holds) as [Hold, boolean][]).some(([h, on]) => held.includes(h) !== on);
    if (differ) void this.#writer().then((driver) => driver?.change({ kind: "holds", holds }));
    for (const fn of this.#listeners) fn();
    this.#followLine();
  }

  /** The former setting's switch and rate, taken into the state once (what it had not written is not). */
  async #takeFormer(driver: RunningDriver): Promise<void> {
    const env = this.#env;
    const former = formerSetting(env.settings.get(MODULE_ID, FORMER_SETTING));
    if (!former) return;
    await driver.change({ kind: "rate", rate: former.rate });
    if (former.on) await driver.change({ kind: "switch", on: true });
    await env.settings.set(MODULE_ID, FORMER_SETTING, null);
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
      const tk = this.#tk;
      const driver = new RunningDriver({
        now: () => env.game.time.serverTime,
        // Only once the session has brought the state up to the world clock: the anchor is then its own.
        read: () => {
          const state = tk.state();
          const caught = state.worldTime === env.game.time.worldTime;
          return caught ? { clock: state.running, world: state.worldTime } : null;
        },
        change: async (change: RunningChange) => void (await tk.perform({ type: "running", change })),
        // One world-time write; `updateWorldTime` brings it to the session like any change of time.
        advance: async (seconds) => void (await env.game.time.advance(seconds)),
        later: (run, ms) => {
          const timer = setTimeout(run, ms);
          return () => clearTimeout(timer);
        },
      });
      // Taking over: what holds it now, then a write if one is owed, and the next look.
      const holds = this.#holds();
      void driver.change({ kind: "holds", holds });
      return driver;
    });
    return this.#driver;
  }
}
