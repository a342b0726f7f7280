/**
 * 000's overland pace (R000-09 to R000-16): hexes a watch by method of travel, halved for poor terrain
 * and encumbrance, doubled on roads, and what mounts, carts and wagons carry.
 */
import type { DicePort } from "../dice/port";
import { rollChance, type ChanceRoll } from "../tables/chance";
import { coreError, type CoreError } from "../util/errors";
import { err, ok, type Result } from "../util/result";
import type { Mount, TravelParty, Vehicle } from "./party";
import type { HexesPerWatch } from "./rules";
import { terrainRule } from "./terrain";

export interface PartyPace {
  readonly hexesPerWatch: number;
  /** The member (or "vehicle") whose pace the party keeps. */
  readonly slowest: string;
}

/** Hexes a watch at a method's pace, halved for an encumbered member (R000-14). */
export const encumberedPace = (travel: HexesPerWatch, hexesPerWatch: number, encumbered: boolean): number =>
  encumbered ? hexesPerWatch / travel.encumbrance.divisor : hexesPerWatch;

/** The party's hexes a watch: its slowest member's, or its cart's or wagon's (R000-09, R000-14, R000-16). */
export function partyPace(travel: HexesPerWatch, party: TravelParty, pushing: boolean): PartyPace {
  const ridden = pushing ? travel.methods.pushed : travel.methods.mounted;
  const paces: PartyPace[] = party.members.map((member) => ({
    hexesPerWatch: encumberedPace(
      travel,
      member.mount === undefined ? travel.methods.foot : ridden,
      member.encumbered,
    ),
    slowest: member.id,
  }));
  if (party.vehicle) {
    paces.push({
      hexesPerWatch: Math.floor(ridden / travel.carrying.hitchedSpeedDivisor),
      slowest: "vehicle",
    });
  }
  return paces.reduce((slowest, next) => (next.hexesPerWatch < slowest.hexesPerWatch ? next : slowest));
}

/** How many hexes of movement entering a hex uses: poor terrain costs double, roads half (R000-12, R000-13). */
export function hexCost(travel: HexesPerWatch, terrain: string, road: boolean): Result<number, CoreError> {
  const rule = terrainRule(travel.terrain, terrain);
  return rule.ok ? ok((rule.value.poor ? travel.poorDivisor : 1) / (road ? travel.roadMultiplier : 1)) : rule;
}

/**
 * The hexes a watch the party makes into a hex costing `cost` of movement, at its pace (R000-12, R000-13).
 * "Round fractions down" is read per watch: pushed mounts (3 hexes) make 1 hex a watch through swamp, 2 in a day
 * of two marching watches. Below one hex a watch, rounding down would hold the party in place for ever, so there
 * the fraction is kept and carries into the next watch: a walker crosses a swamp in two watches.
 */
export function watchMovement(hexesPerWatch: number, cost: number): number {
  const movement = hexesPerWatch / cost;
  // The epsilon absorbs float drift from a custom preset's fractional paces (0.3 / 0.1 is just under 3).
  return movement >= 1 ? Math.floor(movement + 1e-9) : movement;
}

/** Items a mount carries (R000-15). */
export const mountCapacity = (travel: HexesPerWatch, mount: Mount): number =>
  mount.hd * travel.carrying.mountPerHD;

/** Items a cart or wagon carries, after checking its team (R000-15, R000-16). */
export function vehicleCapacity(
  travel: HexesPerWatch,
  vehicle: Vehicle,
  mounts: readonly Mount[],
): Result<number, CoreError> {
  const team = travel.carrying[vehicle.kind];
  const count = vehicle.hitched.length;
  if (count < team.min || count > team.max) {
    return err(
      coreError(
        "wilderness.teamSize",
        { path: "vehicle.hitched", kind: vehicle.kind, received: count, min: team.min, max: team.max },
        "vehicle.hitched",
      ),
    );
  }
  let hd = 0;
  for (const [index, id] of vehicle.hitched.entries()) {
    const mount = mounts.find((m) => m.id === id);
    const path = `vehicle.hitched[${index}]`;
    if (!mount) return err(coreError("wilderness.unknownMount", { path, received: id }, path));
    hd += mount.hd;
  }
  return ok(hd * travel.carrying.hitchedPerHD);
}

/** A pushed mount's end-of-day roll: it dies on 2-in-6, +1 for each consecutive day before (R000-10). */
export function rollPushedMount(travel: HexesPerWatch, mount: Mount, dice: DicePort): ChanceRoll {
  const { chance, die, perConsecutiveDay } = travel.pushedMount;
  return rollChance({ chance: chance + perConsecutiveDay * mount.pushedDays, die }, dice);
}
