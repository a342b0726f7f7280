/**
 * Many rolls of one formula with few host rolls: each dice term's dice for every roll are rolled together
 * (`1000d6` rather than a thousand `1d6`) and dealt out in order, so rolling the checks of a ten-year jump
 * costs a few hundred host rolls (each a `Roll` awaited in Foundry), not one per check.
 */
import { parseFormula, scriptedRoller, type DicePort, type DiceTerm, type RollOutcome } from "../../core";
import type { HostDice } from "../session/ports";

/** Dice per host roll: as many as a formula may hold (src/core/dice/formula.ts). */
const DICE_PER_ROLL = 1000;

/** The formula a rule rolls first, or null if it rolls none (it is run once, its result discarded). */
export function formulaOf(rule: (dice: DicePort) => unknown): string | null {
  let asked: string | null = null;
  const probe: DicePort = {
    roll: (formula) => {
      asked = formula;
      throw new Error("probed");
    },
  };
  try {
    rule(probe);
  } catch {
    // The probe stops the rule at its first roll; `asked` says which.
  }
  return asked;
}

/** `count` dice of `faces` sides, rolled a batch at a time. */
async function pool(dice: HostDice, faces: number, count: number): Promise<number[]> {
  const results: number[] = [];
  while (results.length < count) {
    const batch = Math.min(DICE_PER_ROLL, count - results.length);
    const rolled = await dice.roll(`${batch}d${faces}`);
    const before = results.length;
    for (const die of rolled.dice) for (const face of die.results) results.push(face);
    if (results.length === before) throw new Error(`No dice came of ${batch}d${faces}`);
  }
  return results;
}

/**
 * `runs` rolls of `formula`: the i-th roll (`dealt(i)`). Outcomes are worked out once per set of faces (a d6
 * has six) and shared, so a caller may also work out what each outcome means once.
 */
export async function dealtRolls(
  dice: HostDice,
  formula: string,
  runs: number,
): Promise<(run: number) => RollOutcome> {
  const parsed = parseFormula(formula);
  if (!parsed.ok) throw new Error(`Bad dice formula: ${formula}`);
  const terms = parsed.value.filter((t): t is DiceTerm => t.kind === "dice");
  const pools: number[][] = [];
  for (const term of terms) pools.push(await pool(dice, term.faces, term.count * runs));
  const outcomes = new Map<string, RollOutcome>();
  return (run) => {
    const faces: number[] = [];
    terms.forEach((term, i) => {
      const from = run * term.count;
      for (let k = from; k < from + term.count; k++) faces.push(pools[i]?.[k] ?? 0);
    });
    const key = faces.join();
    let known = outcomes.get(key);
    if (!known) outcomes.set(key, (known = scriptedRoller(faces).roll(formula)));
    return known;
  };
}
