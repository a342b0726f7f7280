/**
 * Durations typed by a person: "3 turns", "1 watch 2 turns", "1 watch, 2 turns", "90s", "1.5 hours",
 * "1d4 turns", "1e3 rounds". Dice stay unrolled until `rollDuration`, so a parsed duration is plain data.
 */
import { formulaRange, parseFormula } from "../../dice/formula";
import type { DicePort, RollOutcome } from "../../dice/port";
import { coreError, type CoreError } from "../../util/errors";
import { err, ok, type Result } from "../../util/result";
import { findUnit, type TimeScale } from "./scale";

export interface DurationTerm {
  /** A count of units (may be fractional if the product is whole seconds) or a dice formula. */
  readonly amount: number | string;
  readonly unit: string;
  /** Seconds in one unit, fixed when parsed against the scale. */
  readonly unitSeconds: number;
}

export interface Duration {
  readonly terms: readonly DurationTerm[];
  /** The default unit, when a number was typed without one ("3" read as 3 turns), so a host can say so. */
  readonly assumedUnit?: string;
}

export interface RolledDuration {
  readonly seconds: number;
  readonly rolls: readonly RollOutcome[];
}

const DIE = String.raw`\d*d\d+(?:k[hl]\d*)?`;
/** A decimal, with an exponent as a calculator writes one ("1e9"), so the "e" is never read as a unit. */
const NUMBER = String.raw`\d+(?:\.\d+)?(?:e[+-]?\d+)?`;
const PLAIN_NUMBER = new RegExp(`^${NUMBER}$`, "i");
/** Optional separator, then a number or a dice sum written without spaces, then an optional unit word. */
const TERM = new RegExp(
  String.raw`\s*(?:(?:,|\+|and\b)\s*)?((?:${DIE}|${NUMBER})(?:[+-](?:${DIE}|\d+))*)\s*([a-z]+)?\s*`,
  "iy",
);

export interface ParseDurationOptions {
  /** The unit a bare number counts in ("3" meaning 3 turns); without it a unit is required. */
  readonly defaultUnit?: string;
  /** Refuse a duration that can only come to nothing ("0 turns"): a person asking for it meant something else. */
  readonly refuseZero?: boolean;
}

export function parseDuration(
  text: string,
  scale: TimeScale,
  options: ParseDurationOptions = {},
): Result<Duration, CoreError> {
  if (text.trim() === "") return err(coreError("time.emptyDuration", { text }));
  const terms: DurationTerm[] = [];
  let max = 0;
  let assumedUnit: string | undefined;
  TERM.lastIndex = 0;
  while (TERM.lastIndex < text.length) {
    const start = TERM.lastIndex;
    const m = TERM.exec(text);
    if (!m || (terms.length === 0 && /^\s*(,|\+|and\b)/i.test(m[0]))) {
      return err(coreError("time.badDuration", { text, at: text.slice(start).trim() }));
    }
    const quantity = m[1] as string;
    const word = m[2] ?? options.defaultUnit;
    if (word === undefined) return err(coreError("time.missingUnit", { text, amount: quantity }));
    const unit = findUnit(scale, word);
    if (!unit) return err(coreError("time.unknownUnit", { text, unit: word }));
    if (m[2] === undefined) assumedUnit = unit.id;
    const term = toTerm(quantity, unit.id, unit.seconds, text);
    if (!term.ok) return term;
    terms.push(term.value.term);
    max += term.value.max;
  }
  if (!Number.isSafeInteger(max)) return err(coreError("time.durationTooLong", { text }));
  if (options.refuseZero && max === 0) return err(coreError("time.zeroDuration", { text }));
  return ok(assumedUnit === undefined ? { terms } : { terms, assumedUnit });
}

const termSeconds = (amount: number, unitSeconds: number) => Math.round(amount * unitSeconds);

function toTerm(
  quantity: string,
  unit: string,
  unitSeconds: number,
  text: string,
): Result<{ term: DurationTerm; max: number }, CoreError> {
  if (PLAIN_NUMBER.test(quantity)) {
    const amount = Number(quantity);
    const seconds = termSeconds(amount, unitSeconds);
    if (!Number.isSafeInteger(seconds)) return err(coreError("time.durationTooLong", { text }));
    // Decimals carry float noise (1.1 hours is 3960.0000000000005 s): whole means within a hair of whole.
    if (Math.abs(seconds - amount * unitSeconds) > 1e-6) {
      return err(coreError("time.notWholeSeconds", { text, amount: quantity, unit }));
    }
    return ok({ term: { amount, unit, unitSeconds }, max: seconds });
  }
  const formula = parseFormula(quantity);
  if (!formula.ok) return err(coreError("time.badDuration", { text, at: quantity }));
  const range = formulaRange(formula.value);
  if (range.min < 0) return err(coreError("time.negativeDuration", { text, formula: quantity }));
  // A sum of constants ("2+1") is just a number.
  const amount = formula.value.every((t) => t.kind === "constant") ? range.min : quantity;
  return ok({ term: { amount, unit, unitSeconds }, max: range.max * unitSeconds });
}

/** Seconds of a duration without dice, or undefined if it must be rolled. */
export function fixedSeconds(duration: Duration): number | undefined {
  let total = 0;
  for (const term of duration.terms) {
    if (typeof term.amount === "string") return undefined;
    total += termSeconds(term.amount, term.unitSeconds);
  }
  return total;
}

/** The most seconds a duration can come to, its dice all rolling their highest (a bound checked before rolling). */
export function longestSeconds(duration: Duration): number {
  let total = 0;
  for (const term of duration.terms) {
    if (typeof term.amount === "number") total += termSeconds(term.amount, term.unitSeconds);
    else {
      const formula = parseFormula(term.amount);
      total += formula.ok ? formulaRange(formula.value).max * term.unitSeconds : 0;
    }
  }
  return total;
}

/** Rolls each dice term through the port (each term once) and totals the seconds. */
export function rollDuration(duration: Duration, dice: DicePort): RolledDuration {
  const rolls: RollOutcome[] = [];
  let seconds = 0;
  for (const term of duration.terms) {
    if (typeof term.amount === "number") {
      seconds += termSeconds(term.amount, term.unitSeconds);
      continue;
    }
    const roll = dice.roll(term.amount);
    rolls.push(roll);
    seconds += roll.total * term.unitSeconds;
  }
  return { seconds, rolls };
}
