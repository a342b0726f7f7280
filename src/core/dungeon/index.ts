/**
 * Dungeon turns: encounter checks, meeting monsters, movement and trap initiative. The party's moves on a map
 * (./party-move) are imported from their own module, so the GM-only code that uses them stays out of the
 * bundle every client loads.
 */
export * from "./rules";
export * from "./checks";
export * from "./meeting";
export * from "./movement";
export * from "./traps";
export * from "./secrets";
export * from "./paces";
