/**
 * Draw Steel's Combat class, as far as it touches Turnkeeper (MetaMorphic-Digital/draw-steel
 * `src/module/documents/combat.mjs`, `DrawSteelCombat`): starting a combat sets up each actor's combat state
 * and the Director's Malice before `super`; in Draw Steel's default initiative mode the next round clears the
 * turn and, after `super`, gives every combatant its turns again as its initiative; round starts give Malice and
 * turn ends expire effects. Actors, Malice and effects are not faked: each records that it ran.
 */
import type { FakeCombatant, FakeTurnContext } from "../foundry-combat-doc";
import { RecordingCombat, type SystemFake } from "./system";

export class DrawSteelCombat extends RecordingCombat {
  /** `game.combats.isDefaultInitiativeMode`: Draw Steel's own alternating initiative (its default). */
  static defaultInitiative = true;

  /** `DrawSteelCombat#startCombat`: actors' `system.startCombat`, Malice's `startCombat`, then `super`. */
  override async startCombat(): Promise<this> {
    this.recordCall("DrawSteelCombat#startCombat");
    return super.startCombat();
  }

  /** `DrawSteelCombat#nextRound`: in the default mode, no turn; `super`; then each its turns (1) again. */
  override async nextRound(): Promise<this> {
    const own = DrawSteelCombat.defaultInitiative;
    if (own) this.turn = null;
    await super.nextRound();
    if (!own) return this;
    this.recordCall("DrawSteelCombat#nextRound");
    await this.updateEmbeddedDocuments(
      "Combatant",
      this.combatants.contents.map((c) => ({ _id: c.id, initiative: 1 })),
    );
    return this;
  }

  /** `DrawSteelCombat#_onStartRound`: Malice for the living heroes (core's own is not called). */
  override async _onStartRound(_context: FakeTurnContext): Promise<void> {
    this.recordCall("DrawSteelCombat#_onStartRound");
  }

  /** `DrawSteelCombat#_onEndTurn`: the actor's effects that end with its turn. */
  override async _onEndTurn(_combatant: FakeCombatant, context: FakeTurnContext): Promise<void> {
    if (!context.skipped) this.recordCall("DrawSteelCombat#_onEndTurn");
  }
}

export const DRAW_STEEL: SystemFake = {
  id: "draw-steel",
  documentClass: DrawSteelCombat,
  behaviours: [
    "DrawSteelCombat#startCombat",
    "DrawSteelCombat#nextRound",
    "DrawSteelCombat#_onStartRound",
    "DrawSteelCombat#_onEndTurn",
  ],
};
