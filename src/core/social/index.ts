/** Reactions and morale. */
export * from "./rules";
