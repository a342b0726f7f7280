/**
 * Segment combat: 100,000 turn steps through the public `applyCombatCommand` with 500 combatants, each
 * ending its turn with a recovery of 1 to 12 segments, so the queue reorders at every step.
 */
import {
  applyCombatCommand,
  combatRulesFor,
  createCombat,
  currentTurn,
  seededRoller,
  type CombatCommand,
  type CombatState,
} from "../../src/core";
import { medianMs, type Benchmark } from "../harness";

const COMBATANTS = 500;
const STEPS = 100_000;

function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

function fightOf(size: number): CombatState {
  const dice = seededRoller(500);
  let state = unwrap(createCombat(combatRulesFor["segment-combat"]));
  for (let i = 0; i < size; i++) {
    const add: CombatCommand = {
      type: "add",
      id: `c${i}`,
      side: i % 2 ? "party" : "foes",
      initiativeOrder: i % 7,
    };
    state = unwrap(applyCombatCommand(state, add, dice)).state;
  }
  return unwrap(applyCombatCommand(state, { type: "begin" }, dice)).state;
}

export const benchmarks: readonly Benchmark[] = [
  {
    name: "combat.500-combatants-100k-steps",
    unit: "ms",
    target: 100,
    run() {
      const start = fightOf(COMBATANTS);
      const dice = seededRoller(1);
      // Recoveries are drawn up front so the timing is the engine's, not the roller's.
      const recoveries = Array.from({ length: STEPS }, (_, i) => 1 + ((i * 7919) % 12));
      return medianMs(() => {
        let state = start;
        for (let i = 0; i < STEPS; i++) {
          const id = currentTurn(state)!;
          const step = applyCombatCommand(state, { type: "act", id, recovery: recoveries[i]! }, dice);
          if (!step.ok) throw new Error(step.error.message);
          state = step.value.state;
        }
      });
    },
  },
];
