/**
 * Old-School Essentials' Combat classes, as far as they touch Turnkeeper (vttred/ose
 * `src/module/combat/combat.ts`, `OSECombat`; `src/module/combat/combat-group.ts`, `OSEGroupCombat`, the
 * class of its default group initiative): starting a combat rolls everyone after `super` unless initiative is
 * reset each round; at each round's end (core's turn event) initiative is reset (the default) or rerolled,
 * then the first combatant is made current; group initiative rolls a d6 per side and writes every combatant's
 * initiative in one update. Its chat card is not faked.
 */
import type { FakeTurnContext } from "../foundry-combat-doc";
import { RecordingCombat, type SystemFake } from "./system";

export type RerollInitiative = "reset" | "reroll" | "keep";

export class OSECombat extends RecordingCombat {
  /** The world setting `ose.rerollInitiative` ("reset" by default). */
  static reroll: RerollInitiative = "reset";

  private everyone(): string[] {
    return this.combatants.contents.map((c) => c.id);
  }

  /** `OSECombat#startCombat`: `super`, then everyone rolls unless initiative is reset each round. */
  override async startCombat(): Promise<this> {
    await super.startCombat();
    if (OSECombat.reroll !== "reset") await this.rollInitiative(this.everyone());
    this.recordCall("OSECombat#startCombat");
    return this;
  }

  /** `OSECombat#_onEndRound`: reset or reroll (neither awaited), `super`, then the first one is current. */
  override async _onEndRound(context: FakeTurnContext): Promise<void> {
    this.recordCall("OSECombat#_onEndRound");
    if (OSECombat.reroll === "reset") void this.resetAll();
    else if (OSECombat.reroll === "reroll") void this.rollInitiative(this.everyone());
    await super._onEndRound(context);
    await this.activateCombatant(0);
  }

  /** `OSECombat#activateCombatant`: a GM makes that turn current. */
  async activateCombatant(turn: number): Promise<void> {
    if (this.user.isGM) await this.update({ turn });
  }
}

export class OSEGroupCombat extends OSECombat {
  /** `OSEGroupCombat#rollInitiative`: a d6 for each side (here 1, 2, ...), every combatant's in one update. */
  override async rollInitiative(): Promise<this> {
    const sides = [...new Set(this.combatants.contents.map((c) => c.token?.disposition ?? 0))];
    await this.updateEmbeddedDocuments(
      "Combatant",
      this.combatants.contents.map((c) => ({
        _id: c.id,
        initiative: sides.indexOf(c.token?.disposition ?? 0) + 1,
      })),
    );
    this.recordCall("OSEGroupCombat#rollInitiative");
    await this.activateCombatant(0);
    return this;
  }
}

export const OSE: SystemFake = {
  id: "ose",
  documentClass: OSEGroupCombat,
  behaviours: ["OSECombat#startCombat", "OSECombat#_onEndRound", "OSEGroupCombat#rollInitiative"],
};
