/**
 * The combat tracker, host-agnostic: its parts (`TRACKER_PARTS`, each building its own context from the
 * `trackerBasis` of the host's input) and `buildTrackerView` for the whole, `runIntent` (what a person asks
 * -> engine step), the Recovery Time and settings prompts, and the template names.
 */
export * from "./model";
export * from "./basis";
export * from "./build";
export * from "./parts";
export { chipLabel, chipLabels } from "./chips";
export { TIDE_METER_REACH } from "./build-count";
export { CHIPS_PER_CELL, PAST_DROP } from "./build-strip";
export * from "./intents";
export * from "./run-intent";
export * from "./recovery";
export * from "./templates";
export * from "./actions";
export * from "./settings";
export * from "./countdowns";
export { initiativeCard, type InitiativeRoll } from "./initiative-card";
