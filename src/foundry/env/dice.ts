/** Foundry's `Roll`, as far as the dice port (src/foundry/dice/dice.ts) and table draws go. */

/** A Roll after `evaluateSync`: its total and each die term's faces. */
export interface RollLike {
  readonly formula: string;
  readonly total: number | undefined;
  readonly dice: readonly {
    readonly faces: number | undefined;
    readonly results: readonly { readonly result: number }[];
  }[];
}

/** How a Roll is evaluated: `allowInteractive: false` never asks the user to enter dice by hand (v12+). */
export interface RollEvaluation {
  readonly allowInteractive: boolean;
}

/**
 * Makes and evaluates a Roll (`await new Roll(formula).evaluate(options)`): asynchronously, as Foundry evaluates
 * dice (its synchronous evaluation refuses dice terms), which also lets Dice So Nice take part, and core's manual
 * dice entry unless `allowInteractive` is false.
 */
export interface DiceFactory {
  roll(formula: string, options?: RollEvaluation): Promise<RollLike>;
}
