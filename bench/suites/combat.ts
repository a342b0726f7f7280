/**
 * Segment combat: the cost of one turn step through the public `applyCombatCommand` at 5, 50, 500 and 5,000
 * combatants, each ending its turn with a Recovery Time of 1 to 12 segments so the queue reorders at every
 * step, beside the brute-force reference (bench/references/brute-force-combat.ts) that sorts everyone at
 * every step. Both must give the turns in the same order.
 */
import {
  BUILT_IN_PRESETS,
  applyCombatCommand,
  createCombat,
  currentTurn,
  seededRoller,
  type CombatCommand,
  type CombatState,
} from "../../src/core";
import { mustAgree, ratio, timePair, unwrap, type Benchmark, type Figure } from "../harness";
import { BruteForceCombat } from "../references/brute-force-combat";

const SIZES = [5, 50, 500, 5000];
/** Steps per timed run; the order is checked over as many. */
const STEPS = 500;
/** Recoveries drawn up front, so the timing is the engine's, not the roller's. */
const recoveries = Array.from({ length: STEPS }, (_, i) => 1 + ((i * 7919) % 12));
const dice = seededRoller(1);

function fightOf(size: number): CombatState {
  let state = unwrap(createCombat(BUILT_IN_PRESETS["segment-combat"].combat));
  const rolls = seededRoller(500);
  for (let i = 0; i < size; i++) {
    const add: CombatCommand = {
      type: "add",
      id: `c${i}`,
      side: i % 2 ? "party" : "foes",
      initiativeOrder: i % 7,
    };
    state = unwrap(applyCombatCommand(state, add, rolls)).state;
  }
  return unwrap(applyCombatCommand(state, { type: "begin" }, rolls)).state;
}

/** `STEPS` turn steps from `start`; the ids that acted, in order. */
function stepsFrom(start: CombatState): string[] {
  let state = start;
  const acted: string[] = [];
  for (const recovery of recoveries) {
    const id = currentTurn(state)!;
    state = unwrap(applyCombatCommand(state, { type: "act", id, recovery }, dice)).state;
    acted.push(id);
  }
  return acted;
}

function bruteForceFrom(start: CombatState): string[] {
  const fight = new BruteForceCombat(start.queue);
  return recoveries.map((recovery) => fight.act(recovery));
}

export const benchmarks: readonly Benchmark[] = [
  {
    name: "combat.steps",
    async run() {
      const figures: Figure[] = [];
      const perStep: number[] = [];
      const brutePerStep: number[] = [];
      for (const size of SIZES) {
        const start = fightOf(size);
        mustAgree(`combat: turn order with ${size} combatants`, stepsFrom(start), bruteForceFrom(start));
        const t = await timePair(
          () => stepsFrom(start),
          () => bruteForceFrom(start),
        );
        // Per step, in microseconds.
        perStep.push((t.subject / STEPS) * 1000);
        brutePerStep.push((t.reference / STEPS) * 1000);
        figures.push(
          { name: `combat.step-${size}-combatants`, value: perStep.at(-1)!, unit: "µs" },
          { name: `combat.brute-force-step-${size}-combatants`, value: brutePerStep.at(-1)!, unit: "µs" },
          ratio(`combat.step-vs-brute-force-${size}-combatants`, t.ratio),
        );
      }
      // The claim: a step grows with the logarithm of the fight's size (1,000 times the combatants).
      figures.push(
        ratio("combat.step-growth-5-to-5000", perStep.at(-1)! / perStep[0]!),
        ratio("combat.brute-force-growth-5-to-5000", brutePerStep.at(-1)! / brutePerStep[0]!),
      );
      return figures;
    },
  },
];
