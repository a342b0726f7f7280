/**
 * Combat turns as Foundry's own tracker orders them, for comparison: every combatant is sorted again at
 * every step (by next segment, then higher Initiative Order, then the stored tie-break), and the first one
 * acts. Combatants stay in the order they joined, as in a document collection.
 */
import { turnOrder, type TurnKey } from "../../src/core";

interface Combatant extends TurnKey {
  readonly id: string;
  next: number;
}

export class BruteForceCombat {
  readonly #combatants: Combatant[];

  constructor(combatants: readonly (TurnKey & { readonly id: string })[]) {
    this.#combatants = combatants.map(({ id, next, initiativeOrder, tie }) => ({
      id,
      next,
      initiativeOrder,
      tie,
    }));
  }

  /** Sorts everyone and returns who acts now. */
  current(): Combatant {
    const first = this.#combatants.slice().sort(turnOrder)[0];
    if (first === undefined) throw new Error("Nobody is in the fight");
    return first;
  }

  /** The combatant whose turn it is ends it; its next turn is its segment plus the Recovery Time. */
  act(recovery: number): string {
    const c = this.current();
    c.next += recovery;
    return c.id;
  }
}
