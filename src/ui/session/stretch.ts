/**
 * Joined ticks. A calendar module's real-time clock moves world time every few seconds, changes the session
 * did not ask for ("sync"). Logged one by one they would push the undo window out within half an hour and
 * write the state and the record at every tick. So small sync changes that follow one another within a
 * minute of real time (the host's `realNow`) join one log entry, a stretch, whose writes the host may hold
 * back (`RecordDelta.holdUntil`, held-writes.ts). Without `realNow` nothing joins.
 */
import { joinLast, type Reason } from "../../core";
import type { SessionContext } from "./context";
import type { Draft } from "./draft";

/** Real time (ms) a stretch lasts from its first change: undo takes back at most this much of a ticking clock. */
export const STRETCH_MS = 60_000;

/** Game seconds a change may move the clock and still be a tick (a calendar set a day ahead is no tick). */
export const TICK_SECONDS = 3600;

/**
 * After a sync change from `from` to `to` logged as a new entry: joins it to the stretch the entry before it
 * is, if it is a tick within the stretch's minute, or begins a stretch with it.
 */
export function joinStretch(ctx: SessionContext, draft: Draft, before: number, from: number, to: number) {
  const now = ctx.ports.realNow?.();
  const stretch = ctx.stretch;
  if (now === undefined || to - from > TICK_SECONDS) return;
  const reason: Reason = { kind: "sync" };
  const step = draft.lastEntry();
  if (
    stretch?.entry === before &&
    now - stretch.began < STRETCH_MS &&
    draft.keep(joinLast(draft.keeper, reason))
  ) {
    draft.removed.add(step);
    return;
  }
  ctx.stretch = { entry: step, began: now };
}

/**
 * Until when the host may hold this task's write back: a minute after the end of the stretch the task only
 * extended, if it did. A stretch's first change is written at once (a single change from elsewhere is seen
 * at once), and carries the stretch before it, held until then: in a steadily ticking clock, one write a
 * stretch. The held write waits no longer than that once the clock stops.
 */
export function holdUntil(ctx: SessionContext, draft: Draft): number | undefined {
  const stretch = ctx.stretch;
  const extended =
    stretch?.entry === draft.start.keeper.log?.entry.id && stretch?.entry === draft.lastEntry();
  if (!stretch || !extended || draft.cards.length > 0) return undefined;
  return stretch.began + 2 * STRETCH_MS;
}
