/**
 * Where each party stands against the world clock (issue 22), read from the state alone: every client reads
 * it (the parties' view), so it imports none of the session's processing (src/ui/party/time.ts).
 */
import type { WorldState } from "../session/world-state";

/** Whole seconds the party in play stands behind the world's second. */
export const lagOf = (ws: WorldState): number => Math.floor(ws.worldTime) - ws.keeper.state.time;

/** The party in play's time when the world clock reads `worldTime` (exact, fractions kept). */
export const partyNow = (ws: WorldState, worldTime: number): number => worldTime - lagOf(ws);

/** Every party's time, in play first, as the world's second less how far behind it stands. */
export function partyTimes(ws: WorldState): { readonly id: string; readonly time: number }[] {
  const world = Math.floor(ws.worldTime);
  return [
    { id: ws.party.id, time: ws.keeper.state.time },
    ...ws.others.map((o) => ({ id: o.party.id, time: world - o.behind })),
  ];
}
