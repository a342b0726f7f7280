/**
 * The clock panel's context for this client's user: what they own, whether they are a GM, the calendar's day,
 * and the count of the fight the combat tracker shows (the viewed combat, when Turnkeeper runs it).
 */
import type { CalendarDay, ClockView, Resolved, TextContext, WorldState } from "../../ui";
import { buildClockView, resolveView } from "../../ui";
import type { FightCount } from "../../ui/clock/fight-reading";
import type { Preset } from "../../core";
import { turnkeeperCombat } from "../combat/client";
import { readState } from "../combat/store";
import type { FoundryEnv } from "../env/ports";
import { sessionOptions } from "../setup/settings";

/** What the view reads from the clock service. */
export interface ClockViewSource {
  state(): WorldState;
  preset(): Preset;
  calendarDay(time: number): CalendarDay | null;
  textContext(): TextContext;
}

/** The viewed combat's count, when Turnkeeper runs it; null otherwise (or when its flags do not read back). */
export function viewedFight(env: FoundryEnv): FightCount | null {
  const combat = turnkeeperCombat(env, env.game.combats.viewed);
  const state = combat && readState(combat);
  return state?.ok ? state.value : null;
}

export function clockViewFor(env: FoundryEnv, tk: ClockViewSource): Resolved<ClockView> {
  const me = env.game.user;
  const owned = new Set(me ? env.documents.ownedActorUuids(me) : []);
  const viewer = {
    isGM: me?.isGM ?? false,
    owns: (owner: string) => owned.has(owner) || owned.has(owner.split(".Token.")[0] ?? ""),
  };
  const state = tk.state();
  const day = tk.calendarDay(state.keeper.state.time);
  const view = buildClockView(state, tk.preset(), viewer, sessionOptions(env), day, viewedFight(env));
  return resolveView(view, tk.textContext());
}
