/**
 * When a combat ends (Foundry deletes it), the active GM may move the world clock on so the fight took a
 * whole number of the preset's combat action unit: 001 says a fight takes a turn (R001-15), so a fight of
 * 40 seconds ends 10 minutes after it began. One `game.time.advance`, on the active GM only, whose client
 * loads this module when a combat ends (register.ts): no other client needs the preset's action rules.
 */
import { planAction } from "../../core";
import { RecordingDice } from "../../ui";
import { FoundryDice } from "../dice/dice";
import type { FoundryEnv } from "../env/ports";
import type { CombatLike } from "./ports";
import { effectivePreset } from "../setup/settings";
import { roundsUp } from "./settings";
import { combatFlag } from "./store";

/** The preset's action for a fight, when it has one. */
export const COMBAT_ACTION = "combat";

/** Seconds to add to the world time for a fight that began at `startedAt` and ends now; 0 for none. */
export async function roundUpSeconds(env: FoundryEnv, startedAt: number): Promise<number> {
  const preset = effectivePreset(env);
  if (!preset.actions.actions.some((a) => a.id === COMBAT_ACTION)) return 0;
  const elapsed = Math.max(0, Math.round(env.game.time.worldTime - startedAt));
  const dice = new RecordingDice(new FoundryDice(env.dice));
  const plan = await dice.run((d) =>
    planAction(preset.actions, preset.time, { action: COMBAT_ACTION, elapsed }, d),
  );
  return plan.ok ? Math.max(0, plan.value.seconds - elapsed) : 0;
}

/** Call on the active GM, after a combat Turnkeeper ran is deleted: round its time up if the setting says so. */
export async function combatEnded(env: FoundryEnv, combat: CombatLike): Promise<void> {
  const flag = combatFlag(combat);
  if (!roundsUp(env) || flag?.state.phase !== "running" || flag.startedAt === null) return;
  const seconds = await roundUpSeconds(env, flag.startedAt);
  if (seconds > 0) await env.game.time.advance(seconds);
}
