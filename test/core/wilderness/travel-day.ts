/**
 * Shared by the travel day tests: a straight route, a day's input, running the day on scripted dice, its
 * events.
 */
import {
  BUILT_IN_PRESETS,
  scriptedRoller,
  travelDay,
  type TravelDayInput,
  type TravelEvent,
} from "../../../src/core";
import { WATCH } from "./fixtures";

export const DAY = 4 * WATCH;
// A preset carries the wilderness and social sections a day of travel reads.
export const fourRules = BUILT_IN_PRESETS["four-watches"];
export const sixRules = BUILT_IN_PRESETS["six-watches"];

/** A straight line of hexes heading south-east on a flat-top grid. */
export const line = (terrains: readonly string[], extra: Record<string, unknown> = {}) =>
  terrains.map((terrain, q) => ({ hex: { q, r: 0 }, terrain, ...extra }));

export const base = (overrides: Partial<TravelDayInput> = {}): TravelDayInput => ({
  orientation: "flat",
  party: { members: [{ id: "ana" }], map: true, tents: true },
  route: line(["grassland", "grassland", "grassland", "grassland", "grassland"]),
  season: "summer",
  ...overrides,
});

export function day(rules: typeof fourRules, input: TravelDayInput, faces: number[]) {
  const dice = scriptedRoller(faces);
  const result = travelDay(rules, input, dice);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

export const ofType = <T extends TravelEvent["type"]>(events: readonly TravelEvent[], type: T) =>
  events.filter((e): e is Extract<TravelEvent, { type: T }> => e.type === type);
export const entered = (events: readonly TravelEvent[]) =>
  ofType(events, "enterHex").map((e) => [e.at, e.hex.q]);

/** Four quiet 1d6 encounter checks, one a watch. */
export const QUIET = [6, 6, 6, 6];
