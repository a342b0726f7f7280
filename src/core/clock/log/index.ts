export * from "./model";
export * from "./patch";
export * from "./keeper";
export * from "./load";
export * from "./join";
