/** The campaign record. What a task changed (change.ts) is imported from its own module: see there. */
export * from "./record";
