/**
 * Hex-crawl travel: hex geometry, movement, navigation, sight, shelter, fatigue, encounters, one hex at a time and
 * the travel day. Travel on a map (./map) is imported from its own module, so the GM-only code that uses it stays
 * out of the bundle every client loads.
 */
export * from "./rules";
export * from "./hex";
export * from "./party";
export * from "./pace";
export * from "./crossing";
export * from "./navigation";
export * from "./sight";
export * from "./shelter";
export * from "./encounters";
export * from "./march";
export * from "./step";
export * from "./watch";
export * from "./route";
export * from "./day";
