/**
 * Lights burning on the map, every party's (issue 22): a party out of play keeps its torches lit, so the host's
 * token lights change only where a light went on or out, not where the party in play changed.
 */
import { burning } from "../../core";
import type { WorldState } from "../session/world-state";

/** The newest light burning for each owner, in every party. */
export function burningEverywhere(ws: WorldState): Map<string, string> {
  const lit = new Map<string, string>();
  for (const other of ws.others)
    for (const [owner, source] of burning(other.keeper.state)) lit.set(owner, source);
  for (const [owner, source] of burning(ws.keeper.state)) lit.set(owner, source);
  return lit;
}
