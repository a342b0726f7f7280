/**
 * FoundryDice: the session's dice over Foundry's `Roll`. Each roll is made and evaluated (asynchronously; the
 * session replays the rule that asked for it, see `RecordingDice`), and the Roll object is kept with its outcome,
 * so the chat card that reports the outcome carries the very Roll objects (Dice So Nice shows them; roll modes
 * and whispers apply to them).
 *
 * The session's rolls are background rolls: the active GM's client makes them whoever asked, most of them for a
 * change of time nobody rolled for (a wandering monster check, a light guttering). So they are evaluated with
 * core's `allowInteractive: false`: a table that enters physical dice by hand is not prompted for them.
 */
import type { DieResult, RollOutcome } from "../../core";
import type { HostDice } from "../../ui";
import type { DiceFactory, RollLike } from "../env/dice";

export class FoundryDice implements HostDice {
  readonly #kept = new WeakMap<RollOutcome, RollLike>();
  readonly #factory: DiceFactory;

  constructor(factory: DiceFactory) {
    this.#factory = factory;
  }

  async roll(formula: string): Promise<RollOutcome> {
    return this.adopt(await this.#factory.roll(formula, { allowInteractive: false }), formula);
  }

  /** Reads a Roll made elsewhere (a roll table's) as an outcome, keeping the Roll for the card. */
  adopt(roll: RollLike, formula = roll.formula): RollOutcome {
    const dice: DieResult[] = roll.dice.map((term) => ({
      faces: term.faces ?? 0,
      results: term.results.map((r) => r.result),
    }));
    const outcome: RollOutcome = { formula, total: roll.total ?? 0, dice };
    this.#kept.set(outcome, roll);
    return outcome;
  }

  /** The Roll objects behind outcomes this port made or adopted (others are skipped). */
  rollsFor(outcomes: readonly RollOutcome[]): RollLike[] {
    return outcomes.map((o) => this.#kept.get(o)).filter((r): r is RollLike => r !== undefined);
  }
}
