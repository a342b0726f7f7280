/**
 * Time a host logs as one span though it arrives in steps (a fight's segments): the newest entry joined to
 * the advance before it, or ended earlier when its last step is taken back. Undo stays exact: a joined
 * entry's patch is the two patches composed, and an entry is only shortened past a stretch in which nothing
 * happened (an advance that causes nothing changes only the clock).
 */
import type { TimeEvent } from "../timers";
import { coreError, type CoreError } from "../../util/errors";
import { err, ok, type Result } from "../../util/result";
import type { LogEntry, Reason, Timekeeper, UndoPatch } from "./model";

/** The patch that undoes `newer` then `older` in one step (`restore` of it equals the two in turn). */
export function composePatches(older: UndoPatch, newer: UndoPatch): UndoPatch {
  const patch: { -readonly [K in keyof UndoPatch]: UndoPatch[K] } = {};
  const nextId = older.nextId ?? newer.nextId;
  if (nextId !== undefined) patch.nextId = nextId;
  const checks = older.checks ?? newer.checks;
  if (checks !== undefined) patch.checks = checks;
  const boundaries = older.boundaries ?? newer.boundaries;
  if (boundaries !== undefined) patch.boundaries = boundaries;
  if (older.timers || newer.timers) {
    const o = older.timers ?? { restore: [], drop: [] };
    const n = newer.timers ?? { restore: [], drop: [] };
    // What `older` drops was there between the two, so `newer`'s old copy of it is not the first state's.
    const between = new Set(o.drop);
    patch.timers = {
      restore: [...o.restore, ...n.restore.filter((t) => !between.has(t.id))],
      drop: [...new Set([...n.drop, ...o.drop])],
    };
  }
  return patch;
}

/** The world time of an event's last occurrence. */
function lastAt(event: TimeEvent): number {
  return event.type === "timerEnded" ? event.at : event.at + (event.count - 1) * event.every;
}

/**
 * The newest entry and the advance before it as one entry (the older one's id), for `reason`. Both must be
 * advances, the newer starting where the older ended.
 */
export function joinLast(keeper: Timekeeper, reason: Reason): Result<Timekeeper, CoreError> {
  const newer = keeper.log?.entry;
  const olderNode = keeper.log?.previous;
  if (
    newer === undefined ||
    !olderNode ||
    newer.command !== "advance" ||
    olderNode.entry.command !== "advance" ||
    olderNode.entry.to !== newer.from
  ) {
    return err(coreError("timer.cannotJoin", { entry: newer?.id ?? 0 }));
  }
  return foldLast(keeper, reason);
}

/**
 * The newest entry, an advance, ended at `time` instead (after its start, before its end, and not before
 * anything it caused), with `reason`: the clock goes back and nothing else changes.
 */
export function shortenLast(
  keeper: Timekeeper,
  time: number,
  reason?: Reason,
): Result<Timekeeper, CoreError> {
  const node = keeper.log;
  const entry = node?.entry;
  if (
    !node ||
    entry === undefined ||
    entry.command !== "advance" ||
    entry.to !== keeper.state.time ||
    !(time > entry.from && time < entry.to) ||
    entry.events.some((e) => lastAt(e) > time)
  ) {
    return err(coreError("timer.cannotShorten", { time }));
  }
  const shortened: LogEntry = { ...entry, to: time, reason: reason ?? entry.reason };
  return ok({
    ...keeper,
    state: { ...keeper.state, time },
    log: { entry: shortened, previous: node.previous },
  });
}

/**
 * The newest entry folded into the one before it (which must end where it begins), under the older one's id and
 * `reason`: what one action caused, such as the light tick a loud noise costs, logs as that action's one entry.
 * It is an advance when either was, so a fight's later steps may still join it; undo stays exact (the patches
 * composed).
 */
export function foldLast(keeper: Timekeeper, reason?: Reason): Result<Timekeeper, CoreError> {
  const newer = keeper.log?.entry;
  const olderNode = keeper.log?.previous;
  if (newer === undefined || !olderNode || olderNode.entry.to !== newer.from) {
    return err(coreError("timer.cannotJoin", { entry: newer?.id ?? 0 }));
  }
  const older = olderNode.entry;
  const results = [...(older.results ?? []), ...(newer.results ?? [])];
  const entry: LogEntry = {
    id: older.id,
    command: newer.command === "advance" ? "advance" : older.command,
    from: older.from,
    to: newer.to,
    reason: reason ?? older.reason,
    events: [...older.events, ...newer.events],
    ...(results.length > 0 ? { results } : {}),
    undo: composePatches(older.undo, newer.undo),
  };
  return ok({ ...keeper, log: { entry, previous: olderNode.previous }, logLength: keeper.logLength - 1 });
}
