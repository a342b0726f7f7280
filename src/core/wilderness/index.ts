/** Hex-crawl travel: hex geometry, movement, navigation, shelter, fatigue, encounters and the travel day. */
export * from "./rules";
