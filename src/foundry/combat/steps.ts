/**
 * What every client shares about combat steps: the intents a host sends, what a step reports, who asks, and
 * initiative rolled on the asking client. The driver that runs steps (driver.ts) is the active GM's alone and
 * is loaded there when the first step runs.
 */
import type { CombatEvent, CombatRules, CoreError, Result, Surprise } from "../../core";
import type { CombatTime } from "../../ui";
import type { IntentAsker, TrackerEntrant, TrackerIntent } from "../../ui/combat";
import type { FoundryEnv } from "../env/ports";
import type { UserLike } from "../env/users";
import type { CombatLike } from "./ports";
import { combatFlag } from "./store";
import { afterInitiative } from "./system-rolls";

/** What hosts ask of a Foundry combat: tracker intents and a few that only touch Foundry's side. */
export type CombatIntent =
  | TrackerIntent
  /** GM: the surprise a combatant will roll with. */
  | { readonly type: "setSurprise"; readonly id: string; readonly surprise: Surprise }
  /** GM: count on to whoever is due next, after the one acting left the combat. */
  | { readonly type: "catchUp" }
  /** GM: take the combat back to before Turnkeeper ran it (no flags, no initiative, round 0). */
  | { readonly type: "reset" }
  /**
   * GM: run a combat begun without Turnkeeper (adoption.ts): its combatants join the count in the order they
   * had, or each with a roll of its own die.
   */
  | { readonly type: "adopt"; readonly order: AdoptionOrder };

export type AdoptionOrder = "kept" | "rolled";

export const HOST_INTENTS = ["setSurprise", "catchUp", "reset", "adopt"] as const;

/** Foundry's turn-flow hooks, which core calls on the client that starts a combat or moves its turn. */
export type TurnHook = "combatStart" | "combatRound" | "combatTurn";

/** Passed in every write's options, so every client can announce the step (see combat-class.ts). */
export interface StepNote {
  readonly events: readonly CombatEvent[];
  readonly seconds: number;
  /** Who asked for the step. */
  readonly userId: string | null;
  /** The turn-flow hook the asking client still has to call when the step reaches it (turn-hooks.ts). */
  readonly turnHook?: TurnHook | null;
}

/** How a step was asked for. */
export interface StepOptions {
  /**
   * Core's own method on the asking client (the system's, through `super`) has called its turn-flow hook
   * already: Turnkeeper's step replaces the write that followed it, and calls no hook of its own.
   */
  readonly announced?: boolean;
}

export const STEP_OPTION = "turnkeeper";

export interface StepReport {
  readonly events: readonly CombatEvent[];
  readonly seconds: number;
  /** False when the step changed nothing and nothing was written. */
  readonly written: boolean;
}

/** An initiative roll made, its total known, shown in chat only once the step it is for is written. */
export interface RolledInitiative {
  readonly total: number;
  show(): Promise<void>;
}

export interface CombatServices {
  /** The rules a new combat starts with (the preset's combat section). */
  rules(): CombatRules;
  /** Rolls an initiative formula with Foundry's Roll; `show` posts it to chat with this flavor. */
  roll(
    formula: string,
    options: { readonly flavor: string; readonly blind: boolean },
  ): Promise<RolledInitiative>;
}

/** A combatant's initiative roll in a step. */
export interface CombatantRoll {
  readonly id: string;
  readonly rolled: RolledInitiative;
}

/**
 * Shows the rolls of a step that was written, in the order they were made, then runs what the game system
 * does after its own initiative roll for those combatants (system-rolls.ts).
 */
export async function showRolls(combat: CombatLike, rolls: readonly CombatantRoll[]): Promise<void> {
  for (const r of rolls) await r.rolled.show();
  await afterInitiative(
    combat,
    rolls.map((r) => r.id),
  );
}

/** Who asks for a step on this combat: the GM, or a player owning some of its combatants. */
export function askerFor(combat: CombatLike, user: UserLike): IntentAsker {
  return {
    isGM: user.isGM,
    owns: (id) => combat.combatants.get(id)?.testUserPermission(user, "OWNER") === true,
  };
}

/** Rolls a combatant's initiative with Foundry's Roll on its own die (else `die`), to show once accepted. */
export function rollInitiative(
  env: FoundryEnv,
  services: CombatServices,
  e: TrackerEntrant,
  die: string,
): Promise<RolledInitiative> {
  return services.roll(e.initiativeDie ?? die, {
    flavor: env.game.i18n.format("TURNKEEPER.Tracker.RollFlavor", { name: e.name }),
    blind: e.hidden,
  });
}

/**
 * The party in play's clock, which a fight's steps move (issue 22; the timekeeping's,
 * src/foundry/session/timekeeping.ts): a fight is fought at the party's time, which may stand behind the world's.
 */
export interface FightClock {
  /** The party in play's time now: the world's, less how far the party stands behind it. */
  partyNow(): number;
  /**
   * Moves the party by a step's `seconds` (negative: taken back); `write` makes the step's one write, given the
   * world's part of it (0 when the step stays within the party's lag). Resolves once it is written.
   */
  fightStep(seconds: number, fight: CombatTime, write: (world: number) => Promise<void>): Promise<unknown>;
}

/** Runs combat steps on the active GM's client (driver.ts). */
export interface CombatDriver {
  run(
    combat: CombatLike,
    intents: readonly CombatIntent[],
    user: UserLike,
    options?: StepOptions,
  ): Promise<Result<StepReport, CoreError>>;
}

/** Whether the combat has begun counting (Turnkeeper's state says so). */
export function isRunning(combat: CombatLike): boolean {
  return combatFlag(combat)?.state.phase === "running";
}
