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
  withoutLog,
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
import { partyTimes } from "./time";

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
  const reason: Reason = { kind: gap === "rest" ? "rest" : "wait" };
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
  // The earlier party comes into play to spend its gap; the two then stand at one time.
  const earlier = met.earlier === "a" ? intent.from : intent.into;
  const inPlay = draft.ws.party.id;
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
 * The two parties, at one time now, as one in play: `into`'s keeper, area and travel state, with `from`'s
 * lights and timers, both parties' members and waiting checks, and the more tired party's fatigue.
 */
function join(ctx: SessionContext, draft: Draft, intent: Merge): void {
  const ws = draft.ws;
  const live = snapshotOf(ws);
  const pick = (id: string) => (ws.party.id === id ? live : ws.others.find((o) => o.party.id === id));
  const base = pick(intent.into);
  const other = pick(intent.from);
  if (!base || !other) return;
  const nextEntry = Math.max(ws.keeper.nextEntry, ...ws.others.map((o) => o.keeper.nextEntry));
  const state = giveLights(base.keeper.state, other.keeper.state.timers);
  draft.set({
    party: { ...base.party, members: joined(base.party.members, other.party.members) },
    keeper: withoutLog({ ...base.keeper, state, nextEntry }),
    ...fieldsOf(base),
    pending: [...base.pending, ...other.pending],
    fatigue: Math.max(base.fatigue, other.fatigue),
    others: ws.others.filter((o) => o !== base && o !== other),
    effects: [],
  });
  reconcile(ctx, draft);
}
