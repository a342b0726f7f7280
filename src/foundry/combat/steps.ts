/**
 * What every client shares about combat steps: the intents a host sends, what a step reports, who asks, and
 * initiative rolled on the asking client. The driver that runs steps (driver.ts) is the active GM's alone and
 * is loaded there when the first step runs.
 */
import type { CombatEvent, CombatRules, CoreError, Result, Surprise } from "../../core";
import type { IntentAsker, TrackerEntrant, TrackerIntent } from "../../ui/combat";
import type { FoundryEnv } from "../env/ports";
import type { UserLike } from "../env/users";
import type { CombatLike } from "./ports";
import { combatFlag } from "./store";

/** What hosts ask of a Foundry combat: tracker intents and a few that only touch Foundry's side. */
export type CombatIntent =
  | TrackerIntent
  /** GM: the surprise a combatant will roll with. */
  | { readonly type: "setSurprise"; readonly id: string; readonly surprise: Surprise }
  /** GM: count on to whoever is due next, after the one acting left the combat. */
  | { readonly type: "catchUp" }
  /** GM: take the combat back to before Turnkeeper ran it (no flags, no initiative, round 0). */
  | { readonly type: "reset" };

export const HOST_INTENTS = ["setSurprise", "catchUp", "reset"] as const;

/** Passed in every write's options, so every client can announce the step (see combat-class.ts). */
export interface StepNote {
  readonly events: readonly CombatEvent[];
  readonly seconds: number;
  readonly userId: string | null;
}

export const STEP_OPTION = "turnkeeper";

export interface StepReport {
  readonly events: readonly CombatEvent[];
  readonly seconds: number;
  /** False when the step changed nothing and nothing was written. */
  readonly written: boolean;
}

export interface CombatServices {
  /** The rules a new combat starts with (the preset's combat section). */
  rules(): CombatRules;
  /** Rolls an initiative formula with Foundry's Roll, shows it in chat, and returns the total. */
  roll(formula: string, options: { readonly flavor: string; readonly blind: boolean }): Promise<number>;
}

/** Who asks for a step on this combat: the GM, or a player owning some of its combatants. */
export function askerFor(combat: CombatLike, user: UserLike): IntentAsker {
  return {
    isGM: user.isGM,
    owns: (id) => combat.combatants.get(id)?.testUserPermission(user, "OWNER") === true,
  };
}

/** Rolls a combatant's initiative with Foundry's Roll on its own die (else `die`), shown in chat. */
export function rollInitiative(
  env: FoundryEnv,
  services: CombatServices,
  e: TrackerEntrant,
  die: string,
): Promise<number> {
  return services.roll(e.initiativeDie ?? die, {
    flavor: env.game.i18n.format("TURNKEEPER.Tracker.RollFlavor", { name: e.name }),
    blind: e.hidden,
  });
}

/** Runs combat steps on the active GM's client (driver.ts). */
export interface CombatDriver {
  run(
    combat: CombatLike,
    intents: readonly CombatIntent[],
    user: UserLike,
  ): Promise<Result<StepReport, CoreError>>;
}

/** Whether the combat has begun counting (Turnkeeper's state says so). */
export function isRunning(combat: CombatLike): boolean {
  return combatFlag(combat)?.state.phase === "running";
}
