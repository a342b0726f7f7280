/**
 * Where the party's marker stands on each sample map, and its standing travel choices on the hex map (as
 * Foundry's party settings keep them): kept in storage, read back checked.
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

export interface MapPositions {
  readonly version: typeof MAP_VERSION;
  readonly dungeon: OffsetHex;
  readonly hex: OffsetHex;
  readonly travel?: MapTravel;
}

export function freshPositions(): MapPositions {
  return { version: MAP_VERSION, dungeon: { col: 1, row: 1 }, hex: { col: 1, row: 3 } };
}

export function loadPositions(raw: unknown): MapPositions {
  const ok = (p: unknown, cols: number, rows: number): p is OffsetHex => {
    const { col, row } = (p ?? {}) as Partial<OffsetHex>;
    return (
      Number.isSafeInteger(col) && Number.isSafeInteger(row) && inside({ col: col!, row: row! }, cols, rows)
    );
  };
  const value = raw as Partial<MapPositions> | null;
  if (
    value?.version !== MAP_VERSION ||
    !ok(value.dungeon, DUNGEON.cols, DUNGEON.rows) ||
    !ok(value.hex, HEXES.cols, HEXES.rows)
  ) {
    return freshPositions();
  }
  // Only the choices the map knows, and only when they are yes or no.
  const stored: Record<string, unknown> = { ...value.travel };
  const travel = Object.fromEntries(
    TRAVEL_CHOICES.flatMap((id) => (typeof stored[id] === "boolean" ? [[id, stored[id]]] : [])),
  ) as MapTravel;
  return { version: MAP_VERSION, dungeon: value.dungeon, hex: value.hex, travel };
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
