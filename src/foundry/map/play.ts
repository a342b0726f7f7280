/**
 * Play on the map, on the active GM's client only (loaded when first needed): the party's finished token moves
 * drive the clock, gathered into one party move however many of its tokens moved (src/ui/map/party-moves.ts).
 * On a square or gridless scene the distance Foundry measured for the move accrues towards the next dungeon
 * turn, one clock advance for the party. On a hex scene whose area is wilderness, the party dropped into another
 * hex travels there hex by hex, once, the same travel step as the dialog, and ends where the rolls put it (a
 * veer, an encounter, the watch's end). Moves of a party out of play (issue 22) move no time; when a party's
 * tokens come up next to another party's on a square or hex grid, the GM is asked whether they merge (meet.ts).
 *
 * Only moves on the scene in play count: `game.scenes.active`, the one scene the GM activated and the players
 * are pulled to, the same on every client, whose area is in force. Not `canvas.scene`, the scene this client
 * views, which for the active GM may be a scene being prepared while the players play on.
 *
 * One route at a time: while the party travels (its route may wait long on the GM's answer to go on into the
 * next watch or force-march), a party token moved on that scene is put back where it stood and its mover told.
 * Refused rather than queued: a queued route would set off from the hex the token was dropped in, which the
 * party may never reach (a veer, an encounter, the GM stopping), after an answer the GM gave without it.
 */
import type { OffsetHex } from "../../core";
import type { HexLayout } from "../../core/wilderness/map";
import { t } from "../../ui/i18n/text";
import { readAreaBehavior } from "../../ui/map/area-behavior";
import { stopQuestion, travelRoute, type HexInfo, type RouteStop } from "../../ui/map/hex-route";
import { parseMapParty, type MapParty } from "../../ui/map/party";
import { partyJourney, partyWalk, type TokenMove } from "../../ui/map/party-moves";
import type { MeetingGrid } from "../../ui/map/meeting";
import { partyArea, partyTokenUuids, useMapReaders } from "./areas";
import { OWN_MOVE, type AreaBehaviorEvent, type GridLike, type MapPort } from "../env/map";
import { isActiveGM, type FoundryEnv } from "../env/ports";
import type { Timekeeping } from "../session/timekeeping";
import { mapReaders } from "./area-holder";
import { migrateAreaFlags } from "./migrate";
import { Meetings, tokenParty } from "./meet";
import { tellMover, type Mover } from "./tell-mover";

/** `CONST.GRID_TYPES`: the hexagonal layouts, row-wise (pointy-topped) or column-wise (flat-topped), odd or even. */
const HEX_LAYOUTS: Readonly<Record<number, HexLayout>> = {
  2: { orientation: "pointy", parity: "odd" },
  3: { orientation: "pointy", parity: "even" },
  4: { orientation: "flat", parity: "odd" },
  5: { orientation: "flat", parity: "even" },
};
const SQUARE = 1;

/** How long moves of the party's tokens are gathered into one party move (a group drag arrives as one batch). */
export const PARTY_MOVE_WINDOW_MS = 100;

/** The `moveToken` hook's arguments, as far as Turnkeeper reads them (`TokenDocument`, `TokenMovementOperation`). */
export interface MovedToken {
  readonly uuid: string;
  readonly parent: { readonly uuid: string } | null;
}
interface Section {
  readonly distance: number;
  readonly waypoints: readonly unknown[];
}
export interface TokenMovement {
  readonly id: string;
  readonly origin: { readonly x: number; readonly y: number };
  readonly destination: { readonly x: number; readonly y: number };
  readonly passed: Section;
  readonly pending: Section;
  /** v14: resolves when the whole movement is over (true if it was completed). */
  readonly finished?: Promise<boolean>;
}

/** A grid space as a hex map's offset: Foundry's row `i` and column `j`. */
const toHex = ({ i, j }: { i: number; j: number }): OffsetHex => ({ col: j, row: i });
const toOffset = ({ col, row }: OffsetHex) => ({ i: row, j: col });

export class MapPlay {
  /** Feet each token has moved in its movement so far (by movement id: a move may come in several updates). */
  readonly #walked = new Map<string, number>();
  /** Finished moves of party tokens waiting to be gathered into one party move, by scene, then by token. */
  readonly #batch = new Map<string, Map<string, TokenMove>>();
  /** Scenes where the party is on a route, from the moment it sets off until it stops. */
  readonly #routes = new Set<string>();
  readonly #meetings: Meetings;

  constructor(
    private readonly env: FoundryEnv,
    private readonly tk: Timekeeping,
    private readonly map: MapPort,
  ) {
    this.#meetings = new Meetings(env, tk, map);
  }

