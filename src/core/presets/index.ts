/**
 * The timekeeping surface of the core: presets and everything they compose (time scales, timers and
 * lights, the time log, action durations) plus the shared schema helpers and the built-in presets.
 */
export * from "../schema";
export * from "../clock/time";
export * from "../clock/timers";
export * from "../clock/log";
export * from "../actions";
export * from "./model";
export * from "./builtin";
export * from "./load";
