/** Segment combat: rules a preset sets, and the count-up engine. */
export * from "./rules";
