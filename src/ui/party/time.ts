/**
 * The party in play against the world clock (issue 22). Its time is its keeper's, at or behind the world's
 * second; the parties out of play stand `behind` it by whole seconds.
 *
 * An intent's advance that stays within the world is processed at once, no world-time write: lights burn and
 * checks fall due at the party's time. One that goes past asks the world clock for only the part beyond
 * (`asked.world`), and an undo takes the world back no further than another party's time.
 *
 * A change of the world clock from outside (a calendar module, another client, a real-time clock) moves the
 * party in play by the same amount, and every other party with it (their `behind` is unchanged): the parties
 * stay as far apart as they were and the world at the furthest. Only an intent's change moves one party alone.
 */
import { undoPart, worldPart } from "../../core";
import type { SessionContext } from "../session/context";
import type { Draft } from "../session/draft";
import { changeTime } from "../session/time-change";
import type { WorldState } from "../session/world-state";
import { lagOf, partyTimes } from "./times";

/** The world's change the change asked for waits for: its own, unless the party asked for another part. */
export function askedWorld(ws: WorldState): number {
  const asked = ws.asked;
  return asked ? (asked.world ?? asked.to - asked.from) : 0;
}

/**
 * Where the party in play goes when the world clock moves to the second `world`: by the same amount, except
 * the change an intent asked for, which takes the party where it asked (the world moved only by its part).
 * The other parties then stand that part further behind.
 */
export function followWorld(draft: Draft, world: number): number {
  const ws = draft.ws;
  const moved = world - Math.floor(ws.worldTime);
  const from = ws.keeper.state.time;
  const asked = ws.asked;
  const part = askedWorld(ws);
  const reached = asked?.from === from && part !== 0 && (part > 0 ? moved >= part : moved <= part);
  if (!asked || !reached) return from + moved;
  if (part !== 0 && ws.others.length > 0)
    draft.set({ others: ws.others.map((o) => ({ ...o, behind: o.behind + part })) });
  return asked.to + moved - part;
}

/**
 * After an intent asked for `seconds` of the party's time (`asked`): processes it at once where the world
 * need not move, or marks the part of the world's it waits for. Returns the seconds the world clock must move.
 */
export async function worldMove(ctx: SessionContext, draft: Draft, seconds: number): Promise<number> {
  const ws = draft.ws;
  const asked = ws.asked;
  if (seconds === 0 || !asked) return seconds;
  const lag = lagOf(ws);
  const world = Math.floor(ws.worldTime);
  const others = partyTimes(ws)
    .slice(1)
    .map((p) => p.time);
  const part = seconds > 0 ? worldPart(lag, seconds) : lag > 0 ? 0 : undoPart(world, asked.to, others);
  if (part === 0) {
    await changeTime(ctx, draft, asked.to, null);
    return 0;
  }
  if (part !== seconds) draft.set({ asked: { ...asked, world: part } });
  return part;
}
