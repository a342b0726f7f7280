/**
 * dnd5e's Combat class, as far as it touches Turnkeeper (foundryvtt/dnd5e `module/documents/combat.mjs`,
 * `Combat5e`): it calls `super` and then recovers combat uses, at the start of a combat, after a roll, and in
 * core's turn events. Recovery itself (`Combatant5e#recoverCombatUses`, actors' and items' uses) is not faked:
 * each method records itself when it reaches `_recoverUses`, after `super`.
 */
import type { FakeCombatant, FakeTurnContext } from "../foundry-combat-doc";
import { RecordingCombat, type SystemFake } from "./system";

export class Combat5e extends RecordingCombat {
  /** `Combat5e#startCombat`: `super.startCombat()`, then `_recoverUses({ encounter: true })`. */
  override async startCombat(): Promise<this> {
    await super.startCombat();
    this._recoverUses("Combat5e#startCombat", { encounter: true });
    return this;
  }

  /** `Combat5e#rollInitiative`: `super.rollInitiative(ids)`, then `_recoverUses({ initiative })` for each. */
  override async rollInitiative(ids?: string | string[], options?: object): Promise<this> {
    await super.rollInitiative(ids, options);
    for (const id of typeof ids === "string" ? [ids] : (ids ?? []))
      this._recoverUses("Combat5e#rollInitiative", { initiative: id });
    return this;
  }

  /** `Combat5e#_onStartTurn`, `#_onEndTurn`, `#_onStartRound`: core's turn event, then recovery. */
  override async _onStartTurn(combatant: FakeCombatant, context: FakeTurnContext): Promise<void> {
    await super._onStartTurn(combatant, context);
    this._recoverUses("Combat5e#_onStartTurn", { turn: true, turnStart: combatant.id });
  }

  override async _onEndTurn(combatant: FakeCombatant, context: FakeTurnContext): Promise<void> {
    await super._onEndTurn(combatant, context);
    this._recoverUses("Combat5e#_onEndTurn", { turnEnd: combatant.id });
  }

  override async _onStartRound(context: FakeTurnContext): Promise<void> {
    await super._onStartRound(context);
    this._recoverUses("Combat5e#_onStartRound", { round: true });
  }

  /** `Combat5e#_recoverUses(types)`, reached by `caller`. */
  _recoverUses(caller: string, _types: Record<string, unknown>): void {
    this.recordCall(caller);
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
  ],
};
