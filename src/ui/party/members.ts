/**
 * Whose party a member is in (issue 22): a light is lit in its owner's party, so one for a member of a party
 * out of play waits until the GM brings that party into play (its time may stand elsewhere).
 */
import { coreError, partyOf, type CoreError } from "../../core";
import type { WorldState } from "../session/world-state";

/** Why `owner` cannot act now (the intent's field `path`): they are in a party out of play. Null when not. */
export function outOfPlay(ws: WorldState, owner: string, path = "intent.owner"): CoreError | null {
  const theirs = partyOf([ws.party, ...ws.others.map((o) => o.party)], owner);
  if (!theirs || theirs.id === ws.party.id) return null;
  // The world's first party has no name of its own: the error names it by the default one it shows.
  if (theirs.name === "") return coreError("party.outOfFirst", {}, path);
  return coreError("party.outOfPlay", { party: theirs.name }, path);
}
