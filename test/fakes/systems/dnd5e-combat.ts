/**
 * dnd5e's Combat class, as far as it touches Turnkeeper (foundryvtt/dnd5e `module/documents/combat.mjs`,
 * `Combat5e`): it calls `super` and then recovers combat uses, at the start of a combat, after a roll, and in
 * core's turn events. Each method records itself after `super`, then `_recoverUses(types)` records the periods
 * each combatant (not defeated) recovers, as dnd5e's hands them to `Combatant5e#recoverCombatUses`; the
 * recovery itself (actors' and items' uses) is not faked.
 */
import type { FakeCombatant, FakeTurnContext } from "../foundry-combat-doc";
import { RecordingCombat, type SystemFake } from "./system";

type RecoveryTypes = Readonly<Record<string, unknown>>;

export class Combat5e extends RecordingCombat {
  /** `Combat5e#startCombat`: `super.startCombat()`, then `_recoverUses({ encounter: true })`. */
  override async startCombat(): Promise<this> {
    await super.startCombat();
    this.recordCall("Combat5e#startCombat");
    await this._recoverUses({ encounter: true });
    return this;
  }

  /** `Combat5e#rollInitiative`: `super.rollInitiative(ids)`, then `_recoverUses({ initiative })` for each. */
  override async rollInitiative(ids?: string | string[], options?: object): Promise<this> {
    await super.rollInitiative(ids, options);
    this.recordCall("Combat5e#rollInitiative");
    for (const id of typeof ids === "string" ? [ids] : (ids ?? []))
      await this._recoverUses({ initiative: this.combatants.get(id) });
    return this;
  }

  /** `Combat5e#_onStartTurn`, `#_onEndTurn`, `#_onStartRound`: core's turn event, then recovery. */
  override async _onStartTurn(combatant: FakeCombatant, context: FakeTurnContext): Promise<void> {
    await super._onStartTurn(combatant, context);
    this.recordCall("Combat5e#_onStartTurn");
    await this._recoverUses({ turn: true, turnStart: combatant });
  }

  override async _onEndTurn(combatant: FakeCombatant, context: FakeTurnContext): Promise<void> {
    await super._onEndTurn(combatant, context);
    this.recordCall("Combat5e#_onEndTurn");
    await this._recoverUses({ turnEnd: combatant });
  }

  override async _onStartRound(context: FakeTurnContext): Promise<void> {
    await super._onStartRound(context);
    this.recordCall("Combat5e#_onStartRound");
    await this._recoverUses({ round: true });
  }

  /**
   * `Combat5e#_recoverUses(types)`: each combatant not defeated recovers the periods whose value is `true` or
   * itself; recorded as "period: name" for each (`recovered`).
   */
  async _recoverUses(types: RecoveryTypes): Promise<void> {
    for (const combatant of this.combatants) {
      if (combatant.defeated) continue;
      const periods = Object.keys(types).filter((k) => types[k] === true || types[k] === combatant);
      for (const period of periods) this.recordCall("Combat5e#_recoverUses", `${period}: ${combatant.name}`);
    }
  }
}

export const DND5E: SystemFake = {
  id: "dnd5e",
  documentClass: Combat5e,
  behaviours: [
    "Combat5e#startCombat",
    "Combat5e#rollInitiative",
    "Combat5e#_onStartTurn",
    "Combat5e#_onEndTurn",
    "Combat5e#_onStartRound",
    "Combat5e#_recoverUses",
  ],
};
