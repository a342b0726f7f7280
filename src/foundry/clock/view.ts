/** The clock panel's context for this client's user: what they own, whether they are a GM, the calendar's day. */
import type { CalendarDay, ClockView, Resolved, TextContext, WorldState } from "../../ui";
import { buildClockView, resolveView } from "../../ui";
import type { Preset } from "../../core";
import type { FoundryEnv } from "../env/ports";
import { sessionOptions } from "../setup/settings";

/** What the view reads from the clock service. */
export interface ClockViewSource {
  state(): WorldState;
  preset(): Preset;
  calendarDay(time: number): CalendarDay | null;
  textContext(): TextContext;
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
  return resolveView(buildClockView(state, tk.preset(), viewer, sessionOptions(env), day), tk.textContext());
}
