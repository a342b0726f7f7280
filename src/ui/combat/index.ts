/**
 * The combat tracker, host-agnostic: `buildTrackerView` (engine state -> template context),
 * `runIntent` (what a person asks -> engine step), the Recovery Time and settings prompts, and the
 * template names.
 */
export * from "./model";
export * from "./build";
export * from "./intents";
export * from "./recovery";
export * from "./templates";
export * from "./actions";
export * from "./settings";
export * from "./countdowns";
