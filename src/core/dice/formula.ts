/**
 * A small parser for the dice formulas the rules use: sums of `NdX`, `NdXkhK`/`NdXklK` and constants.
 * Validates formulas in presets and tables before they reach any roller, and drives the seeded roller.
 */
import { coreError, type CoreError } from "../util/errors";
import { err, ok, type Result } from "../util/result";

export interface DiceTerm {
  readonly kind: "dice";
  readonly sign: 1 | -1;
  readonly count: number;
  readonly faces: number;
  /** Keep the highest or lowest `keep` dice (advantage / disadvantage). */
  readonly keep?: { readonly which: "highest" | "lowest"; readonly count: number };
}
export interface ConstantTerm {
  readonly kind: "constant";
  readonly value: number;
}
export type FormulaTerm = DiceTerm | ConstantTerm;

const TERM = /^(\d*)d(\d+)(?:(kh|kl)(\d*))?$/i;
const MAX_DICE = 1000;

export function parseFormula(formula: string): Result<readonly FormulaTerm[], CoreError> {
  const source = formula.replace(/\s+/g, "");
  if (source === "") return err(coreError("dice.emptyFormula", { formula }));
  const parts = source.match(/[+-]?[^+-]+/g) ?? [];
  if (parts.join("") !== source) return err(coreError("dice.badFormula", { formula }));
  const terms: FormulaTerm[] = [];
  for (const part of parts) {
    const sign: 1 | -1 = part.startsWith("-") ? -1 : 1;
    const body = part.replace(/^[+-]/, "");
    if (/^\d+$/.test(body)) {
      terms.push({ kind: "constant", value: sign * Number(body) });
      continue;
    }
    const m = TERM.exec(body);
    if (!m) return err(coreError("dice.badFormula", { formula }));
    const count = m[1] === "" ? 1 : Number(m[1]);
    const faces = Number(m[2]);
    if (count < 1 || count > MAX_DICE || faces < 1) return err(coreError("dice.badFormula", { formula }));
    const keepCount = m[4] === undefined || m[4] === "" ? 1 : Number(m[4]);
    if (m[3] && (keepCount < 1 || keepCount > count)) return err(coreError("dice.badFormula", { formula }));
    terms.push({
      kind: "dice",
      sign,
      count,
      faces,
      ...(m[3]
        ? { keep: { which: m[3].toLowerCase() === "kh" ? "highest" : "lowest", count: keepCount } }
        : {}),
    } as DiceTerm);
  }
  return ok(terms);
}

/** Smallest and largest totals a formula can produce. */
export function formulaRange(terms: readonly FormulaTerm[]): { min: number; max: number } {
  let min = 0;
  let max = 0;
  for (const t of terms) {
    if (t.kind === "constant") {
      min += t.value;
      max += t.value;
      continue;
    }
    const n = t.keep ? t.keep.count : t.count;
    const lo = n;
    const hi = n * t.faces;
    if (t.sign === 1) {
      min += lo;
      max += hi;
    } else {
      min -= hi;
      max -= lo;
    }
  }
  return { min, max };
}
