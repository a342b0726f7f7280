/**
 * The dice port: the only way the rules core gets randomness. Hosts plug in a roller (Foundry's
 * `Roll` in Foundry, a dice library in the sandbox, a seeded roller in tests and benchmarks).
 * Rolling is synchronous so rules stay plain functions; a host that needs to show the dice
 * (Dice So Nice, chat cards) keeps the roll objects it made and attaches them afterwards.
 */
export interface DieResult {
  /** Number of faces of this die term, e.g. 6 for d6. */
  readonly faces: number;
  /** Each die's face, in the order rolled (kept and dropped alike). */
  readonly results: readonly number[];
}

export interface RollOutcome {
  /** The formula as asked for, e.g. "2d6+1". */
  readonly formula: string;
  readonly total: number;
  readonly dice: readonly DieResult[];
}

export interface DicePort {
  /** Rolls a standard dice formula (NdX, +, -, constants, kh/kl). Throws only for a malformed formula. */
  roll(formula: string): RollOutcome;
}
