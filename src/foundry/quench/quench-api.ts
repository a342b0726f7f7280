/** The part of Quench's API Turnkeeper uses (Quench ships no types); see Quench's README for `registerBatch`. */
import type { ScenarioAssert } from "./scenario";

export interface QuenchContext {
  describe(name: string, fn: () => void): void;
  it(name: string, fn: () => void | Promise<void>): void;
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
