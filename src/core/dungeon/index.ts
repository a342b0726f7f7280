/** Dungeon turns: encounter checks, monster location, movement and trap initiative. */
export * from "./rules";
