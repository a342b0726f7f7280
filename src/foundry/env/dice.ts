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

/**
 * Makes and evaluates a Roll (`await new Roll(formula).evaluate()`): asynchronously, as Foundry evaluates dice
 * (its synchronous evaluation refuses dice terms), which also lets Dice So Nice and manual dice entry take part.
 */
export interface DiceFactory {
  roll(formula: string): Promise<RollLike>;
}
