/**
 * A player's own party (issue 22): the one that lists an actor or token they own, else the one that holds
 * everyone no party lists. Their clock panel reads that party's time, area, lights and checks, so a member of
 * a party out of play sees their own party's time, not the party in play's.
 */
import type { Party } from "../../core";
import type { PartyFields } from "../session/party-state";
import { PARTY_FIELDS } from "../session/party-state";
import type { WorldState } from "../session/world-state";
import type { Viewer } from "./view";

/** The viewer's party: listed by one of their members, else everyone else's, else the party in play. */
export function ownParty(
  ws: WorldState,
  viewer: Viewer,
): { readonly party: Party; readonly inPlay: boolean } {
  const parties = [ws.party, ...ws.others.map((o) => o.party)];
  const party =
    parties.find((p) => p.members.some((m) => viewer.owns(m))) ??
    parties.find((p) => p.members.length === 0) ??
    ws.party;
  return { party, inPlay: party.id === ws.party.id };
}

/**
 * The state as the viewer's panel reads it: unchanged for a GM and for a member of the party in play; for a
 * member of a party out of play, that party's fields and keeper in place of the party in play's, at its own
 * time. Nothing is written back: the party in play is the GM's to change.
 */
export function stateSeenBy(ws: WorldState, viewer: Viewer): WorldState {
  if (viewer.isGM) return ws;
  const own = ownParty(ws, viewer);
  const snapshot = ws.others.find((o) => o.party.id === own.party.id);
  if (own.inPlay || !snapshot) return ws;
  const time = Math.floor(ws.worldTime) - snapshot.behind;
  const fields = Object.fromEntries(PARTY_FIELDS.map((key) => [key, snapshot[key]])) as PartyFields;
  return {
    ...ws,
    ...fields,
    party: snapshot.party,
    keeper: { ...snapshot.keeper, state: { ...snapshot.keeper.state, time } },
  };
}
