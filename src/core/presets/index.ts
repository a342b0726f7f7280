/**
 * The timekeeping surface of the core: presets and everything they compose (time scales, timers and
 * lights, the time log, action durations) plus the shared schema helpers. `ids.ts` is exported on its own.
 */
export * from "../schema";
export * from "../time";
export * from "../timers";
export * from "../timelog";
export * from "../actions";
export * from "./model";
export * from "./builtin";
export * from "./load";
