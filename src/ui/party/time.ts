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
 * stay as far apart as they were and the world at the furthest. Only an intent's change moves one party alone,
 * and a fight's step, which is the party in play's own (fightPart).
 */
import { undoPart, worldPart } from "../../core";
import type { SessionContext } from "../session/context";
import type { CombatTime } from "../session/fight-time";
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
 * The world's part of a change of `seconds` of the party in play's time, to `to`: forward, what goes past the
 * world; back, none while the party stands behind the world, else as far as the party furthest ahead of the
 * others allows (src/core/party/time.ts).
 */
function partOf(ws: WorldState, seconds: number, to: number): number {
  const lag = lagOf(ws);
  if (seconds > 0) return worldPart(lag, seconds);
  const others = partyTimes(ws)
    .slice(1)
    .map((p) => p.time);
  return lag > 0 ? 0 : undoPart(Math.floor(ws.worldTime), to, others);
}

/**
 * After an intent asked for `seconds` of the party's time (`asked`): processes it at once where the world
 * need not move, or marks the part of the world's it waits for. Returns the seconds the world clock must move.
 */
export async function worldMove(ctx: SessionContext, draft: Draft, seconds: number): Promise<number> {
  const asked = draft.ws.asked;
  if (seconds === 0 || !asked) return seconds;
  const part = partOf(draft.ws, seconds, asked.to);
  if (part === 0) {
    await changeTime(ctx, draft, asked.to, null);
    return 0;
  }
  if (part !== seconds) draft.set({ asked: { ...asked, world: part } });
  return part;
}

/**
 * A fight's step of `seconds` (negative: taken back) on the party in play's time: the world's part of it,
 * 0 when it stays within the party's lag. When the world moves and another party stands elsewhere, the step is
 * asked as the party's own change (`asked`, with its world part), so processing the world's change moves
 * this party alone, by the whole step, and the others keep their times. With one party, a world's change
 * moves it anyway (no ask, no write more).
 */
export function fightPart(draft: Draft, seconds: number, combat: CombatTime): number {
  const ws = draft.ws;
  const from = ws.keeper.state.time;
  const to = from + seconds;
  const part = partOf(ws, seconds, to);
  if (part !== 0 && (part !== seconds || ws.others.length > 0)) {
    const reason = { kind: "combat", combat: { ...combat } } as const;
    draft.set({ asked: { from, to, reason, party: { fatigue: 0 }, world: part } });
  }
  return part;
}
