/**
 * Parties meeting on Foundry's map (issue 22), on the active GM's client with map play: when a party's tokens
 * end a move next to another party's tokens on the scene in play (src/ui/map/meeting.ts), the GM is asked in
 * Turnkeeper's merge form, opened on the two that met; a merge goes through the one gate like the panel's, a
 * form closed leaves both parties as they were. A token's party is the one that lists its actor (or the token
 * itself, if unlinked), else the one that holds everyone else; only the party's tokens on the scene count.
 */
import { partyOf, type OffsetHex, type Party } from "../../core";
import { partiesMet, type MeetingGrid, type PartyToken } from "../../ui/map/meeting";
import type { WorldState } from "../../ui";
import { askMerge } from "../dialogs/parties";
import { tokenOwner } from "../dialogs/dialogs";
import type { SceneLike } from "../env/documents";
import type { MapPort, Point } from "../env/map";
import type { FoundryEnv } from "../env/ports";
import type { Timekeeping } from "../session/timekeeping";
import { partyTokenUuids } from "./areas";

const partiesOf = (ws: WorldState): Party[] => [ws.party, ...ws.others.map((o) => o.party)];

/** The party a token on the map belongs to, by its id (undefined for none). */
export function tokenParty(env: FoundryEnv, ws: WorldState, tokenUuid: string): string | undefined {
  const token = env.documents.token(tokenUuid);
  return token ? partyOf(partiesOf(ws), tokenOwner(env, token).owner)?.id : undefined;
}

export class Meetings {
  /** Whether a merge form is open: one question at a time, however many moves come meanwhile. */
  #asking = false;

  constructor(
    private readonly env: FoundryEnv,
    private readonly tk: Timekeeping,
    private readonly map: MapPort,
  ) {}

  /**
   * After the party tokens' moves (`from`: where each moved token set off) on `scene`: asks the GM whether two
   * parties that came together merge. `spaceOf` reads a point's grid space.
   */
  async afterMoves(
    scene: SceneLike,
    grid: MeetingGrid,
    spaceOf: (point: Point) => OffsetHex,
    from: ReadonlyMap<string, OffsetHex>,
  ): Promise<void> {
    const ws = this.tk.state();
    if (ws.others.length === 0 || this.#asking) return;
    const tokens: PartyToken[] = [];
    for (const uuid of partyTokenUuids(this.env, scene)) {
      const point = this.map.position(uuid);
      const party = tokenParty(this.env, ws, uuid);
      if (!point || !party) continue;
      const at = spaceOf(point);
      tokens.push({ party, from: from.get(uuid) ?? at, at });
    }
    const met = partiesMet(grid, tokens);
    if (!met) return;
    this.#asking = true;
    try {
      for (const intent of (await askMerge(this.env, this.tk, met)) ?? []) await this.tk.perform(intent);
    } finally {
      this.#asking = false;
    }
  }
}
