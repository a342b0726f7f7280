/** Dungeon turns: encounter checks, meeting monsters, movement and trap initiative. */
export * from "./rules";
export * from "./checks";
export * from "./meeting";
export * from "./movement";
export * from "./traps";
export * from "./secrets";
export * from "./paces";
export * from "./party-move";
