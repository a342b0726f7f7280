/** Reactions and morale. */
export * from "./rules";
export * from "./reaction";
export * from "./morale";
