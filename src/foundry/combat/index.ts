/** Segment combat in Foundry: the Combat subclass, the tracker, player requests, settings, the API. */
export { registerCombat, combatSetupFor, provideCombatServices, type CombatSetup } from "./register";
export { createCombatApi, type TurnkeeperCombatApi } from "./api";
export { createTurnkeeperCombatClass } from "./combat-class";
export { COMBAT_HOOKS } from "../setup/hooks";
export { isTurnkeeperCombat } from "./client";
export type { CombatIntent, CombatServices, StepReport, StepNote } from "./steps";
