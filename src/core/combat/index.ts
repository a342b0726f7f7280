/** Segment combat: rules a preset sets, and the count-up engine. */
export * from "./rules";
export * from "./clock";
export type {
  CombatantState,
  CombatantStatus,
  CombatEvent,
  CombatState,
  CombatStep,
  Surprise,
  TideSetting,
  TideShift,
  TimedEffect,
} from "./state";
export type { CombatCommand, CommandOf } from "./commands";
export * from "./create";
export * from "./engine";
export * from "./queries";
export * from "./restore";
export * from "./actions";
export { tideBonus } from "./tide";
export { goesBefore, turnOrder, type TurnKey } from "./queue";
export { checkCombatantSettings } from "./roster";
export { SURPRISES } from "./state";
