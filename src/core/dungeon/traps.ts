/**
 * Trap initiative (R001-06): a party moving quickly that springs a trap rolls initiative against it.
 * Any winner means the GM describes what set it off (not what it does), and each winner may act once.
 */
import type { DicePort } from "../dice/port";
import { coreError, type CoreError } from "../util/errors";
import { err, ok, type Result } from "../util/result";
import type { DungeonRules } from "./rules";

export interface TrapContender {
  readonly id: string;
  readonly modifier?: number;
}

export interface TrapInitiative {
  readonly trap: number;
  readonly characters: readonly { readonly id: string; readonly total: number; readonly won: boolean }[];
  readonly triggerDescribed: boolean;
  /** Characters who may take one action to avoid the trap. */
  readonly mayAct: readonly string[];
}

export function rollTrapInitiative(
  rules: DungeonRules,
  characters: readonly TrapContender[],
  trapModifier: number,
  dice: DicePort,
): Result<TrapInitiative, CoreError> {
  if (rules.movement.kind !== "pace") {
    return err(coreError("dungeon.noTrapInitiative", { movement: rules.movement.kind }, "movement"));
  }
  const { formula, ties } = rules.movement.trapInitiative;
  const trap = dice.roll(formula).total + trapModifier;
  const rolled = characters.map(({ id, modifier = 0 }) => {
    const total = dice.roll(formula).total + modifier;
    return { id, total, won: total > trap || (ties === "party" && total === trap) };
  });
  const mayAct = rolled.filter((c) => c.won).map((c) => c.id);
  return ok({ trap, characters: rolled, triggerDescribed: mayAct.length > 0, mayAct });
}
