/**
 * The clock panel's context for this client's user: what they own, whether they are a GM, the calendar's day,
 * and the count of the fight the combat tracker shows (the viewed combat, when Turnkeeper runs it).
 */
import type { CalendarDay, ClockView, Resolved, TextContext, WorldState } from "../../ui";
import { buildClockView, resolveView } from "../../ui";
import type { FightCount } from "../../ui/clock/fight-reading";
import { stateSeenBy } from "../../ui/clock/own-party";
import type { Viewer } from "../../ui/clock/view";
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

/** This client's user as the clock panel's viewer: a GM or not, and whether they own a light's or party's member. */
export function clockViewer(env: FoundryEnv): Viewer {
  const me = env.game.user;
  const owned = new Set(me ? env.documents.ownedActorUuids(me) : []);
  return {
    isGM: me?.isGM ?? false,
    owns: (owner: string) => owned.has(owner) || owned.has(owner.split(".Token.")[0] ?? ""),
  };
}

export function clockViewFor(env: FoundryEnv, tk: ClockViewSource): Resolved<ClockView> {
  const viewer = clockViewer(env);
  // A player whose party is out of play reads their own party's time (issue 22).
  const state = stateSeenBy(tk.state(), viewer);
  const day = tk.calendarDay(state.keeper.state.time);
  const view = buildClockView(state, tk.preset(), viewer, sessionOptions(env), day, viewedFight(env));
  return resolveView(view, tk.textContext());
}
