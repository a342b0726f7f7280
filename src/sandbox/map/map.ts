/**
 * The sandbox's map in the page (draw.ts draws it): the dungeon's squares while a dungeon is in force, the hex
 * map of the wilderness otherwise. The party's marker moves by a click on a space or by the arrow keys
 * (arrow-keys.ts); its moves go to the session (moves.ts). Above the hex map the party's standing travel
 * choices the preset has: bad weather (R001-21) and a force march (R000-11). With several parties each has its
 * marker (./parties.ts); a click on one out of play puts it in play, so the moves that follow are its own, and
 * a move that brings it next to another party's marker asks the GM whether the two merge.
 */
import { travelChoices, type OffsetHex } from "../../core";
import { resolveText, type TextContext, type WorldState } from "../../ui";
import type { PartiesMet } from "../../ui/map/meeting";
import { partyName } from "../../ui/party/view";
import { hexStep, isArrowKey, squareStep } from "./arrow-keys";
import { mapHtml, type MapParties, type OfferedChoice } from "./draw";
import { travel, walk, type MoveDeps } from "./moves";
import { followParties, metOnMap, otherMarkers } from "./parties";
import { TRAVEL_CHOICES } from "./positions";

export interface MapHostOptions extends MoveDeps {
  readonly root: HTMLElement;
  /** Whether the wilderness map is shown (a wilderness area is in force). */
  wilderness(): boolean;
  busyWhile(task: () => Promise<void>): Promise<void>;
  /** Renders the page again after a move. */
  refresh(): void;
  /** The page's words, for the parties' names. */
  readonly text: TextContext;
  /** Two parties met on the map: asks the GM in the merge form and performs the merge if they agree. */
  meet(met: PartiesMet): Promise<void>;
}

export interface MapHost {
  render(): void;
  /** Moves the party's marker to a space, as a click there does. */
  moveTo(space: OffsetHex): Promise<void>;
}

/** Ticking a travel choice keeps it as the party's standing answer. */
function onChoice(o: MapHostOptions, event: Event) {
  const box = (event.target as Element).closest<HTMLInputElement>("[data-map-choice]");
  const id = box?.getAttribute("data-map-choice");
  if (!box || !TRAVEL_CHOICES.some((choice) => choice === id)) return;
  const positions = o.positions.get();
  o.positions.set({ ...positions, travel: { ...positions.travel, [id as string]: box.checked } });
}

/** The parties as the map draws them; the positions first follow the party in play. */
function mapParties(o: MapHostOptions, ws: WorldState, wild: boolean): MapParties {
  const positions = followParties(o.positions.get(), ws);
  if (JSON.stringify(positions) !== JSON.stringify(o.positions.get())) o.positions.set(positions);
  if (ws.others.length === 0) return { inPlay: null, others: [] };
  const names = new Map(
    [ws.party, ...ws.others.map((p) => p.party)].map((p) => [p.id, resolveText(partyName(p), o.text)]),
  );
  const nameOf = (id: string) => names.get(id) ?? id;
  return { inPlay: nameOf(ws.party.id), others: otherMarkers(positions, wild, nameOf) };
}

/** A click on a party out of play puts it in play. */
function switchTo(o: MapHostOptions, id: string): Promise<void> {
  return o.busyWhile(async () => {
    const done = await o.session.perform({ type: "switchParty", id });
    if (!done.ok) o.showError(done.error);
    await o.session.idle();
    o.refresh();
  });
}

export function mountMap(o: MapHostOptions): MapHost {
  const { root, session, positions } = o;
  const choices = travelChoices(o.rules);
  /** The choices the preset has, with the party's standing answers. */
  const offered = (): OfferedChoice[] =>
    TRAVEL_CHOICES.filter((id) => (id === "inclement" ? choices.weather : choices.forceMarch)).map((id) => ({
      id,
      chosen: positions.get().travel?.[id] ?? false,
    }));
  const render = () => {
    const wild = o.wilderness();
    const parties = mapParties(o, session.state(), wild);
    const here = wild ? positions.get().hex : positions.get().dungeon;
    root.innerHTML = mapHtml(o.i18n, wild, here, offered(), parties);
  };
  const moveTo = (space: OffsetHex) =>
    o.busyWhile(async () => {
      const wild = o.wilderness();
      const from = wild ? positions.get().hex : positions.get().dungeon;
      if (wild) await travel(o, space, offered());
      else await walk(o, space);
      await session.idle();
      const ws = session.state();
      const met = metOnMap(followParties(positions.get(), ws), ws, wild, from);
      if (met) await o.meet(met);
      o.refresh();
    });

  root.addEventListener("click", (event) => {
    const other = (event.target as Element).closest("[data-map-party]")?.getAttribute("data-map-party");
    if (other) return void switchTo(o, other);
    const cell = (event.target as Element).closest("[data-col]");
    if (!cell) return;
    void moveTo({ col: Number(cell.getAttribute("data-col")), row: Number(cell.getAttribute("data-row")) });
  });
  root.addEventListener("change", (event) => onChoice(o, event));
  root.addEventListener("keydown", (event) => {
    if (!(event.target as Element).closest('[data-map="party"]') || !isArrowKey(event.key)) return;
    event.preventDefault();
    const next = o.wilderness()
      ? hexStep(positions.get().hex, event)
      : squareStep(positions.get().dungeon, event.key);
    if (next) void moveTo(next).then(() => root.querySelector<SVGElement>('[data-map="party"]')?.focus());
  });
  return { render, moveTo };
}
