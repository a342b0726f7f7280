/**
 * pf2e's Combat class, as far as it touches Turnkeeper (foundryvtt/pf2e `src/module/encounter/document.ts`,
 * `EncounterPF2e`): it rolls each creature's own initiative statistic and writes it with the statistic in one
 * Combatant update and then the turn (`setMultipleInitiatives`), and when the turn moves on it ends and starts
 * turns on the combatants (flags written by the actor's primary updater, here the active GM). The rolls' dice
 * and dialog, effects and the effect panel are not faked.
 */
import type { CombatUpdateOptions } from "../../../src/foundry/combat/ports";
import { RecordingCombat, type SystemFake } from "./system";

export class EncounterPF2e extends RecordingCombat {
  /** `EncounterPF2e#rollInitiative`: each rolls its statistic (Perception here: 20, 21, ...). */
  override async rollInitiative(ids?: string | string[]): Promise<this> {
    const list = typeof ids === "string" ? [ids] : (ids ?? []);
    await this.setMultipleInitiatives(list.map((id, i) => ({ id, value: 20 + i })));
    this.recordCall("EncounterPF2e#rollInitiative");
    return this;
  }

  /** `EncounterPF2e#setInitiative`: a creature's value with its statistic, through the same write. */
  override async setInitiative(id: string, value: number): Promise<this> {
    await this.setMultipleInitiatives([{ id, value }]);
    this.recordCall("EncounterPF2e#setInitiative");
    return this;
  }

  /** `EncounterPF2e#setMultipleInitiatives`: one Combatant update, then the turn kept on whoever acts. */
  async setMultipleInitiatives(initiatives: readonly { id: string; value: number }[]): Promise<void> {
    const currentId = this.combatant?.id;
    await this.updateEmbeddedDocuments(
      "Combatant",
      initiatives.map((i) => ({
        _id: i.id,
        initiative: i.value,
        flags: { pf2e: { initiativeStatistic: "perception" } },
      })),
    );
    await this.update({ turn: this.turns.findIndex((c) => c.id === currentId) });
  }

  /**
   * `EncounterPF2e#_onUpdate`: once started, a move of the round or turn ends the previous combatant's turn
   * and starts the current one's, each a flag on the combatant, written by the actor's primary updater.
   */
  override _onUpdate(changed: object, options: object, userId: string): void {
    super._onUpdate(changed, options, userId);
    if (!this.started || (!("round" in changed) && !("turn" in changed))) return;
    if ((options as CombatUpdateOptions).direction === -1) return;
    if (this.side.server.world.activeGM?.id !== this.user.id) return;
    const round = this.round;
    const current = this.combatant?.id;
    if (current) this.side.started(this.startTurn(current, round));
  }

  /** `CombatantPF2e#startTurn`: the round of its last turn, on the combatant. */
  private async startTurn(id: string, round: number): Promise<void> {
    this.side.server.updateCombatant(this.user, this.id, id, { flags: { pf2e: { roundOfLastTurn: round } } });
    this.recordCall("EncounterPF2e#_onUpdate");
  }
}

export const PF2E: SystemFake = {
  id: "pf2e",
  documentClass: EncounterPF2e,
  behaviours: ["EncounterPF2e#rollInitiative", "EncounterPF2e#setInitiative", "EncounterPF2e#_onUpdate"],
};
