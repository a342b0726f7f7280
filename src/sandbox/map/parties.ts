/**
 * Every party's marker on the sample maps (issue 22), as Foundry shows each party's tokens: the stored
 * positions' `dungeon` and `hex` are the party in play's, `others` each other party's. When the party in play
 * changes, its marker's place goes to `others` and the incoming party's comes out; a party just split off
 * stands where the party it left stood; a party merged away is dropped. A move of the party in play that
 * brings its marker next to another party's is a meeting (src/ui/map/meeting.ts), which the GM is asked about.
 */
import { FIRST_PARTY_ID, type OffsetHex } from "../../core";
import type { WorldState } from "../../ui";
import { partiesMet, type MeetingGrid, type PartiesMet } from "../../ui/map/meeting";
import type { MapPositions, PartyPlace } from "./positions";
import { HEX_LAYOUT } from "./sample";

/** The positions with the party in play's place in front and a place for each other party, none else. */
export function followParties(positions: MapPositions, ws: WorldState): MapPositions {
  const inPlay = ws.party.id;
  const shown = positions.party ?? FIRST_PARTY_ID;
  const others: Record<string, PartyPlace> = { ...positions.others };
  let here: PartyPlace = { dungeon: positions.dungeon, hex: positions.hex };
  if (shown !== inPlay) {
    others[shown] = here;
    here = others[inPlay] ?? here;
  }
  const kept = Object.fromEntries(ws.others.map((o) => [o.party.id, others[o.party.id] ?? here]));
  return { ...positions, ...here, party: inPlay, others: kept };
}

/** A marker of a party out of play: its id, where it stands on the map shown, and its name. */
export interface OtherMarker {
  readonly id: string;
  readonly at: OffsetHex;
  readonly name: string;
}

/** The markers of the parties out of play on one map, named by `nameOf`. */
export function otherMarkers(
  positions: MapPositions,
  wild: boolean,
  nameOf: (id: string) => string,
): OtherMarker[] {
  return Object.entries(positions.others ?? {}).map(([id, place]) => ({
    id,
    at: wild ? place.hex : place.dungeon,
    name: nameOf(id),
  }));
}

/**
 * The meeting the party in play's move from `from` made on the map shown (`positions` following the state's
 * parties): the party in play came next to another party's marker. Null when it met no one new.
 */
export function metOnMap(
  positions: MapPositions,
  ws: WorldState,
  wild: boolean,
  from: OffsetHex,
): PartiesMet | null {
  const grid: MeetingGrid = wild ? { kind: "hex", layout: HEX_LAYOUT } : { kind: "square" };
  const here = { party: ws.party.id, from, at: wild ? positions.hex : positions.dungeon };
  const others = otherMarkers(positions, wild, (id) => id).map((m) => ({
    party: m.id,
    from: m.at,
    at: m.at,
  }));
  return partiesMet(grid, [here, ...others]);
}
