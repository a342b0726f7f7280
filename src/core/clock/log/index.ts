export * from "./model";
export * from "./patch";
export * from "./chain";
export * from "./keeper";
export * from "./load";
export * from "./join";
