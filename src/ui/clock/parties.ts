/**
 * The clock panel's parties (issue 22): under the reading, the party in play named and, once the world has
 * more than one, each party's reading at a glance (time, area, lights, next check; src/ui/party/view.ts), with
 * the GM's switch, split, merge and rename. A player's own party is marked and its line shows its time as
 * exactly as the players' view lets them know it; other parties show their names alone. A player with one
 * party sees nothing here: the panel's reading is already theirs.
 */
import { roughTime } from "../calendar/rough-time";
import { clock, duration, t, type Text, type TextValue } from "../i18n/text";
import { partiesView, type PartyView } from "../party/view";
import type { PlayerView } from "../session/options";
import type { Intent } from "../session/intents";
import type { WorldState } from "../session/world-state";
import { ownParty } from "./own-party";
import { GM_VIEW } from "./player-view";
import type { Viewer } from "./view";

export interface ClockPartyLine {
  readonly id: string;
  readonly name: TextValue;
  readonly inPlay: boolean;
  /** The viewer's own party (a player's; a GM's is the party in play). */
  readonly own: boolean;
  /** The party's time, as exactly as the viewer may know it; null where hidden. */
  readonly time: Text | null;
  /** GM: how far behind the world's clock it stands (null at the world's time). */
  readonly behind: Text | null;
  readonly area: string | null;
  /** GM: its lights burning ("2 lights"), null with none. */
  readonly lights: Text | null;
  /** GM: its next check and when it falls due. */
  readonly nextCheck: Text | null;
  /** GM: a party out of play can be put into play. */
  readonly canSwitch: boolean;
}

export interface ClockParties {
  /** The party in play's name. */
  readonly inPlay: TextValue;
  /** Every party's line, the one in play first; empty while the world has one party. */
  readonly list: readonly ClockPartyLine[];
  /** GM: split some members off, merge two parties (with more than one), rename the party in play. */
  readonly canSplit: boolean;
  readonly canMerge: boolean;
  readonly canRename: boolean;
}

/** A party's time as the players' view lets `view` know it. */
function timeText(time: number, view: PlayerView, dayStart: number): Text | null {
  if (view.time === "exact") return clock(time, "compact");
  return view.time === "rough" ? roughTime(time, null, dayStart) : null;
}

function gmLine(p: PartyView): ClockPartyLine {
  const d = p.details;
  const next = d?.nextCheck;
  return {
    id: p.id,
    name: p.name,
    inPlay: p.inPlay,
    own: p.inPlay,
    time: d ? clock(d.time, "compact") : null,
    behind: d && d.behind > 0 ? t("TURNKEEPER.Party.behind", { time: duration(d.behind) }) : null,
    area: d?.area ?? null,
    lights: d && d.lights > 0 ? t("TURNKEEPER.Party.lights", { count: d.lights }) : null,
    nextCheck: next ? t("TURNKEEPER.Party.nextCheck", { check: next.label, at: next.reading }) : null,
    canSwitch: !p.inPlay,
  };
}

function playerLine(p: PartyView, own: boolean, view: PlayerView, dayStart: number): ClockPartyLine {
  const d = own ? p.details : null;
  return {
    id: p.id,
    name: p.name,
    inPlay: p.inPlay,
    own,
    time: d ? timeText(d.time, view, dayStart) : null,
    behind: null,
    area: d && view.danger !== "none" ? d.area : null,
    lights: null,
    nextCheck: null,
    canSwitch: false,
  };
}

/**
 * The panel's parties for `viewer`: `players` is what the GM lets players know, `dayStart` when the preset's
 * days begin (for a rough time). Null for a player while the world has one party.
 */
export function clockParties(
  ws: WorldState,
  viewer: Viewer,
  players: PlayerView,
  dayStart: number,
): ClockParties | null {
  const several = ws.others.length > 0;
  if (!viewer.isGM && !several) return null;
  // Every party's details; what a player may not see of them is left out line by line below.
  const all = partiesView(ws, { gm: true, owns: [] });
  const mine = viewer.isGM ? ws.party.id : ownParty(ws, viewer).party.id;
  const view = viewer.isGM ? GM_VIEW : players;
  return {
    inPlay: all[0]?.name ?? "",
    list: several
      ? all.map((p) => (viewer.isGM ? gmLine(p) : playerLine(p, p.id === mine, view, dayStart)))
      : [],
    canSplit: viewer.isGM,
    canMerge: viewer.isGM && several,
    canRename: viewer.isGM,
  };
}

/** The panel's party buttons as what a host does: switch at once, or ask the split, merge or rename form first. */
export type PartyAction =
  | { readonly kind: "intent"; readonly intent: Intent }
  | { readonly kind: "split" }
  | { readonly kind: "merge" }
  | { readonly kind: "rename" };

/** The party action a clock button stands for, or null when it is none (or its data is incomplete). */
export function parsePartyAction(
  action: string,
  data: { readonly id?: string | undefined },
): PartyAction | null {
  if (action === "splitParty") return { kind: "split" };
  if (action === "mergeParties") return { kind: "merge" };
  if (action === "renameParty") return { kind: "rename" };
  if (action === "switchParty" && data.id)
    return { kind: "intent", intent: { type: "switchParty", id: data.id } };
  return null;
}
