/**
 * Combat time. The engine counts in absolute segments (1 is round 1 segment 1, 0 is before combat), so
 * wrapping into later rounds and recovery longer than a round are plain addition (R003-10, R003-12);
 * round, segment and moment exist only for display.
 */
import type { CombatRules } from "./rules";

export interface CombatClock {
  /** Absolute segment, as hosts store it (e.g. in Foundry's Combatant.initiative). */
  readonly absolute: number;
  /** Round from 1; 0 before combat. */
  readonly round: number;
  /** Segment within the round, 1 to segmentsPerRound; 0 before combat. */
  readonly segment: number;
  /** Moment from 1 (R003-01: ten rounds); 0 before combat. */
  readonly moment: number;
}

type ClockRules = Pick<CombatRules, "segmentsPerRound" | "roundsPerMoment">;

export function toClock(absolute: number, rules: ClockRules): CombatClock {
  if (absolute < 1) return { absolute, round: 0, segment: 0, moment: 0 };
  const round = roundOf(absolute, rules);
  return {
    absolute,
    round,
    segment: absolute - (round - 1) * rules.segmentsPerRound,
    moment: momentOf(absolute, rules),
  };
}

export function toAbsolute(round: number, segment: number, rules: Pick<CombatRules, "segmentsPerRound">) {
  return (round - 1) * rules.segmentsPerRound + segment;
}

export function roundOf(absolute: number, rules: Pick<CombatRules, "segmentsPerRound">): number {
  return absolute < 1 ? 0 : Math.ceil(absolute / rules.segmentsPerRound);
}

export function momentOf(absolute: number, rules: ClockRules): number {
  return Math.ceil(roundOf(absolute, rules) / rules.roundsPerMoment);
}

/** The last absolute segment of the round that contains `absolute`. */
export function roundEnd(absolute: number, rules: Pick<CombatRules, "segmentsPerRound">): number {
  return roundOf(absolute, rules) * rules.segmentsPerRound;
}
