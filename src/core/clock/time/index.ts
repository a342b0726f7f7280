export * from "./scale";
export * from "./reading";
export * from "./format";
export * from "./duration";
