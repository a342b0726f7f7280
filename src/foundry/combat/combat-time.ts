/**
 * Time that arrives through a Combat update: the combat adapter advances world time in the same update that
 * stores each step, and clients hear `updateWorldTime` before `updateCombat`. On the writer, which makes
 * those updates, `preUpdateCombat` says beforehand which fight moves the clock and where its count will
 * stand, so the change that follows is logged as the fight's (src/ui/session/time-change.ts).
 */
import { fightTime, type CombatTime } from "../../ui";
import type { CombatLike, CombatUpdateData, CombatUpdateOptions } from "./ports";
import type { CombatFlag } from "./flags";
import { combatFlag } from "./store";
import { MODULE_ID } from "../setup/constants";

/** The fight and where its count stands once the update is written: the engine's, or Foundry's round. */
function timeAfter(fight: string, combat: CombatLike, changed: CombatUpdateData): CombatTime {
  const written = (changed.flags?.[MODULE_ID] as { combat?: CombatFlag } | undefined)?.combat;
  const flag = written ?? combatFlag(combat);
  if (flag !== undefined) return fightTime(fight, flag.state);
  return { fight, round: typeof changed.round === "number" ? changed.round : combat.round, segment: 0 };
}

export class CombatTimeWatch {
  #expected: { readonly to: number; readonly combat: CombatTime } | null = null;

  /** A Combat update about to be sent from this client, with the world time it stands at now. */
  expect(combat: CombatLike, changed: CombatUpdateData, options: CombatUpdateOptions, now: number): void {
    const delta = options.worldTime?.delta ?? 0;
    if (delta === 0 || combat.id === null) return;
    this.#expected = { to: now + delta, combat: timeAfter(combat.id, combat, changed) };
  }

  /** The fight whose update moved the clock to `worldTime`, if one did; any other change clears it. */
  take(worldTime: number): CombatTime | undefined {
    const expected = this.#expected;
    this.#expected = null;
    return expected?.to === worldTime ? expected.combat : undefined;
  }
}
