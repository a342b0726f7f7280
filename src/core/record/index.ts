export * from "./season";
export * from "./record";
