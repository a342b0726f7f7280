/** What the party can see (R000-17): adjacent hexes from a vantage point, landmark terrain from further, less in bad weather. */
import type { Hex } from "./hex";
import { hexDistance } from "./hex";
import type { WildernessRules } from "./rules";

export interface SightConditions {
  /** An unobstructed vantage point. */
  readonly vantage: boolean;
  /** Hexes the weather takes off every range. */
  readonly weatherPenalty: number;
}

/** How many hexes away a hex of `terrain` can be seen from. */
export function sightRange(rules: WildernessRules, terrain: string, conditions: SightConditions): number {
  const { vantageHexes, landmarks } = rules.visibility;
  const landmark = Object.hasOwn(landmarks, terrain) ? (landmarks[terrain] ?? 0) : 0;
  const range = Math.max(conditions.vantage ? vantageHexes : 0, landmark);
  return Math.max(0, range - conditions.weatherPenalty);
}

/** The party always sees the hex it is in. */
export function canSee(
  rules: WildernessRules,
  from: Hex,
  target: { readonly hex: Hex; readonly terrain: string },
  conditions: SightConditions,
): boolean {
  return hexDistance(from, target.hex) <= sightRange(rules, target.terrain, conditions);
}
