/**
 * What a preset varies about segment combat: how long a segment is, how many make a round and a moment,
 * the default initiative die and the surprise penalties. The engine (src/core/combat) reads only these.
 * The count-up block every built-in preset shares lives here; each preset's own figures are in its file
 * under src/core/presets.
 */
import * as v from "valibot";
import { formulaRange, parseFormula } from "../dice/formula";
import { wholeNumber } from "../schema/fields";
import { LIMITS } from "../schema/limits";

export interface CombatRules {
  /** Segments in one round (R003-01: 10). */
  readonly segmentsPerRound: number;
  /** Rounds in one moment (R003-01: 10). */
  readonly roundsPerMoment: number;
  /** World seconds one segment takes; every combat step reports its elapsed time with this. */
  readonly secondsPerSegment: number;
  /** Initiative formula a combatant rolls unless it has its own (R003-05: 1d10). */
  readonly initiativeDie: string;
  /** Segments added to Starting Initiative when Partially Surprised (R003-08: 5). */
  readonly partialSurprisePenalty: number;
  /** Segments added to Starting Initiative when Totally Surprised (R003-07: 10). */
  readonly totalSurprisePenalty: number;
  /** Whether the preset's combat uses Tide of Battle (R003-03, R003-04); hosts hide it otherwise. */
  readonly tideOfBattle: boolean;
}

/**
 * The totals an initiative formula can roll, or null if it is not one: a roll must always land on a real
 * segment, so the smallest total is at least 1 (and a formula is no longer than a name may be).
 */
export function initiativeRange(formula: unknown): { min: number; max: number } | null {
  if (typeof formula !== "string" || formula.length > LIMITS.name) return null;
  const parsed = parseFormula(formula);
  if (!parsed.ok) return null;
  const range = formulaRange(parsed.value);
  return range.min >= 1 ? range : null;
}

export const InitiativeDieSchema = v.pipe(
  v.string(),
  v.check((formula) => initiativeRange(formula) !== null, "combat.badInitiativeDie"),
);

export const CombatRulesSchema = v.object({
  segmentsPerRound: wholeNumber(1),
  roundsPerMoment: wholeNumber(1),
  secondsPerSegment: v.pipe(v.number(), v.finite(), v.minValue(0)),
  initiativeDie: InitiativeDieSchema,
  partialSurprisePenalty: wholeNumber(0),
  totalSurprisePenalty: wholeNumber(0),
  tideOfBattle: v.boolean(),
});

/**
 * 003's count-up initiative, which every built-in preset shares: texts 000-002 do not describe combat
 * segments, so they reuse it with ten segments sized to fit their round. Each preset sets the rest.
 */
export const COUNT_UP: Omit<CombatRules, "secondsPerSegment" | "tideOfBattle"> = {
  segmentsPerRound: 10, // R003-01
  roundsPerMoment: 10, // R003-01
  initiativeDie: "1d10", // R003-05
  partialSurprisePenalty: 5, // R003-08
  totalSurprisePenalty: 10, // R003-07
};
