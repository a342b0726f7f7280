/** Test helpers for the combat engine: build fights, apply commands, and check refusals. */
import { expect } from "vitest";
import {
  BUILT_IN_PRESETS,
  applyCombatCommand,
  createCombat,
  scriptedRoller,
  type BuiltInPresetId,
  type CombatCommand,
  type CombatState,
  type CombatStep,
  type CoreError,
  type DicePort,
  type TideSetting,
} from "../../../src/core";

/** A roller that fails the test if the engine rolls when it should not. */
export const noDice: DicePort = scriptedRoller([]);

/** Freezes a state all the way down, so any mutation by the engine throws. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

export function newCombat(preset: BuiltInPresetId = "segment-combat", tide?: TideSetting): CombatState {
  const made = createCombat(BUILT_IN_PRESETS[preset].combat, tide);
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

export function apply(state: CombatState, command: CombatCommand, dice: DicePort = noDice): CombatStep {
  const step = applyCombatCommand(deepFreeze(state), command, dice);
  if (!step.ok) throw new Error(`${command.type} refused: ${step.error.message}`);
  return step.value;
}

export function applyAll(
  state: CombatState,
  commands: readonly CombatCommand[],
  dice: DicePort = noDice,
): CombatStep {
  let step: CombatStep = { state, events: [], seconds: 0 };
  for (const command of commands) step = apply(step.state, command, dice);
  return step;
}

/** Applies a command that must be refused: returns the error after checking the state was left alone. */
export function refuse(state: CombatState, command: CombatCommand, dice: DicePort = noDice): CoreError {
  const before = JSON.stringify(state);
  const step = applyCombatCommand(deepFreeze(state), command, dice);
  expect(step.ok).toBe(false);
  expect(JSON.stringify(state)).toBe(before);
  if (step.ok) throw new Error("expected a refusal");
  return step.error;
}

/** A running fight whose combatants roll the given initiatives (no dice involved). */
export function fight(
  combatants: readonly { id: string; roll: number; side?: string; order?: number }[],
  preset: BuiltInPresetId = "segment-combat",
): CombatStep {
  const adds: CombatCommand[] = combatants.map((c) => ({
    type: "add",
    id: c.id,
    side: c.side ?? "party",
    roll: c.roll,
    ...(c.order === undefined ? {} : { initiativeOrder: c.order }),
  }));
  return applyAll(newCombat(preset), [...adds, { type: "begin" }]);
}
