import type { DicePort, RollOutcome } from "../../src/core";

/** Dice that give each formula its own queue of totals (d20 saves and veers, d6 encounter checks), else `otherwise`. */
export function diceByFormula(queues: Record<string, number[]>, otherwise = 6): DicePort {
  return {
    roll(formula): RollOutcome {
      const total = queues[formula]?.shift() ?? otherwise;
      const faces = Number(/d(\d+)/.exec(formula)?.[1] ?? 6);
      return { formula, total, dice: [{ faces, results: [total] }] };
    },
  };
}
