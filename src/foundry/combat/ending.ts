/**
 * When a combat ends (Foundry deletes it), the active GM may move the world clock on so the fight took a
 * whole number of the preset's combat action unit: 001 says a fight takes a turn (R001-15), so a fight of
 * 40 seconds ends 10 minutes after it began (by the party's time). At most one `game.time.advance`, on the
 * active GM only, whose client loads this module when a combat ends (register.ts): no other client needs the
 * preset's action rules.
 */
import { planAction } from "../../core";
import { fightTime, RecordingDice } from "../../ui";
import { FoundryDice } from "../dice/dice";
import type { FoundryEnv } from "../env/ports";
import type { CombatLike } from "./ports";
import { effectivePreset } from "../setup/settings";
import { roundsUp } from "./settings";
import { combatFlag } from "./store";
import type { FightClock } from "./steps";

/** The preset's action for a fight, when it has one. */
export const COMBAT_ACTION = "combat";

/**
 * Seconds to add to the time for a fight that began at `startedAt` and ends at `now` (the party's time, which
 * may stand behind the world's); 0 for none.
 */
export async function roundUpSeconds(env: FoundryEnv, startedAt: number, now: number): Promise<number> {
  const preset = effectivePreset(env);
  if (!preset.actions.actions.some((a) => a.id === COMBAT_ACTION)) return 0;
  const elapsed = Math.max(0, Math.round(now - startedAt));
  const dice = new RecordingDice(new FoundryDice(env.dice));
  const plan = await dice.run((d) =>
    planAction(preset.actions, preset.time, { action: COMBAT_ACTION, elapsed }, d),
  );
  return plan.ok ? Math.max(0, plan.value.seconds - elapsed) : 0;
}

/**
 * Call on the active GM, after a combat Turnkeeper ran is deleted: round its time up if the setting says so,
 * on the party in play's `clock` (issue 22): the world moves only by the part beyond the party's lag.
 */
export async function combatEnded(env: FoundryEnv, combat: CombatLike, clock?: FightClock): Promise<void> {
  const flag = combatFlag(combat);
  if (!roundsUp(env) || flag?.state.phase !== "running" || flag.startedAt === null) return;
  const seconds = await roundUpSeconds(env, flag.startedAt, clock?.partyNow() ?? env.game.time.worldTime);
  if (seconds <= 0) return;
  const advance = async (world: number) => {
    if (world !== 0) await env.game.time.advance(world);
  };
  if (!clock || combat.id === null) await advance(seconds);
  else await clock.fightStep(seconds, fightTime(combat.id, flag.state), advance);
}
