/**
 * Shared by the wilderness tests: the 000 and 001 wilderness rules, their travel sections, a watch, and a
 * party.
 */
import { BUILT_IN_PRESETS, type HexesPerWatch, type HoursPerHex, type TravelParty } from "../../../src/core";

export const HOUR = 3600;
export const WATCH = 6 * HOUR;
export const four = BUILT_IN_PRESETS["four-watches"].wilderness;
export const six = BUILT_IN_PRESETS["six-watches"].wilderness;
export const hexes = four.travel as HexesPerWatch;
export const hours = six.travel as HoursPerHex;

export const party = (members: TravelParty["members"], extra: Partial<TravelParty> = {}): TravelParty => ({
  members,
  mounts: [],
  map: false,
  tents: false,
  fatigue: 0,
  ...extra,
});
export const walker = (id: string, encumbered = false) => ({ id, encumbered });
export const rider = (id: string, mount: string, encumbered = false) => ({ id, mount, encumbered });
