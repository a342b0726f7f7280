/** The rules core's public surface. Hosts and view models import from here. */
export * from "./dice/port";
export * from "./dice/formula";
export * from "./dice/seeded";
export * from "./util/result";
export * from "./util/errors";
export * from "./presets";
export * from "./combat";
export * from "./tables";
export * from "./dungeon";
export * from "./wilderness";
export * from "./social";
export * from "./record";
export * from "./party";
