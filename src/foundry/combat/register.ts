/**
 * Sets up segment combat on one client at `init`: its settings, the combat request (answered by the active
 * GM), the Combat subclass over the system's, the tracker subclass over `CONFIG.ui.combat`, and the active
 * GM's reactions to changes made outside the tracker (a combatant removed, marked defeated or given another
 * initiative, a combat ended), and the tracker's refresh when the clock changes. Does nothing where
 * `CONFIG.Combat` is absent (tests of other features).
 */
import { isActiveGM, type FoundryEnv } from "../env/ports";
import type { CommonActionsEditor } from "./actions-editor";
import { runsCombat } from "./adoption";
import { createCombatClient, isTurnkeeperCombat, type CombatClient } from "./client";
import { createTurnkeeperCombatClass } from "./combat-class";
import {
  isRunning,
  type CombatDriver,
  type CombatIntent,
  type CombatServices,
  type FightClock,
} from "./steps";
import type { CombatantLike, CombatLike } from "./ports";
import { ClockRefresh } from "./refresh";
import { combatServices } from "./services";
import { registerCombatSettings } from "./settings";
import { engineFlag } from "./store";
import { createTurnkeeperTrackerClass } from "./tracker-app";
import type { ClockEffectsSource } from "./tracker-view";
import type { TextContext } from "../../ui/i18n/text";
import { once } from "../setup/once";

export interface CombatSetup {
  readonly services: CombatServices;
  readonly driver: CombatDriver;
  readonly client: CombatClient;
  /** Renders the trackers on screen again when the clock's timers change. */
  readonly refresh: ClockRefresh;
  /** The GM's editor of the common actions, loaded the first time it is opened. */
  readonly actions: () => Promise<CommonActionsEditor>;
}

const setups = new WeakMap<FoundryEnv, CombatSetup>();
const provided = new WeakMap<FoundryEnv, CombatServices>();

/**
 * Services to use instead of Foundry's (the preset setting, `env.dice` and `env.chat`) when combat is set up
 * on this env at `init`: for a host that rolls differently, and for tests that script the dice.
 */
export function provideCombatServices(env: FoundryEnv, services: CombatServices): void {
  provided.set(env, services);
}

export function combatSetupFor(env: FoundryEnv): CombatSetup | undefined {
  return setups.get(env);
}

export function registerCombat(
  env: FoundryEnv,
  options: { clock?: ClockEffectsSource; text?: () => TextContext; time?: FightClock } = {},
): CombatSetup {
  const actions = once(async () => new (await import("./actions-editor")).CommonActionsEditor(env));
  registerCombatSettings(env, () => void actions().then((editor) => editor.open()));
  const services = provided.get(env) ?? combatServices(env);
  const driver = lazyDriver(env, services, options.time);
  const client = createCombatClient(env, services, driver);
  env.config.Combat.documentClass = createTurnkeeperCombatClass(env.config.Combat.documentClass, {
    env,
    client,
  });
  const refresh = new ClockRefresh();
  // Fired on every client when the clock's state changes: a timer added mid-fight shows at once.
  env.Hooks.on("turnkeeper.stateChanged", () => refresh.changed());
  // Typed as any sidebar tab class; in v13 and v14 it is the core CombatTracker or a system's subclass of it.
  const Tracker = env.config.ui.combat as unknown as typeof foundry.applications.sidebar.tabs.CombatTracker;
  env.config.ui.combat = createTurnkeeperTrackerClass(Tracker, {
    env,
    services,
    client,
    refresh,
    clock: options.clock,
    text: options.text,
  });

  // Only the active GM rounds a fight's time up, and rarely: its rules are loaded then (ending.ts).
  env.Hooks.on("deleteCombat", (combat: unknown) => {
    if (isTurnkeeperCombat(combat) && isActiveGM(env))
      void import("./ending").then(({ combatEnded }) => combatEnded(env, combat, options.time));
  });
  /**
   * On the active GM: the step (if any) that follows a combatant changed or removed outside the tracker, in a
   * combat Turnkeeper runs (not counting the change itself: an initiative typed in before anyone rolled).
   */
  const follow = (combatant: CombatantLike, intentFor: (combat: CombatLike) => CombatIntent | null) => {
    const combat = combatant.parent;
    const user = env.game.user;
    if (!user || !isActiveGM(env) || !isTurnkeeperCombat(combat)) return;
    if (!runsCombat(combat, combatant.id === null ? [] : [combatant.id])) return;
    const intent = intentFor(combat);
    if (intent) void driver.run(combat, [intent], user);
  };
  // The one acting left the fight: count on to whoever is due next.
  env.Hooks.on("deleteCombatant", (combatant: CombatantLike) =>
    follow(combatant, (combat) =>
      isRunning(combat) && engineFlag(combatant) !== undefined ? { type: "catchUp" } : null,
    ),
  );
  // Changed outside the tracker (Foundry's status, its combatant form, another module): the count follows.
  env.Hooks.on("updateCombatant", (combatant: CombatantLike, changed: object) =>
    follow(combatant, () => followChange(combatant, changed)),
  );

  const setup = { services, driver, client, refresh, actions };
  setups.set(env, setup);
  return setup;
}

/**
 * The step that brings the count in line with a combatant changed outside the tracker: marked defeated,
 * it is set aside; given another initiative (Foundry's combatant form), it is moved to that segment, or out
 * of the count when cleared, or rolled in with it before it has rolled. Null when the count agrees already
 * (Turnkeeper's own steps write initiative and engine state together).
 */
export function followChange(combatant: CombatantLike, changed: object): CombatIntent | null {
  const id = combatant.id;
  const engine = engineFlag(combatant);
  if (id === null) return null;
  const change = changed as { defeated?: unknown; initiative?: unknown };
  if (change.defeated === true) {
    return engine !== undefined && engine.state.status !== "defeated" ? { type: "defeat", id } : null;
  }
  if (!("initiative" in change)) return null;
  const initiative = change.initiative;
  if (engine === undefined) {
    return typeof initiative === "number" ? { type: "roll", id, roll: initiative } : null;
  }
  // Turnkeeper stores every counted combatant's `next` as its initiative (for one holding, where it began).
  if (initiative === engine.state.next) return null;
  if (initiative === null || initiative === undefined) return { type: "remove", id };
  return typeof initiative === "number" ? { type: "reschedule", id, to: initiative } : null;
}

/**
 * The driver runs steps on the active GM's client only: it is loaded there, when the first step runs. A step
 * asked for before this client is `ready` (a player's request reaching a GM still loading the world) waits.
 */
function lazyDriver(env: FoundryEnv, services: CombatServices, time?: FightClock): CombatDriver {
  let driver: Promise<CombatDriver> | null = null;
  const ready = new Promise<void>((resolve) => env.Hooks.once("ready", () => resolve()));
  return {
    async run(combat, intents, user, options) {
      await ready;
      driver ??= import("./driver").then((m) => m.createDriver(env, services, time));
      return (await driver).run(combat, intents, user, options);
    },
  };
}
