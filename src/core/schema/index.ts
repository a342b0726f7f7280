export * from "./issues";
export * from "./fields";
export * from "./versioned";
export * from "./limits";
export * from "./salvage";
