/**
 * Switching the party in play (issue 22): the live fields of the state go into a snapshot, and the chosen
 * party's come out of its own. No world-time write: the party comes in at its own time, its keeper first
 * brought up to it where changes of the clock from outside moved it while it was out of play.
 */
import { coreError, err, ok, withoutLog, type CoreError, type Result } from "../../core";
import type { SessionContext } from "../session/context";
import type { Draft } from "../session/draft";
import { PARTY_FIELDS, type PartyFields, type PartySnapshot } from "../session/party-state";
import { reconcile } from "../session/reconcile";
import { changeTime } from "../session/time-change";
import type { WorldState } from "../session/world-state";
import { lagOf } from "./times";

/** A party's own fields, picked from the state or a snapshot. */
export const fieldsOf = (from: PartyFields): PartyFields =>
  Object.fromEntries(PARTY_FIELDS.map((key) => [key, from[key]])) as PartyFields;

/** The party in play as a snapshot: where it stands against the world, its keeper without its log. */
export const snapshotOf = (ws: WorldState): PartySnapshot => ({
  party: ws.party,
  behind: lagOf(ws),
  keeper: withoutLog(ws.keeper),
  ...fieldsOf(ws),
});

/** A party not in play, by id, or why not. */
export function otherParty(ws: WorldState, id: string): Result<PartySnapshot, CoreError> {
  const found = ws.others.find((o) => o.party.id === id);
  return found ? ok(found) : err(coreError("party.unknown", { id }, "intent.id"));
}

/**
 * Party changes wait for the change of time an intent asked for: it is the party in play's, and comes back
 * to the party in play.
 */
export const settled = (ws: WorldState): Result<true, CoreError> =>
  ws.asked ? err(coreError("party.timeWaiting")) : ok(true);

/** Puts a party not in play into play, the one in play taking its place among the others. */
export async function bringIntoPlay(
  ctx: SessionContext,
  draft: Draft,
  incoming: PartySnapshot,
): Promise<void> {
  const ws = draft.ws;
  const others = ws.others.map((o) => (o === incoming ? snapshotOf(ws) : o));
  // Entry ids go on from the highest any party reached: the record keys every party's entries by them.
  const nextEntry = Math.max(ws.keeper.nextEntry, incoming.keeper.nextEntry);
  draft.set({
    party: incoming.party,
    keeper: { ...incoming.keeper, nextEntry },
    ...fieldsOf(incoming),
    others,
    effects: [],
  });
  const at = Math.floor(ws.worldTime) - incoming.behind;
  if (draft.keeper.state.time !== at) await changeTime(ctx, draft, at, null);
  reconcile(ctx, draft);
}
