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
    // `resetActiveCombatantActionDice`: a GM's, for the combatant current when the hook is called.
    const reset = (hook: string) => (combat: CombatLike) => {
      const user = client.game.user;
      if (user?.isGM && combat.combatant)
        recordCall(world, `${hook}: resetActiveCombatantActionDice`, user.name ?? "");
    };
    client.Hooks.on("combatTurn", reset("combatTurn"));
    client.Hooks.on("combatRound", reset("combatRound"));
  },
  behaviours: ["combatTurn: resetActiveCombatantActionDice", "combatRound: resetActiveCombatantActionDice"],
};
