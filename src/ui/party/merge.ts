/**
 * Two parties meet (issue 22): they join at the later of their two times. The earlier one first spends its
 * gap as the GM chose: waiting (time passes, its lights burn and its checks fall due), resting (as the rest
 * action: fatigue recovers where the rules have it) or one summarised stretch (as any long jump of the clock,
 * src/ui/clock/long-jump.ts). Then one party goes on under the name it joined (`into`), with both parties'
 * members and lights. The world clock does not move: both times are at or behind it.
 */
import {
  coreError,
  err,
  giveLights,
  joined,
  meeting,
  ok,
  type CoreError,
  type Reason,
  type Result,
} from "../../core";
import { recovery } from "../actions/rest";
import type { Intent } from "../session/intents";
import { SessionContext } from "../session/context";
import type { Draft } from "../session/draft";
import { reconcile } from "../session/reconcile";
import { changeTime } from "../session/time-change";
import type { PartyChange, WorldState } from "../session/world-state";
import { bringIntoPlay, fieldsOf, otherParty, settled, snapshotOf } from "./switch";
import { partyTimes } from "./times";

type Merge = Extract<Intent, { type: "mergeParties" }>;

/** A party by id, in play or not, as a snapshot. */
function partyById(ws: WorldState, id: string) {
  return ws.party.id === id ? ok(snapshotOf(ws)) : otherParty(ws, id);
}

/** The session's context with every change a long jump, so the gap is one summarised stretch. */
const summarising = (ctx: SessionContext) =>
  new SessionContext({ ...ctx.ports, options: () => ({ ...ctx.ports.options(), longJump: 0 }) });

/** The party in play spends the time up to `to` as the GM chose, processed at once (no world-time write). */
async function spendGap(ctx: SessionContext, draft: Draft, to: number, gap: Merge["gap"]): Promise<void> {
  const from = draft.keeper.state.time;
  const seconds = to - from;
  if (seconds <= 0) return;
  // The entry is the party's that goes on, as the record names it: the note says who spent the gap.
  const name = draft.ws.party.name;
  const reason: Reason = { kind: gap === "rest" ? "rest" : "wait", ...(name ? { note: name } : {}) };
  const party: PartyChange = { fatigue: gap === "rest" ? recovery(ctx, draft, seconds) : 0 };
  draft.set({ asked: { from, to, reason, party } });
  await changeTime(gap === "summarise" ? summarising(ctx) : ctx, draft, to, null);
}

export async function mergeParties(
  ctx: SessionContext,
  draft: Draft,
  intent: Merge,
): Promise<Result<number, CoreError>> {
  const ready = settled(draft.ws);
  if (!ready.ok) return ready;
  if (intent.from === intent.into)
    return err(coreError("party.sameParty", { id: intent.into }, "intent.into"));
  const from = partyById(draft.ws, intent.from);
  const into = partyById(draft.ws, intent.into);
  if (!from.ok) return from;
  if (!into.ok) return into;
  const times = new Map(partyTimes(draft.ws).map((p) => [p.id, p.time]));
  const met = meeting(times.get(intent.from) ?? 0, times.get(intent.into) ?? 0);
  // The earlier party comes into play to spend its gap (at one time already, the one in play, if either is).
  const inPlay = draft.ws.party.id;
  const either = [intent.from, intent.into].includes(inPlay) ? inPlay : intent.into;
  const earlier = met.gap === 0 ? either : met.earlier === "a" ? intent.from : intent.into;
  if (earlier !== inPlay) {
    const incoming = otherParty(draft.ws, earlier);
    if (incoming.ok) await bringIntoPlay(ctx, draft, incoming.value);
  }
  await spendGap(ctx, draft, met.at, intent.gap);
  join(ctx, draft, intent);
  draft.emit("partiesMerged", {
    from: intent.from,
    into: intent.into,
    time: met.at,
    gap: met.gap,
    spent: intent.gap,
  });
  return ok(0);
}

/**
 * The two parties, at one time now, as one in play under `into`'s name, area and travel state: the keeper in
 * play goes on (its log holds the gap, for the record and undo), given the other party's lights and timers,
 * its checks then set up for `into`'s area; both parties' members and waiting checks, the more tired one's
 * fatigue.
 */
function join(ctx: SessionContext, draft: Draft, intent: Merge): void {
  const ws = draft.ws;
  const intoInPlay = ws.party.id === intent.into;
  const out = ws.others.find((o) => o.party.id === (intoInPlay ? intent.from : intent.into));
  if (!out) return;
  const live = snapshotOf(ws);
  const [into, from] = intoInPlay ? [live, out] : [out, live];
  const nextEntry = Math.max(ws.keeper.nextEntry, out.keeper.nextEntry);
  draft.set({
    party: { ...into.party, members: joined(into.party.members, from.party.members) },
    keeper: { ...ws.keeper, state: giveLights(ws.keeper.state, out.keeper.state.timers), nextEntry },
    ...fieldsOf(into),
    // The keeper in play is set up for the preset in force, whatever `into` was set up for out of play.
    presetId: ws.presetId,
    pending: [...into.pending, ...from.pending],
    fatigue: Math.max(into.fatigue, from.fatigue),
    others: ws.others.filter((o) => o !== out),
  });
  reconcile(ctx, draft);
}
