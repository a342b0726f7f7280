/**
 * Deterministic rollers for tests, benchmarks and property checks: the same seed (or script) gives the same
 * rolls. The seeded one uses mulberry32, which is small, fast and good enough for dice.
 */
import { parseFormula } from "./formula";
import type { DicePort, DieResult, RollOutcome } from "./port";

export interface SeededRoller extends DicePort {
  /** Every roll made so far, oldest first (handy for asserting what was rolled). */
  readonly history: readonly RollOutcome[];
}

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function seededRoller(seed: number): SeededRoller {
  const next = mulberry32(seed);
  return rollerFrom((faces) => 1 + Math.floor(next() * faces));
}

/** A roller that returns scripted die faces in order, for tests that need an exact roll. */
export function scriptedRoller(faces: readonly number[]): SeededRoller {
  const queue = [...faces];
  return rollerFrom((dieFaces, formula) => {
    const face = queue.shift();
    if (face === undefined) throw new Error(`Scripted roller ran out of faces rolling ${formula}`);
    if (face < 1 || face > dieFaces) throw new Error(`Scripted face ${face} is not on a d${dieFaces}`);
    return face;
  });
}

/** A roller that evaluates formulas with `face(faces, formula)` supplying each die. */
function rollerFrom(face: (faces: number, formula: string) => number): SeededRoller {
  const history: RollOutcome[] = [];
  return {
    history,
    roll(formula: string): RollOutcome {
      const parsed = parseFormula(formula);
      if (!parsed.ok) throw new Error(`Bad dice formula: ${formula}`);
      let total = 0;
      const dice: DieResult[] = [];
      for (const term of parsed.value) {
        if (term.kind === "constant") {
          total += term.value;
          continue;
        }
        const results = Array.from({ length: term.count }, () => face(term.faces, formula));
        dice.push({ faces: term.faces, results });
        total += term.sign * keptSum(results, term.keep);
      }
      const outcome = { formula, total, dice };
      history.push(outcome);
      return outcome;
    },
  };
}

function keptSum(
  results: readonly number[],
  keep: { which: "highest" | "lowest"; count: number } | undefined,
) {
  if (!keep) return results.reduce((a, b) => a + b, 0);
  const sorted = [...results].sort((a, b) => (keep.which === "highest" ? b - a : a - b));
  return sorted.slice(0, keep.count).reduce((a, b) => a + b, 0);
}
