/** The part of Quench's API Turnkeeper uses (Quench ships no types); see Quench's README for `registerBatch`. */
import type { ScenarioAssert } from "./scenario";

export interface QuenchContext {
  describe(name: string, fn: () => void): void;
  /** Mocha's `it`: `this.skip()` in its function marks the test skipped (pending). */
  it(name: string, fn: (this: { skip(): never }) => void | Promise<void>): void;
  assert: ScenarioAssert;
}

export interface Quench {
  /** `preSelected: false` leaves a batch unticked until the user chooses it (batches that change the world). */
  registerBatch(
    key: string,
    fn: (context: QuenchContext) => void,
    options: { displayName: string; preSelected?: boolean },
  ): void;
}
