/**
 * The GM's party intents (issue 22), worked out on a session task's draft: switch the party in play, split
 * some members off into a new party, rename one, merge two (merge.ts). None moves the world clock; each is
 * one state write.
 */
import {
  coreError,
  err,
  giveLights,
  LIMITS,
  newPartyId,
  ok,
  takeLights,
  withoutLog,
  type CoreError,
  type Result,
} from "../../core";
import type { Intent } from "../session/intents";
import type { SessionContext } from "../session/context";
import type { Draft } from "../session/draft";
import { bringIntoPlay, fieldsOf, otherParty, settled } from "./switch";
import { lagOf } from "./times";
import { outOfPlay } from "./members";
import type { WorldState } from "../session/world-state";

type Of<T extends Intent["type"]> = Extract<Intent, { type: T }>;
type Planned = Result<number, CoreError>;

export async function switchParty(
  ctx: SessionContext,
  draft: Draft,
  intent: Of<"switchParty">,
): Promise<Planned> {
  const from = draft.ws.party.id;
  if (intent.id === from) return ok(0);
  const ready = settled(draft.ws);
  if (!ready.ok) return ready;
  const incoming = otherParty(draft.ws, intent.id);
  if (!incoming.ok) return incoming;
  await bringIntoPlay(ctx, draft, incoming.value);
  draft.emit("partySwitched", { from, to: intent.id, time: draft.keeper.state.time });
  return ok(0);
}

/**
 * Some members leave the party in play as a new party, at its time, in its area and as tired as it is, taking
 * their lights (lights are owned by actor or token ids). The party in play stays in play.
 */
export function splitParty(draft: Draft, intent: Of<"splitParty">): Planned {
  const ws = draft.ws;
  const ready = settled(ws);
  if (!ready.ok) return ready;
  if (ws.others.length + 1 >= LIMITS.parties)
    return err(coreError("limit.parties", { limit: LIMITS.parties }, "intent.members"));
  const refused = membersRefused(draft.ws, intent.members);
  if (refused) return err(refused);
  const id = newPartyId([ws.party.id, ...ws.others.map((o) => o.party.id)]);
  const { kept, taken } = takeLights(ws.keeper.state, intent.members);
  const own = { ...ws.keeper.state, timers: [], nextId: 1 };
  const keeper = withoutLog({ ...ws.keeper, state: giveLights(own, taken) });
  const party = { id, name: intent.name, members: [...new Set(intent.members)] };
  const members = ws.party.members.filter((m) => !intent.members.includes(m));
  const split = { party, behind: lagOf(ws), keeper, ...fieldsOf(ws), pending: [], carryFeet: 0 };
  draft.set({
    keeper: withoutLog({ ...ws.keeper, state: kept }),
    party: { ...ws.party, members },
    others: [...ws.others, split],
    effects: [],
  });
  draft.emit("partySplit", {
    from: ws.party.id,
    party: id,
    members: party.members,
    time: ws.keeper.state.time,
  });
  return ok(0);
}

/**
 * Why these members cannot split off: one is in a party out of play, or they are the whole of a party that
 * lists its members (it would be left holding everyone else).
 */
function membersRefused(ws: WorldState, members: readonly string[]): CoreError | null {
  for (const member of members) {
    const away = outOfPlay(ws, member, "intent.members");
    if (away) return away;
  }
  const listed = ws.party.members;
  const whole = listed.length > 0 && listed.every((m) => members.includes(m));
  return whole ? coreError("party.wholeParty", {}, "intent.members") : null;
}

export function renameParty(draft: Draft, intent: Of<"renameParty">): Planned {
  const ws = draft.ws;
  if (ws.party.id === intent.id) {
    draft.set({ party: { ...ws.party, name: intent.name } });
    return ok(0);
  }
  const other = otherParty(ws, intent.id);
  if (!other.ok) return other;
  const renamed = { ...other.value, party: { ...other.value.party, name: intent.name } };
  draft.set({ others: ws.others.map((o) => (o === other.value ? renamed : o)) });
  return ok(0);
}
