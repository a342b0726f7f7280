/** Play on a map: the party's moves and hex travel, for any host with a map (Foundry's scenes, the sandbox's). */
export * from "./hex-route";
export * from "./party";
export * from "./party-moves";
export * from "./area-behavior";
