/**
 * Sets up segment combat on one client at `init`: its settings, the combat request (answered by the active
 * GM), the Combat subclass over the system's, the tracker subclass over `CONFIG.ui.combat`, and the active
 * GM's reactions to changes made outside the tracker (a combatant removed or marked defeated, a combat
 * ended). Does nothing where `CONFIG.Combat` is absent (tests of other features).
 */
import type { FoundryEnv } from "../env";
import { CombatClient, combatClientFor, isTurnkeeperCombat, setCombatClient } from "./client";
import { createTurnkeeperCombatClass } from "./combat-class";
import { driverFor, isRunning, type CombatDriver, type CombatServices } from "./driver";
import { combatEnded } from "./ending";
import type { CombatantLike } from "./ports";
import { combatServices } from "./services";
import { registerCombatSettings } from "./settings";
import { engineFlag } from "./store";
import { createTurnkeeperTrackerClass } from "./tracker-app";
import type { ClockEffectsSource } from "./tracker-view";

export interface CombatSetup {
  readonly services: CombatServices;
  readonly driver: CombatDriver;
  readonly client: CombatClient;
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

function isActiveGM(env: FoundryEnv): boolean {
  const me = env.game.user;
  return me?.isGM === true && me.id !== null && env.game.users.activeGM?.id === me.id;
}

export function registerCombat(
  env: FoundryEnv,
  options: { services?: CombatServices; clock?: ClockEffectsSource } = {},
): CombatSetup | undefined {
  const config = env.config;
  if (!config.Combat) return undefined;
  registerCombatSettings(env);
  const services = options.services ?? provided.get(env) ?? combatServices(env);
  const driver = driverFor(env, services);
  const client = combatClientFor(env) ?? CombatClient.register(env, services, driver);
  setCombatClient(env, client);
  config.Combat.documentClass = createTurnkeeperCombatClass(config.Combat.documentClass, { env, client });
  if (config.ui) {
    const Tracker = config.ui.combat as unknown as typeof foundry.applications.sidebar.tabs.CombatTracker;
    config.ui.combat = createTurnkeeperTrackerClass(Tracker, {
      env,
      services,
      client,
      ...(options.clock ? { clock: options.clock } : {}),
    });
  }

  env.Hooks.on("deleteCombat", (combat: unknown) => {
    if (isTurnkeeperCombat(combat)) void combatEnded(env, combat);
  });
  // The one acting left the fight: count on to whoever is due next.
  env.Hooks.on("deleteCombatant", (combatant: CombatantLike) => {
    const combat = combatant.parent;
    if (!isActiveGM(env) || !isTurnkeeperCombat(combat) || !isRunning(combat) || !env.game.user) return;
    if (engineFlag(combatant) === undefined) return;
    void driver.run(combat, [{ type: "catchUp" }], env.game.user);
  });
  // Marked defeated (Foundry's status or the tracker's context menu): set aside in the count.
  env.Hooks.on("updateCombatant", (combatant: CombatantLike, changed: { defeated?: unknown }) => {
    const combat = combatant.parent;
    if (!isActiveGM(env) || changed.defeated !== true || !isTurnkeeperCombat(combat) || !env.game.user)
      return;
    const engine = engineFlag(combatant);
    if (engine === undefined || engine.state.status === "defeated" || combatant.id === null) return;
    void driver.run(combat, [{ type: "defeat", id: combatant.id }], env.game.user);
  });

  const setup = { services, driver, client };
  setups.set(env, setup);
  return setup;
}
