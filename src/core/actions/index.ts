export * from "./model";
export * from "./checks";
export * from "./asked";
export * from "./perform";
