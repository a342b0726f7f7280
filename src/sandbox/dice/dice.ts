/**
 * The sandbox's DicePort: rolls come from @dice-roller/rpg-dice-roller, a maintained dice library. The core's
 * own parser only checks the formula and names each dice term's faces, so the outcome has the shape every
 * host reports (the faces of each term, in order, kept and dropped alike).
 */
import { DiceRoll, NumberGenerator, Results } from "@dice-roller/rpg-dice-roller";
import { parseFormula, type DicePort, type DieResult, type RollOutcome } from "../../core";

/** The core writes `2d20kh` for "keep the highest one"; the library wants the count spelled out. */
export function toLibraryNotation(formula: string): string {
  return formula.replace(/\s+/g, "").replace(/(k[hl])(?!\d)/gi, "$11");
}

export interface LibraryDice extends DicePort {
  /** Makes the rolls repeatable from here on (tests, screenshots); without a seed the library's default. */
  seed(seed: number): void;
}

/**
 * random-js's Mersenne Twister class, whose static `seed` makes a seeded engine. The library's typings name
 * the class's instance type there, whose own `seed` is private, so the static side is spelled out here.
 */
interface SeedableEngineClass {
  seed(value: number): { next(): number };
}

export function createLibraryDice(seed?: number): LibraryDice {
  const dice: LibraryDice = {
    seed(value) {
      const twister = NumberGenerator.engines.MersenneTwister19937 as unknown as SeedableEngineClass;
      NumberGenerator.generator.engine = twister.seed(value);
    },
    roll(formula: string): RollOutcome {
      const parsed = parseFormula(formula);
      if (!parsed.ok) throw new Error(`Not a dice formula: ${formula}`);
      const roll = new DiceRoll(toLibraryNotation(formula));
      const groups = roll.rolls.filter((r): r is Results.RollResults => r instanceof Results.RollResults);
      const terms = parsed.value.filter((t) => t.kind === "dice");
      const results: DieResult[] = terms.map((term, i) => ({
        faces: term.faces,
        results: (groups[i]?.rolls ?? []).map((r) => r.initialValue),
      }));
      return { formula, total: roll.total, dice: results };
    },
  };
  if (seed !== undefined) dice.seed(seed);
  return dice;
}
