/** Segment combat: rules a preset sets, and the count-up engine. */
export * from "./rules";
export * from "./clock";
export * from "./state";
export * from "./commands";
export * from "./engine";
export * from "./queries";
export * from "./restore";
export { tideBonus } from "./tide";
