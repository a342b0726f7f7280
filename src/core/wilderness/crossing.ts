/** 001's hex crossing (R001-18 to R001-21): hours by terrain, roads, searching, weather and fatigue. */
import type { CoreError } from "../util/errors";
import { ok, type Result } from "../util/result";
import type { HoursPerHex } from "./rules";
import { terrainRule } from "./terrain";

const HOUR = 3600;

export interface CrossingConditions {
  readonly road: boolean;
  /** Heavy rain, snow or high winds. */
  readonly inclement: boolean;
}

/** Seconds to cross a hex: its terrain's hours, halved on a road, doubled in bad weather. */
export function crossingSeconds(
  travel: HoursPerHex,
  terrain: string,
  conditions: CrossingConditions,
): Result<number, CoreError> {
  const rule = terrainRule(travel.terrain, terrain);
  if (!rule.ok) return rule;
  const road = conditions.road ? travel.roadDivisor : 1;
  const weather = conditions.inclement ? travel.inclementTimeMultiplier : 1;
  return ok(((rule.value.hours * weather) / road) * HOUR);
}

/** Seconds to search a hex: twice crossing it off-road, so its second landmark turns up (R001-17, R001-19). */
export function searchSeconds(
  travel: HoursPerHex,
  terrain: string,
  inclement: boolean,
): Result<number, CoreError> {
  const crossing = crossingSeconds(travel, terrain, { road: false, inclement });
  return crossing.ok ? ok(crossing.value * travel.searchMultiplier) : crossing;
}

/** Fatigue slots (fractional) that `seconds` of travel costs (R001-20, R001-21). */
export function travelFatigue(travel: HoursPerHex, seconds: number, inclement: boolean): number {
  const hoursPerSlot = inclement ? travel.fatigue.inclementHoursPerSlot : travel.fatigue.hoursPerSlot;
  return seconds / (hoursPerSlot * HOUR);
}

/**
 * What `seconds` of travel adds to the fatigue already owed (a fraction of a slot carried from earlier
 * travel): the whole slots it now costs, and the fraction carried on (R001-20, R001-21).
 */
export function accrueFatigue(
  travel: HoursPerHex,
  owed: number,
  seconds: number,
  inclement: boolean,
): { readonly slots: number; readonly owed: number } {
  const total = owed + travelFatigue(travel, seconds, inclement);
  // The epsilon absorbs float drift from summing fractions of a slot; what is carried is never below 0.
  const slots = Math.floor(total + 1e-9);
  return { slots, owed: Math.max(0, total - slots) };
}

/** Whole fatigue slots that `seconds` of rest recovers (R001-20). */
export function restRecovery(travel: HoursPerHex, seconds: number): number {
  return Math.floor(seconds / (travel.fatigue.restHoursPerSlot * HOUR));
}
