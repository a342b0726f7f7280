/**
 * DCC keeps core's Combat class (its `DCCCombatant` only rolls the actor's own initiative, which Turnkeeper
 * does not use); what touches Turnkeeper are hooks (foundryvtt-dcc/dcc `module/chat-and-hook-wiring.mjs`,
 * `module/action-dice-tracker.mjs`): `combatTurn` and `combatRound` reset the current combatant's action dice
 * for the new round, on a GM's client only.
 */
import type { CombatLike } from "../../../src/foundry/combat/ports";
import { CORE_COMBAT, recordCall, type SystemFake } from "./system";

export const DCC: SystemFake = {
  id: "dcc",
  documentClass: CORE_COMBAT,
  install(client, world) {
    // Each handler calls `resetActiveCombatantActionDice`: a GM's, for the combatant current at the hook.
    const reset = (handler: string) => (combat: CombatLike) => {
      const user = client.game.user;
      if (user?.isGM && combat.combatant) recordCall(world, handler, user.name ?? "");
    };
    client.Hooks.on("combatTurn", reset("onCombatTurnForActionDice"));
    client.Hooks.on("combatRound", reset("onCombatRoundForActionDice"));
  },
  behaviours: ["onCombatTurnForActionDice", "onCombatRoundForActionDice"],
};
