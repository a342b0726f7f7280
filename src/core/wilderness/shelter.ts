/** Natural shelter when making camp (R000-23) and a night without it (R000-24). */
import type { DicePort } from "../dice/port";
import { coreError, type CoreError } from "../util/errors";
import { err, ok, type Result } from "../util/result";
import type { Season, WildernessRules } from "./rules";
import { terrainRule } from "./terrain";

export interface ShelterSearch {
  readonly found: boolean;
  /** Null when the table says "always". */
  readonly roll: number | null;
  readonly chance: number | "always";
}

export function seekShelter(
  rules: WildernessRules,
  terrain: string,
  season: Season,
  dice: DicePort,
): Result<ShelterSearch, CoreError> {
  if (!rules.shelter) return err(coreError("wilderness.noShelterRule"));
  const row = terrainRule(rules.shelter.terrain, terrain);
  if (!row.ok) return row;
  const chance = row.value[season];
  if (chance === "always") return ok({ found: true, roll: null, chance });
  const roll = dice.roll(`1d${rules.shelter.die}`).total;
  return ok({ found: roll <= chance, roll, chance });
}

export interface Exertion {
  readonly member: string;
  readonly amount: number;
}

export interface NightWithoutShelter {
  /** Healing that night is only the recovery die. */
  readonly healing: "recoveryDie";
  /** Each member Exerts this much in an attribute of their choice at the start of the next day. */
  readonly exertions: readonly Exertion[];
}

export function nightWithoutShelter(
  rules: WildernessRules,
  members: readonly string[],
  dice: DicePort,
): Result<NightWithoutShelter, CoreError> {
  const night = rules.nightWithoutShelter;
  if (!night) return err(coreError("wilderness.noShelterRule"));
  const exertions = members.map((member) => ({ member, amount: dice.roll(night.exert).total }));
  return ok({ healing: "recoveryDie", exertions });
}
