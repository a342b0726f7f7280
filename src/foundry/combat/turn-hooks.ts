/**
 * The hooks a Turnkeeper step calls: Turnkeeper's own on every client when the step arrives, and Foundry's
 * turn-flow hooks. Core calls `combatStart`, `combatRound` and `combatTurn` on the client that starts a combat
 * or moves its turn, before the write, with the update's data and options (handlers may change them). A
 * Turnkeeper step is asked for on one client and written by the active GM, so the hook is called once, on the
 * asking client, as core would: by core itself when the step stands in for core's own write (the Combat class
 * calls the system's method, and core's, through `super`); otherwise by the writer before the write when the
 * asker is the writer, else by the asker when the step reaches it.
 */
import type { CombatEvent } from "../../core";
import type { FoundryEnv } from "../env/ports";
import { callHook, COMBAT_HOOKS } from "../setup/hooks";
import type { CombatLike, CombatUpdateData, CombatUpdateOptions } from "./ports";
import { STEP_OPTION, type StepNote, type TurnHook } from "./steps";

/** Calls the hook with core's arguments: `combatStart` (combat, data), the others (combat, data, options). */
export function callTurnHook(
  env: FoundryEnv,
  hook: TurnHook,
  combat: CombatLike,
  data: CombatUpdateData,
  options: CombatUpdateOptions,
): void {
  if (hook === "combatStart") env.Hooks.callAll(hook, combat, data);
  else env.Hooks.callAll(hook, combat, data, options);
}

/**
 * On every client, when a Combat update arrives (`_onUpdate`): for a Turnkeeper step, the asking client calls
 * the turn-flow hook the writer left to it (the data as written, the options the step was written with), then
 * every client calls Turnkeeper's hooks for the step and its events.
 */
export function heardStep(env: FoundryEnv, combat: CombatLike, options: object, writerId: string): void {
  const note = (options as Record<string, unknown>)[STEP_OPTION] as StepNote | undefined;
  if (note === undefined || !Array.isArray(note.events)) return;
  const me = env.game.user?.id;
  if (note.turnHook && me && note.userId === me && writerId !== me) {
    const { direction, worldTime } = options as CombatUpdateOptions;
    const data = { round: combat.round, turn: combat.turn };
    callTurnHook(env, note.turnHook, combat, data, { direction, worldTime });
  }
  callHook(env.Hooks, COMBAT_HOOKS.step, combat, note);
  // Array.isArray above widened the events to any[].
  for (const e of note.events as readonly CombatEvent[]) {
    if (e.type === "roundEnded" || e.type === "momentEnded")
      callHook(env.Hooks, COMBAT_HOOKS[e.type], combat, { from: e.from, to: e.to });
    else if (e.type === "effectFired") callHook(env.Hooks, COMBAT_HOOKS.effectFired, combat, e);
  }
}
