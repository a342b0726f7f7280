export * from "./model";
export * from "./checks";
export * from "./perform";
