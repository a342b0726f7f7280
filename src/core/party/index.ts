/** Parties (issue 22): who is in each, each one's time against the world's, and their lights. */
export * from "./model";
export * from "./time";
export * from "./lights";
