/**
 * The running clock's part of the session (issue 22). Its state is the world state's `running` field, so it
 * costs no write of its own: the GM's switch and rate and what holds it are each a `running` intent, one state
 * write; and every change of the world clock the session processes (the running clock's own write, a GM's +1
 * turn, a calendar module's, an undo) moves its anchor in the write that processing makes anyway
 * (`afterMove`, src/core/clock/running.ts). The real time it counts by is the host's (`serverNow`).
 */
import { ok, type CoreError, type Result } from "../../core";
import { afterMove, changed, dueSeconds, type RunningChange } from "../../core/clock/running";
import type { SessionContext } from "../session/context";
import type { Draft } from "../session/draft";
import type { WorldState } from "../session/world-state";
import { askedWorld } from "../party/time";

/** The real time the running clock counts by: the host's server clock, else its own (a test's: none, 0). */
const realNow = (ctx: SessionContext): number => ctx.ports.serverNow?.() ?? ctx.ports.realNow?.() ?? 0;

/** A change of the running clock at the host's real time: written with the state, the clock not moved. */
export function planRunning(
  ctx: SessionContext,
  draft: Draft,
  change: RunningChange,
): Result<number, CoreError> {
  const next = changed(draft.ws.running, change, realNow(ctx));
  if (JSON.stringify(next) !== JSON.stringify(draft.ws.running)) draft.set({ running: next });
  return ok(0);
}

/**
 * After the draft was brought from the state `before` to its world time: the anchor moves with the change.
 * Known to be no running write: a fight's step (`fight`, the host knows it) all of it, and the part an intent
 * asked for when this change `completed` the intent's.
 */
export function followRunning(
  ctx: SessionContext,
  draft: Draft,
  before: WorldState,
  known: { readonly completed: boolean; readonly fight: boolean },
): void {
  const from = before.worldTime;
  const to = draft.ws.worldTime;
  if (to === from) return;
  const asked = known.fight ? to - from : known.completed ? askedWorld(before) : 0;
  draft.set({ running: afterMove(draft.ws.running, from, to, realNow(ctx), asked) });
}

/**
 * Whole seconds the running clock has run and the world clock not yet taken, at the host's real time: what a
 * fight's step writes first, so the fight begins where the running time stopped.
 */
export const runningOwed = (ctx: SessionContext, ws: WorldState): number =>
  dueSeconds(ws.running, ws.worldTime, realNow(ctx));