  /** The scene's party settings; a bad flag is reported and map play stays off there. */
  #party(sceneUuid: string): MapParty | null {
    const parsed = parseMapParty(this.map.partyFlag(sceneUuid));
    if (parsed.ok) return parsed.value;
    this.env.notifications.warn(this.tk.errorText(parsed.error));
    return null;
  }

  /**
   * A token of the party finished (part of) a move on the scene in play. Turnkeeper's own moves, other tokens
   * and other scenes are left be.
   */
  async moved(
    token: MovedToken,
    movement: TokenMovement,
    operation: object | null,
    mover: Mover | null = null,
  ): Promise<void> {
    const sceneUuid = token.parent?.uuid;
    if (!sceneUuid || (operation && OWN_MOVE in operation) || !isActiveGM(this.env)) return;
    const scene = this.env.documents.activeScene();
    if (scene?.uuid !== sceneUuid) return;
    const party = this.#party(sceneUuid);
    if (!party?.play || !partyTokenUuids(this.env, scene).has(token.uuid)) return;
    const grid = this.map.grid(sceneUuid);
    if (!grid) return;
    // A movement may come in several updates (its checkpoints): its distance is the sum of what each passed.
    const { id } = movement;
    const first = !this.#walked.has(id);
    this.#walked.set(id, (this.#walked.get(id) ?? 0) + movement.passed.distance);
    // v14 says when a movement is over (`finished`, awaited once per movement); in v13 it is over when no
    // waypoints are pending. A movement stopped short counts what it walked.
    if (movement.finished instanceof Promise) {
      if (!first) return;
      await movement.finished;
    } else if (movement.pending.waypoints.length > 0) return;
    const walked = this.#walked.get(id) ?? 0;
    this.#walked.delete(id);
    if (this.#routes.has(sceneUuid)) return this.#putBack(token.uuid, movement.origin, mover);
    const from = toHex(grid.getOffset(movement.origin));
    const to = toHex(grid.getOffset(movement.destination));
    const moves = await this.#gather(sceneUuid, { token: token.uuid, distance: walked, from, to });
    if (!moves) return;
    const layout = HEX_LAYOUTS[grid.type];
    // A party out of play moves on the map alone: its time stands until the GM plays it.
    const ws = this.tk.state();
    const own = moves.filter((m) => (tokenParty(this.env, ws, m.token) ?? ws.party.id) === ws.party.id);
    if (layout) await this.#travel(sceneUuid, own, grid, layout, party);
    else await this.#walk(partyWalk(own), grid, party);
    const meeting: MeetingGrid | null = layout
      ? { kind: "hex", layout }
      : grid.type === SQUARE
        ? { kind: "square" }
        : null;
    const set = new Map(moves.map((m) => [m.token, m.from]));
    if (meeting) await this.#meetings.afterMoves(scene, meeting, (p) => toHex(grid.getOffset(p)), set);
  }

  /**
   * Gathers the party's finished moves for a moment (a group drag's arrive together): the first move's call
   * gets them all, to move the party once; the others get null.
   */
  async #gather(sceneUuid: string, move: TokenMove): Promise<TokenMove[] | null> {
    let batch = this.#batch.get(sceneUuid);
    const first = !batch;
    if (!batch) {
      batch = new Map();
      this.#batch.set(sceneUuid, batch);
    }
    // A token's second move in the window goes on from where its first began.
    const earlier = batch.get(move.token);
    batch.set(
      move.token,
      earlier ? { ...move, from: earlier.from, distance: earlier.distance + move.distance } : move,
    );
    if (!first) return null;
    await new Promise((resolve) => setTimeout(resolve, PARTY_MOVE_WINDOW_MS));
    this.#batch.delete(sceneUuid);
    return [...batch.values()];
  }

  /** A party token moved while the party is on a route: set down where it stood, its mover told why. */
  async #putBack(tokenUuid: string, { x, y }: TokenMovement["origin"], mover: Mover | null) {
    await this.map.place(tokenUuid, { x, y });
    const name = this.env.documents.token(tokenUuid)?.name ?? "";
    await tellMover(this.env, this.tk.textContext(), mover, t("TURNKEEPER.Map.routeWaits", { token: name }));
  }

  /** The party walked on a square or gridless map: the distance accrues towards the next dungeon turn. */
  async #walk(distance: number, grid: GridLike, party: MapParty) {
    if (distance <= 0 || this.tk.state().area?.type === "wilderness") return;
    await this.tk.perform({
      type: "moveParty",
      feet: distance,
      ...(grid.type === SQUARE ? { squareFeet: grid.distance } : {}),
      ...(party.members.length > 0 ? { party: party.members } : {}),
    });
  }

  /** What the behaviours under a hex say: its terrain and road, a landmark, a vantage point. */
  #hexInfo(sceneUuid: string, tokenUuid: string, grid: GridLike, hex: OffsetHex): HexInfo {
    const scene = this.env.documents.scene(sceneUuid);
    const at = grid.getTopLeftPoint(toOffset(hex));
    let terrain: string | undefined;
    let road = false;
    let landmark = false;
    let vantage = false;
    for (const region of scene?.regions() ?? []) {
      const behavior = this.map.behaviors(region.uuid).find((b) => !b.disabled);
      if (!behavior || !this.map.tokenInside(tokenUuid, region.uuid, at)) continue;
      const read = readAreaBehavior(behavior.system, region.name);
      if (!read.ok) continue;
      // The first region under the hex with a terrain names it; a road, landmark or vantage in any of them counts.
      if (terrain === undefined && read.value.area.terrain) terrain = read.value.area.terrain;
      road ||= read.value.road;
      landmark ||= read.value.landmark;
      vantage ||= read.value.vantage;
    }
    return { ...(terrain === undefined ? {} : { terrain }), road, landmark, vantage };
  }

  /**
   * The party dropped on a hex map travels, once, along its farthest mover's route; where the rolls stop it
   * short, every token that moved is set down in the hex the party reached.
   */
  async #travel(
    sceneUuid: string,
    moves: readonly TokenMove[],
    grid: GridLike,
    layout: HexLayout,
    party: MapParty,
  ) {
    const journey = partyJourney(layout, moves);
    if (!journey || this.tk.state().area?.type !== "wilderness") return;
    this.#routes.add(sceneUuid);
    try {
      await this.#route(sceneUuid, moves, journey, grid, layout, party);
    } finally {
      this.#routes.delete(sceneUuid);
    }
  }

  /** The party's route along its journey, the GM asked wherever the rules stop it short. */
  async #route(
    sceneUuid: string,
    moves: readonly TokenMove[],
    journey: TokenMove,
    grid: GridLike,
    layout: HexLayout,
    party: MapParty,
  ) {
    const { from, to } = journey;
    const { wilderness, time } = this.tk.preset();
    const i18n = this.env.game.i18n;
    const session = await this.tk.writer();
    const travelled = await travelRoute(
      session,
      (intent) => session.perform(intent),
      {
        layout,
        from,
        to,
        travel: { ...party.travel },
        hexInfo: (hex) => this.#hexInfo(sceneUuid, journey.token, grid, hex),
        arrived: async () => undefined,
        goOn: async (stop: RouteStop) => {
          const asked = await this.env.apps.ask(
            i18n.localize("TURNKEEPER.Map.goOnTitle"),
            `<p>${stopQuestion(stop, wilderness, party.travel.method)
              .map((key) => i18n.localize(key))
              .join(" ")}</p>`,
            i18n.localize(stop === "forceMarch" ? "TURNKEEPER.Map.forceMarch" : "TURNKEEPER.Map.goOn"),
          );
          return asked !== null;
        },
      },
      wilderness.day,
      time.dayStart,
    );
    if (!travelled.ok) {
      this.env.notifications.warn(this.tk.errorText(travelled.error));
      return;
    }
    const { at } = travelled.value;
    if (at.col === to.col && at.row === to.row) return;
    for (const move of moves) await this.map.place(move.token, grid.getTopLeftPoint(toOffset(at)));
  }

  /** A token entered or left a region with a Turnkeeper area: the area in force follows the party there. */
  async regionEvent(event: AreaBehaviorEvent): Promise<void> {
    const active = this.env.documents.activeScene();
    if (!isActiveGM(this.env) || !active || active.uuid !== event.sceneUuid) return;
    if (event.tokenUuid && !partyTokenUuids(this.env, active).has(event.tokenUuid)) return;
    await this.tk.setArea(partyArea(this.env, active));
  }
}

const plays = new WeakMap<FoundryEnv, Promise<MapPlay | null>>();

/**
 * The client's map play, loaded once: Foundry's side of the map, regions read through their behaviours from
 * now on, and area flags left from before behaviours migrated.
 */
export function mapPlayOf(env: FoundryEnv, tk: Timekeeping): Promise<MapPlay | null> {
  let play = plays.get(env);
  if (!play) {
    play = (async () => {
      if (!env.map) return null;
      const map = await env.map.load();
      useMapReaders(env, mapReaders(map));
      await migrateAreaFlags(env, map);
      return new MapPlay(env, tk, map);
    })();
    plays.set(env, play);
  }
  return play;
}
