/**
 * Where the party's marker stands on each sample map, and its standing travel choices on the hex map (as
 * Foundry's party settings keep them), and where each party out of play stands (issue 22, ./parties.ts):
 * kept in storage, read back checked.
 */
import type { OffsetHex } from "../../core";
import { KEYS } from "../setup/keys";
import type { SandboxStorage } from "../setup/storage";
import { DUNGEON, HEXES, inside } from "./sample";

export const MAP_VERSION = 1;

/** The party's standing travel choices on the hex map. */
export interface MapTravel {
  readonly inclement?: boolean;
  readonly forceMarch?: boolean;
}
export const TRAVEL_CHOICES = ["inclement", "forceMarch"] as const;

/** Where a party stands on each map. */
export interface PartyPlace {
  readonly dungeon: OffsetHex;
  readonly hex: OffsetHex;
}

export interface MapPositions extends PartyPlace {
  readonly version: typeof MAP_VERSION;
  readonly travel?: MapTravel;
  /** The party whose place `dungeon` and `hex` are (the first party's when missing). */
  readonly party?: string;
  /** Each other party's place, by its id. */
  readonly others?: Readonly<Record<string, PartyPlace>>;
}

export function freshPositions(): MapPositions {
  return { version: MAP_VERSION, dungeon: { col: 1, row: 1 }, hex: { col: 1, row: 3 } };
}

const onMap = (p: unknown, cols: number, rows: number): p is OffsetHex => {
  const { col, row } = (p ?? {}) as Partial<OffsetHex>;
  return (
    Number.isSafeInteger(col) && Number.isSafeInteger(row) && inside({ col: col!, row: row! }, cols, rows)
  );
};

/** A stored place on both maps, or false. */
function isPlace(value: unknown): value is PartyPlace {
  const place = (value ?? {}) as Partial<PartyPlace>;
  return onMap(place.dungeon, DUNGEON.cols, DUNGEON.rows) && onMap(place.hex, HEXES.cols, HEXES.rows);
}

/** The other parties' stored places that read; the rest are dropped (the party is then drawn where the one in play is). */
function placesOf(value: unknown): Record<string, PartyPlace> {
  if (value === null || typeof value !== "object") return {};
  return Object.fromEntries(Object.entries(value).filter(([, place]) => isPlace(place)));
}

export function loadPositions(raw: unknown): MapPositions {
  const value = raw as Partial<MapPositions> | null;
  if (value?.version !== MAP_VERSION || !isPlace(raw)) return freshPositions();
  // Only the choices the map knows, and only when they are yes or no.
  const stored: Record<string, unknown> = { ...value.travel };
  const travel = Object.fromEntries(
    TRAVEL_CHOICES.flatMap((id) => (typeof stored[id] === "boolean" ? [[id, stored[id]]] : [])),
  ) as MapTravel;
  const party = typeof value.party === "string" ? { party: value.party } : {};
  const others = placesOf(value.others);
  return { version: MAP_VERSION, dungeon: raw.dungeon, hex: raw.hex, travel, ...party, others };
}

export interface PositionStore {
  get(): MapPositions;
  set(positions: MapPositions): void;
}

export function positionStore(storage: SandboxStorage): PositionStore {
  let positions = loadPositions(storage.load(KEYS.map));
  return {
    get: () => positions,
    set(next) {
      positions = next;
      storage.save(KEYS.map, positions);
    },
  };
}
