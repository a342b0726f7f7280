/**
 * Each party at a glance (issue 22), for the hosts' party switcher: its name, time, area, lights and next check,
 * and its members. A GM sees every party's details; a player sees only their own party's (the one that lists
 * one of their actors or tokens), and only while the GM lets players know all of it exactly; the others by
 * name alone. The clock panel reads a player's party as roughly as the players' view lets them know it.
 */
import { burning, FIRST_PARTY_ID, partyOf, upcomingChecks, type Party, type Timekeeper } from "../../core";
import { clock, label, t, type Text, type TextValue } from "../i18n/text";
import type { PlayerView } from "../session/options";
import type { WorldState } from "../session/world-state";
import { partyTimes } from "./times";

/**
 * Who looks: a GM, or a player and the actor and token ids they own, with what the GM lets players know
 * (absent: nothing beyond the party's name).
 */
export interface PartyViewer {
  readonly gm: boolean;
  readonly owns: readonly string[];
  readonly players?: PlayerView;
}

/**
 * Whether the players' view lets a player have their party's details as this view gives them: exact times,
 * lights, next check and area. Anything less and they read them on the clock panel, as roughly as it lets them.
 */
const knowsExactly = (view: PlayerView | undefined): boolean =>
  view !== undefined && [view.time, view.lights, view.nextCheck, view.danger].every((d) => d === "exact");

export interface PartyDetails {
  /** The party's own time (world seconds), and how far behind the world's it stands. */
  readonly time: number;
  readonly behind: number;
  readonly reading: Text;
  readonly area: string | null;
  /** Lights burning among its members. */
  readonly lights: number;
  readonly nextCheck: { readonly label: TextValue; readonly at: number; readonly reading: Text } | null;
  readonly members: readonly string[];
}

export interface PartyView {
  readonly id: string;
  /** The GM's name for it, or the first party's default name. */
  readonly name: TextValue;
  readonly inPlay: boolean;
  /** The viewer's own party (a player's; for a GM, the party in play). */
  readonly own: boolean;
  /** Null where the viewer may not see them (a player, another party). */
  readonly details: PartyDetails | null;
}

/** A party's name as shown: its own, or the default one of the world's first party. */
export const partyName = (party: Party): TextValue =>
  party.name !== "" ? party.name : party.id === FIRST_PARTY_ID ? t("TURNKEEPER.Party.first") : party.id;

function details(party: Party, keeper: Timekeeper, area: string | null, world: number): PartyDetails {
  const time = keeper.state.time;
  const next = upcomingChecks(keeper.state)[0];
  return {
    time,
    behind: world - time,
    reading: clock(time, "compact"),
    area,
    lights: burning(keeper.state).size,
    nextCheck: next
      ? { label: label(next.check.label), at: next.at, reading: clock(next.at, "compact") }
      : null,
    members: party.members,
  };
}

/** Every party, the one in play first, as `viewer` may see them. */
export function partiesView(ws: WorldState, viewer: PartyViewer): PartyView[] {
  const world = Math.floor(ws.worldTime);
  const times = new Map(partyTimes(ws).map((p) => [p.id, p.time]));
  const all = [
    { party: ws.party, keeper: ws.keeper, area: ws.area },
    ...ws.others.map((o) => ({ party: o.party, keeper: o.keeper, area: o.area })),
  ];
  const mine = viewer.gm
    ? ws.party
    : viewer.owns
        .map((id) =>
          partyOf(
            all.map((p) => p.party),
            id,
          ),
        )
        .find(Boolean);
  return all.map(({ party, keeper, area }) => {
    const own = party.id === mine?.id;
    // A party out of play stands at its own time; its keeper catches up when it comes back into play.
    const at = { ...keeper, state: { ...keeper.state, time: times.get(party.id) ?? keeper.state.time } };
    const seen = viewer.gm || (own && knowsExactly(viewer.players));
    return {
      id: party.id,
      name: partyName(party),
      inPlay: party.id === ws.party.id,
      own,
      details: seen ? details(party, at, area?.name ?? null, world) : null,
    };
  });
}
